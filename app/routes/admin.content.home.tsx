import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Notice, When } from "~/components/admin/admin-ui";
import { StorefrontChooser } from "~/components/admin/admin-ui";
import { BlockForm, PictureField, Rows, SelectField, TextArea, TextField } from "~/components/admin/home-forms";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { ADVANTAGE_ICONS, blockRows, type FieldErrors, HOME_BLOCK_LABELS, type Row, SOCIAL_NETWORKS } from "~/lib/home-content";
import {
  discardHomeDraft,
  getHomeEdit,
  isHomeSection,
  publishHomeDraft,
  saveHomeSection,
  shopBrands,
  shopCategories,
  skusOf,
} from "~/services/home-content.server";
import { findStorefront, listStorefronts } from "~/services/storefronts.server";
import { readFormData } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/content/home?store=<department> (issue 28 §2; README "Home page, footer and shops"):
// each storefront's home page blocks (spec §9) as forms. A save goes to the draft
// (services/home-content.server.ts); "Preview" shows the home page with it, "Publish" makes it live.

export const meta: MetaFunction = () => [{ title: "Home page · Back office" }];

const PATH = "/admin/content/home";

async function storefrontOf(wanted: string | null | undefined) {
  const storefronts = (await listStorefronts(getDb())).map((s) => ({ department: s.department, name: s.name }));
  const chosen = storefronts.find((s) => s.department === wanted);
  return { storefronts, chosen: chosen ?? storefronts[0], known: chosen !== undefined };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  const db = getDb();
  const { storefronts, chosen } = await storefrontOf(new URL(request.url).searchParams.get("store"));
  const storefront = (await findStorefront(db, chosen.department))!;
  const edit = await getHomeEdit(db, chosen.department);
  const productIds = edit.blocks.recommended_products?.productIds ?? [];
  const [categories, brands, skus] = await Promise.all([shopCategories(db, storefront), shopBrands(db, storefront), skusOf(db, productIds)]);
  return adminPage({
    storefronts,
    department: chosen.department,
    name: chosen.name,
    rows: { ...blockRows(edit.blocks), product: productIds.map((id) => ({ sku: skus.get(id) ?? String(id) })) },
    drafted: edit.drafted.map((code) => HOME_BLOCK_LABELS[code]),
    draftedBy: edit.draftedBy,
    draftedAt: edit.draftedAt,
    categories: categories.map((c) => ({ value: String(c.id), label: c.name })),
    brands: brands.map((b) => ({ value: String(b.id), label: b.name })),
  });
}

type Answer = { section: string; errors: FieldErrors; rows: Row[]; description?: string; message?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "content.manage");
  const form = await readFormData(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const refused = (answer: Answer) => data(answer, { status: 400, headers: ADMIN_HEADERS });
  const { chosen, known } = await storefrontOf(field("department"));
  if (!known) return refused({ section: "", errors: {}, rows: [], message: "That storefront is not known." });
  const db = getDb();
  const intent = field("intent");
  const back = (done: string, hash = "") => redirect(`${PATH}?store=${chosen.department}&done=${encodeURIComponent(done)}${hash}`, { headers: ADMIN_HEADERS });
  if (intent === "publish") {
    const published = await publishHomeDraft(db, chosen.department, staffActor(me));
    return back(published ? `The home page of ${chosen.name} is live with the draft's changes.` : "There was no draft to publish.");
  }
  if (intent === "discard") {
    const discarded = await discardHomeDraft(db, chosen.department, staffActor(me));
    return back(discarded ? "The draft is discarded: the forms show the live home page again." : "There was no draft to discard.");
  }
  if (!isHomeSection(intent)) return refused({ section: "", errors: {}, rows: [], message: "That request was not understood." });
  const storefront = (await findStorefront(db, chosen.department))!;
  const answer = await saveHomeSection(db, getEnv().IMAGE_DIR, storefront, intent, form, staffActor(me));
  if (!answer.ok) return refused({ section: intent, errors: answer.errors, rows: answer.rows, description: answer.description });
  const done = answer.drafted
    ? "Saved to the draft. Preview it, then publish it to make it live."
    : "Nothing to publish: that is how the home page is live already.";
  return back(done, `#block-${intent}`);
}

export default function HomeContentPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const { department } = page;
  const refusedHere = (section: string) => answer?.section === section;
  const errorsOf = (section: string) => (refusedHere(section) ? answer!.errors : {});
  const rowsOf = (section: keyof typeof page.rows) => (refusedHere(section) ? answer!.rows : page.rows[section]) as Row[];
  const keyOf = (section: keyof typeof page.rows) => `${department}-${JSON.stringify(rowsOf(section))}`;
  const icons = ADVANTAGE_ICONS.map((icon) => ({ value: icon, label: icon }));
  const advantages = (section: "main" | "shop") => (
    <Rows group={section} rows={rowsOf(section)} blanks={1} noun="Advantage">
      {(row, name) => (
        <>
          <SelectField name={name("icon")} label="Icon" value={row.icon} errors={errorsOf(section)} choices={icons} empty="Choose an icon" />
          <TextField name={name("title")} label="Title" value={row.title} errors={errorsOf(section)} max={80} />
          <TextField name={name("text")} label="Text" value={row.text} errors={errorsOf(section)} max={200} />
        </>
      )}
    </Rows>
  );
  const common = { department };
  return (
    <>
      <h1>Home page of {page.name}</h1>
      {done && !answer ? <Notice>{done}</Notice> : null}
      {answer?.message ? <Notice kind="warn">{answer.message}</Notice> : null}
      <StorefrontChooser storefronts={page.storefronts} department={department} param="store" />
      <section className="admin-card" aria-labelledby="draft-title">
        <h2 id="draft-title">Draft</h2>
        {page.drafted.length > 0 ? (
          <p>
            Not live yet: {page.drafted.join(", ")}
            {page.draftedBy && page.draftedAt ? (
              <>
                {" "}
                (last saved by {page.draftedBy}, <When at={page.draftedAt} />)
              </>
            ) : null}
            .
          </p>
        ) : (
          <p>No draft: the forms show the home page as shoppers see it. A save keeps the change as a draft until you publish it.</p>
        )}
        <div className="admin-actions">
          <Link to={`${PATH}/preview?store=${department}`} className="button button-secondary">
            Preview
          </Link>
          {page.drafted.length > 0 ? (
            <>
              <Form method="post">
                <input type="hidden" name="department" value={department} />
                <button type="submit" name="intent" value="publish" className="button">
                  Publish
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="department" value={department} />
                <button type="submit" name="intent" value="discard" className="button button-secondary">
                  Discard draft
                </button>
              </Form>
            </>
          ) : null}
        </div>
      </section>

      <BlockForm key={keyOf("h1")} id="h1" title="Heading (H1)" intent="h1" save="Save the heading" errors={errorsOf("h1")} {...common}>
        <TextField name="text" label="Heading" value={refusedHere("h1") ? answer!.rows[0]?.text : page.rows.h1} errors={errorsOf("h1")} max={200} />
      </BlockForm>

      <BlockForm
        key={keyOf("banner")}
        id="banner"
        title="Banners"
        hint="The first banner is the large one. A link is a path of the storefront (/sale) or an https:// address."
        intent="banner"
        save="Save the banners"
        errors={errorsOf("banner")}
        multipart
        {...common}
      >
        <Rows group="banner" rows={rowsOf("banner")} blanks={1} noun="Banner">
          {(row, name) => (
            <>
              <TextField name={name("title")} label="Title" value={row.title} errors={errorsOf("banner")} max={120} />
              <TextField name={name("subtitle")} label="Subtitle" value={row.subtitle} errors={errorsOf("banner")} max={200} />
              <TextField name={name("cta")} label="Button text" value={row.cta} errors={errorsOf("banner")} max={60} />
              <TextField name={name("href")} label="Link" value={row.href} errors={errorsOf("banner")} max={2000} />
              <input type="hidden" name={name("imageId")} value={row.imageId ?? ""} />
              <PictureField name={name("picture")} label="Picture" current={row.imageId} errors={errorsOf("banner")} />
            </>
          )}
        </Rows>
      </BlockForm>

      <BlockForm
        key={keyOf("main")}
        id="main"
        title="Advantages under the banners"
        intent="main"
        save="Save the advantages"
        errors={errorsOf("main")}
        {...common}
      >
        {advantages("main")}
      </BlockForm>

      <BlockForm
        key={keyOf("category")}
        id="category"
        title="Categories shown"
        intent="category"
        save="Save the categories"
        errors={errorsOf("category")}
        {...common}
      >
        <Rows group="category" rows={rowsOf("category")} blanks={2} noun="Category">
          {(row, name) => (
            <SelectField name={name("id")} label="Category" value={row.id} errors={errorsOf("category")} choices={page.categories} empty="Choose" />
          )}
        </Rows>
      </BlockForm>

      <BlockForm
        key={keyOf("product")}
        id="product"
        title="Recommended products"
        hint="By SKU, in the order shown; at most 12. An archived product is not taken."
        intent="product"
        save="Save the products"
        errors={errorsOf("product")}
        {...common}
      >
        <Rows group="product" rows={rowsOf("product")} blanks={3} noun="Product">
          {(row, name) => <TextField name={name("sku")} label="SKU" value={row.sku} errors={errorsOf("product")} max={64} />}
        </Rows>
      </BlockForm>

      <BlockForm key={keyOf("brand")} id="brand" title="Brands shown" intent="brand" save="Save the brands" errors={errorsOf("brand")} {...common}>
        <Rows group="brand" rows={rowsOf("brand")} blanks={2} noun="Brand">
          {(row, name) => <SelectField name={name("id")} label="Brand" value={row.id} errors={errorsOf("brand")} choices={page.brands} empty="Choose" />}
        </Rows>
      </BlockForm>

      <BlockForm key={keyOf("shop")} id="shop" title="Why shop with us" intent="shop" save="Save the advantages" errors={errorsOf("shop")} {...common}>
        <TextArea
          name="description"
          label="Text above the advantages"
          value={refusedHere("shop") ? answer!.description : page.rows.description}
          errors={errorsOf("shop")}
          max={1000}
        />
        {advantages("shop")}
      </BlockForm>

      <BlockForm key={keyOf("social")} id="social" title="Social networks" intent="social" save="Save the networks" errors={errorsOf("social")} {...common}>
        <Rows group="social" rows={rowsOf("social")} blanks={1} noun="Network">
          {(row, name) => (
            <>
              <SelectField
                name={name("network")}
                label="Network"
                value={row.network}
                errors={errorsOf("social")}
                choices={SOCIAL_NETWORKS.map((network) => ({ value: network, label: network }))}
                empty="Choose a network"
              />
              <TextField name={name("url")} label="Address (https://)" value={row.url} errors={errorsOf("social")} max={2000} />
            </>
          )}
        </Rows>
      </BlockForm>
    </>
  );
}

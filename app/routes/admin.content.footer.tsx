import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Notice } from "~/components/admin/admin-ui";
import { StorefrontChooser } from "~/components/admin/admin-ui";
import { BlockForm, Rows, TextField } from "~/components/admin/home-forms";
import { getDb } from "~/db/db.server";
import { type ColumnRows, footerRows, parseColumns, parseShops, readColumns, SHOP_FIELD_NAMES, SHOP_FIELDS } from "~/lib/footer-shops";
import { type FieldErrors, formRows, type Row } from "~/lib/home-content";
import { getFooterEdit, saveFooterColumns, saveShops } from "~/services/footer-shops.server";
import { listStorefronts } from "~/services/storefronts.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/content/footer?store=<department> (issue 28 §2; README "Home page, footer and shops"):
// the footer's link columns (CoreFooterFooter) and the shops (StoreShops at checkout, and
// footer_shops) of each storefront, live on save as the header and footer texts are.

export const meta: MetaFunction = () => [{ title: "Footer and shops · Back office" }];

const PATH = "/admin/content/footer";

async function storefrontOf(wanted: string | null | undefined) {
  const storefronts = (await listStorefronts(getDb())).map((s) => ({ department: s.department, name: s.name }));
  const chosen = storefronts.find((s) => s.department === wanted);
  return { storefronts, chosen: chosen ?? storefronts[0], known: chosen !== undefined };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  const { storefronts, chosen } = await storefrontOf(new URL(request.url).searchParams.get("store"));
  const edit = await getFooterEdit(getDb(), chosen.department);
  return adminPage({ storefronts, department: chosen.department, name: chosen.name, ...footerRows(edit.footer, edit.shops) });
}

type Answer = { section: string; errors: FieldErrors; columns?: ColumnRows[]; shops?: Row[]; message?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "content.manage");
  const fields = await readForm(request);
  const refused = (answer: Answer) => data(answer, { status: 400, headers: ADMIN_HEADERS });
  const { chosen, known } = await storefrontOf(fields.department);
  if (!known) return refused({ section: "", errors: {}, message: "That storefront is not known." });
  const back = (changed: boolean, what: string, hash: string) => {
    const done = changed ? `The ${what} of ${chosen.name} are saved.` : `Nothing changed: the ${what} were so already.`;
    return redirect(`${PATH}?store=${chosen.department}&done=${encodeURIComponent(done)}#block-${hash}`, { headers: ADMIN_HEADERS });
  };
  if (fields.intent === "columns") {
    const parsed = parseColumns(readColumns(fields));
    if (!parsed.ok) return refused({ section: "columns", errors: parsed.errors, columns: parsed.columns });
    return back(await saveFooterColumns(getDb(), chosen.department, parsed.value, staffActor(me)), "footer's links", "columns");
  }
  if (fields.intent === "shops") {
    const parsed = parseShops(formRows(fields, "shop", SHOP_FIELD_NAMES));
    if (!parsed.ok) return refused({ section: "shops", errors: parsed.errors, shops: parsed.rows });
    return back(await saveShops(getDb(), chosen.department, parsed.value, staffActor(me)), "shops", "shops");
  }
  return refused({ section: "", errors: {}, message: "That request was not understood." });
}

export default function FooterAndShops() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const columnErrors = answer?.section === "columns" ? answer.errors : {};
  const shopErrors = answer?.section === "shops" ? answer.errors : {};
  const columns = answer?.section === "columns" ? (answer.columns ?? []) : page.columns;
  const shops = answer?.section === "shops" ? (answer.shops ?? []) : page.shops;
  // one empty column to add, and two empty links in each column
  const shownColumns = [...columns, { title: "", links: [] }];
  return (
    <>
      <h1>Footer and shops of {page.name}</h1>
      {done && !answer ? <Notice>{done}</Notice> : null}
      {answer?.message ? <Notice kind="warn">{answer.message}</Notice> : null}
      <StorefrontChooser storefronts={page.storefronts} department={page.department} param="store" />

      <BlockForm
        key={`${page.department}-${JSON.stringify(columns)}`}
        id="columns"
        title="The footer's links"
        hint="Columns of links under a title. A link is a path of the storefront (/cms/about) or an https:// address. Empty a link or a column to take it out."
        intent="columns"
        save="Save the links"
        errors={columnErrors}
        department={page.department}
      >
        <input type="hidden" name="column.count" value={shownColumns.length} />
        {shownColumns.map((column, c) => (
          <fieldset key={c} className="admin-row">
            <legend>{c < columns.length ? `Column ${c + 1}` : "New column"}</legend>
            <TextField name={`column.${c}.title`} label="Title" value={column.title} errors={columnErrors} max={80} />
            <Rows group={`column.${c}.link`} rows={column.links} blanks={2} noun={`Column ${c + 1} link`}>
              {(row, name) => (
                <>
                  <TextField name={name("label")} label="Words" value={row.label} errors={columnErrors} max={80} />
                  <TextField name={name("href")} label="Link" value={row.href} errors={columnErrors} max={2000} />
                </>
              )}
            </Rows>
          </fieldset>
        ))}
      </BlockForm>

      <BlockForm
        key={`${page.department}-${JSON.stringify(shops)}`}
        id="shops"
        title="Shops"
        hint="The shops a shopper may collect an order from at checkout, also listed in the footer; the opening hours in the storefront's language."
        intent="shops"
        save="Save the shops"
        errors={shopErrors}
        department={page.department}
      >
        <Rows group="shop" rows={shops} blanks={1} noun="Shop">
          {(row, name) =>
            SHOP_FIELD_NAMES.map((field) => (
              <TextField
                key={field}
                name={name(field)}
                label={SHOP_FIELDS[field].label[0].toUpperCase() + SHOP_FIELDS[field].label.slice(1)}
                value={row[field]}
                errors={shopErrors}
                max={SHOP_FIELDS[field].max}
              />
            ))
          }
        </Rows>
      </BlockForm>
    </>
  );
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { BrandFields, brandFromFields } from "~/components/admin/brand-form";
import { ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { deleteBrand, getBrand, saveBrand } from "~/services/brand-admin.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/brands/:id (README "Categories and brands"): a brand's name, URL key (a new one leaves a
// 301 from the old brand page in every storefront), country and descriptions; deleted only when
// no product has it. Brand pictures are not changed here.

export const meta: MetaFunction = () => [{ title: "Brand · Back office" }];

const PATH = "/admin/brands";

async function load(id: string | undefined) {
  const parsed = rowIdSchema.safeParse(id);
  const found = parsed.success ? await getBrand(getDb(), parsed.data) : null;
  if (!found) throw data({ message: `There is no brand ${id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return found;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  const brand = await load(params.id);
  const values: Record<string, string> = { name: brand.form.name, url_key: brand.form.urlKey, country: brand.form.country };
  for (const lang of brand.languages) values[`description_${lang}`] = brand.form.descriptions[lang] ?? "";
  return adminPage({ id: brand.id, name: brand.form.name, products: brand.products, languages: brand.languages, values });
}

type Refusal = { message?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const fields = await readForm(request);
  const brand = await load(params.id);
  const db = getDb();
  const refused = (body: Refusal) => data(body, { status: 400, headers: ADMIN_HEADERS });
  if (fields.intent === "delete") {
    const answer = await deleteBrand(db, brand.id, staffActor(me));
    if (!answer.ok) return refused({ message: `The brand is not deleted: ${answer.message}` });
    return redirect(`${PATH}?done=${encodeURIComponent("The brand is deleted.")}`, { headers: ADMIN_HEADERS });
  }
  if (fields.intent !== "save") return refused({ message: "That request was not understood." });
  const answer = await saveBrand(db, brand.id, brandFromFields(brand.languages, fields), staffActor(me));
  if (!answer.ok) return refused({ errors: answer.errors, values: fields });
  return redirect(`${PATH}/${brand.id}?done=${encodeURIComponent(answer.changed ? "Saved." : "Nothing changed: the brand was so already.")}`, {
    headers: ADMIN_HEADERS,
  });
}

export default function BrandPage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <p>
        <Link to={PATH}>← Brands</Link>
      </p>
      <h1>{page.name}</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={refused?.errors} />
      <p>{page.products === 1 ? "1 product" : `${page.products.toLocaleString("en")} products`} of this brand.</p>
      <section className="admin-card" aria-labelledby="edit-title">
        <h2 id="edit-title">Change</h2>
        <BrandFields languages={page.languages} values={refused?.values ?? page.values} errors={refused?.errors} submit="Save" />
      </section>
      <section className="admin-card" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete</h2>
        <p>Only a brand no product has can be deleted.</p>
        <Form method="post">
          <button type="submit" name="intent" value="delete" className="button button-danger">
            Delete this brand
          </button>
        </Form>
      </section>
    </>
  );
}

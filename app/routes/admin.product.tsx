import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { ProductForm } from "~/components/admin/product-form";
import { ProductPictures } from "~/components/admin/product-pictures";
import { getDb } from "~/db/db.server";
import { productFormOptions, productFormValues, saveProduct } from "~/services/product-admin.server";
import { listProductPictures } from "~/services/product-pictures.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/products/:id (README "Products"): one product's catalogue fields, saved by the import's
// rules; a refused field is shown at the field with what was typed, and nothing is changed.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.values.name_en || data?.values.sku || "Product"} · Back office` }];

async function load(id: string | undefined) {
  const parsed = rowIdSchema.safeParse(id);
  const found = parsed.success ? await productFormValues(getDb(), parsed.data) : null;
  if (!parsed.success || !found) throw data({ message: `There is no product ${id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return { id: parsed.data, ...found };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  const product = await load(params.id);
  const [options, pictures] = await Promise.all([productFormOptions(getDb()), listProductPictures(getDb(), product.id)]);
  return adminPage({ ...product, options, pictures });
}

type Refused = { errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const fields = await readForm(request);
  if (fields.intent !== "save") throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const { id } = await load(params.id);
  const saved = await saveProduct(getDb(), { id, fields, actor: staffActor(me) });
  if (!saved.ok) return data({ errors: saved.errors, values: fields }, { status: 400, headers: ADMIN_HEADERS });
  const done = saved.changed ? "Saved: shoppers see it within seconds." : "Nothing changed.";
  return redirect(`/admin/products/${id}?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function ProductPage() {
  const { id, values, pictures, options } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refused | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const name = values[`name_${options.languages[0]}`] || values.sku;
  return (
    <>
      <p>
        <Link to="/admin/products">← Products</Link>
      </p>
      <h1>{name}</h1>
      <p className="admin-actions">
        <span>SKU {values.sku}</span>
        <Link to={`/admin/products/${id}/archive`}>Archive…</Link>
      </p>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary errors={refused?.errors} />
      <ProductPictures key={done ?? "pictures"} productId={id} pictures={pictures} languages={options.languages} />
      <ProductForm key={done ?? "form"} options={options} values={refused?.values ?? values} errors={refused?.errors ?? {}} submitLabel="Save" />
    </>
  );
}

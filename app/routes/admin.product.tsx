import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { ProductForm } from "~/components/admin/product-form";
import { getDb } from "~/db/db.server";
import { imageUrl } from "~/lib/images";
import { productFormOptions, productFormValues, saveProduct } from "~/services/product-admin.server";
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
  return adminPage({ ...product, options: await productFormOptions(getDb()) });
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
  const { id, values, imageFiles, options } = useLoaderData<typeof loader>();
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
      {imageFiles.length ? (
        <section className="admin-card" aria-labelledby="pictures-title">
          <h2 id="pictures-title">Pictures</h2>
          <p className="admin-hint">Pictures are changed by a catalogue import (README "Catalogue import and export").</p>
          <ul className="admin-product-pictures">
            {imageFiles.map((image) => (
              <li key={image.id}>
                <img src={imageUrl(image.id, 175)} width={88} height={88} alt="" loading="lazy" /> <span>{image.file}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ProductForm key={done ?? "form"} options={options} values={refused?.values ?? values} errors={refused?.errors ?? {}} submitLabel="Save" />
    </>
  );
}

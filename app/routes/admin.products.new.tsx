import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/admin/admin-ui";
import { ProductForm } from "~/components/admin/product-form";
import { getDb } from "~/db/db.server";
import { productFormOptions, saveProduct } from "~/services/product-admin.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/products/new (README "Products"): a new simple product, checked and written as the
// catalogue import writes a new row; a URL key left empty is made from the name.

export const meta: MetaFunction = () => [{ title: "New product · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  return adminPage({ options: await productFormOptions(getDb()) });
}

type Refused = { errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const fields = await readForm(request);
  if (fields.intent !== "save") throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const saved = await saveProduct(getDb(), { id: null, fields, actor: staffActor(me) });
  if (!saved.ok) return data({ errors: saved.errors, values: fields }, { status: 400, headers: ADMIN_HEADERS });
  return redirect(`/admin/products/${saved.id}?done=${encodeURIComponent("Created: shoppers see it within seconds.")}`, { headers: ADMIN_HEADERS });
}

export default function NewProductPage() {
  const { options } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refused | undefined;
  return (
    <>
      <p>
        <Link to="/admin/products">← Products</Link>
      </p>
      <h1>New product</h1>
      <ErrorSummary errors={refused?.errors} />
      <ProductForm options={options} values={refused?.values ?? {}} errors={refused?.errors ?? {}} submitLabel="Create" withStock />
    </>
  );
}

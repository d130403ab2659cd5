import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { BrandFields, brandFromFields } from "~/components/admin/brand-form";
import { ErrorSummary, Notice, TableWrap } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { brandLanguages, listBrands, saveBrand } from "~/services/brand-admin.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/brands (README "Categories and brands"): every brand with how many products it has, and
// a new brand. A brand's own page changes it or deletes it.

export const meta: MetaFunction = () => [{ title: "Brands · Back office" }];

const PATH = "/admin/brands";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  const db = getDb();
  const [brands, languages] = await Promise.all([listBrands(db), brandLanguages(db)]);
  return adminPage({ brands, languages });
}

type Refusal = { message?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const fields = await readForm(request);
  const db = getDb();
  if (fields.intent !== "save") return data({ message: "That request was not understood." } as Refusal, { status: 400, headers: ADMIN_HEADERS });
  const answer = await saveBrand(db, null, brandFromFields(await brandLanguages(db), fields), staffActor(me));
  if (!answer.ok) return data({ errors: answer.errors, values: fields } as Refusal, { status: 400, headers: ADMIN_HEADERS });
  return redirect(`${PATH}/${answer.id}?done=${encodeURIComponent("The brand is created.")}`, { headers: ADMIN_HEADERS });
}

export default function BrandsPage() {
  const { brands, languages } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <h1>Brands</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={refused?.errors} />
      <TableWrap label="Brands">
        <table className="admin-table">
          <caption className="visually-hidden">Brands by name</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">URL key</th>
              <th scope="col">Country</th>
              <th scope="col" className="num">
                Products
              </th>
            </tr>
          </thead>
          <tbody>
            {brands.map((b) => (
              <tr key={b.id}>
                <td>
                  <Link to={`${PATH}/${b.id}`}>{b.name}</Link>
                </td>
                <td>{b.urlKey}</td>
                <td>{b.country}</td>
                <td className="num">{b.products.toLocaleString("en")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <section className="admin-card" aria-labelledby="new-title">
        <h2 id="new-title">New brand</h2>
        <BrandFields languages={languages} values={refused?.values} errors={refused?.errors} submit="Create brand" />
      </section>
    </>
  );
}

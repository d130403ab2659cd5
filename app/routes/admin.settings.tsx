import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { Notice, TableWrap } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { listStorefrontsForEdit } from "~/services/storefront-settings.server";
import { adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/settings (README "Shop settings"): the storefronts, each linking to its settings form;
// owners only (settings.manage).

export const meta: MetaFunction = () => [{ title: "Shop settings · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "settings.manage");
  const storefronts = (await listStorefrontsForEdit(getDb())).map((s) => ({
    department: s.department,
    name: s.name,
    address: `${s.domain}${s.prefix ? `/${s.prefix}` : ""}`,
    currencyCode: s.currencyCode,
    company: s.company?.legalName ?? null,
  }));
  return adminPage({ storefronts });
}

export default function SettingsList() {
  const { storefronts } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <h1>Shop settings</h1>
      {done ? <Notice>{done}</Notice> : null}
      {storefronts.length === 0 ? (
        <p>No storefront is configured yet (README “Your own shop”).</p>
      ) : (
        <TableWrap label="Storefronts">
          <table className="admin-table">
            <caption className="visually-hidden">The storefronts and where they answer</caption>
            <thead>
              <tr>
                <th scope="col">Storefront</th>
                <th scope="col">Address</th>
                <th scope="col">Currency</th>
                <th scope="col">Company</th>
              </tr>
            </thead>
            <tbody>
              {storefronts.map((s) => (
                <tr key={s.department}>
                  <td>
                    <Link to={`/admin/settings/${s.department}`}>{s.name}</Link> <span className="admin-hint">({s.department})</span>
                  </td>
                  <td>{s.address}</td>
                  <td>{s.currencyCode}</td>
                  <td>{s.company ?? <strong>missing</strong>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}

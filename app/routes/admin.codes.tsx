import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { amountText } from "~/lib/code-forms";
import { listDiscountCodes } from "~/services/discount-codes.server";
import { adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/codes (README "Discount codes and gift certificates"): every discount code with what it
// takes off, until when, whether it is on, and how often orders used it.

export const meta: MetaFunction = () => [{ title: "Discount codes · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "codes.manage");
  return adminPage({ codes: await listDiscountCodes(getDb()), now: new Date().toISOString() });
}

export default function CodesPage() {
  const { codes, now } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Discount codes</h1>
      <p className="admin-actions">
        <Link className="button" to="/admin/codes/new">
          New code
        </Link>
      </p>
      {codes.length === 0 ? (
        <p>No discount code yet.</p>
      ) : (
        <TableWrap label="Discount codes">
          <table className="admin-table" data-codes>
            <caption className="visually-hidden">Discount codes, by code</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Takes off</th>
                <th scope="col">State</th>
                <th scope="col">Valid to</th>
                <th scope="col" className="num">
                  Used
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.map((c) => (
                <tr key={c.id} data-code={c.code}>
                  <td>
                    <Link to={`/admin/codes/${c.id}`}>{c.code}</Link>
                  </td>
                  <td>{c.kind === "percent" ? `${c.value} %` : `${amountText(c.value)} €`}</td>
                  <td>{!c.active ? "off" : c.validTo !== null && c.validTo < now ? "ended" : "on"}</td>
                  <td>{c.validTo ? <When at={c.validTo} /> : "—"}</td>
                  <td className="num">
                    {c.usedCount.toLocaleString("en")}
                    {c.usageLimit !== null ? ` of ${c.usageLimit.toLocaleString("en")}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}

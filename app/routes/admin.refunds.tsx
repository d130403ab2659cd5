import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ErrorSummary, Notice, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { money } from "~/lib/admin-words";
import { formatIban } from "~/lib/iban";
import { can } from "~/lib/staff-roles";
import { listRefundsToSend, markRefundsSent } from "~/services/refund-transfers.server";
import { ADMIN_HEADERS, requireStaff, staffActor, adminPage } from "~/utils/staff-auth.server";

// /admin/refunds (README "After the sale"): the bank refunds waiting to be sent — to the IBANs
// staff entered on returns of bank-transfer and cash-on-delivery orders. The euro ones download
// as one SEPA file for the bank; forints and koruny are transferred by hand. Once the bank has
// them, "Mark sent" (managers and owners) records it; the shopper was mailed at the return.

export const meta: MetaFunction = () => [{ title: "Refunds to send · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "orders.read");
  const refunds = await listRefundsToSend(getDb());
  return adminPage({ refunds, may: { refund: can(me.staff.role, "orders.refund") } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "orders.refund");
  const form = await request.formData().catch(() => null);
  if (!form) throw data({ message: "Bad Request: the body is not a form" }, { status: 400, headers: ADMIN_HEADERS });
  const ids = form.getAll("refund").map((v) => (typeof v === "string" && /^\d{1,12}$/.test(v) ? Number(v) : NaN));
  if (ids.length === 0 || ids.some(Number.isNaN)) return data({ message: "Choose the refunds the bank has sent." }, { status: 400, headers: ADMIN_HEADERS });
  const marked = await markRefundsSent(getDb(), ids, `staff:${staffActor(me)}`);
  return redirect(`/admin/refunds?done=${encodeURIComponent(`${marked} marked sent.`)}`, { headers: ADMIN_HEADERS });
}

export default function RefundsPage() {
  const { refunds, may } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as { message: string } | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const euros = refunds.filter((r) => r.currencyCode === "EUR");
  return (
    <>
      <h1>Refunds to send</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} />
      {refunds.length === 0 ? (
        <p>No bank refund waits to be sent.</p>
      ) : (
        <Form method="post" className="admin-card">
          {may.refund && euros.length ? (
            <p>
              <a href="/admin/refunds/sepa" download>
                Download the SEPA file (pain.001) of the {euros.length} euro refund{euros.length === 1 ? "" : "s"}
              </a>
            </p>
          ) : null}
          <TableWrap label="Refunds to send table">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Sent</th>
                  <th scope="col">Order</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col">To</th>
                  <th scope="col">Recorded</th>
                </tr>
              </thead>
              <tbody>
                {refunds.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <input
                        type="checkbox"
                        name="refund"
                        value={r.id}
                        id={`refund-${r.id}`}
                        disabled={!may.refund}
                        aria-label={`Refund of ${r.number} sent`}
                      />
                    </td>
                    <td>
                      <Link to={`/admin/orders/${r.number}`}>{r.number}</Link>
                    </td>
                    <td className="num">{money(r.amount, r.currencyCode)}</td>
                    <td>
                      {r.accountName}, {formatIban(r.iban)}
                      {r.currencyCode !== "EUR" ? <span className="admin-hint"> (not SEPA: transfer by hand)</span> : null}
                    </td>
                    <td>
                      <When at={r.createdAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {may.refund ? (
            <button type="submit" className="button">
              Mark sent
            </button>
          ) : null}
        </Form>
      )}
    </>
  );
}

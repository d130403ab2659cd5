import { Form, Link } from "@remix-run/react";
import { TableWrap, When } from "~/components/admin/admin-ui";
import { money, STATUS_LABEL } from "~/lib/admin-words";
import type { StatementEntryView } from "~/services/bank-statements.server";
import type { OrderStatus } from "~/lib/order-status";

// A bank statement in the back office (/admin/payments/statements): the exact matches proposed
// to mark paid together (checked), the credits a person must look at with the reason, and what
// was paid from it already.

/** A credit as the statements service reads it (one shape for the service and the page). */
export type StatementEntry = StatementEntryView;

export interface StatementData {
  id: number;
  fileName: string;
  format: string;
  account: string | null;
  uploadedBy: string;
  uploadedAt: string;
  credits: number;
  alreadyImported: number;
  entries: StatementEntry[];
}

/** Why a credit was not proposed, in words a person acts on. */
function reasonOf(e: StatementEntry) {
  const order = e.order;
  const paid = money(e.amount, e.currencyCode);
  if (!order) return "No order found for this reference or text";
  const total = money(order.grandTotal, order.currencyCode);
  switch (e.outcome) {
    case "short":
      return `Short payment: ${paid} of ${total}`;
    case "over":
      return `Over payment: ${paid} of ${total}`;
    case "currency":
      return `Paid in ${e.currencyCode}; the order is in ${order.currencyCode}`;
    case "not-payable":
    case "exact":
      return `The order does not wait for a transfer (${STATUS_LABEL[order.status as OrderStatus] ?? order.status})`;
    default:
      return "No order found for this reference or text";
  }
}

const said = (e: StatementEntry) => [e.reference, e.remittance].filter(Boolean).join(" · ") || "—";

function OrderCell({ e }: { e: StatementEntry }) {
  return e.order ? (
    <Link className="admin-nowrap" to={`/admin/orders/${e.order.number}`}>
      {e.order.number}
    </Link>
  ) : (
    <>—</>
  );
}

export function StatementSection({ statement }: { statement: StatementData }) {
  const proposed = statement.entries.filter((e) => e.outcome === "exact" && !e.appliedAt && e.order?.status === "placed");
  const applied = statement.entries.filter((e) => e.appliedAt);
  const forPerson = statement.entries.filter((e) => !e.appliedAt && !proposed.includes(e));
  return (
    <section className="admin-card" aria-labelledby="statement-title" data-statement={statement.id}>
      <h2 id="statement-title">Statement {statement.fileName}</h2>
      <p>
        {statement.format}
        {statement.account ? `, account ${statement.account}` : ""}; uploaded by {statement.uploadedBy}, <When at={statement.uploadedAt} />. {statement.credits}{" "}
        credits imported
        {statement.alreadyImported > 0 ? `; ${statement.alreadyImported} already imported from an earlier upload` : ""}.
      </p>

      <h3>Exact matches</h3>
      {proposed.length === 0 ? (
        <p>No exact match waits to be marked paid.</p>
      ) : (
        <Form method="post" action={`/admin/payments/statements?statement=${statement.id}`}>
          <input type="hidden" name="intent" value="markPaid" />
          <input type="hidden" name="statement" value={statement.id} />
          <TableWrap label="Exact matches table">
            <table className="admin-table">
              <caption className="visually-hidden">Credits that pay an order exactly</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Mark paid</span>
                  </th>
                  <th scope="col">Order</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col">Booked</th>
                  <th scope="col">Reference or text</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                {proposed.map((e) => (
                  <tr key={e.id} data-outcome="exact">
                    <td>
                      <input type="checkbox" name="entry" value={e.id} defaultChecked aria-label={`Mark ${e.order!.number} paid`} />
                    </td>
                    <td>
                      <OrderCell e={e} />
                    </td>
                    <td className="num">{money(e.amount, e.currencyCode)}</td>
                    <td className="admin-nowrap">{e.bookedOn}</td>
                    <td>{said(e)}</td>
                    <td>{e.debtor ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <div className="admin-actions admin-statement-actions">
            <button type="submit" className="button">
              Mark paid
            </button>
          </div>
        </Form>
      )}

      <h3>For a person to look at</h3>
      {forPerson.length === 0 ? (
        <p>Nothing: every credit matched an order exactly.</p>
      ) : (
        <TableWrap label="Credits to look at table">
          <table className="admin-table">
            <caption className="visually-hidden">Credits not proposed, with the reason</caption>
            <thead>
              <tr>
                <th scope="col">Why</th>
                <th scope="col">Order</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Booked</th>
                <th scope="col">Reference or text</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {forPerson.map((e) => (
                <tr key={e.id} data-outcome={e.outcome}>
                  <td>{reasonOf(e)}</td>
                  <td>
                    <OrderCell e={e} />
                  </td>
                  <td className="num">{money(e.amount, e.currencyCode)}</td>
                  <td className="admin-nowrap">{e.bookedOn}</td>
                  <td>{said(e)}</td>
                  <td>{e.debtor ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}

      {applied.length > 0 ? (
        <>
          <h3>Paid from this statement</h3>
          <ul>
            {applied.map((e) => (
              <li key={e.id} data-outcome="applied">
                <OrderCell e={e} /> — {money(e.amount, e.currencyCode)}, marked paid by {e.appliedBy?.replace(/^staff:/, "")}, <When at={e.appliedAt!} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

import { Form, Link } from "@remix-run/react";
import { When } from "~/components/admin/admin-ui";
import { money, REFUND_STATUS_LABEL, REFUND_WAY_LABEL } from "~/lib/admin-words";
import { formatIban } from "~/lib/iban";
import type { RefundView, ReturnView } from "~/lib/refunds";

// The order page's returns and refunds (README "After the sale"): each return with what came
// back and what it refunded (lowered, with its reason), each refund by its way and state — a card
// refund Stripe refused with its answer and "Try again", a bank refund to send with "Mark sent".

export function OrderRefunds({
  number,
  currencyCode,
  refunds,
  returns,
  canReturn,
  mayRefund,
}: {
  number: string;
  currencyCode: string;
  refunds: RefundView[];
  returns: ReturnView[];
  canReturn: boolean;
  mayRefund: boolean;
}) {
  if (!canReturn && returns.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="refunds-title">
      <h2 id="refunds-title">Returns and refunds</h2>
      {canReturn ? (
        <p>
          <Link to={`/admin/orders/${number}/return`} className="button button-secondary">
            Return or refund…
          </Link>
        </p>
      ) : null}
      {returns.length === 0 ? <p>Nothing was returned or refunded.</p> : null}
      <ol className="admin-refunds">
        {returns.map((r) => (
          <li key={r.id}>
            <When at={r.createdAt} /> <span className="admin-hint">by {r.actor}</span>:{" "}
            {[...r.lines.map((l) => `${l.qty} × ${l.sku}`), ...(r.shipping ? ["shipping"] : [])].join(", ")}
            {r.restock ? " (back in stock)" : ""} — refunded {money(r.amount, currencyCode)}
            {r.amount < r.computed ? (
              <>
                {" "}
                of {money(r.computed, currencyCode)}, lowered: <q>{r.loweredReason}</q>
              </>
            ) : null}
            {r.pointsBack ? `; ${r.pointsBack} points given back` : ""}
            {r.pointsRevoked ? `; ${r.pointsRevoked} points taken back` : ""}
            {r.certificatesRevoked.map((c) => (
              <span key={c.code} className={c.spent ? "admin-alert-warn" : undefined}>
                {" "}
                Certificate {c.code} disabled
                {c.spent ? ` — ${money(c.spent, currencyCode)} of it had been spent` : ""}.
              </span>
            ))}
            <ul>
              {refunds
                .filter((f) => f.returnId === r.id)
                .map((f) => (
                  <li key={f.id}>
                    {money(f.amount, f.currencyCode)} — {REFUND_WAY_LABEL[f.way]}
                    {f.way === "bank" && f.iban ? ` to ${f.accountName ?? ""}, ${formatIban(f.iban)}` : ""}
                    {f.way === "certificate" && f.certificateCode ? ` ${f.certificateCode}` : ""}: {REFUND_STATUS_LABEL[f.status] ?? f.status}
                    {f.sentAt ? (
                      <>
                        {" "}
                        <When at={f.sentAt} />
                      </>
                    ) : null}
                    {f.lastError ? <span className="admin-field-error"> Stripe answered: {f.lastError}</span> : null}
                    {mayRefund && f.way === "card" && (f.status === "failed" || f.status === "pending") ? (
                      <Form method="post" className="admin-inline-form">
                        <input type="hidden" name="refund" value={f.id} />
                        <button type="submit" name="intent" value="retryRefund" className="button button-small">
                          Try again
                        </button>
                      </Form>
                    ) : null}
                    {mayRefund && f.way === "bank" && f.status === "to_send" ? (
                      <Form method="post" className="admin-inline-form">
                        <input type="hidden" name="refund" value={f.id} />
                        <button type="submit" name="intent" value="refundSent" className="button button-small">
                          Mark sent
                        </button>
                      </Form>
                    ) : null}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

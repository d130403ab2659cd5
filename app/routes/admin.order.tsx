import { Fragment } from "react";
import { formatRate } from "~/lib/vat";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { AddressBlock } from "~/components/admin/address-block";
import { ErrorSummary, Notice, TableWrap, When } from "~/components/admin/admin-ui";
import { LinesTable } from "~/components/admin/lines-table";
import { getDb } from "~/db/db.server";
import { money, PAYMENT_LABEL, REFUSAL_TEXT, SHIPPING_LABEL, STATUS_LABEL } from "~/lib/admin-words";
import { CARRIERS, MAX_PARCELS } from "~/lib/carriers";
import { orderChangeable } from "~/lib/order-changes";
import { type OrderMove, orderMove, refundCancelMove } from "~/lib/order-status";
import { can, type Permission } from "~/lib/staff-roles";
import { getAdminOrder } from "~/services/admin-orders.server";
import { moveOrderByNumber } from "~/services/order-lifecycle.server";
import { addOrderNote, cancelOrder, resendOrderMail, shipOrder } from "~/services/order-moves.server";
import { cancelPaidOrder, listOrderRefunds, listOrderReturns, retryCardRefund } from "~/services/refunds.server";
import { markRefundsSent } from "~/services/refund-transfers.server";
import { OrderRefunds } from "~/components/admin/order-refunds";
import { OrderInvoices } from "~/components/admin/order-invoices";
import { listOrderDocuments } from "~/services/invoice-files.server";
import { cancelReasonSchema } from "~/lib/admin-orders";
import { RETURN_REFUSAL_TEXT } from "~/lib/admin-words";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/orders/:number (issue 26 §3): everything about one order — lines, totals, address,
// payment and its attempts, the history, the mails and whether each went out — and the desk's
// moves as buttons (Mark paid, Mark shipped with parcels, Mark delivered, Cancel with a reason),
// a note, a mail sent again, the packing slip. The same services as `npm run orders`.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.order.number ?? "Order"} · Back office` }];

const numberParam = z.string().regex(/^[A-Z]{2,3}-\d{4}-\d{6,}$/);

async function load(number: string | undefined) {
  const parsed = numberParam.safeParse(number);
  const found = parsed.success ? await getAdminOrder(getDb(), parsed.data) : null;
  if (!found) throw data({ message: `There is no order ${number ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return found;
}

/** The moves the order's state allows now (order-status.ts): a button only where it would move. */
function possibleMoves(found: Awaited<ReturnType<typeof load>>) {
  const { order } = found;
  const facts = { status: order.status, paymentMethod: order.paymentMethod, shippingMethod: order.shippingMethod, paid: order.paidAt !== null };
  return Object.fromEntries((["markPaid", "ship", "deliver", "cancel"] as const).map((m) => [m, orderMove(facts, m).kind === "move"])) as Record<
    "markPaid" | "ship" | "deliver" | "cancel",
    boolean
  >;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "orders.read");
  const found = await load(params.number);
  const role = me.staff.role;
  const may = (p: Permission) => can(role, p);
  const db = getDb();
  const [refunds, returns, documents] = await Promise.all([
    listOrderRefunds(db, found.order.id),
    listOrderReturns(db, found.order),
    listOrderDocuments(db, found.order.id),
  ]);
  const { order } = found;
  // a paid order not yet delivered is cancelled as a full refund (managers and owners; order-status.ts refundCancelMove)
  const refundable = order.paidAt !== null && order.status !== "cancelled";
  const facts = { status: order.status, paymentMethod: order.paymentMethod, shippingMethod: order.shippingMethod, paid: order.paidAt !== null };
  const moves = { ...possibleMoves(found), cancel: possibleMoves(found).cancel || (refundCancelMove(facts).kind === "move" && may("orders.refund")) };
  return adminPage({
    ...found,
    refunds,
    returns,
    documents,
    refundable,
    moves,
    may: {
      pay: may("orders.pay"),
      ship: may("orders.ship"),
      cancel: may("orders.cancel"),
      note: may("orders.note"),
      resend: may("orders.resend"),
      change: may("orders.change"),
      refund: may("orders.refund"),
    },
  });
}

const PERMISSION: Record<string, Permission> = {
  markPaid: "orders.pay",
  ship: "orders.ship",
  deliver: "orders.ship",
  cancel: "orders.cancel",
  note: "orders.note",
  resend: "orders.resend",
  retryRefund: "orders.refund",
  refundSent: "orders.refund",
};

const DONE: Record<OrderMove, string> = { confirmPayment: "paid", markPaid: "paid", ship: "shipped", deliver: "delivered", cancel: "cancelled" };

type Refusal = { message: string; field?: string; values?: Record<string, string> };

/** Parcels as the form sends them: rows of carrier and tracking number; a row left empty is no parcel. */
function parcelsOf(fields: Record<string, string>) {
  const parcels: { carrier: string; trackingNumber: string }[] = [];
  for (let i = 0; i < MAX_PARCELS; i++) {
    const carrier = fields[`carrier${i}`] ?? "";
    const trackingNumber = (fields[`tracking${i}`] ?? "").trim();
    if (!carrier && !trackingNumber) continue;
    if (!carrier || !trackingNumber) return null;
    parcels.push({ carrier, trackingNumber });
  }
  return parcels;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const fields = await readForm(request);
  const intent = fields.intent ?? "";
  const permission = PERMISSION[intent];
  if (!permission) {
    await requireStaff(request, context, "orders.read");
    throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  }
  const me = await requireStaff(request, context, permission);
  const found = await load(params.number);
  const number = found.order.number;
  const actor = `staff:${staffActor(me)}` as const;
  const db = getDb();
  const refuse = (refusal: Refusal, status = 400) => data(refusal, { status, headers: ADMIN_HEADERS });
  const back = (done: string) => redirect(`/admin/orders/${number}?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });

  if (intent === "note") {
    const answer = await addOrderNote(db, number, fields.note ?? "", actor);
    if (!answer.ok) return refuse({ message: "Write a note of up to 2,000 characters.", field: "note", values: { note: fields.note ?? "" } });
    return back("Note added.");
  }
  if (intent === "retryRefund") {
    const sent = await retryCardRefund(db, number, Number(fields.refund), actor);
    return sent
      ? back("The refund was sent to Stripe.")
      : refuse({ message: "Stripe did not take the refund: its answer is shown at the refund. Try again later." }, 502);
  }
  if (intent === "refundSent") {
    const marked = await markRefundsSent(db, /^\d{1,12}$/.test(fields.refund ?? "") ? [Number(fields.refund)] : [], actor);
    return back(marked ? "The refund is marked sent." : "That refund was already marked sent: nothing changed.");
  }
  if (intent === "cancel" && found.order.paidAt !== null && found.order.status !== "cancelled") {
    // a paid order: cancelled as a full refund, which only managers and owners make
    await requireStaff(request, context, "orders.refund");
    const reason = cancelReasonSchema.safeParse(fields.reason ?? "");
    if (!reason.success)
      return refuse({
        message: "Give the shopper a reason (up to 500 characters): it is in their mail.",
        field: "reason",
        values: { reason: fields.reason ?? "" },
      });
    const refunded = await cancelPaidOrder(db, number, reason.data, { iban: fields.iban ?? null, accountName: fields.accountName ?? null }, actor);
    if (!refunded.ok)
      return refuse(
        {
          message: RETURN_REFUSAL_TEXT[refunded.problem] ?? refunded.problem,
          field: refunded.problem === "iban" || refunded.problem === "accountName" ? refunded.problem : "reason",
          values: fields,
        },
        400,
      );
    return back(`${number} is cancelled and refunded.`);
  }
  if (intent === "resend") {
    const answer = await resendOrderMail(db, number, fields.kind ?? "", actor);
    if (!answer.ok) return refuse({ message: "That mail cannot be sent again for this order." });
    return back(`The ${fields.kind} mail is on its way again.`);
  }
  const move: OrderMove = intent === "markPaid" ? "markPaid" : intent === "ship" ? "ship" : intent === "deliver" ? "deliver" : "cancel";
  let answer;
  if (move === "ship") {
    const parcels = parcelsOf(fields);
    if (!parcels) return refuse({ message: "Give each parcel both its carrier and its tracking number.", field: "parcels", values: fields });
    answer = await shipOrder(db, number, parcels, actor);
    if (!answer.ok)
      return refuse({ message: "A tracking number is 1–40 letters, digits or hyphens; choose a carrier from the list.", field: "parcels", values: fields });
  } else if (move === "cancel") {
    answer = await cancelOrder(db, number, fields.reason ?? "", actor);
    if (!answer.ok)
      return refuse({
        message: "Give the shopper a reason (up to 500 characters): it is in their mail.",
        field: "reason",
        values: { reason: fields.reason ?? "" },
      });
  } else {
    answer = { ok: true as const, ...(await moveOrderByNumber(db, number, move, actor)) };
  }
  const outcome = answer.outcome;
  if (outcome?.kind === "forbidden") return refuse({ message: `Not possible: ${REFUSAL_TEXT[outcome.reason]}.` }, 409);
  if (outcome?.kind === "already") return back(`${number} was already ${DONE[move]}: nothing changed.`);
  return back(`${number} is ${DONE[move]}.`);
}

export default function OrderPage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const { order, moves, may } = page;
  const done = params.get("done");
  const value = (name: string) => refused?.values?.[name];
  return (
    <>
      <p>
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <h1>
        Order {order.number} <span className={`admin-status admin-status-${order.status}`}>{STATUS_LABEL[order.status]}</span>
      </h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} />

      <div className="admin-order-grid">
        <section className="admin-card" aria-labelledby="summary-title">
          <h2 id="summary-title">Summary</h2>
          <dl className="admin-kv">
            <dt>Storefront</dt>
            <dd>
              {page.storefront.name} ({order.department})
            </dd>
            <dt>Placed</dt>
            <dd>
              <When at={order.createdAt} />
            </dd>
            <dt>Paid</dt>
            <dd>{order.paidAt ? <When at={order.paidAt} /> : "not yet"}</dd>
            <dt>E-mail</dt>
            <dd>{order.email}</dd>
            <dt>Payment</dt>
            <dd>{PAYMENT_LABEL[order.paymentMethod]}</dd>
            <dt>Shipping</dt>
            <dd>
              {SHIPPING_LABEL[order.shippingMethod]}
              {order.pickupShop ? `: ${order.pickupShop}` : ""}
            </dd>
            <dt>Total</dt>
            <dd>
              <strong>{money(order.grandTotal, order.currencyCode)}</strong>
            </dd>
          </dl>
          <p>
            <a href={`/admin/orders/slips?number=${order.number}`} target="_blank" rel="noreferrer">
              Print the packing slip
            </a>
            {page.may.change && orderChangeable(order.status) ? (
              <>
                {" · "}
                <Link to={`/admin/orders/${order.number}/edit`}>Change the order…</Link>
              </>
            ) : null}
          </p>
        </section>

        <section className="admin-card" aria-labelledby="address-title">
          <h2 id="address-title">Delivery address</h2>
          {order.address ? (
            <AddressBlock
              className="admin-address"
              name={
                <>
                  {order.address.firstName} {order.address.lastName}
                </>
              }
              address={order.address}
            />
          ) : (
            <p>None: {order.shippingMethod === "pickup" ? "picked up in the shop" : "nothing to ship"}.</p>
          )}
          {order.buyer ? (
            <>
              <h3>Invoice to a company</h3>
              <p data-buyer="company">
                {order.buyer.company}
                {order.buyer.vatNumber ? (
                  <>
                    <br />
                    VAT number {order.buyer.vatNumber} ({order.buyer.vatCheck === "confirmed" ? "confirmed by VIES" : "VIES could not be asked: VAT charged"})
                  </>
                ) : null}
              </p>
            </>
          ) : null}
          {page.parcels.length ? (
            <>
              <h3>Parcels</h3>
              <ul>
                {page.parcels.map((p) => (
                  <li key={`${p.carrier}-${p.trackingNumber}`}>
                    {p.carrierName}:{" "}
                    {p.trackingUrl ? (
                      <a href={p.trackingUrl} rel="noreferrer" target="_blank">
                        {p.trackingNumber}
                      </a>
                    ) : (
                      p.trackingNumber
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>

      <Moves
        number={order.number}
        moves={moves}
        may={may}
        refused={refused}
        value={value}
        refundsPaid={page.refundable}
        bank={order.paymentMethod === "bank" || order.paymentMethod === "cod"}
      />

      <OrderRefunds
        number={order.number}
        currencyCode={order.currencyCode}
        refunds={page.refunds}
        returns={page.returns}
        canReturn={page.refundable}
        mayRefund={may.refund}
      />

      <OrderInvoices documents={page.documents} />

      <section className="admin-card" aria-labelledby="lines-title">
        <h2 id="lines-title">Lines</h2>
        <LinesTable label="Order lines table" totalHeading="Line total" lines={order.lines} currencyCode={order.currencyCode} />
        <dl className="admin-kv admin-totals">
          <dt>Subtotal</dt>
          <dd>{money(order.subtotal, order.currencyCode)}</dd>
          {order.discount ? (
            <>
              <dt>Discount</dt>
              <dd>−{money(order.discount, order.currencyCode)}</dd>
            </>
          ) : null}
          {order.codeDiscount ? (
            <>
              <dt>Code {order.discountCode}</dt>
              <dd>−{money(order.codeDiscount, order.currencyCode)}</dd>
            </>
          ) : null}
          {order.pointsSpent ? (
            <>
              <dt>{order.pointsSpent} points</dt>
              <dd>−{money(order.pointsValue, order.currencyCode)}</dd>
            </>
          ) : null}
          {order.giftCertificates ? (
            <>
              <dt>Gift certificates</dt>
              <dd>−{money(order.giftCertificates, order.currencyCode)}</dd>
            </>
          ) : null}
          <dt>Shipping</dt>
          <dd>{money(order.shipping, order.currencyCode)}</dd>
          <dt>Total</dt>
          <dd>
            <strong>{money(order.grandTotal, order.currencyCode)}</strong>
          </dd>
          {/* the VAT the total holds, per rate of the country whose VAT it carries (README "Taxes and invoices") */}
          {order.vat?.rows.map((row) => (
            <Fragment key={row.rate}>
              <dt>
                VAT {formatRate(row.rate)} ({order.vat?.country}) on {money(row.taxable, order.currencyCode)}
              </dt>
              <dd data-vat={row.rate}>{money(row.vat, order.currencyCode)}</dd>
            </Fragment>
          ))}
          {order.vat?.reverseCharge ? (
            <>
              <dt>VAT</dt>
              <dd>Reverse charge: none charged ({money(order.vat.removed, order.currencyCode)} off the gross prices), the buyer accounts for it</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className="admin-card" aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        <ol className="admin-history">
          {page.events.map((e, i) => (
            <li key={i}>
              <When at={e.at} /> — {e.from === e.to ? "Changed" : `${e.from ? `${STATUS_LABEL[e.from]} → ` : ""}${STATUS_LABEL[e.to]}`}{" "}
              <span className="admin-hint">by {e.actor}</span>
              {e.note ? <q>{e.note}</q> : null}
            </li>
          ))}
        </ol>
        {page.attempts.length ? (
          <>
            <h3>Earlier payment attempts</h3>
            <ul>
              {page.attempts.map((a) => (
                <li key={a.number}>
                  {a.number}, {PAYMENT_LABEL[a.paymentMethod]}: {a.outcome} (<When at={a.endedAt} />)
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby="mails-title">
        <h2 id="mails-title">Mails</h2>
        {page.mails.length === 0 ? (
          <p>No mail was sent about this order.</p>
        ) : (
          <TableWrap label="Mails table">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Mail</th>
                  <th scope="col">To</th>
                  <th scope="col">Written</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {page.mails.map((m) => (
                  <tr key={m.id}>
                    <td>{m.subject}</td>
                    <td>{m.to}</td>
                    <td>
                      <When at={m.createdAt} />
                    </td>
                    <td>
                      {m.state === "sent" && m.sentAt ? (
                        <>
                          sent <When at={m.sentAt} />
                        </>
                      ) : m.state === "failed" ? (
                        `failed after ${m.attempts} attempts${m.lastError ? `: ${m.lastError}` : ""}`
                      ) : (
                        `waiting (${m.attempts} attempts so far)`
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
        {may.resend && page.resendable.length ? (
          <Form method="post" className="admin-actions admin-resend">
            <input type="hidden" name="intent" value="resend" />
            <label htmlFor="resend-kind">Send again:</label>
            <select id="resend-kind" name="kind">
              {page.resendable.flatMap((k) =>
                k ? (
                  <option key={k} value={k}>
                    the {k} mail
                  </option>
                ) : (
                  []
                ),
              )}
            </select>
            <button type="submit" className="button button-small button-secondary">
              Send
            </button>
          </Form>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby="notes-title">
        <h2 id="notes-title">Notes</h2>
        <p className="admin-hint">For colleagues only; the shopper never sees them.</p>
        {page.notes.length ? (
          <ul className="admin-notes">
            {page.notes.map((n, i) => (
              <li key={i}>
                <p>{n.body}</p>
                <span className="admin-hint">
                  {n.author}, <When at={n.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {may.note ? (
          <Form method="post">
            <input type="hidden" name="intent" value="note" />
            <div className="admin-field">
              <label htmlFor="f-note">Add a note</label>
              <textarea
                id="f-note"
                name="note"
                rows={3}
                maxLength={2000}
                defaultValue={value("note")}
                aria-invalid={refused?.field === "note" ? true : undefined}
              />
            </div>
            <button type="submit" className="button button-small">
              Add note
            </button>
          </Form>
        ) : null}
      </section>
    </>
  );
}

function Moves({
  number,
  moves,
  may,
  refused,
  value,
  refundsPaid,
  bank,
}: {
  number: string;
  moves: Record<"markPaid" | "ship" | "deliver" | "cancel", boolean>;
  may: { pay: boolean; ship: boolean; cancel: boolean };
  refused: Refusal | undefined;
  value: (name: string) => string | undefined;
  /** the order is paid: cancelling it refunds everything */
  refundsPaid: boolean;
  /** paid by bank transfer or on delivery: the refund goes to an IBAN */
  bank: boolean;
}) {
  const any = (moves.markPaid && may.pay) || (moves.ship && may.ship) || (moves.deliver && may.ship) || (moves.cancel && may.cancel);
  if (!any) return null;
  return (
    <section className="admin-card" aria-labelledby="moves-title">
      <h2 id="moves-title">Next step</h2>
      <div className="admin-moves">
        {moves.markPaid && may.pay ? (
          <Form method="post">
            <button type="submit" name="intent" value="markPaid" className="button">
              Mark paid
            </button>
            <p className="admin-hint">The transfer has arrived: the shopper is mailed, certificates and points are issued.</p>
          </Form>
        ) : null}
        {moves.deliver && may.ship ? (
          <Form method="post">
            <button type="submit" name="intent" value="deliver" className="button">
              Mark delivered
            </button>
          </Form>
        ) : null}
        {moves.ship && may.ship ? (
          <Form method="post" className="admin-ship" aria-labelledby="ship-title">
            <h3 id="ship-title">Mark shipped</h3>
            <p className="admin-hint">
              Each parcel with its carrier and tracking number: the shipped mail links to the carrier's tracking page. Leave empty for the shop's own delivery.
            </p>
            {[0, 1, 2].map((i) => (
              <fieldset key={i} className="admin-parcel">
                <legend>Parcel {i + 1}</legend>
                <label>
                  Carrier
                  <select name={`carrier${i}`} defaultValue={value(`carrier${i}`) ?? ""} aria-invalid={refused?.field === "parcels" ? true : undefined}>
                    <option value="">—</option>
                    {CARRIERS.map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.code === "other" ? "Other" : c.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  Tracking number
                  <input
                    name={`tracking${i}`}
                    defaultValue={value(`tracking${i}`)}
                    maxLength={40}
                    aria-invalid={refused?.field === "parcels" ? true : undefined}
                  />
                </label>
              </fieldset>
            ))}
            <button type="submit" name="intent" value="ship" className="button">
              Mark shipped
            </button>
          </Form>
        ) : null}
        {moves.cancel && may.cancel ? (
          <details className="admin-cancel" open={refused?.field === "reason" || refused?.field === "iban" || refused?.field === "accountName"}>
            <summary className="button button-secondary">Cancel…</summary>
            <Form method="post">
              {refundsPaid ? (
                <p>
                  {number} is paid: cancelling it refunds everything not yet refunded by the way it was paid, puts the goods back into stock, gives back its
                  code, points and gift certificates and mails the shopper the reason. It cannot be undone.
                </p>
              ) : (
                <p>Cancelling {number} gives back its stock, code, points and gift certificates and mails the shopper the reason. It cannot be undone.</p>
              )}
              {refundsPaid && bank ? (
                <>
                  <div className="admin-field">
                    <label htmlFor="f-cancel-iban">The shopper&apos;s IBAN (the refund is a bank transfer)</label>
                    <input
                      id="f-cancel-iban"
                      name="iban"
                      autoComplete="off"
                      defaultValue={value("iban")}
                      aria-invalid={refused?.field === "iban" ? true : undefined}
                    />
                  </div>
                  <div className="admin-field">
                    <label htmlFor="f-cancel-holder">Account holder</label>
                    <input
                      id="f-cancel-holder"
                      name="accountName"
                      maxLength={70}
                      defaultValue={value("accountName")}
                      aria-invalid={refused?.field === "accountName" ? true : undefined}
                    />
                  </div>
                </>
              ) : null}
              <div className="admin-field">
                <label htmlFor="f-reason">Reason (the shopper reads it)</label>
                <textarea
                  id="f-reason"
                  name="reason"
                  rows={2}
                  maxLength={500}
                  required
                  defaultValue={value("reason")}
                  aria-invalid={refused?.field === "reason" ? true : undefined}
                />
              </div>
              <button type="submit" name="intent" value="cancel" className="button button-danger">
                Cancel the order
              </button>
            </Form>
          </details>
        ) : null}
      </div>
    </section>
  );
}

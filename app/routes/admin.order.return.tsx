import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { AdminField, ErrorSummary, Notice, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { money, REFUND_WAY_PHRASE, RETURN_REFUSAL_TEXT } from "~/lib/admin-words";
import type { ReturnAmounts } from "~/lib/refund-amount";
import { readReturnForm } from "~/lib/refund-form";
import { can } from "~/lib/staff-roles";
import { createReturn, getReturnPreview, previewReturn } from "~/services/refunds.server";
import { openWithdrawalOfOrder } from "~/services/withdrawals.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, requireStaff, staffActor, adminPage } from "~/utils/staff-auth.server";

// /admin/orders/:number/return (README "After the sale"): what came back of a paid order and what
// it refunds. Every role may open it and check the amount ("Check the amount"); refunding moves
// money, so only managers and owners (orders.refund). The amount is the service's, computed again
// on every post: a number typed into the form only ever lowers it, with a reason.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Return · ${data?.order.number ?? "Order"} · Back office` }];

const numberParam = z.string().regex(/^[A-Z]{2,3}-\d{4}-\d{6,}$/);

async function load(number: string | undefined) {
  const parsed = numberParam.safeParse(number);
  const found = parsed.success ? await getReturnPreview(getDb(), parsed.data) : null;
  if (!found) throw data({ message: `There is no order ${number ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return found;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "orders.read");
  const found = await load(params.number);
  // from a withdrawal's page: the return settles it (withdrawals.server.ts)
  const withdrawalId = withdrawalParam.safeParse(new URL(request.url).searchParams.get("withdrawal"));
  const withdrawal = withdrawalId.success ? await openWithdrawalOfOrder(getDb(), withdrawalId.data, found.order.id) : null;
  return adminPage({ ...found, withdrawal, may: { refund: can(me.staff.role, "orders.refund") } });
}

const withdrawalParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number);

type Answer = { message?: string; field?: string; values?: Record<string, string>; checked?: ReturnAmounts };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const fields = await readForm(request);
  const intent = fields.intent;
  if (intent !== "check" && intent !== "refund") {
    await requireStaff(request, context, "orders.read");
    throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  }
  const me = await requireStaff(request, context, intent === "refund" ? "orders.refund" : "orders.read");
  const { order } = await load(params.number);
  const values = Object.fromEntries(Object.entries(fields).filter(([k]) => k !== "intent"));
  const refuse = (problem: string, status = 400) =>
    data<Answer>({ message: RETURN_REFUSAL_TEXT[problem] ?? problem, field: problem, values }, { status, headers: ADMIN_HEADERS });
  const read = readReturnForm(fields, order.currencyCode);
  if (!read.ok) return refuse(read.field);
  const db = getDb();
  if (intent === "check") {
    const checked = await previewReturn(db, order.number, read.form);
    if (!checked.ok) return refuse(checked.problem);
    return data<Answer>({ checked: checked.amounts, values }, { headers: ADMIN_HEADERS });
  }
  const withdrawal = withdrawalParam.safeParse(fields.withdrawal ?? "");
  const answer = await createReturn(db, order.number, { ...read.form, withdrawalId: withdrawal.success ? withdrawal.data : null }, `staff:${staffActor(me)}`);
  if (!answer.ok) return refuse(answer.problem, answer.problem === "overRefund" || answer.problem === "notPaid" ? 409 : 400);
  const done = `Refunded ${money(answer.amount, order.currencyCode)}${answer.amounts.certificate ? ` and ${money(answer.amounts.certificate, order.currencyCode)} onto gift certificates` : ""}.`;
  return redirect(`/admin/orders/${order.number}?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function ReturnPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { order } = page;
  const value = (name: string) => answer?.values?.[name];
  const currency = order.currencyCode;
  const error = (field: string) => (answer?.field === field ? answer.message : undefined);
  const paid = order.paidAt !== null && order.status !== "cancelled";
  const lineError = answer?.field === "lines" || answer?.field === "unknownLine" || answer?.field === "quantity" || answer?.field === "noLine";
  return (
    <>
      <p>
        <Link to={`/admin/orders/${order.number}`}>← Order {order.number}</Link>
      </p>
      <h1>Return and refund</h1>
      <ErrorSummary message={answer?.message} />
      {answer?.checked ? (
        <Notice>
          This return refunds {money(answer.checked.money, currency)} {REFUND_WAY_PHRASE[page.way]}
          {answer.checked.certificate ? ` and ${money(answer.checked.certificate, currency)} onto the gift certificates that paid` : ""}
          {answer.checked.pointsBack ? `; ${answer.checked.pointsBack} points spent go back` : ""}
          {answer.checked.pointsRevoked ? `; ${answer.checked.pointsRevoked} points earned are taken back` : ""}.
        </Notice>
      ) : null}
      {!paid ? <Notice kind="warn">This order is not paid (or is cancelled): there is nothing to refund.</Notice> : null}
      <p>
        Paid {money(order.grandTotal, currency)} {REFUND_WAY_PHRASE[page.way]}; refunded so far {money(page.refunded, currency)}; at most{" "}
        {money(page.refundable, currency)} is left to refund.
      </p>
      {page.certificatesBought.some((c) => !c.disabled && c.balance < c.amount) ? (
        <Notice kind="warn">
          Gift certificates this order bought are already spent:{" "}
          {page.certificatesBought
            .filter((c) => !c.disabled && c.balance < c.amount)
            .map((c) => `${c.code} (${money(c.amount - c.balance, currency)} of ${money(c.amount, currency)} spent)`)
            .join(", ")}
          . Returning them disables what is left; lower the amount for what was spent.
        </Notice>
      ) : null}
      {page.withdrawal ? (
        <Notice>
          This return settles withdrawal <Link to={`/admin/withdrawals/${page.withdrawal.id}`}>#{page.withdrawal.id}</Link>, received{" "}
          <When at={page.withdrawal.receivedAt} />: refunding marks it refunded.
        </Notice>
      ) : null}
      <Form method="post" className="admin-card admin-return" aria-labelledby="return-title">
        {page.withdrawal ? <input type="hidden" name="withdrawal" value={page.withdrawal.id} /> : null}
        <h2 id="return-title">What came back</h2>
        <TableWrap label="Lines to return">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="num">
                  Bought
                </th>
                <th scope="col" className="num">
                  Returned
                </th>
              </tr>
            </thead>
            <tbody>
              {page.lines.map((l) => (
                <tr key={l.id}>
                  <td>
                    {l.name}
                    <br />
                    <span className="admin-hint">
                      {l.sku}, {money(l.lineTotal, currency)}
                    </span>
                  </td>
                  <td className="num">{l.qty}</td>
                  <td className="num">
                    <label className="visually-hidden" htmlFor={`f-qty-${l.id}`}>
                      Units of {l.sku} returned (at most {l.left})
                    </label>
                    <input
                      id={`f-qty-${l.id}`}
                      name={`qty-${l.id}`}
                      inputMode="numeric"
                      className="admin-qty"
                      defaultValue={value(`qty-${l.id}`) ?? "0"}
                      disabled={l.left === 0}
                      aria-invalid={lineError ? true : undefined}
                      aria-describedby={lineError ? "form-errors" : undefined}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
        {page.shippingLeft > 0 ? (
          <div className="admin-check">
            <input id="f-shipping" type="checkbox" name="shipping" defaultChecked={value("shipping") === "on"} />
            <label htmlFor="f-shipping">Refund the shipping ({money(page.shippingLeft, currency)})</label>
          </div>
        ) : null}
        <div className="admin-check">
          <input id="f-restock" type="checkbox" name="restock" defaultChecked={answer?.values ? value("restock") === "on" : true} />
          <label htmlFor="f-restock">The goods go back into stock</label>
        </div>
        <AdminField
          name="amount"
          label={`Amount to refund (${currency}, optional)`}
          hint="Empty: the computed amount. Only lower, with a reason."
          inputMode="decimal"
          defaultValue={value("amount")}
          error={error("amount")}
        />
        <div className="admin-field">
          <label htmlFor="f-reason">Why the amount is lower (the shopper is mailed the amount)</label>
          <textarea
            id="f-reason"
            name="reason"
            rows={2}
            maxLength={500}
            defaultValue={value("reason")}
            aria-invalid={error("reason") ? true : undefined}
            aria-describedby={error("reason") ? "form-errors" : undefined}
          />
        </div>
        {page.way === "bank" ? (
          <fieldset className="admin-fieldset">
            <legend>The shopper&apos;s account (the refund is a bank transfer)</legend>
            <AdminField name="iban" label="IBAN" autoComplete="off" spellCheck={false} defaultValue={value("iban")} error={error("iban")} />
            <AdminField name="accountName" label="Account holder" maxLength={70} defaultValue={value("accountName")} error={error("accountName")} />
          </fieldset>
        ) : null}
        <div className="admin-actions">
          <button type="submit" name="intent" value="check" className="button button-secondary">
            Check the amount
          </button>
          {page.may.refund && paid ? (
            <button type="submit" name="intent" value="refund" className="button">
              Refund
            </button>
          ) : null}
        </div>
        {!page.may.refund ? <p className="admin-hint">Your role may prepare a return and check its amount; a manager or owner refunds it.</p> : null}
      </Form>
    </>
  );
}

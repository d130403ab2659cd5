import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { ErrorSummary, Notice, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { WITHDRAWAL_STATUS_LABEL } from "~/lib/admin-words";
import { can } from "~/lib/staff-roles";
import { withdrawalMoveAllowed } from "~/lib/withdrawal";
import { getWithdrawal, moveWithdrawal, withdrawalStorefrontName } from "~/services/withdrawals.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, requireStaff, staffActor, adminPage } from "~/utils/staff-auth.server";

// /admin/withdrawals/:id (README "After the sale"): one withdrawal as the shopper sent it, when it
// was received, the order it matched, the refund deadline; managers and owners mark the goods
// back or refuse it with a reason (refunded is the refunds work's: markWithdrawalRefunded).

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Withdrawal #${data?.withdrawal.id ?? ""} · Back office` }];

async function load(id: string | undefined) {
  const parsed = rowIdSchema.safeParse(id);
  const found = parsed.success ? await getWithdrawal(getDb(), parsed.data) : null;
  if (!found) throw data({ message: `There is no withdrawal ${id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return found;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "withdrawals.read");
  const withdrawal = await load(params.id);
  return adminPage({
    withdrawal,
    storefront: await withdrawalStorefrontName(getDb(), withdrawal.department),
    may: can(me.staff.role, "withdrawals.manage"),
  });
}

type Refusal = { message: string; field?: string; values?: Record<string, string> };

const intentSchema = z.enum(["goodsBack", "refuse"]);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "withdrawals.manage");
  const fields = await readForm(request);
  const intent = intentSchema.safeParse(fields.intent);
  if (!intent.success) throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const { id } = await load(params.id);
  const to = intent.data === "goodsBack" ? "goods_back" : "refused";
  const answer = await moveWithdrawal(getDb(), id, to, `staff:${staffActor(me)}`, fields.reason ?? "");
  const refuse = (refusal: Refusal, status = 400) => data(refusal, { status, headers: ADMIN_HEADERS });
  if (!answer.ok && answer.problem === "reason")
    return refuse({ message: "Give a reason of up to 1,000 characters.", field: "reason", values: { reason: fields.reason ?? "" } });
  if (!answer.ok) return refuse({ message: `Not possible: the withdrawal is no longer where that step starts.` }, 409);
  const done = answer.already ? "Nothing changed: it was there already." : `Withdrawal #${id}: ${WITHDRAWAL_STATUS_LABEL[to].toLowerCase()}.`;
  return redirect(`/admin/withdrawals/${id}?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function WithdrawalPage() {
  const { withdrawal: w, storefront, may } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const { items } = w.content;
  return (
    <>
      <p>
        <Link to="/admin/withdrawals">← Withdrawals</Link>
      </p>
      <h1>
        Withdrawal #{w.id} <span className={`admin-status admin-status-${w.status}`}>{WITHDRAWAL_STATUS_LABEL[w.status]}</span>
      </h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} />
      <div className="admin-order-grid">
        <section className="admin-card" aria-labelledby="received-title">
          <h2 id="received-title">Received</h2>
          <dl className="admin-kv">
            <dt>Received</dt>
            <dd>
              <When at={w.receivedAt} /> <span className="admin-hint">({w.receivedAt})</span>
            </dd>
            <dt>Refund by</dt>
            <dd>
              <When at={w.refundBy} /> (14 days from receipt)
            </dd>
            <dt>Storefront</dt>
            <dd>
              {storefront} ({w.department})
            </dd>
            <dt>Order</dt>
            <dd>{w.linkedOrder ? <Link to={`/admin/orders/${w.linkedOrder}`}>{w.linkedOrder}</Link> : `${w.orderNumber}: number and e-mail match no order`}</dd>
            <dt>Withdrawal period</dt>
            <dd>
              {w.periodEndsAt ? (
                <>
                  ended <When at={w.periodEndsAt} />
                  {w.late ? ": received after it — decide whether to accept" : ""}
                </>
              ) : (
                "not delivered when received (the period had not begun)"
              )}
            </dd>
          </dl>
        </section>
        <section className="admin-card" aria-labelledby="content-title">
          <h2 id="content-title">What the shopper sent</h2>
          <dl className="admin-kv">
            <dt>Name</dt>
            <dd>{w.content.name}</dd>
            <dt>E-mail</dt>
            <dd>{w.content.email}</dd>
            <dt>Order number</dt>
            <dd>{w.content.orderNumber}</dd>
            <dt>Items</dt>
            <dd>
              {items.scope === "all" ? "The whole order" : null}
              {items.lines.length > 0 ? (
                <ul>
                  {items.lines.map((l, i) => (
                    <li key={i}>
                      {l.qty} × {l.name} ({l.sku})
                    </li>
                  ))}
                </ul>
              ) : null}
              {items.text ? <p className="admin-text">{items.text}</p> : null}
            </dd>
            <dt>Reason</dt>
            <dd className="admin-text">{w.content.reason || "—"}</dd>
          </dl>
        </section>
      </div>
      <section className="admin-card" aria-labelledby="steps-title">
        <h2 id="steps-title">Steps</h2>
        <dl className="admin-kv">
          <dt>Goods back</dt>
          <dd>{w.goodsBackAt ? <When at={w.goodsBackAt} /> : "not yet"}</dd>
          <dt>Refunded</dt>
          <dd>{w.refundedAt ? <When at={w.refundedAt} /> : "not yet"}</dd>
          <dt>Refused</dt>
          <dd>
            {w.refusedAt ? (
              <>
                {<When at={w.refusedAt} />}: {w.refusedReason}
              </>
            ) : (
              "no"
            )}
          </dd>
          <dt>Last change by</dt>
          <dd>{w.updatedBy ?? "—"}</dd>
        </dl>
        {may ? (
          <div className="admin-actions">
            {w.linkedOrder && withdrawalMoveAllowed(w.status, "refunded") ? (
              <Link className="button" to={`/admin/orders/${w.linkedOrder}/return?withdrawal=${w.id}`}>
                Record the return and refund…
              </Link>
            ) : null}
            {withdrawalMoveAllowed(w.status, "goods_back") ? (
              <Form method="post">
                <button type="submit" name="intent" value="goodsBack" className="button">
                  Mark goods back
                </button>
              </Form>
            ) : null}
            {withdrawalMoveAllowed(w.status, "refused") ? (
              <details className="admin-cancel" open={refused?.field === "reason"}>
                <summary className="button button-secondary">Refuse…</summary>
                <Form method="post">
                  <div className="admin-field">
                    <label htmlFor="f-reason">Reason (kept with the withdrawal and in the order's notes)</label>
                    <textarea
                      id="f-reason"
                      name="reason"
                      rows={2}
                      maxLength={1000}
                      required
                      defaultValue={refused?.values?.reason}
                      aria-invalid={refused?.field === "reason" ? true : undefined}
                    />
                  </div>
                  <button type="submit" name="intent" value="refuse" className="button button-danger">
                    Refuse the withdrawal
                  </button>
                </Form>
              </details>
            ) : null}
          </div>
        ) : (
          <p className="admin-hint">Managers and owners mark the goods back or refuse a withdrawal.</p>
        )}
      </section>
    </>
  );
}

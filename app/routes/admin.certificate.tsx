import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ErrorSummary, Notice, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { money } from "~/lib/admin-words";
import { parseVoidReason } from "~/lib/code-forms";
import { findCertificate, voidCertificate } from "~/services/gift-certificates.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/certificates/:id (README "Discount codes and gift certificates"): one gift certificate —
// balance, currency, expiry, the order that bought it or who issued it, the orders that redeemed
// it (and what refunds gave back) — and voiding it with a reason.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Gift certificate ${data?.certificate.code ?? ""} · Back office` }];

async function load(param: string | undefined) {
  const id = rowIdSchema.safeParse(param);
  const found = id.success ? await findCertificate(getDb(), { id: id.data }) : null;
  if (!found) throw data({ message: `There is no gift certificate ${param ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return found;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "codes.manage");
  return adminPage({ certificate: await load(params.id), now: new Date().toISOString() });
}

type Refusal = { message: string; field?: string; values?: Record<string, string> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "codes.manage");
  const certificate = await load(params.id);
  const fields = await readForm(request);
  if (fields.intent !== "void") throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const reason = parseVoidReason(fields.reason);
  if (!reason.ok)
    return data<Refusal>({ message: reason.error, field: "reason", values: { reason: fields.reason ?? "" } }, { status: 400, headers: ADMIN_HEADERS });
  const voided = await voidCertificate(getDb(), staffActor(me), certificate.id, reason.reason);
  if (!voided) return data<Refusal>({ message: "Nothing changed: it was voided already." }, { status: 409, headers: ADMIN_HEADERS });
  return redirect(`/admin/certificates/${certificate.id}?done=${encodeURIComponent(`Voided ${certificate.code}.`)}`, { headers: ADMIN_HEADERS });
}

export default function CertificatePage() {
  const { certificate: g, now } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const state = g.voidedAt ? "voided" : g.expiresAt !== null && g.expiresAt < now ? "expired" : g.balance <= 0 ? "used up" : "valid";
  return (
    <>
      <p>
        <Link to="/admin/certificates">← Gift certificates</Link>
      </p>
      <h1>
        Gift certificate {g.code} <span className="admin-status">{state}</span>
      </h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} />
      <section className="admin-card" aria-labelledby="certificate-title">
        <h2 id="certificate-title">The certificate</h2>
        <dl className="admin-kv" data-certificate>
          <dt>Balance</dt>
          <dd>
            {money(g.balance, g.currencyCode)} of {money(g.amount, g.currencyCode)}
          </dd>
          <dt>Currency</dt>
          <dd>{g.currencyCode}</dd>
          <dt>Valid until</dt>
          <dd>{g.expiresAt ? <When at={g.expiresAt} /> : "no end"}</dd>
          <dt>Issued</dt>
          <dd>
            <When at={g.createdAt} />
            {g.boughtWith ? (
              <>
                , bought with order <Link to={`/admin/orders/${g.boughtWith}`}>{g.boughtWith}</Link>
              </>
            ) : g.issuedBy ? (
              `, by hand by ${g.issuedBy}`
            ) : null}
          </dd>
          <dt>Recipient</dt>
          <dd>{[g.recipientName, g.recipientEmail].filter(Boolean).join(", ") || "—"}</dd>
          {g.message ? (
            <>
              <dt>Message</dt>
              <dd className="admin-text">{g.message}</dd>
            </>
          ) : null}
          {g.voidedAt ? (
            <>
              <dt>Voided</dt>
              <dd>
                <When at={g.voidedAt} /> by {g.voidedBy}: {g.voidReason}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="uses-title">
        <h2 id="uses-title">Orders that redeemed it</h2>
        {g.uses.length === 0 ? (
          <p>No order redeemed it yet.</p>
        ) : (
          <TableWrap label="Orders that redeemed the certificate">
            <table className="admin-table" data-certificate-uses>
              <caption className="visually-hidden">Orders that redeemed {g.code}, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col" className="num">
                    Taken
                  </th>
                  <th scope="col" className="num">
                    Given back by refunds
                  </th>
                </tr>
              </thead>
              <tbody>
                {g.uses.map((u) => (
                  <tr key={u.orderNumber}>
                    <td>
                      <Link to={`/admin/orders/${u.orderNumber}`}>{u.orderNumber}</Link>
                    </td>
                    <td>
                      <When at={u.at} />
                    </td>
                    <td className="num">{money(u.amount, g.currencyCode)}</td>
                    <td className="num">{u.refunded > 0 ? money(u.refunded, g.currencyCode) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>
      {!g.voidedAt ? (
        <section className="admin-card" aria-labelledby="void-title">
          <h2 id="void-title">Void it</h2>
          <p className="admin-hint">A voided certificate is refused in every cart from now on; its balance stays on record.</p>
          <Form method="post">
            <div className="admin-field">
              <label htmlFor="f-reason">Reason</label>
              <textarea
                id="f-reason"
                name="reason"
                rows={2}
                maxLength={500}
                required
                defaultValue={refused?.values?.reason}
                aria-invalid={refused?.field === "reason" ? true : undefined}
                aria-describedby={refused?.field === "reason" ? "form-errors" : undefined}
              />
            </div>
            <button type="submit" name="intent" value="void" className="button button-danger">
              Void the certificate
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}

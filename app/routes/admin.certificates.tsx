import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AdminField, ErrorSummary, FieldError, Notice, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { money } from "~/lib/admin-words";
import { type FieldMessages, parseCertificateForm } from "~/lib/code-forms";
import { normalizeCode } from "~/lib/discount-code";
import { GIFT_MESSAGE_MAX } from "~/lib/gift-amount";
import { certificateChoices, findCertificate, issueCertificate, recentCertificates } from "~/services/gift-certificates.server";
import { sendAll } from "~/services/order-lifecycle.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/certificates (README "Discount codes and gift certificates"): look a gift certificate up
// by its code (?code=), the latest ones, and issue one by hand — mailed to its recipient as a
// bought one is. Managers and owners only: a certificate is money the shop gives away.

export const meta: MetaFunction = () => [{ title: "Gift certificates · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "codes.manage");
  const db = getDb();
  const sought = normalizeCode(new URL(request.url).searchParams.get("code") ?? "").slice(0, 64);
  if (sought !== "") {
    const found = await findCertificate(db, { code: sought });
    if (found) throw redirect(`/admin/certificates/${found.id}`, { headers: ADMIN_HEADERS });
  }
  const choices = await certificateChoices(db);
  return adminPage({
    sought,
    notFound: sought !== "",
    currencies: [...choices.currencies.keys()],
    storefronts: choices.storefronts,
    recent: await recentCertificates(db),
    now: new Date().toISOString(),
  });
}

type Refusal = { message: string; errors: FieldMessages; values: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "codes.manage");
  const fields = await readForm(request);
  if (fields.intent !== "issue") throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const db = getDb();
  const choices = await certificateChoices(db);
  const parsed = parseCertificateForm(
    fields,
    choices.currencies,
    choices.storefronts.map((s) => s.department),
  );
  if (!parsed.ok)
    return data<Refusal>(
      { message: "Nothing was issued: put right what is marked.", errors: parsed.errors, values: fields },
      { status: 400, headers: ADMIN_HEADERS },
    );
  const issued = await issueCertificate(db, staffActor(me), parsed.values);
  // the mail commits with the certificate; sending need not hold the answer back
  void sendAll(db, [issued.mail]);
  const done = `Issued ${issued.code} and mailed it to ${parsed.values.recipientEmail}.`;
  return redirect(`/admin/certificates/${issued.id}?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function CertificatesPage() {
  const { sought, notFound, currencies, storefronts, recent, now } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const values = refused?.values ?? { currency: "EUR" };
  const errors = refused?.errors ?? {};
  const value = (name: string) => values[name] ?? "";
  return (
    <>
      <h1>Gift certificates</h1>
      {params.get("done") && !refused ? <Notice>{params.get("done")}</Notice> : null}
      <Form method="get" className="admin-filters" role="search" aria-label="Find a gift certificate">
        <label>
          Code
          <input
            name="code"
            defaultValue={sought}
            autoComplete="off"
            aria-invalid={notFound ? true : undefined}
            aria-describedby={notFound ? "f-code-error" : undefined}
          />
        </label>
        <button type="submit" className="button button-small">
          Look up
        </button>
      </Form>
      <FieldError id="f-code-error" error={notFound ? `There is no gift certificate ${sought}.` : undefined} />
      <section className="admin-card" aria-labelledby="issue-title">
        <h2 id="issue-title">Issue a certificate</h2>
        <p className="admin-hint">A goodwill gift from the shop: it is mailed to the recipient with its code, as a bought one is, and holds for a year.</p>
        <ErrorSummary message={refused?.message} errors={errors} />
        <Form method="post" key={refused ? JSON.stringify(values) : "new"} noValidate>
          <AdminField
            name="amount"
            label="Amount"
            hint="25,00 in euros; whole forints or koruna."
            defaultValue={value("amount")}
            error={errors.amount}
            inputMode="decimal"
            required
          />
          <div className="admin-field">
            <label htmlFor="f-currency">Currency</label>
            <select
              id="f-currency"
              name="currency"
              defaultValue={value("currency")}
              aria-invalid={errors.currency ? true : undefined}
              aria-describedby={errors.currency ? "f-currency-error" : undefined}
            >
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <FieldError id="f-currency-error" error={errors.currency} />
          </div>
          <div className="admin-field">
            <label htmlFor="f-department">The mail comes from (its language and shop)</label>
            <select
              id="f-department"
              name="department"
              defaultValue={value("department")}
              required
              aria-invalid={errors.department ? true : undefined}
              aria-describedby={errors.department ? "f-department-error" : undefined}
            >
              <option value="">Choose a storefront</option>
              {storefronts.map((s) => (
                <option key={s.department} value={s.department}>
                  {s.name} ({s.department}, {s.currencyCode})
                </option>
              ))}
            </select>
            <FieldError id="f-department-error" error={errors.department} />
          </div>
          <AdminField
            name="recipientName"
            label="Recipient's name (optional)"
            defaultValue={value("recipientName")}
            error={errors.recipientName}
            maxLength={100}
          />
          <AdminField
            name="recipientEmail"
            label="Recipient's e-mail"
            type="email"
            defaultValue={value("recipientEmail")}
            error={errors.recipientEmail}
            required
          />
          <div className="admin-field">
            <label htmlFor="f-message">Message (optional)</label>
            <textarea
              id="f-message"
              name="message"
              rows={3}
              maxLength={GIFT_MESSAGE_MAX}
              defaultValue={value("message")}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? "f-message-error" : undefined}
            />
            <FieldError id="f-message-error" error={errors.message} />
          </div>
          <button type="submit" name="intent" value="issue" className="button">
            Issue and mail it
          </button>
        </Form>
      </section>
      <h2>Latest certificates</h2>
      {recent.length === 0 ? (
        <p>No gift certificate yet.</p>
      ) : (
        <TableWrap label="Latest gift certificates">
          <table className="admin-table" data-certificates>
            <caption className="visually-hidden">Gift certificates, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Issued</th>
                <th scope="col">How</th>
                <th scope="col" className="num">
                  Balance
                </th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((g) => (
                <tr key={g.id}>
                  <td>
                    <Link to={`/admin/certificates/${g.id}`}>{g.code}</Link>
                  </td>
                  <td>
                    <When at={g.created_at} />
                  </td>
                  <td>{g.bought_with ? `bought with ${g.bought_with}` : g.issued_by ? `by ${g.issued_by}` : "—"}</td>
                  <td className="num">
                    {money(g.balance, g.currency_code)} of {money(g.amount, g.currency_code)}
                  </td>
                  <td>{g.voided_at ? "voided" : g.expires_at !== null && g.expires_at < now ? "expired" : "valid"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}

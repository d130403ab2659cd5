import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ErrorSummary, Notice, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { money, STATUS_LABEL } from "~/lib/admin-words";
import { can, type Permission } from "~/lib/staff-roles";
import { adjustPoints, endCustomerSessions, getCustomerAdmin, resendVerification } from "~/services/customer-admin.server";
import { eraseCustomer, erasurePreview } from "~/services/customer-privacy.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/customers/:id (issue 26 §4): a customer's profile, addresses, orders, points and their
// history, newsletter consent (when and how), open sessions; resend the verification mail, end
// their sessions, adjust points with a reason, export their data (GDPR access) and erase them
// (GDPR erasure) behind a confirmation that names what is kept. Every change is audited.

export const meta: MetaFunction = () => [{ title: "Customer · Back office" }];

async function load(id: string | undefined) {
  const parsed = rowIdSchema.safeParse(id);
  const db = getDb();
  const customer = parsed.success ? await getCustomerAdmin(db, parsed.data) : null;
  if (!customer || !parsed.success) throw data({ message: "There is no such customer." }, { status: 404, headers: ADMIN_HEADERS });
  return { customer, preview: await erasurePreview(db, parsed.data) };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "customers.read");
  const found = await load(params.id);
  const may = (p: Permission) => can(me.staff.role, p);
  return adminPage({
    ...found,
    may: {
      verify: may("customers.verify"),
      sessions: may("customers.sessions"),
      points: may("customers.points"),
      export: may("customers.export"),
      erase: may("customers.erase"),
    },
  });
}

const PERMISSION: Record<string, Permission> = {
  verify: "customers.verify",
  sessions: "customers.sessions",
  points: "customers.points",
  erase: "customers.erase",
};

const POINT_PROBLEMS: Record<string, string> = {
  deltaInvalid: "Points: a whole number other than 0, such as 50 or -20.",
  reasonRequired: "Give a reason for the change.",
  reasonTooLong: "The reason may be up to 300 characters.",
  reasonInvalid: "The reason is one line of text.",
  belowZero: "The balance cannot go below zero.",
  erased: "This customer was erased.",
  notFound: "There is no such customer.",
};

type Refusal = { message: string; values?: Record<string, string> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const fields = await readForm(request);
  const permission = PERMISSION[fields.intent ?? ""];
  if (!permission) {
    await requireStaff(request, context, "customers.read");
    throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  }
  const me = await requireStaff(request, context, permission);
  const { customer } = await load(params.id);
  const id = customer.profile.id;
  const db = getDb();
  const actor = staffActor(me);
  const refuse = (refusal: Refusal, status = 400) => data(refusal, { status, headers: ADMIN_HEADERS });
  const back = (done: string) => redirect(`/admin/customers/${id}?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });

  if (fields.intent === "verify") {
    const result = await resendVerification(db, id, actor);
    if (!result.ok)
      return refuse({ message: result.problem === "alreadyVerified" ? "The address is verified already." : "This customer cannot be mailed." }, 409);
    return back("The verification mail is on its way.");
  }
  if (fields.intent === "sessions") {
    const result = await endCustomerSessions(db, id, actor);
    return back(result.ok ? `Signed out of ${result.ended} ${result.ended === 1 ? "session" : "sessions"}.` : "Nothing to sign out of.");
  }
  if (fields.intent === "points") {
    const delta = /^[+-]?\d{1,7}$/.test((fields.delta ?? "").trim()) ? Number(fields.delta) : Number.NaN;
    const result = await adjustPoints(db, id, delta, fields.reason ?? "", actor);
    if (!result.ok)
      return refuse({
        message: POINT_PROBLEMS[result.problem] ?? "The points could not be changed.",
        values: { delta: fields.delta ?? "", reason: fields.reason ?? "" },
      });
    return back(`Points changed: the balance is ${result.balance}.`);
  }
  // erase: the form names the address it confirms, so a stale page cannot erase someone else
  if ((fields.confirm ?? "").trim().toLowerCase() !== customer.profile.email.toLowerCase()) {
    return refuse({ message: "To erase, type the customer's e-mail address exactly as shown." });
  }
  const result = await eraseCustomer(db, id, actor);
  if (!result.ok) return refuse({ message: "This customer was erased already." }, 409);
  return back(`Erased. ${result.keptOrders.length} ${result.keptOrders.length === 1 ? "order was" : "orders were"} kept for the books, without the person.`);
}

export default function CustomerPage() {
  const { customer, preview, may } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const { profile } = customer;
  const erased = profile.erasedAt !== null;
  return (
    <>
      <p>
        <Link to="/admin/customers">← Customers</Link>
      </p>
      <h1>{erased ? "Erased customer" : `${profile.firstName} ${profile.lastName}`.trim() || profile.email}</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} />
      <div className="admin-order-grid">
        <section className="admin-card" aria-labelledby="profile-title">
          <h2 id="profile-title">Profile</h2>
          <dl className="admin-kv">
            <dt>E-mail</dt>
            <dd>{profile.email}</dd>
            <dt>Verified</dt>
            <dd>{profile.verifiedAt ? <When at={profile.verifiedAt} /> : "no"}</dd>
            <dt>Storefront</dt>
            <dd>{profile.department}</dd>
            <dt>Registered</dt>
            <dd>
              <When at={profile.createdAt} />
            </dd>
            {erased ? (
              <>
                <dt>Erased</dt>
                <dd>
                  <When at={profile.erasedAt!} />
                </dd>
              </>
            ) : null}
            <dt>Newsletter</dt>
            <dd>
              {customer.newsletter.subscribed ? "subscribed" : "not subscribed"}
              {customer.newsletter.at ? (
                <>
                  {" "}
                  since <When at={customer.newsletter.at} />
                </>
              ) : null}
              {customer.newsletter.source
                ? `, chosen at ${customer.newsletter.source}`
                : customer.newsletter.subscribed
                  ? " (when and where was not recorded)"
                  : ""}
              {customer.newsletter.history.length > 0 ? (
                <ul className="admin-consents" aria-label="Newsletter choices">
                  {customer.newsletter.history.map((c, i) => (
                    <li key={i}>
                      <When at={c.at} /> — {c.subscribed ? "agreed" : "declined or withdrew"} at {c.source}
                      {c.text ? (
                        <>
                          , shown “<span lang={c.lang ?? undefined}>{c.text}</span>”
                        </>
                      ) : (
                        ", no words of the shop's shown"
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </dd>
          </dl>
          {!erased ? (
            <div className="admin-actions">
              {may.verify && !profile.verifiedAt ? (
                <Form method="post">
                  <button type="submit" name="intent" value="verify" className="button button-small button-secondary">
                    Resend the verification mail
                  </button>
                </Form>
              ) : null}
              {may.export ? (
                <a className="button button-small button-secondary" href={`/admin/customers/${profile.id}/export`} download>
                  Export their data (JSON)
                </a>
              ) : null}
            </div>
          ) : null}
        </section>

        <section className="admin-card" aria-labelledby="addresses-title">
          <h2 id="addresses-title">Addresses</h2>
          {customer.addresses.length === 0 ? (
            <p>None saved.</p>
          ) : (
            <ul className="admin-notes">
              {customer.addresses.map((a) => (
                <li key={a.id}>
                  <address className="admin-address">
                    {a.firstName} {a.lastName}, {a.street}, {a.postcode} {a.city}, {a.country}
                    {a.phone ? `, ${a.phone}` : ""}
                  </address>
                  {a.isDefault ? <span className="admin-hint">default</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="admin-card" aria-labelledby="orders-title">
        <h2 id="orders-title">Orders</h2>
        {customer.orders.length === 0 ? (
          <p>No orders.</p>
        ) : (
          <TableWrap label="Their orders table">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {customer.orders.map((o) => (
                  <tr key={o.number}>
                    <td>
                      <Link to={`/admin/orders/${o.number}`}>{o.number}</Link>
                    </td>
                    <td>
                      <When at={o.createdAt} />
                    </td>
                    <td>{STATUS_LABEL[o.status]}</td>
                    <td className="num">{money(o.grandTotal, o.currencyCode)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>

      <section className="admin-card" aria-labelledby="points-title">
        <h2 id="points-title">Reward points: {customer.points.balance}</h2>
        {customer.points.history.length ? (
          <ul>
            {customer.points.history.map((e, i) => (
              <li key={i}>
                <When at={e.at} />: {e.delta > 0 ? `+${e.delta}` : e.delta} {e.kind}
                {e.orderNumber ? ` (${e.orderNumber})` : ""}
                {e.reason ? ` — ${e.reason}` : ""}
              </li>
            ))}
          </ul>
        ) : (
          <p>No points yet.</p>
        )}
        {may.points && !erased ? (
          <Form method="post" className="admin-filters" aria-label="Adjust points">
            <input type="hidden" name="intent" value="points" />
            <label>
              Points (+ or −)
              <input name="delta" inputMode="numeric" defaultValue={refused?.values?.delta} required />
            </label>
            <label>
              Reason
              <input name="reason" maxLength={300} defaultValue={refused?.values?.reason} required />
            </label>
            <button type="submit" className="button button-small">
              Adjust points
            </button>
          </Form>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby="sessions-title">
        <h2 id="sessions-title">Signed in</h2>
        {customer.sessions.length === 0 ? (
          <p>Not signed in anywhere.</p>
        ) : (
          <>
            <ul>
              {customer.sessions.map((s) => (
                <li key={s.id}>
                  since <When at={s.createdAt} />, last seen <When at={s.lastSeenAt} />
                </li>
              ))}
            </ul>
            {may.sessions ? (
              <Form method="post">
                <button type="submit" name="intent" value="sessions" className="button button-small button-secondary">
                  Sign them out everywhere
                </button>
              </Form>
            ) : null}
          </>
        )}
      </section>

      {may.erase && !erased && preview ? (
        <section className="admin-card" aria-labelledby="erase-title">
          <h2 id="erase-title">Erase this customer</h2>
          <details className="admin-cancel">
            <summary className="button button-secondary">Erase…</summary>
            <Form method="post">
              <p>
                The right to erasure: their name, e-mail, phone and addresses are removed everywhere; {preview.deleted.addresses} addresses,{" "}
                {preview.deleted.wishlistItems} wishlist items, {preview.deleted.carts} carts and {preview.deleted.sessions} sessions are deleted.
              </p>
              <p>
                <strong>Kept for the books:</strong>{" "}
                {preview.keptOrders.length ? `${preview.keptOrders.join(", ")} — amounts, lines and delivery country, without the person.` : "no orders."} This
                cannot be undone.
              </p>
              <div className="admin-field">
                <label htmlFor="f-confirm">Type {profile.email} to confirm</label>
                <input id="f-confirm" name="confirm" autoComplete="off" required />
              </div>
              <button type="submit" name="intent" value="erase" className="button button-danger">
                Erase for good
              </button>
            </Form>
          </details>
        </section>
      ) : null}
    </>
  );
}

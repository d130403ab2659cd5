import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { ErrorSummary, Notice, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { endAllStaffSessions, listStaffSessions } from "~/services/staff-auth.server";
import { findStaffById, setStaffNotify } from "~/services/staff.server";
import { clearStaffCookie } from "~/utils/cookies.server";
import { can } from "~/lib/staff-roles";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, SIGN_IN_PATH, staffActor } from "~/utils/staff-auth.server";

// /admin/account (issue 26 §3): every staff member's own page — which mails they want (each new
// order; a morning summary of what waits: README "Told of new orders"; for those who keep the
// catalogue, the products low in stock: README "Stock"), the browsers they are
// signed in on, and "sign out everywhere".

export const meta: MetaFunction = () => [{ title: "Your account · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "orders.read");
  const db = getDb();
  const [staff, sessions] = await Promise.all([findStaffById(db, me.staff.id), listStaffSessions(db, me.staff.id)]);
  const offersLowStock = can(me.staff.role, "catalogue.manage");
  return adminPage({ email: me.staff.email, role: me.staff.role, notify: staff!.notify, offersLowStock, sessions, current: me.id });
}

// an unticked box is not posted at all
const box = z.literal("on").optional();
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("notify"), orders: box, summary: box, lowStock: box }),
  z.object({ intent: z.literal("sign-out-everywhere") }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "orders.read");
  const parsed = actionSchema.safeParse(await readForm(request));
  if (!parsed.success) return data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const db = getDb();
  if (parsed.data.intent === "sign-out-everywhere") {
    await endAllStaffSessions(db, me.staff.id, staffActor(me));
    return redirect(`${SIGN_IN_PATH}?signedOut=1`, { headers: { ...ADMIN_HEADERS, "Set-Cookie": clearStaffCookie() } });
  }
  const notify = {
    orders: parsed.data.orders === "on",
    summary: parsed.data.summary === "on",
    ...(can(me.staff.role, "catalogue.manage") ? { lowStock: parsed.data.lowStock === "on" } : {}),
  };
  await setStaffNotify(db, me.staff.id, notify, staffActor(me));
  return redirect("/admin/account?saved=1", { headers: ADMIN_HEADERS });
}

export default function AccountPage() {
  const { email, role, notify, offersLowStock, sessions, current } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as { message: string } | undefined;
  const [params] = useSearchParams();
  return (
    <>
      <h1>Your account</h1>
      <p>
        {email} · {role}
      </p>
      {params.get("saved") === "1" && !refused ? <Notice>Your choice is saved.</Notice> : null}
      <ErrorSummary message={refused?.message} />
      <Form method="post" className="admin-card admin-narrow">
        <fieldset>
          <legend>Mails from the back office</legend>
          <div className="admin-check">
            <input type="checkbox" id="f-orders" name="orders" defaultChecked={notify.orders} />
            <label htmlFor="f-orders">Mail me each new order</label>
          </div>
          <div className="admin-check">
            <input type="checkbox" id="f-summary" name="summary" defaultChecked={notify.summary} />
            <label htmlFor="f-summary">Mail me a morning summary of what waits</label>
          </div>
          {offersLowStock ? (
            <div className="admin-check">
              <input type="checkbox" id="f-lowStock" name="lowStock" defaultChecked={notify.lowStock} />
              <label htmlFor="f-lowStock">Mail me each morning the products low in stock</label>
            </div>
          ) : null}
          <p className="admin-hint">
            A new order is mailed when it is placed (bank transfer, cash on delivery) or paid (card, wallet). The summary comes at 7:00 server time
            {offersLowStock ? ", with the low-stock list when some product is under its level" : ""}.
          </p>
        </fieldset>
        <button type="submit" name="intent" value="notify" className="button">
          Save
        </button>
      </Form>
      <h2>Where you are signed in</h2>
      <TableWrap label="Your open sessions table">
        <table className="admin-table">
          <caption className="visually-hidden">Your open sessions</caption>
          <thead>
            <tr>
              <th scope="col">Browser</th>
              <th scope="col">Address</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last seen</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td>
                  {s.userAgent || "unknown"}
                  {s.id === current ? " (this browser)" : ""}
                </td>
                <td>{s.clientIp}</td>
                <td>
                  <When at={s.createdAt} />
                </td>
                <td>
                  <When at={s.lastSeenAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <Form method="post">
        <button type="submit" name="intent" value="sign-out-everywhere" className="button button-secondary">
          Sign out everywhere
        </button>
      </Form>
    </>
  );
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { ErrorSummary, Notice, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { endAllStaffSessions, listStaffSessions } from "~/services/staff-auth.server";
import { disableStaff, findStaffByEmail, listStaff, resetSecondFactor } from "~/services/staff.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/staff (issue 26 §2): owners see every account, its role, its second factor and its open
// sessions, and end a colleague's sessions, reset a lost authenticator or disable an account.
// New accounts come from `npm run staff -- add` (README "Staff accounts").

export const meta: MetaFunction = () => [{ title: "Staff · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "staff.manage");
  const db = getDb();
  const staff = await listStaff(db);
  const sessions = await Promise.all(staff.map((s) => listStaffSessions(db, s.id)));
  return { me: me.staff.email, staff: staff.map((s, i) => ({ ...s, sessions: sessions[i].length, lastSeenAt: sessions[i][0]?.lastSeenAt ?? null })) };
}

const actionSchema = z.object({
  intent: z.enum(["disable", "end-sessions", "reset-2fa"]),
  email: z.string().trim().min(1).max(320),
});

const DONE: Record<z.infer<typeof actionSchema>["intent"], (email: string) => string> = {
  disable: (email) => `${email} is disabled and signed out.`,
  "end-sessions": (email) => `${email} is signed out everywhere.`,
  "reset-2fa": (email) => `${email} sets up a new second factor at the next sign-in.`,
};

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "staff.manage");
  const parsed = actionSchema.safeParse(await readForm(request));
  if (!parsed.success) return data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const { intent, email } = parsed.data;
  const db = getDb();
  const actor = staffActor(me);
  const target = await findStaffByEmail(db, email);
  if (!target) return data({ message: `There is no staff account ${email}.` }, { status: 404, headers: ADMIN_HEADERS });
  if (intent === "disable") {
    if (target.id === me.staff.id) return data({ message: "You cannot disable your own account." }, { status: 400, headers: ADMIN_HEADERS });
    const result = await disableStaff(db, email, actor);
    if (result.kind === "lastOwner") return data({ message: `${email} is the last owner who can sign in.` }, { status: 400, headers: ADMIN_HEADERS });
  } else if (intent === "end-sessions") {
    await endAllStaffSessions(db, target.id, actor);
  } else {
    await resetSecondFactor(db, email, actor);
  }
  // your own sessions ended: this browser's too
  if (target.id === me.staff.id && intent !== "disable") return redirect("/admin/sign-in", { headers: ADMIN_HEADERS });
  return redirect(`/admin/staff?done=${encodeURIComponent(DONE[intent](target.email))}`, { headers: ADMIN_HEADERS });
}

export default function StaffPage() {
  const { me, staff } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as { message: string } | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <h1>Staff</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} />
      <p>
        New accounts are added on the server: <code>npm run staff -- add EMAIL --role owner|manager|support</code>. Each sets up its second factor at its first
        sign-in.
      </p>
      <TableWrap label="Staff accounts">
        <table className="admin-table">
          <caption className="visually-hidden">Staff accounts</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Second factor</th>
              <th scope="col">Signed in</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((s) => (
              <tr key={s.id}>
                <td>
                  {s.email}
                  {s.email === me ? " (you)" : ""}
                  {s.disabledAt ? (
                    <>
                      {" "}
                      <span className="admin-status">disabled</span>
                    </>
                  ) : null}
                </td>
                <td>{s.role}</td>
                <td>{s.secondFactor === "confirmed" ? `on, ${s.recoveryCodes} recovery codes left` : "set up at next sign-in"}</td>
                <td>
                  {s.sessions === 0 ? (
                    "no"
                  ) : (
                    <>
                      {s.sessions} {s.sessions === 1 ? "browser" : "browsers"}, last <When at={s.lastSeenAt!} />
                    </>
                  )}
                </td>
                <td>
                  {s.disabledAt ? null : (
                    <div className="admin-actions">
                      <StaffAction email={s.email} intent="end-sessions" label="Sign out everywhere" />
                      {s.secondFactor !== "none" ? <StaffAction email={s.email} intent="reset-2fa" label="Reset second factor" /> : null}
                      {s.email !== me ? (
                        // disabling cannot be undone here: one more step
                        <details className="admin-confirm">
                          <summary className="button button-small button-secondary">Disable…</summary>
                          <p>{s.email} will be signed out and can no longer sign in.</p>
                          <StaffAction email={s.email} intent="disable" label="Disable for good" danger />
                        </details>
                      ) : null}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}

function StaffAction({ email, intent, label, danger }: { email: string; intent: string; label: string; danger?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="email" value={email} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`button button-small ${danger ? "button-danger" : "button-secondary"}`}
        aria-label={`${label}: ${email}`}
      >
        {label}
      </button>
    </Form>
  );
}

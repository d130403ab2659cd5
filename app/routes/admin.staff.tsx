import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { type AdminFieldErrors, ErrorSummary, Notice, TableWrap, When } from "~/components/admin/admin-ui";
import { InviteForm, RoleForm } from "~/components/admin/staff-forms";
import { getDb } from "~/db/db.server";
import { STAFF_ROLES } from "~/lib/staff-roles";
import { endAllStaffSessions, staffSessionSummaries } from "~/services/staff-auth.server";
import { inviteStaff, listOpenInvites } from "~/services/staff-invite.server";
import { changeStaffRole, disableStaff, findStaffByEmail, listStaff, resetSecondFactor } from "~/services/staff.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/staff (issue 26 §2): owners see every account, its role, its second factor and its open
// sessions; invite a colleague by mail, change a colleague's role, end a colleague's sessions,
// reset a lost authenticator or disable an account. The first owner comes from
// `npm run staff -- add` (README "Staff accounts").

export const meta: MetaFunction = () => [{ title: "Staff · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "staff.manage");
  const db = getDb();
  const [staff, invites, sessions] = await Promise.all([listStaff(db), listOpenInvites(db), staffSessionSummaries(db)]);
  return adminPage({
    me: me.staff.email,
    invites,
    staff: staff.map((s) => ({ ...s, sessions: sessions.get(s.id)?.sessions ?? 0, lastSeenAt: sessions.get(s.id)?.lastSeenAt ?? null })),
  });
}

const email = z.string().trim().min(1).max(320);
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["disable", "end-sessions", "reset-2fa"]), email }),
  z.object({ intent: z.literal("role"), email, role: z.enum(STAFF_ROLES) }),
]);
const inviteSchema = z.object({
  email: z.string().trim().min(1, "Enter the colleague's e-mail address.").max(254, "That is not an e-mail address."),
  role: z.enum(STAFF_ROLES, { message: "Choose one of the roles." }),
});

type Refusal = { message?: string; errors?: AdminFieldErrors; values?: { email: string; role: string } };

const INVITE_PROBLEM = {
  emailInvalid: { email: "That is not an e-mail address." },
  role: { role: "Choose one of the roles." },
  emailTaken: { email: "That address has a staff account already." },
} as const;

const DONE = {
  disable: (email: string) => `${email} is disabled and signed out.`,
  "end-sessions": (email: string) => `${email} is signed out everywhere.`,
  "reset-2fa": (email: string) => `${email} sets up a new second factor at the next sign-in.`,
  role: (email: string, role: string) => `${email} is now ${role}.`,
};

const refused = (body: Refusal, status = 400) => data(body, { status, headers: ADMIN_HEADERS });
const backWith = (text: string) => redirect(`/admin/staff?done=${encodeURIComponent(text)}`, { headers: ADMIN_HEADERS });

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "staff.manage");
  const fields = await readForm(request);
  const db = getDb();
  const actor = staffActor(me);
  if (fields.intent === "invite") {
    const values = { email: (fields.email ?? "").trim().slice(0, 320), role: fields.role ?? "" };
    const parsed = inviteSchema.safeParse(fields);
    if (!parsed.success) return refused({ errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])), values });
    const invited = await inviteStaff(db, parsed.data, actor);
    if (!invited.ok) return refused({ errors: INVITE_PROBLEM[invited.problem], values });
    return backWith(`An invitation was mailed to ${parsed.data.email.toLowerCase()}; it is valid for 24 hours.`);
  }
  const parsed = actionSchema.safeParse(fields);
  if (!parsed.success) return refused({ message: "That request was not understood." });
  const wanted = parsed.data;
  const target = await findStaffByEmail(db, wanted.email);
  if (!target) return refused({ message: `There is no staff account ${wanted.email}.` }, 404);
  if (wanted.intent === "disable") {
    if (target.id === me.staff.id) return refused({ message: "You cannot disable your own account." });
    const result = await disableStaff(db, target.email, actor);
    if (result.kind === "lastOwner") return refused({ message: `${target.email} is the last owner who can sign in.` });
  } else if (wanted.intent === "role") {
    // an owner who demoted themselves could not undo it; another owner does it
    if (target.id === me.staff.id) return refused({ message: "You cannot change your own role: ask another owner." });
    const result = await changeStaffRole(db, target.email, wanted.role, actor);
    if (result.kind === "lastOwner") return refused({ message: `${target.email} is the last owner who can sign in.` });
    return backWith(DONE.role(target.email, wanted.role));
  } else if (wanted.intent === "end-sessions") {
    await endAllStaffSessions(db, target.id, actor);
  } else {
    await resetSecondFactor(db, target.email, actor);
  }
  // your own sessions ended: this browser's too
  if (target.id === me.staff.id && wanted.intent !== "disable") return redirect("/admin/sign-in", { headers: ADMIN_HEADERS });
  return backWith(DONE[wanted.intent](target.email));
}

export default function StaffPage() {
  const { me, staff, invites } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <h1>Staff</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={refused?.errors} />
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
                <td>{s.email === me || s.disabledAt ? s.role : <RoleForm email={s.email} role={s.role} />}</td>
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
      {invites.length > 0 ? (
        <>
          <h2>Invitations not used yet</h2>
          <ul>
            {invites.map((i) => (
              <li key={i.email}>
                {i.email} as {i.role}, by {i.invitedBy}, valid until <When at={i.expiresAt} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <InviteForm errors={refused?.errors} values={refused?.values} />
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

import { Form } from "@remix-run/react";
import { ROLE_SUMMARY, STAFF_ROLES, type StaffRole } from "~/lib/staff-roles";
import { AdminField, type AdminFieldErrors } from "./admin-ui";

// The staff page's forms (issue 26 §2): an invitation by e-mail with a role, and a colleague's
// role changed. Plain posts with an `intent`, so they work without JavaScript.

/** An invitation: the address and the role, the server's messages at their fields. */
export function InviteForm({ errors, values }: { errors?: AdminFieldErrors; values?: { email: string; role: string } }) {
  const roleError = errors?.role;
  return (
    <Form method="post" noValidate className="admin-card admin-narrow" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a colleague</h2>
      <p className="admin-hint">
        They get a mail with a link to choose a password (valid 24 hours, once), then set up their second factor at their first sign-in.
      </p>
      <AdminField name="email" label="E-mail address" type="email" autoComplete="off" required defaultValue={values?.email} error={errors?.email} />
      <div className="admin-field">
        <label htmlFor="f-role">Role</label>
        <select
          id="f-role"
          name="role"
          defaultValue={values?.role ?? "support"}
          aria-invalid={roleError ? true : undefined}
          aria-describedby={roleError ? "f-role-error" : undefined}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}: {ROLE_SUMMARY[role]}
            </option>
          ))}
        </select>
        {roleError ? (
          <p className="admin-field-error" id="f-role-error">
            {roleError}
          </p>
        ) : null}
      </div>
      <button type="submit" name="intent" value="invite" className="button">
        Send the invitation
      </button>
    </Form>
  );
}

/** A colleague's role: a choice and a button (an owner's own role is not changed here). */
export function RoleForm({ email, role }: { email: string; role: StaffRole }) {
  const id = `role-${email}`;
  return (
    <Form method="post" className="admin-actions">
      <input type="hidden" name="email" value={email} />
      <label className="visually-hidden" htmlFor={id}>
        Role of {email}
      </label>
      <select id={id} name="role" defaultValue={role}>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      <button type="submit" name="intent" value="role" className="button button-small button-secondary" aria-label={`Change role: ${email}`}>
        Change role
      </button>
    </Form>
  );
}

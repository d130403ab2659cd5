import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { AdminField, type AdminFieldErrors, ErrorSummary } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { PASSWORD_PROBLEM_TEXT } from "~/lib/staff-account";
import { looksLikeToken } from "~/services/sessions.server";
import { acceptInvite, findInvite, type InviteClosed } from "~/services/staff-invite.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, onAdminHost, SIGN_IN_PATH } from "~/utils/staff-auth.server";

// /admin/invite?token=… (issue 26 §2): the page an owner's invitation mail links to. Public — the
// token is the key, no cookie is needed (so a link followed from a webmail, which sends no
// SameSite=Strict cookie, works) — but on the admin host only. The colleague chooses a password
// under the shop's one rule; the account is made, and the sign-in sets up the second factor.
// A forged, run-out or used link gets a page that says so (404 or 410), never a 5xx.

export const meta: MetaFunction = () => [{ title: "Invitation · Back office" }];

type Closed = InviteClosed;
const CLOSED_STATUS: Record<Closed, number> = { unknown: 404, expired: 410, used: 410, withdrawn: 410 };

function notFoundOffAdmin(context: LoaderFunctionArgs["context"]) {
  if (!onAdminHost(context)) throw data({ message: "Not Found" }, { status: 404, headers: ADMIN_HEADERS });
}

const closed = (kind: Closed) => data(adminPage({ closed: kind, invite: null }), { status: CLOSED_STATUS[kind], headers: ADMIN_HEADERS });

/** The open invitation a token names, as the page shows it; else why it is closed. */
async function openInvite(token: string | null | undefined) {
  if (!looksLikeToken(token)) return { closed: "unknown" as const };
  const invite = await findInvite(getDb(), token);
  if (invite.kind !== "open") return { closed: invite.kind };
  return { closed: null, invite: { token, email: invite.email, role: invite.role, invitedBy: invite.invitedBy } };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  notFoundOffAdmin(context);
  const found = await openInvite(new URL(request.url).searchParams.get("token"));
  if (found.closed) return closed(found.closed);
  return data(adminPage({ closed: null, invite: found.invite }), { headers: ADMIN_HEADERS });
}

const acceptSchema = z
  .object({
    password: z.string().min(1, "Choose a password.").max(1000, PASSWORD_PROBLEM_TEXT.tooLong),
    repeat: z.string().max(1000),
  })
  .refine((f) => f.password === f.repeat, { path: ["repeat"], message: "The two passwords are not the same." });

type Shown = { token: string; email: string; role: string; invitedBy: string };
type Loaded = { closed: Closed; invite: null } | { closed: null; invite: Shown };
/** A refused password: the form again, with the invitation it belongs to (the post's URL may lack the token). */
type Refusal = { closed: null; invite: Shown; errors: AdminFieldErrors };

export async function action({ request, context }: ActionFunctionArgs) {
  notFoundOffAdmin(context);
  const fields = await readForm(request);
  const found = await openInvite(fields.token);
  if (found.closed) return closed(found.closed);
  const refuse = (errors: AdminFieldErrors) => data<Refusal>({ closed: null, invite: found.invite, errors }, { status: 400, headers: ADMIN_HEADERS });
  const parsed = acceptSchema.safeParse(fields);
  if (!parsed.success) return refuse(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
  const accepted = await acceptInvite(getDb(), found.invite.token, parsed.data.password);
  if (accepted.ok) return redirect(`${SIGN_IN_PATH}?welcome=1`, { headers: ADMIN_HEADERS });
  const { problem } = accepted;
  if (problem === "unknown" || problem === "expired" || problem === "used" || problem === "withdrawn") return closed(problem);
  return refuse({ password: PASSWORD_PROBLEM_TEXT[problem] });
}

const CLOSED_TEXT: Record<Closed, { title: string; text: string }> = {
  unknown: { title: "This invitation link is not valid", text: "Check that the whole link from the mail was opened, or ask an owner to invite you again." },
  expired: { title: "This invitation has run out", text: "An invitation is valid for 24 hours. Ask an owner to invite you again." },
  used: { title: "This invitation was used already", text: "Its account exists: sign in with your e-mail address and password." },
  withdrawn: { title: "This invitation was withdrawn", text: "The owner who sent it can no longer invite anyone. Ask an owner to invite you again." },
};

export default function InvitePage() {
  const loaded = useLoaderData<typeof loader>() as unknown as Loaded;
  const posted = useActionData<typeof action>() as Loaded | Refusal | undefined;
  const shut = posted ? posted.closed : loaded.closed;
  const invite = posted?.invite ?? loaded.invite;
  if (shut || !invite) {
    const { title, text } = CLOSED_TEXT[shut ?? "unknown"];
    return (
      <section className="admin-card admin-narrow" aria-labelledby="invite-title">
        <h1 id="invite-title">{title}</h1>
        <p>{text}</p>
        <p>
          <Link to={SIGN_IN_PATH} className="button button-secondary">
            Go to the sign-in
          </Link>
        </p>
      </section>
    );
  }
  const errors = posted && "errors" in posted ? posted.errors : undefined;
  return (
    <section className="admin-card admin-narrow" aria-labelledby="invite-title">
      <h1 id="invite-title">Welcome to the back office</h1>
      <p>
        {invite.invitedBy} invited you as {invite.role}. Choose the password of {invite.email}; next you sign in and set up your second factor with an
        authenticator app.
      </p>
      <ErrorSummary errors={errors} />
      <Form method="post" noValidate>
        <input type="hidden" name="token" value={invite.token} />
        <input type="hidden" name="username" value={invite.email} autoComplete="username" />
        <AdminField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters; not a common password and not your e-mail address."
          required
          error={errors?.password}
        />
        <AdminField name="repeat" label="The password again" type="password" autoComplete="new-password" required error={errors?.repeat} />
        <button type="submit" className="button">
          Create my account
        </button>
      </Form>
    </section>
  );
}

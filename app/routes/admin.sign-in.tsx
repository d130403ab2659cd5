import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { AdminField, type AdminFieldErrors, ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { consume, isLimited, resetLimit } from "~/services/rate-limit.server";
import { checkStaffPassword, startStaffSession } from "~/services/staff-auth.server";
import { nextTarget, withNext } from "~/utils/admin-sign-in.server";
import { staffCookie } from "~/utils/cookies.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, clientFacts, currentStaffSession, onAdminHost } from "~/utils/staff-auth.server";

// /admin/sign-in (issue 26 §2): e-mail and password, the first of two steps. One answer for a
// wrong address and a wrong password; attempts limited per account and per client.

export const meta: MetaFunction = () => [{ title: "Sign in · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!onAdminHost(context)) throw data({ message: "Not Found" }, { status: 404 });
  const session = await currentStaffSession(request, context);
  const next = nextTarget(request);
  if (session?.stage === "signed-in" && session.staff.secondFactor === "confirmed") throw redirect(next, { headers: ADMIN_HEADERS });
  const params = new URL(request.url).searchParams;
  // welcome: an invitation's password was just chosen (admin.invite.tsx)
  return adminPage({ signedOut: params.get("signedOut") === "1", welcome: params.get("welcome") === "1" });
}

const signInSchema = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address.").max(320, "That is not an e-mail address."),
  password: z.string().min(1, "Enter your password.").max(1000, "That password is too long."),
});

type Refusal = { errors: AdminFieldErrors; message: string | null; email: string };

const WRONG = "The e-mail address or the password is wrong.";
const TOO_MANY = "Too many attempts. Wait a quarter of an hour, or ask an owner to check your account.";

export async function action({ request, context }: ActionFunctionArgs) {
  if (!onAdminHost(context)) throw data({ message: "Not Found" }, { status: 404 });
  const fields = await readForm(request);
  const parsed = signInSchema.safeParse(fields);
  const email = fields.email?.trim() ?? "";
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    return data<Refusal>({ errors, message: null, email }, { status: 400, headers: ADMIN_HEADERS });
  }
  const ip = context.clientIp;
  if ((await isLimited("staffSignInIp", ip)) || (await isLimited("staffSignInAccount", parsed.data.email))) {
    return data({ errors: {}, message: TOO_MANY, email }, { status: 429, headers: ADMIN_HEADERS });
  }
  const db = getDb();
  const staff = await checkStaffPassword(db, parsed.data.email, parsed.data.password);
  if (!staff) {
    await Promise.all([consume("staffSignInIp", ip), consume("staffSignInAccount", parsed.data.email)]);
    return data({ errors: {}, message: WRONG, email }, { status: 400, headers: ADMIN_HEADERS });
  }
  await resetLimit("staffSignInAccount", parsed.data.email);
  const token = await startStaffSession(db, staff.id, "password", clientFacts(request, context));
  // the second step: the code of an authenticator set up earlier, or its set-up now
  const step = staff.secondFactorConfirmed ? "/admin/sign-in/code" : "/admin/sign-in/setup";
  return redirect(withNext(step, nextTarget(request)), { headers: { ...ADMIN_HEADERS, "Set-Cookie": staffCookie(token) } });
}

export default function SignIn() {
  const { signedOut, welcome } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  return (
    <section className="admin-card admin-narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in to the back office</h1>
      {signedOut ? <Notice>You are signed out.</Notice> : null}
      {welcome ? <Notice>Your account is ready. Sign in, then set up your second factor.</Notice> : null}
      <ErrorSummary errors={refused?.errors} message={refused?.message} />
      <Form method="post" noValidate>
        <AdminField
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="username"
          required
          defaultValue={refused?.email}
          error={refused?.errors?.email}
        />
        <AdminField name="password" label="Password" type="password" autoComplete="current-password" required error={refused?.errors?.password} />
        <button type="submit" className="button">
          Continue
        </button>
      </Form>
      <p className="admin-hint">Next you will be asked for the code from your authenticator app.</p>
    </section>
  );
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { AdminField, ErrorSummary } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { consume, isLimited, resetLimit } from "~/services/rate-limit.server";
import { acceptTotpCode, redeemRecoveryCode } from "~/services/staff-auth.server";
import { completeSignIn, nextTarget, requirePasswordStage, withNext } from "~/utils/admin-sign-in.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS } from "~/utils/staff-auth.server";

// /admin/sign-in/code (issue 26 §2): the second step — the six digits the authenticator app shows
// now (each code works once), or one of the ten recovery codes for a lost phone.

export const meta: MetaFunction = () => [{ title: "Your code · Back office" }];

async function passwordStage(request: Request, context: ActionFunctionArgs["context"]) {
  const session = await requirePasswordStage(request, context);
  if (session.stage === "signed-in") throw redirect(nextTarget(request), { headers: ADMIN_HEADERS });
  if (session.staff.secondFactor !== "confirmed") throw redirect(withNext("/admin/sign-in/setup", nextTarget(request)), { headers: ADMIN_HEADERS });
  return session;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await passwordStage(request, context);
  return null;
}

type Refusal = { errors: { code?: string }; message: string | null };
const TOO_MANY = "Too many wrong codes. Wait a quarter of an hour and sign in again.";

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await passwordStage(request, context);
  const fields = await readForm(request);
  const code = (fields.code ?? "").trim();
  if (!code) return data<Refusal>({ errors: { code: "Enter the code." }, message: null }, { status: 400, headers: ADMIN_HEADERS });
  const key = session.staff.email;
  if (await isLimited("staffCodeAccount", key)) return data<Refusal>({ errors: {}, message: TOO_MANY }, { status: 429, headers: ADMIN_HEADERS });
  const db = getDb();
  // six digits are the app's code; anything longer is a recovery code
  const accepted =
    /^\d[\d\s]*$/.test(code) && code.replace(/\s/g, "").length === 6
      ? await acceptTotpCode(db, session.staff.id, code)
      : await redeemRecoveryCode(db, session.staff.id, code, key);
  if (!accepted) {
    await consume("staffCodeAccount", key);
    return data<Refusal>(
      { errors: { code: "That code is wrong or was used already. Enter the code your app shows now." }, message: null },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  await resetLimit("staffCodeAccount", key);
  return redirect(nextTarget(request), { headers: await completeSignIn(request, context, session) });
}

export default function SignInCode() {
  const refused = useActionData<typeof action>() as Refusal | undefined;
  return (
    <section className="admin-card admin-narrow" aria-labelledby="code-title">
      <h1 id="code-title">Enter your code</h1>
      <ErrorSummary errors={refused?.errors} message={refused?.message} />
      <Form method="post" noValidate>
        <AdminField
          name="code"
          label="Code from your authenticator app"
          hint="Six digits. Lost your phone? Enter one of your recovery codes instead."
          autoComplete="one-time-code"
          inputMode="text"
          required
          error={refused?.errors?.code}
        />
        <button type="submit" className="button">
          Sign in
        </button>
      </Form>
      <p>
        <Link to="/admin/sign-in">Start again with another account</Link>
      </p>
    </section>
  );
}

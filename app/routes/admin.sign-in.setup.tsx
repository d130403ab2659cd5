import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import QRCode from "qrcode";
import { AdminField, ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { consume, isLimited, resetLimit } from "~/services/rate-limit.server";
import { confirmTotpSetup, totpSetup } from "~/services/staff-auth.server";
import { shopName } from "~/services/storefronts.server";
import { completeSignIn, nextTarget, requirePasswordStage } from "~/utils/admin-sign-in.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage } from "~/utils/staff-auth.server";

// /admin/sign-in/setup (issue 26 §2): the first sign-in sets up the second factor — a QR code for
// the authenticator app and the same secret written out for a password manager; the first code
// that matches turns it on and shows ten recovery codes once, then "Continue" opens the back office.

export const meta: MetaFunction = () => [{ title: "Set up your second factor · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const next = nextTarget(request);
  // set up and signed in (by this request's own post, or before): this page shows the recovery
  // codes of the post that finished it, then "Continue"
  if (context.resolved.staffSignedIn) return adminPage({ done: true as const, next });
  const session = await requirePasswordStage(request, context);
  if (session.stage === "signed-in") return adminPage({ done: true as const, next });
  if (session.staff.secondFactor === "confirmed") throw redirect(`/admin/sign-in/code${new URL(request.url).search}`, { headers: ADMIN_HEADERS });
  const setup = await totpSetup(getDb(), session.staff.id, `${(await shopName(getDb())) ?? "Shop"} back office`);
  if (!setup) throw redirect("/admin/sign-in", { headers: ADMIN_HEADERS });
  const qr = await QRCode.toString(setup.uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return adminPage({ done: false as const, next, email: session.staff.email, secret: setup.secret.replace(/(.{4})/g, "$1 ").trim(), qr });
}

type Result = { errors: { code?: string }; message: string | null; codes?: undefined } | { codes: string[]; errors?: undefined; message?: undefined };

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requirePasswordStage(request, context);
  if (session.stage === "signed-in" || session.staff.secondFactor === "confirmed") throw redirect(nextTarget(request), { headers: ADMIN_HEADERS });
  const code = ((await readForm(request)).code ?? "").trim();
  if (!code) return data<Result>({ errors: { code: "Enter the code your app shows." }, message: null }, { status: 400, headers: ADMIN_HEADERS });
  const key = session.staff.email;
  if (await isLimited("staffCodeAccount", key)) {
    return data<Result>({ errors: {}, message: "Too many wrong codes. Wait a quarter of an hour and sign in again." }, { status: 429, headers: ADMIN_HEADERS });
  }
  const codes = await confirmTotpSetup(getDb(), session.staff.id, code, key);
  if (!codes) {
    await consume("staffCodeAccount", key);
    return data<Result>(
      { errors: { code: "That code does not match. Check that the app was set up with this page's code, and enter the code it shows now." }, message: null },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  await resetLimit("staffCodeAccount", key);
  const headers = await completeSignIn(request, context, session);
  context.resolved.staffSignedIn = true;
  return data<Result>({ codes }, { headers });
}

export default function SignInSetup() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  if (page.done) {
    return (
      <section className="admin-card admin-narrow" aria-labelledby="setup-title">
        <h1 id="setup-title">Your second factor is on</h1>
        {result?.codes ? (
          <>
            <Notice kind="warn">
              <p>
                Keep these ten recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose the app. They are shown only now.
              </p>
            </Notice>
            <ol className="admin-codes" aria-label="Recovery codes">
              {result.codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ol>
          </>
        ) : null}
        <p>
          <Link to={page.next} className="button">
            Continue
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="admin-card admin-narrow" aria-labelledby="setup-title">
      <h1 id="setup-title">Set up your second factor</h1>
      <p>Every back-office account signs in with a code from an authenticator app as well as its password.</p>
      <ol>
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) and add an account.</li>
        <li>Scan this QR code, or type the secret below.</li>
        <li>Enter the six digits the app shows.</li>
      </ol>
      <figure className="admin-qr">
        <div role="img" aria-label={`QR code for ${page.email}`} dangerouslySetInnerHTML={{ __html: page.qr }} />
        <figcaption>
          Secret for {page.email}: <span className="admin-secret">{page.secret}</span>
        </figcaption>
      </figure>
      <ErrorSummary errors={result?.errors} message={result?.message} />
      <Form method="post" noValidate>
        <AdminField name="code" label="Code from the app" autoComplete="one-time-code" inputMode="numeric" required error={result?.errors?.code} />
        <button type="submit" className="button">
          Turn on and continue
        </button>
      </Form>
    </section>
  );
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { accountMeta, Field, FormErrors, hasError, Notice } from "~/components/account-form";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { type AccountError, errorKeys, loginSchema, registerSchema } from "~/lib/account-forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { storefrontPath } from "~/lib/storefront";
import { logIn, register } from "~/services/accounts.server";
import { startAuthSession } from "~/services/sessions.server";
import { clientIp, cookieToken, getPageSession, mailLinks, requireSameOrigin, tokenCookies, withCookies } from "~/utils/session.server";
import { tooManyRequests } from "~/utils/account-request.server";
import { useHref } from "~/utils/shop";
import { requirePage } from "~/utils/storefront-request.server";

// /login (issue 4): the login and registration forms on one page, told apart by `intent`.
// Both work as plain HTML forms; errors come back from the server as a list (spec §5).

export const meta = accountMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "login");
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  const { current } = await getPageSession(request);
  // a logged-in customer has nothing to do here
  if (current?.user.type === "auth") throw redirect(redirectTo || storefrontPath(storefront, "/profile"));
  const t = await getFixedT(storefront.iso);
  return {
    title: t("account.login.title"),
    siteName: storefront.name,
    redirectTo,
    loggedOut: url.searchParams.get("loggedOut") === "1",
  };
}

type ActionResult = { intent: "login" | "register"; errors: AccountError[]; values: { email?: string; firstName?: string; lastName?: string; newsletter?: boolean } };

const intentSchema = z.enum(["login", "register"]);

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  const { storefront } = await requirePage(request, context, "login");
  const form = Object.fromEntries(await request.formData());
  const intent = intentSchema.safeParse(form.intent);
  if (!intent.success) throw data({ message: "Bad Request: unknown intent" }, { status: 400 });
  const redirectTo = safeRedirect(form.redirectTo, storefrontPath(storefront, "/profile"));
  const db = getDb();
  const ip = clientIp(context);

  if (intent.data === "login") {
    const parsed = loginSchema.safeParse(form);
    const email = typeof form.email === "string" ? form.email.slice(0, 254) : "";
    if (!parsed.success) return data<ActionResult>({ intent: "login", errors: errorKeys(parsed.error), values: { email } }, { status: 400 });
    const carried = cookieToken(request);
    const result = await logIn(db, { ...parsed.data, ip, guestToken: carried?.type === "guest" ? carried.token : null });
    if (!result.ok && result.reason === "limited") throw tooManyRequests();
    // issue 4: a wrong password and an unknown address answer alike (status and body)
    if (!result.ok) return data<ActionResult>({ intent: "login", errors: ["invalidCredentials"], values: { email } }, { status: 401 });
    throw redirect(redirectTo, { headers: withCookies(tokenCookies("auth", result.token)) });
  }

  const parsed = registerSchema.safeParse(form);
  const values = {
    email: typeof form.email === "string" ? form.email.slice(0, 254) : "",
    firstName: typeof form.firstName === "string" ? form.firstName.slice(0, 100) : "",
    lastName: typeof form.lastName === "string" ? form.lastName.slice(0, 100) : "",
    newsletter: form.newsletter === "on",
  };
  if (!parsed.success) return data<ActionResult>({ intent: "register", errors: errorKeys(parsed.error), values }, { status: 400 });
  const registered = await register(db, { ...parsed.data, department: storefront.department, ip }, mailLinks(storefront, context));
  if (!registered.ok && registered.reason === "limited") throw tooManyRequests();
  if (!registered.ok) return data<ActionResult>({ intent: "register", errors: ["emailTaken"], values }, { status: 409 });
  // a new customer is logged in at once; the guest's wishlist comes along
  const carried = cookieToken(request);
  const session = await startAuthSession(db, registered.customerId, carried?.type === "guest" ? carried.token : null);
  throw redirect(storefrontPath(storefront, "/profile?registered=1"), { headers: withCookies(tokenCookies("auth", session.token)) });
}

export default function LoginPage() {
  const { title, redirectTo, loggedOut } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { t } = useTranslation();
  const href = useHref();
  const loginErrors = result?.intent === "login" ? result.errors : undefined;
  const registerErrors = result?.intent === "register" ? result.errors : undefined;
  const values = result?.values ?? {};

  return (
    <div className="container page account-page">
      <h1>{title}</h1>
      {loggedOut ? <Notice>{t("account.login.loggedOut")}</Notice> : null}
      <div className="account-columns">
        <section className="account-card" aria-labelledby="login-title">
          <h2 id="login-title">{t("account.login.loginTitle")}</h2>
          <p className="account-intro">{t("account.login.loginIntro")}</p>
          <Form method="post" className="account-form" noValidate aria-describedby={loginErrors ? "login-errors" : undefined}>
            <input type="hidden" name="intent" value="login" />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <FormErrors errors={loginErrors} id="login-errors" />
            <Field id="login-email" name="email" type="email" autoComplete="username" label={t("account.login.email")} defaultValue={result?.intent === "login" ? values.email : undefined} invalid={hasError(loginErrors, "emailInvalid", "invalidCredentials")} />
            <Field id="login-password" name="password" type="password" autoComplete="current-password" label={t("account.login.password")} invalid={hasError(loginErrors, "invalidCredentials")} />
            <button type="submit" className="button account-submit" disabled={busy}>{t("account.login.loginButton")}</button>
            <p className="account-aside"><Link to={href("/forgotten-password")}>{t("account.login.forgotten")}</Link></p>
          </Form>
        </section>
        <section className="account-card" aria-labelledby="register-title">
          <h2 id="register-title">{t("account.login.registerTitle")}</h2>
          <p className="account-intro">{t("account.login.registerIntro")}</p>
          <Form method="post" className="account-form" noValidate aria-describedby={registerErrors ? "register-errors" : undefined}>
            <input type="hidden" name="intent" value="register" />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <FormErrors errors={registerErrors} id="register-errors" />
            <div className="account-row">
              <Field id="register-first-name" name="firstName" autoComplete="given-name" label={t("account.login.firstName")} defaultValue={values.firstName} invalid={hasError(registerErrors, "firstNameRequired", "nameTooLong")} />
              <Field id="register-last-name" name="lastName" autoComplete="family-name" label={t("account.login.lastName")} defaultValue={values.lastName} invalid={hasError(registerErrors, "lastNameRequired", "nameTooLong")} />
            </div>
            <Field id="register-email" name="email" type="email" autoComplete="email" label={t("account.login.email")} defaultValue={result?.intent === "register" ? values.email : undefined} invalid={hasError(registerErrors, "emailInvalid", "emailTaken")} />
            <Field id="register-password" name="password" type="password" autoComplete="new-password" label={t("account.login.password")} hint={t("account.login.passwordHint")} invalid={hasError(registerErrors, "passwordTooShort", "passwordTooLong", "passwordCommon", "passwordSameAsEmail")} />
            <label className="account-check">
              <input type="checkbox" name="newsletter" defaultChecked={values.newsletter} />
              <span>{t("account.login.newsletter")}</span>
            </label>
            <button type="submit" className="button account-submit" disabled={busy}>{t("account.login.registerButton")}</button>
          </Form>
        </section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

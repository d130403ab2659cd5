import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { z } from "zod";
import { accountMeta, FormErrors, NameOrder, Notice } from "~/components/account-form";
import { Field, FieldScope } from "~/components/form-field";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { accountEmailSchema, type AccountError } from "~/lib/account-forms";
import type { FormRefusal } from "~/lib/form";
import { safeRedirect } from "~/lib/safe-redirect";
import { storefrontPath } from "~/lib/storefront";
import { requestLoginLink } from "~/services/accounts.server";
import { consumeLinkToken, getCustomer, peekLinkToken } from "~/services/customers.server";
import { looksLikeToken, startAuthSession } from "~/services/sessions.server";
import { cookieToken, tokenCookies, withCookies } from "~/utils/cookies.server";
import { getPageSession } from "~/utils/auth.server";
import { tooManyRequests } from "~/utils/account-request.server";
import { logInFromForm, registerFromForm } from "~/utils/account-step.server";
import { type FormRules, parseForm, readForm } from "~/utils/form.server";
import { useHref } from "~/utils/shop";
import { clientIp, mailLinks, requirePage } from "~/utils/storefront-request.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["account"] } satisfies PageHandle;
// /login: the login, sign-in-link and registration forms on one page, told apart by `intent`.
// All work as plain HTML forms; errors come back from the server as a list (spec §5).
// `?link=<token>` asks before a mailed sign-in link (spec §2 token links) replaces the session
// this browser already has: root.tsx sends such links here instead of taking them silently.

export const meta = accountMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "login");
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  const { current } = await getPageSession(request, context);
  const linkToken = url.searchParams.get("link");
  const linkCustomerId = looksLikeToken(linkToken) ? await peekLinkToken(getDb(), linkToken, "login") : null;
  const linkCustomer = linkCustomerId !== null ? await getCustomer(getDb(), linkCustomerId) : null;
  // a logged-in customer has nothing to do here, unless a link offers another account
  if (current?.user.type === "auth" && (!linkCustomer || current.customer?.id === linkCustomer.id)) {
    throw redirect(redirectTo || storefrontPath(storefront, "/profile"));
  }
  const t = await getFixedT(storefront.iso);
  return withMessages(storefront, handle.i18n, {
    title: t("account.login.title"),
    siteName: storefront.name,
    redirectTo,
    loggedOut: url.searchParams.get("loggedOut") === "1",
    linkSent: url.searchParams.get("linkSent") === "1",
    // the sign-in link to confirm (valid, unused), or whether one was given and is not
    link: linkCustomer && linkToken ? { token: linkToken, email: linkCustomer.email } : null,
    linkInvalid: linkToken !== null && !linkCustomer,
  });
}

/** A refused form of the page, told apart by its intent. */
type ActionResult = FormRefusal<AccountError> & { intent: "login" | "register" | "link" };

const intentSchema = z.enum(["login", "register", "link", "use-link"]);
const linkRequestSchema = z.object({ email: accountEmailSchema });
const LINK_REQUEST: FormRules<AccountError> = { echo: { email: 254 } };

export async function action({ request, context }: ActionFunctionArgs) {
  const { storefront } = await requirePage(request, context, "login");
  const form = await readForm(request);
  const intent = intentSchema.safeParse(form.intent);
  if (!intent.success) throw data({ message: "Bad Request: unknown intent" }, { status: 400 });
  const redirectTo = safeRedirect(form.redirectTo, storefrontPath(storefront, "/profile"));

  switch (intent.data) {
    case "login": {
      const step = await logInFromForm(request, context, form);
      if (!step.ok) return data<ActionResult>({ intent: "login", ...step.refusal }, { status: step.status });
      throw redirect(redirectTo, { headers: withCookies(step.cookies) });
    }
    case "link": {
      const linkRequest = parseForm(linkRequestSchema, form, LINK_REQUEST);
      if (!linkRequest.ok) return data<ActionResult>({ intent: "link", ...linkRequest.refusal }, { status: 400 });
      if (!(await requestLoginLink(getDb(), { email: linkRequest.data.email, ip: clientIp(context) }, mailLinks(storefront, context))))
        throw tooManyRequests(3600);
      // post/redirect/get: the same answer for any address, and a reload sends no second mail
      throw redirect(storefrontPath(storefront, "/login?linkSent=1"), { status: 303 });
    }
    case "use-link": {
      // the shopper chose to sign in with the link: it is used up, and this browser's guest cart
      // and wishlist come along (the choice is theirs, so nothing is merged behind their back)
      const db = getDb();
      const token = looksLikeToken(form.token) ? form.token : null;
      const customerId = token ? await consumeLinkToken(db, token, "login") : null;
      if (customerId === null) throw redirect(storefrontPath(storefront, "/login?link=used"), { status: 303 });
      const carried = cookieToken(request);
      const session = await startAuthSession(db, customerId, carried?.type === "guest" ? carried.token : null);
      throw redirect(redirectTo, { status: 303, headers: withCookies(tokenCookies("auth", session.token)) });
    }
    case "register": {
      const step = await registerFromForm(request, context, storefront, form);
      if (!step.ok) return data<ActionResult>({ intent: "register", ...step.refusal }, { status: step.status });
      throw redirect(storefrontPath(storefront, "/profile?registered=1"), { headers: withCookies(step.cookies) });
    }
  }
}

export default function LoginPage() {
  const { title, redirectTo, loggedOut, linkSent, link, linkInvalid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const t = useT();
  const href = useHref();
  const refused = (intent: ActionResult["intent"]) => (result?.intent === intent ? result : undefined);
  const loginErrors = refused("login")?.errors;
  const registerErrors = refused("register")?.errors;
  const linkErrors = refused("link")?.errors;

  return (
    <div className="container page account-page">
      <h1>{title}</h1>
      {loggedOut ? <Notice>{t("account.login.loggedOut")}</Notice> : null}
      {linkSent ? <Notice>{t("account.signInLink.sent")}</Notice> : null}
      {linkInvalid ? <Notice>{t("account.errors.linkInvalid")}</Notice> : null}
      {link ? (
        <section className="account-card account-link-confirm" aria-labelledby="link-title">
          <h2 id="link-title">{t("account.signInLink.confirmTitle", { email: link.email })}</h2>
          <p className="account-intro">{t("account.signInLink.confirmIntro", { email: link.email })}</p>
          <Form method="post" className="account-form">
            <input type="hidden" name="intent" value="use-link" />
            <input type="hidden" name="token" value={link.token} />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <button type="submit" className="button account-submit" disabled={busy}>
              {t("account.signInLink.confirm")}
            </button>
          </Form>
          <p className="account-aside">
            <Link to={href("/")}>{t("account.signInLink.cancel")}</Link>
          </p>
        </section>
      ) : null}
      <div className="account-columns">
        <section className="account-card" aria-labelledby="login-title">
          <h2 id="login-title">{t("account.login.loginTitle")}</h2>
          <p className="account-intro">{t("account.login.loginIntro")}</p>
          <Form method="post" className="account-form" noValidate aria-describedby={loginErrors ? "login-errors" : undefined}>
            <input type="hidden" name="intent" value="login" />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <FormErrors errors={loginErrors} id="login-errors" />
            <FieldScope refusal={refused("login")} summaryId="login-errors" atFields={false}>
              <Field id="login-email" name="email" type="email" autoComplete="username" label={t("account.login.email")} />
              <Field id="login-password" name="password" type="password" autoComplete="current-password" label={t("account.login.password")} />
            </FieldScope>
            <button type="submit" className="button account-submit" disabled={busy}>
              {t("account.login.loginButton")}
            </button>
            <p className="account-aside">
              <Link to={href("/forgotten-password")}>{t("account.login.forgotten")}</Link>
            </p>
          </Form>
          <Form
            method="post"
            className="account-form account-link-form"
            noValidate
            aria-labelledby="link-request-title"
            aria-describedby={linkErrors ? "link-errors" : undefined}
          >
            <h3 id="link-request-title">{t("account.signInLink.title")}</h3>
            <p className="account-intro">{t("account.signInLink.intro")}</p>
            <input type="hidden" name="intent" value="link" />
            <FormErrors errors={linkErrors} id="link-errors" />
            <FieldScope refusal={refused("link")} summaryId="link-errors" atFields={false}>
              <Field id="link-email" name="email" type="email" autoComplete="email" label={t("account.login.email")} />
            </FieldScope>
            <button type="submit" className="button button-secondary account-submit" disabled={busy}>
              {t("account.signInLink.submit")}
            </button>
          </Form>
        </section>
        <section className="account-card" aria-labelledby="register-title">
          <h2 id="register-title">{t("account.login.registerTitle")}</h2>
          <p className="account-intro">{t("account.login.registerIntro")}</p>
          <Form method="post" className="account-form" noValidate aria-describedby={registerErrors ? "register-errors" : undefined}>
            <input type="hidden" name="intent" value="register" />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <FormErrors errors={registerErrors} id="register-errors" />
            <FieldScope refusal={refused("register")} summaryId="register-errors">
              <div className="account-row">
                <NameOrder
                  given={<Field id="register-first-name" name="firstName" autoComplete="given-name" label={t("account.login.firstName")} />}
                  family={<Field id="register-last-name" name="lastName" autoComplete="family-name" label={t("account.login.lastName")} />}
                />
              </div>
              <Field id="register-email" name="email" type="email" autoComplete="email" label={t("account.login.email")} />
              <Field
                id="register-password"
                name="password"
                type="password"
                autoComplete="new-password"
                label={t("account.login.password")}
                hint={t("account.login.passwordHint")}
              />
            </FieldScope>
            <label className="account-check">
              <input type="checkbox" name="newsletter" defaultChecked={refused("register")?.values.newsletter === "on"} />
              <span>{t("account.login.newsletter")}</span>
            </label>
            <button type="submit" className="button account-submit" disabled={busy}>
              {t("account.login.registerButton")}
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

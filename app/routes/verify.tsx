import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { accountMeta, FormErrors, Notice } from "~/components/account-form";
import { getDb } from "~/db/db.server";
import { readForm, refuse } from "~/utils/form.server";
import { getFixedT } from "~/i18next.server";
import type { AccountError } from "~/lib/account-forms";
import type { FormRefusal } from "~/lib/form";
import { storefrontPath } from "~/lib/storefront";
import { verifyEmail } from "~/services/accounts.server";
import { peekLinkToken } from "~/services/customers.server";
import { looksLikeToken } from "~/services/sessions.server";
import { useHref } from "~/utils/shop";
import { getPageSession } from "~/utils/auth.server";
import { requirePage } from "~/utils/storefront-request.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["account"] } satisfies PageHandle;
// /verify?token=…: the link of the verification e-mail. Opening it only reads; the
// button posts the confirmation, so that mail scanners that open links cannot use it up.

export const meta = accountMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "verify");
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  const done = params.get("done") === "1";
  const db = getDb();
  const [valid, { current }, t] = await Promise.all([
    looksLikeToken(token) ? peekLinkToken(db, token, "verify").then((id) => id !== null) : false,
    getPageSession(request, context),
    getFixedT(storefront.iso),
  ]);
  const page = withMessages(storefront, handle.i18n, {
    title: t("account.verify.title"),
    siteName: storefront.name,
    token: valid ? token : null,
    loggedIn: current?.user.type === "auth",
    done,
  });
  return valid || done ? page : data(page, { status: 400 });
}

type ActionResult = FormRefusal<AccountError>;

export async function action({ request, context }: ActionFunctionArgs) {
  const { storefront } = await requirePage(request, context, "verify");
  const form = await readForm(request);
  if (!looksLikeToken(form.token) || !(await verifyEmail(getDb(), form.token))) {
    return data<ActionResult>(refuse(form, {}, "linkInvalid"), { status: 400 });
  }
  // post/redirect/get: the token leaves the address bar and a reload sends nothing again
  throw redirect(storefrontPath(storefront, "/verify?done=1"));
}

export default function VerifyPage() {
  const { title, token, loggedIn, done } = useLoaderData() as { title: string; token: string | null; loggedIn: boolean; done: boolean };
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const t = useT();
  const href = useHref();
  const next = loggedIn ? (
    <Link className="button" to={href("/profile")}>
      {t("account.verify.toProfile")}
    </Link>
  ) : (
    <Link className="button" to={href("/login")}>
      {t("account.verify.toLogin")}
    </Link>
  );

  return (
    <div className="container page account-page account-narrow">
      <h1>{title}</h1>
      {done ? (
        <>
          <Notice>{t("account.verify.done")}</Notice>
          <p>{next}</p>
        </>
      ) : token && !result ? (
        <Form method="post" className="account-card account-form">
          <p className="account-intro">{t("account.verify.intro")}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button account-submit">
            {t("account.verify.confirm")}
          </button>
        </Form>
      ) : (
        <>
          <FormErrors errors={result?.errors ?? ["linkInvalid"]} id="verify-errors" />
          <p>{next}</p>
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

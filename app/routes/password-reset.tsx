import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { accountMeta, FormErrors } from "~/components/account-form";
import { Field, FieldScope } from "~/components/form-field";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { type AccountError, newPasswordSchema } from "~/lib/account-forms";
import type { FormRefusal } from "~/lib/form";
import { storefrontPath } from "~/lib/storefront";
import { resetPassword } from "~/services/accounts.server";
import { peekLinkToken } from "~/services/customers.server";
import { looksLikeToken } from "~/services/sessions.server";
import { tokenCookies, withCookies } from "~/utils/cookies.server";
import { useHref } from "~/utils/shop";
import { parseForm, readForm, refuse } from "~/utils/form.server";
import { requirePage } from "~/utils/storefront-request.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["account"] } satisfies PageHandle;
// /password-reset?token=…: the link of the recovery e-mail (single use, 1 h).
// Saving the new password ends every other session of the customer and logs this one in.

export const meta = accountMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "password-reset");
  const token = new URL(request.url).searchParams.get("token");
  const [valid, t] = await Promise.all([
    looksLikeToken(token) ? peekLinkToken(getDb(), token, "reset").then((id) => id !== null) : false,
    getFixedT(storefront.iso),
  ]);
  const page = withMessages(storefront, handle.i18n, { title: t("account.reset.title"), siteName: storefront.name, token: valid ? token : null });
  return valid ? page : data(page, { status: 400 });
}

type ActionResult = FormRefusal<AccountError>;

export async function action({ request, context }: ActionFunctionArgs) {
  const { storefront } = await requirePage(request, context, "password-reset");
  const form = await readForm(request);
  if (!looksLikeToken(form.token)) return data<ActionResult>(refuse(form, {}, "linkInvalid"), { status: 400 });
  const passwords = parseForm<typeof newPasswordSchema, AccountError>(newPasswordSchema, form);
  if (!passwords.ok) return data<ActionResult>(passwords.refusal, { status: 400 });
  const result = await resetPassword(getDb(), form.token, passwords.data.password);
  if (!result) return data<ActionResult>(refuse(form, {}, "linkInvalid"), { status: 400 });
  throw redirect(storefrontPath(storefront, "/profile?passwordChanged=1"), { headers: withCookies(tokenCookies("auth", result.token)) });
}

export default function PasswordResetPage() {
  const { title, token } = useLoaderData() as { title: string; token: string | null };
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const t = useT();
  const href = useHref();
  const linkBroken = !token || result?.errors.includes("linkInvalid");
  return (
    <div className="container page account-page account-narrow">
      <h1>{title}</h1>
      {linkBroken ? (
        <>
          <FormErrors errors={["linkInvalid"]} id="reset-errors" />
          <p>
            <Link className="button" to={href("/forgotten-password")}>
              {t("account.reset.requestNew")}
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" className="account-card account-form" noValidate>
          <p className="account-intro">{t("account.reset.intro")}</p>
          <FormErrors errors={result?.errors} id="reset-errors" />
          <input type="hidden" name="token" value={token} />
          <FieldScope refusal={result} summaryId="reset-errors" atFields={false}>
            <Field
              id="reset-password"
              name="password"
              type="password"
              autoComplete="new-password"
              label={t("account.reset.newPassword")}
              hint={t("account.login.passwordHint")}
            />
            <Field id="reset-confirm" name="confirmPassword" type="password" autoComplete="new-password" label={t("account.reset.confirmPassword")} />
          </FieldScope>
          <button type="submit" className="button account-submit">
            {t("account.reset.submit")}
          </button>
        </Form>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

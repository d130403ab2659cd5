import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { z } from "zod";
import { accountMeta, FormErrors, Notice } from "~/components/account-form";
import { Field, FieldScope } from "~/components/form-field";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { accountEmailSchema, type AccountError } from "~/lib/account-forms";
import type { FormRefusal } from "~/lib/form";
import { storefrontPath } from "~/lib/storefront";
import { requestPasswordReset } from "~/services/accounts.server";
import { tooManyRequests } from "~/utils/account-request.server";
import { useHref } from "~/utils/shop";
import { parseSubmission } from "~/utils/form.server";
import { clientIp, mailLinks, requirePage } from "~/utils/storefront-request.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["account"] } satisfies PageHandle;
// /forgotten-password: asks for the address and always gives the same answer,
// whether or not an account exists; the mail carries a single-use link valid for one hour.

export const meta = accountMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "forgotten-password");
  const t = await getFixedT(storefront.iso);
  return withMessages(storefront, handle.i18n, {
    title: t("account.forgotten.title"),
    siteName: storefront.name,
    sent: new URL(request.url).searchParams.get("sent") === "1",
  });
}

const formSchema = z.object({ email: accountEmailSchema });

export async function action({ request, context }: ActionFunctionArgs) {
  const { storefront } = await requirePage(request, context, "forgotten-password");
  const form = await parseSubmission<typeof formSchema, AccountError>(request, formSchema);
  if (!form.ok) return data(form.refusal, { status: 400 });
  const accepted = await requestPasswordReset(getDb(), { email: form.data.email, ip: clientIp(context) }, mailLinks(storefront, context));
  if (!accepted) throw tooManyRequests(3600);
  // post/redirect/get: a reload does not send a second mail
  throw redirect(storefrontPath(storefront, "/forgotten-password?sent=1"));
}

export default function ForgottenPasswordPage() {
  const { title, sent } = useLoaderData<typeof loader>();
  const result = useActionData() as FormRefusal<AccountError> | undefined;
  const t = useT();
  const href = useHref();
  return (
    <div className="container page account-page account-narrow">
      <h1>{title}</h1>
      {sent ? (
        <Notice>{t("account.forgotten.sent")}</Notice>
      ) : (
        <Form method="post" className="account-card account-form" noValidate>
          <p className="account-intro">{t("account.forgotten.intro")}</p>
          <FormErrors errors={result?.errors} id="forgotten-errors" />
          <FieldScope refusal={result} summaryId="forgotten-errors" atFields={false}>
            <Field id="forgotten-email" name="email" type="email" autoComplete="email" label={t("account.login.email")} />
          </FieldScope>
          <button type="submit" className="button account-submit">
            {t("account.forgotten.submit")}
          </button>
        </Form>
      )}
      <p className="account-aside">
        <Link to={href("/login")}>{t("account.forgotten.backToLogin")}</Link>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

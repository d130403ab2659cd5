import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { accountMeta, Notice } from "~/components/account-form";
import { WithdrawalConfirm, WithdrawalForm, type WithdrawalPrefill, type WithdrawalReview } from "~/components/withdrawal-form";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { ORDER_NUMBER } from "~/lib/checkout";
import type { FormRefusal } from "~/lib/form";
import type { PageHandle } from "~/lib/messages";
import { type Storefront, storefrontPath } from "~/lib/storefront";
import { tickedLineIds, WITHDRAWAL_ECHO, WITHDRAWAL_ORDER, type WithdrawalError, withdrawalFormSchema } from "~/lib/withdrawal";
import { consume } from "~/services/rate-limit.server";
import { customerOrderForWithdrawal, submitWithdrawal } from "~/services/withdrawals.server";
import { tooManyRequests } from "~/utils/account-request.server";
import { getPageSession } from "~/utils/auth.server";
import { parseForm, readForm } from "~/utils/form.server";
import { withMessages } from "~/utils/messages.server";
import { useHref } from "~/utils/shop";
import { clientIp, requirePage } from "~/utils/storefront-request.server";
import { useT } from "~/utils/use-t";

export const handle = { i18n: ["withdrawal", "account.errors"] } satisfies PageHandle;
// /withdrawal: the EU withdrawal function (Art. 11a CRD; README "After the sale"), open to
// everyone without signing in. Step one is the form (a signed-in customer coming from an order,
// ?order=<number>, finds it filled in with the order's lines to tick); step two shows what will be
// sent with the button that confirms it. Only the confirmation stores anything; its answer is the
// same page whatever the order number, so the form tells nobody which orders exist.

export const meta = accountMeta;

/** The signed-in customer of the request, if any. */
async function signedInCustomer(request: Request, context: LoaderFunctionArgs["context"]) {
  const { current } = await getPageSession(request, context);
  return current && current.user.type === "auth" && current.customer ? current.customer : null;
}

/** The customer's own order of this storefront by its number, for the form's lines; null for anyone else. */
async function ownOrder(request: Request, context: LoaderFunctionArgs["context"], storefront: Storefront, number: string | undefined) {
  const normalized = (number ?? "").trim().toUpperCase();
  if (!ORDER_NUMBER.test(normalized)) return null;
  const customer = await signedInCustomer(request, context);
  if (!customer) return null;
  return customerOrderForWithdrawal(getDb(), { customerId: customer.id, department: storefront.department }, normalized);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "withdrawal");
  const t = await getFixedT(storefront.iso);
  const url = new URL(request.url);
  const sent = url.searchParams.get("sent") === "1";
  const prefill: WithdrawalPrefill | null = sent ? null : await ownOrder(request, context, storefront, url.searchParams.get("order") ?? undefined);
  return withMessages(storefront, handle.i18n, {
    title: t(sent ? "withdrawal.done.title" : "withdrawal.title"),
    siteName: storefront.name,
    days: storefront.withdrawalDays,
    sent,
    prefill,
  });
}

type ActionAnswer = { step: "form"; refusal: FormRefusal<WithdrawalError>; ticked: number[] } | { step: "review"; review: WithdrawalReview };

export async function action({ request, context }: ActionFunctionArgs) {
  const { storefront } = await requirePage(request, context, "withdrawal");
  const fields = await readForm(request);
  const rules = { order: WITHDRAWAL_ORDER, echo: WITHDRAWAL_ECHO };
  const ticked = tickedLineIds(fields);
  const form = parseForm<typeof withdrawalFormSchema, WithdrawalError>(withdrawalFormSchema, fields, rules);
  if (fields.intent === "change") {
    const values = Object.fromEntries(Object.entries(WITHDRAWAL_ECHO).map(([name, max]) => [name, (fields[name] ?? "").slice(0, max)]));
    return data<ActionAnswer>({ step: "form", refusal: { errors: [], fieldErrors: {}, values }, ticked });
  }
  if (!form.ok) return data<ActionAnswer>({ step: "form", refusal: form.refusal, ticked }, { status: 400 });
  const declaration = form.data;
  if (fields.intent === "confirm") {
    const ip = clientIp(context);
    if (await consume("withdrawalIp", ip)) throw tooManyRequests(3600);
    const customer = await signedInCustomer(request, context);
    await submitWithdrawal(getDb(), { storefront, form: declaration, clientKey: ip, customerId: customer?.id ?? null });
    // post/redirect/get, and one answer for every order number: a reload sends nothing again
    throw redirect(storefrontPath(storefront, "/withdrawal?sent=1"), 303);
  }
  const own = declaration.scope === "some" && declaration.lineIds.length > 0 ? await ownOrder(request, context, storefront, declaration.orderNumber) : null;
  const review: WithdrawalReview = {
    name: declaration.name,
    email: declaration.email,
    orderNumber: declaration.orderNumber,
    scope: declaration.scope,
    items: declaration.scope === "some" ? declaration.items : "",
    reason: declaration.reason,
    lines: (own?.lines ?? []).filter((l) => declaration.lineIds.includes(l.id)),
  };
  return data<ActionAnswer>({ step: "review", review });
}

export default function WithdrawalPage() {
  const { title, days, sent, prefill } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const t = useT();
  const href = useHref();
  return (
    <div className="container page account-page account-narrow withdrawal-page">
      <h1>{title}</h1>
      {sent ? (
        <>
          <Notice>
            <span data-withdrawal="done">{t("withdrawal.done.text")}</span>
          </Notice>
          <p className="account-aside">
            <Link to={href("/")}>{t("withdrawal.done.back")}</Link>
          </p>
        </>
      ) : answer?.step === "review" ? (
        <WithdrawalConfirm review={answer.review} />
      ) : (
        <>
          <p className="account-intro">{t("withdrawal.intro", { days: String(days) })}</p>
          <WithdrawalForm
            prefill={prefill}
            refusal={answer?.step === "form" ? answer.refusal : undefined}
            ticked={answer?.step === "form" ? answer.ticked : (prefill?.lines.map((l) => l.id) ?? [])}
          />
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { refusedField, useFocusOnRefusal } from "~/components/form-field";
import type { FormRefusal } from "~/lib/form";
import { useT } from "~/utils/use-t";
import type { Messages } from "~/locales/en";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { getAlternates } from "~/services/alternates.server";
import { storeMeta } from "~/utils/page-meta";
import { storefrontPath } from "~/lib/storefront";
import { GIFT_AMOUNT, GIFT_MESSAGE_MAX } from "~/lib/gift-amount";
import { useFormatEuroCents, useFormatMinorUnits } from "~/utils/shop";
import { clientIp, requirePage } from "~/utils/storefront-request.server";
import { withMessages } from "~/utils/messages.server";
import { parseSubmission, refuse } from "~/utils/form.server";
import { GIFT_ERROR_FIELDS, GIFT_FORM, giftPageSchema, runExtrasIntent } from "~/utils/cart-extras-form.server";
import { withCookies } from "~/utils/cookies.server";
import { cartPagePath } from "~/lib/page-kind";
import type { PageHandle } from "~/lib/messages";
import type { MessageKey } from "~/lib/message-keys";

export const handle = { i18n: ["cartExtras"] } satisfies PageHandle;
// The gift-certificate page (spec §2 localized route names): choose an amount
// (the storefront's presets, in its own currency, or a custom amount typed in it), an optional
// recipient and message, and POST it here (intent buyGiftCertificate, the cart's own handling) —
// the certificate lands in the cart as an additional item, and the shopper on the cart. A bad
// amount, address or message re-renders this page with the message at the field and everything
// typed kept. The code is issued and e-mailed once the order is placed.

export const meta = storeMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "gift-certificate");
  const [t, alternates] = await Promise.all([
    getFixedT(storefront.iso),
    getAlternates(getDb(), storefront, context.publicAddress, { kind: "gift-certificate" }),
  ]);
  return withMessages(storefront, handle.i18n, {
    seo: {
      title: t("cartExtras.giftPage.title"),
      description: t("cartExtras.giftPage.lead", { shop: storefront.name }),
      canonicalPath: storefrontPath(storefront, `/${storefront.localizedRoutes.giftCertificate}`),
      alternates,
    },
    title: t("cartExtras.giftPage.title"),
    lead: t("cartExtras.giftPage.lead", { shop: storefront.name }),
    siteName: storefront.name,
    currencyCode: storefront.currencyCode,
    // the storefront's own amounts, in its currency (minor units)
    presets: storefront.giftPresets,
    wholeUnits: storefront.priceRounding === 100,
    canonicalPath: storefrontPath(storefront, `/${storefront.localizedRoutes.giftCertificate}`),
  });
}

const GIFT_ERRORS = ["giftAmount", "giftEmail", "giftMessage", "giftName", "giftMessageText", "invalid"] as const;
type GiftError = (typeof GIFT_ERRORS)[number];
const giftError = (key: string): GiftError => GIFT_ERRORS.find((known) => known === key) ?? "invalid";

export async function action({ request, context }: ActionFunctionArgs) {
  const { storefront } = await requirePage(request, context, "gift-certificate");
  const form = await parseSubmission(request, giftPageSchema, GIFT_FORM);
  // one message, the first, at the field it is about
  const refused = (key: string, status: number, cookies: string[] = []) => {
    const error = giftError(key);
    const at = GIFT_ERROR_FIELDS[error as keyof typeof GIFT_ERROR_FIELDS];
    return data<FormRefusal<GiftError>>(refuse(form.fields, GIFT_FORM, error, at ? [at] : []), { status, headers: withCookies(cookies) });
  };
  if (!form.ok) return refused(form.refusal.errors[0], 400);
  const outcome = await runExtrasIntent(getDb(), request, storefront, { ...form.data, intent: "buyGiftCertificate" }, clientIp(context));
  if (outcome.error) return refused(outcome.error.key, outcome.error.status, outcome.cookies);
  throw redirect(storefrontPath(storefront, cartPagePath(storefront.shopType)), { status: 303, headers: withCookies(outcome.cookies) });
}

export default function GiftCertificatePage() {
  const { title, currencyCode, siteName, canonicalPath, presets, wholeUnits } = useLoaderData<typeof loader>();
  // the second amount is the one most given; the first when there is one
  const suggested = presets[Math.min(1, presets.length - 1)];
  const refused = useActionData<typeof action>() as FormRefusal<GiftError> | undefined;
  const values = refused?.values ?? {};
  const error = refused?.errors[0] ?? null;
  const t = useT();
  const money = useFormatEuroCents();
  const amount = useFormatMinorUnits();
  const form = useRef<HTMLFormElement>(null);
  useFocusOnRefusal(form, refused, "gift-error");
  /** a field the refusal is about: marked, described by the message (then its own hint), focused */
  const invalid = (name: string, hint?: string) =>
    refusedField(refused, name).invalid
      ? { "aria-invalid": true, "aria-describedby": hint ? `gift-error ${hint}` : "gift-error", autoFocus: true }
      : { "aria-describedby": hint };
  const p = (key: keyof Messages["cartExtras"]["giftPage"], values?: Record<string, unknown>) => t(`cartExtras.giftPage.${key}`, values);

  return (
    <div className="container page gift-page">
      <div className="gift-hero">
        <div className="gift-hero-text">
          <h1>{title}</h1>
          <p className="gift-lead">{p("lead")}</p>
          <ol className="gift-steps">
            <li>{p("step1")}</li>
            <li>{p("step2")}</li>
            <li>{p("step3")}</li>
          </ol>
        </div>
        <div className="gift-card-art" aria-hidden="true">
          <span className="gift-card-brand">{siteName}</span>
          <span className="gift-card-label">{t("cartExtras.gift.name")}</span>
          <span className="gift-card-amount">{amount(suggested)}</span>
        </div>
      </div>

      <Form ref={form} method="post" action={canonicalPath} className="gift-form" noValidate={error !== null || undefined}>
        {error ? (
          <p id="gift-error" className="cart-message gift-error" role="alert" tabIndex={-1}>
            {t(`cartExtras.errors.${error}` as MessageKey, { min: money(GIFT_AMOUNT.min), max: money(GIFT_AMOUNT.max) })}
          </p>
        ) : null}
        <fieldset className="gift-amounts">
          <legend>{p("amount")}</legend>
          <div className="gift-presets">
            {presets.map((minor) => (
              <label key={minor} className="gift-preset">
                <input type="radio" name="amount" value={minor} defaultChecked={values.amount ? values.amount === String(minor) : minor === suggested} />
                <span>{amount(minor)}</span>
              </label>
            ))}
            <label className="gift-preset">
              <input type="radio" name="amount" value="custom" defaultChecked={values.amount === "custom"} />
              <span>{p("custom")}</span>
            </label>
          </div>
          <label className="gift-field gift-custom">
            <span>{p("customLabel", { currency: currencyCode })}</span>
            <input
              type="text"
              name="customAmount"
              inputMode={wholeUnits ? "numeric" : "decimal"}
              maxLength={12}
              // forints and koruny are whole (parseMoneyInput refuses fractions of them)
              pattern={wholeUnits ? "\\s*\\d{1,7}([.,]00?)?\\s*" : "\\s*\\d{1,7}([.,]\\d{1,2})?\\s*"}
              autoComplete="off"
              defaultValue={values.customAmount}
              {...invalid("customAmount", "gift-custom-hint")}
            />
            <small id="gift-custom-hint">{p("customHint", { min: money(GIFT_AMOUNT.min), max: money(GIFT_AMOUNT.max) })}</small>
          </label>
        </fieldset>
        <fieldset className="gift-recipient">
          <legend>{p("recipient")}</legend>
          <label className="gift-field">
            <span>{p("recipientName")}</span>
            <input type="text" name="recipientName" maxLength={100} autoComplete="off" defaultValue={values.recipientName} {...invalid("recipientName")} />
          </label>
          <label className="gift-field">
            <span>{p("recipientEmail")}</span>
            <input type="email" name="recipientEmail" maxLength={254} autoComplete="off" defaultValue={values.recipientEmail} {...invalid("recipientEmail")} />
          </label>
          <label className="gift-field gift-message">
            <span>{p("message")}</span>
            <textarea name="message" rows={4} maxLength={GIFT_MESSAGE_MAX} defaultValue={values.message} {...invalid("message", "gift-message-hint")} />
            <small id="gift-message-hint">{p("messageHint")}</small>
          </label>
        </fieldset>
        <button type="submit" className="button gift-submit">
          {p("submit")}
        </button>
        <p className="gift-validity">{p("validity")}</p>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

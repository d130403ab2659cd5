import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import type { Messages } from "~/locales/en";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { getAlternates } from "~/services/alternates.server";
import { storeMeta } from "~/utils/page-meta";
import { storefrontPath } from "~/lib/storefront";
import { GIFT_AMOUNT, GIFT_MESSAGE_MAX } from "~/lib/gift-amount";
import { useHref, useMoney } from "~/utils/shop";
import { requirePage } from "~/utils/storefront-request.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["cartExtras"] } satisfies PageHandle;
export function loader(args: LoaderFunctionArgs) {
  return withMessages(handle.i18n, pageLoader)(args);
}

// The gift-certificate page (spec §2 localized route names): choose an amount
// (presets shown in the storefront currency, or a custom amount typed in it), an optional
// recipient and message, and POST to /cart with intent buyGiftCertificate — the certificate
// lands in the cart as an additional item. The code is issued and e-mailed once the order is placed.

/** Preset amounts, euro cents. */
const PRESETS = [2_000, 5_000, 10_000, 20_000];
const DEFAULT_PRESET = 5_000;

export const meta = storeMeta;

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "gift-certificate");
  const [t, alternates] = await Promise.all([
    getFixedT(storefront.iso),
    getAlternates(getDb(), storefront, context.publicAddress, { kind: "gift-certificate" }),
  ]);
  return {
    seo: {
      title: t("cartExtras.giftPage.title"),
      description: t("cartExtras.giftPage.lead"),
      canonicalPath: storefrontPath(storefront, `/${storefront.localizedRoutes.giftCertificate}`),
      alternates,
    },
    title: t("cartExtras.giftPage.title"),
    lead: t("cartExtras.giftPage.lead"),
    siteName: storefront.name,
    currencyCode: storefront.currencyCode,
    cartPath: storefrontPath(storefront, "/cart"),
  };
}

export default function GiftCertificatePage() {
  const { title, currencyCode, cartPath, siteName } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useHref();
  const money = useMoney();
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
          <span className="gift-card-amount">{money(DEFAULT_PRESET)}</span>
        </div>
      </div>

      <Form method="post" action={href("/cart")} className="gift-form">
        <input type="hidden" name="intent" value="buyGiftCertificate" />
        <input type="hidden" name="redirectTo" value={cartPath} />
        <fieldset className="gift-amounts">
          <legend>{p("amount")}</legend>
          <div className="gift-presets">
            {PRESETS.map((cents) => (
              <label key={cents} className="gift-preset">
                <input type="radio" name="amount" value={cents} defaultChecked={cents === DEFAULT_PRESET} />
                <span>{money(cents)}</span>
              </label>
            ))}
            <label className="gift-preset">
              <input type="radio" name="amount" value="custom" />
              <span>{p("custom")}</span>
            </label>
          </div>
          <label className="gift-field gift-custom">
            <span>{p("customLabel", { currency: currencyCode })}</span>
            <input
              type="text"
              name="customAmount"
              inputMode="decimal"
              maxLength={12}
              pattern="\s*\d{1,7}([.,]\d{1,2})?\s*"
              autoComplete="off"
              aria-describedby="gift-custom-hint"
            />
            <small id="gift-custom-hint">{p("customHint", { min: money(GIFT_AMOUNT.min), max: money(GIFT_AMOUNT.max) })}</small>
          </label>
        </fieldset>
        <fieldset className="gift-recipient">
          <legend>{p("recipient")}</legend>
          <label className="gift-field">
            <span>{p("recipientName")}</span>
            <input type="text" name="recipientName" maxLength={100} autoComplete="off" />
          </label>
          <label className="gift-field">
            <span>{p("recipientEmail")}</span>
            <input type="email" name="recipientEmail" maxLength={254} autoComplete="off" />
          </label>
          <label className="gift-field gift-message">
            <span>{p("message")}</span>
            <textarea name="message" rows={4} maxLength={GIFT_MESSAGE_MAX} aria-describedby="gift-message-hint" />
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

import { Form, Link } from "@remix-run/react";
import { Picture } from "../picture";
import { useT } from "~/utils/use-t";
import type { MessageKey } from "~/lib/message-keys";
import { GIFT_AMOUNT } from "~/lib/gift-amount";
import { imageUrl } from "~/lib/images";
import { currencyLabel, type EuroCents, euroCents, formatMinor, type MinorUnits } from "~/lib/money";
import type { CartTotals } from "~/lib/cart-totals";
import type { CardSummary } from "~/services/product-card.server";
import type { CartAdditionalLine, CartDiscountCode, CartGiftCertificate, CartServiceLine, ServiceOffer } from "~/services/cart-store.server";
import { useCartHref, useFormatEuroCents, useFormatMinorUnits, useGiftCertificatePath, useHref, useShop, useShopLinks } from "~/utils/shop";
import { ProductGrid } from "../product-card";

// The cart page's extras: service items offered and in the cart, gift
// certificates being bought, the discount-code and gift-certificate forms, reward points, the
// extended totals and recommended products. Every change is a POST form with an `intent`.

/** What the cart action answers when an extras intent is refused (re-rendered with a 4xx). */
export type ExtrasActionResult = { extrasError: string; minOrder: EuroCents | null };

function Intent({ intent, path }: { intent: string; path: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={path} />
    </>
  );
}

/** The message of a refused extras intent, in the shopper's language. */
export function ExtrasMessage({ result }: { result: ExtrasActionResult }) {
  const t = useT();
  const money = useFormatEuroCents();
  const values = { amount: money(result.minOrder ?? euroCents(0)), min: money(GIFT_AMOUNT.min), max: money(GIFT_AMOUNT.max) };
  return (
    <p className="cart-message" role="alert">
      {t(`cartExtras.errors.${result.extrasError}` as MessageKey, values)}
    </p>
  );
}

/** Service items and gift certificates being bought, as lines of the cart list. */
export function ExtraLines({ serviceItems, additionalItems, path }: { serviceItems: CartServiceLine[]; additionalItems: CartAdditionalLine[]; path: string }) {
  const t = useT();
  const cartHref = useCartHref();
  const amount = useFormatMinorUnits();
  return (
    <>
      {serviceItems.map((item) => (
        <li key={`s${item.productId}`} className="cart-line cart-line-extra" data-service-id={item.productId}>
          <span className="cart-line-image" aria-hidden="true">
            {item.image !== null ? <img src={imageUrl(item.image, 175)} width={96} height={96} alt="" loading="lazy" decoding="async" /> : null}
          </span>
          <div className="cart-line-info">
            <span className="cart-line-name">{item.name}</span>
            <span className="cart-badge cart-badge-service">{t("cartExtras.serviceBadge")}</span>
          </div>
          <p className="cart-line-total">{amount(item.total)}</p>
          <Form method="post" action={cartHref} className="cart-line-remove" preventScrollReset>
            <Intent intent="removeService" path={path} />
            <input type="hidden" name="productId" value={item.productId} />
            <button type="submit" className="cart-remove" aria-label={t("cartExtras.services.removeLabel", { name: item.name })}>
              {t("cart.remove")}
            </button>
          </Form>
        </li>
      ))}
      {additionalItems.map((item) => (
        <li key={`a${item.id}`} className="cart-line cart-line-extra" data-gift-id={item.id}>
          <span className="cart-line-image cart-gift-art" aria-hidden="true">
            <svg viewBox="0 0 48 48" width="44" height="44" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
              <rect x="7" y="18" width="34" height="24" rx="3" />
              <rect x="4" y="12" width="40" height="8" rx="2" />
              <path d="M24 12v30M24 12c-3-7-12-8-12-2 0 3 6 2 12 2zm0 0c3-7 12-8 12-2 0 3-6 2-12 2z" />
            </svg>
          </span>
          <div className="cart-line-info">
            <span className="cart-line-name">{t("cartExtras.gift.name")}</span>
            {item.recipientName ? <span className="cart-line-note">{t("cartExtras.gift.to", { name: item.recipientName })}</span> : null}
            {item.recipientEmail ? <span className="cart-line-note">{t("cartExtras.gift.email", { email: item.recipientEmail })}</span> : null}
            {item.message ? <span className="cart-line-note cart-gift-message">“{item.message}”</span> : null}
          </div>
          <p className="cart-line-total">{amount(item.price)}</p>
          <Form method="post" action={cartHref} className="cart-line-remove" preventScrollReset>
            <Intent intent="removeGift" path={path} />
            <input type="hidden" name="itemId" value={item.id} />
            <button type="submit" className="cart-remove" aria-label={t("cartExtras.gift.removeLabel", { amount: amount(item.price) })}>
              {t("cart.remove")}
            </button>
          </Form>
        </li>
      ))}
    </>
  );
}

/** spec §3: the department's service items (su and chr only), each with Add or Remove. */
export function ServiceOffers({ offers, path }: { offers: ServiceOffer[]; path: string }) {
  const t = useT();
  const cartHref = useCartHref();
  const amount = useFormatMinorUnits();
  if (offers.length === 0) return null;
  return (
    <section className="cart-services" aria-labelledby="cart-services-title">
      <h2 id="cart-services-title">{t("cartExtras.services.title")}</h2>
      <ul className="cart-service-list">
        {offers.map((offer) => (
          <li key={offer.productId} className="cart-service" data-offer-id={offer.productId}>
            {offer.image !== null ? <Picture imageId={offer.image} size="thumbnail" width={72} height={72} /> : null}
            <div className="cart-service-text">
              <p className="cart-service-title">{offer.title}</p>
              <p className="cart-service-description">{offer.description}</p>
              <p className="cart-service-price">{amount(offer.price)}</p>
            </div>
            <Form method="post" action={cartHref} preventScrollReset>
              <Intent intent={offer.inCart ? "removeService" : "addService"} path={path} />
              <input type="hidden" name="productId" value={offer.productId} />
              {offer.inCart ? (
                <button type="submit" className="button button-secondary" aria-label={t("cartExtras.services.removeLabel", { name: offer.name })}>
                  {t("cartExtras.services.remove")}
                </button>
              ) : (
                <button type="submit" className="button" aria-label={t("cartExtras.services.addLabel", { name: offer.name })}>
                  {t("cartExtras.services.add")}
                </button>
              )}
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** spec §9: subtotal, product discounts, code discount, points, certificates, grand total. */
export function CartTotalsList({ totals, discountCode }: { totals: CartTotals; discountCode: CartDiscountCode | null }) {
  const t = useT();
  const amount = useFormatMinorUnits();
  const certified = totals.giftCertificates > 0;
  return (
    <>
      <dl className="cart-totals">
        <div>
          <dt>{t("cart.subtotal")}</dt>
          <dd data-total="subtotal">{amount(totals.subtotal)}</dd>
        </div>
        {discountCode && totals.codeDiscount > 0 ? (
          <div className="cart-discount">
            <dt>{t("cartExtras.totals.code", { code: discountCode.code })}</dt>
            <dd data-total="code">−{amount(totals.codeDiscount)}</dd>
          </div>
        ) : null}
        {totals.pointsValue > 0 ? (
          <div className="cart-discount">
            <dt>{t("cartExtras.totals.points")}</dt>
            <dd data-total="points">−{amount(totals.pointsValue)}</dd>
          </div>
        ) : null}
        {certified ? (
          <>
            <div>
              <dt>{t("cart.grandTotal")}</dt>
              <dd data-total="total">{amount(totals.total)}</dd>
            </div>
            <div className="cart-discount">
              <dt>{t("cartExtras.totals.certificates")}</dt>
              <dd data-total="certificates">−{amount(totals.giftCertificates)}</dd>
            </div>
          </>
        ) : null}
        <div className="cart-grand">
          <dt>{certified ? t("cartExtras.totals.toPay") : t("cart.grandTotal")}</dt>
          <dd data-total="grand">{amount(totals.grandTotal)}</dd>
        </div>
      </dl>
      {/* the products' own discounts are already in the subtotal: told, not subtracted again */}
      {totals.discount > 0 ? (
        <p className="totals-saved" data-total="discount">
          {t("cart.discount", { amount: amount(totals.discount) })}
        </p>
      ) : null}
    </>
  );
}

/** A way to the gift-certificate page, where the shop type has one. */
export function GiveGiftLink() {
  const t = useT();
  const href = useHref();
  const links = useShopLinks();
  const giftPath = useGiftCertificatePath();
  if (!links.allows(giftPath)) return null;
  return (
    <p className="cart-gift-link">
      <Link to={href(giftPath)}>{t("cartExtras.certificate.give")}</Link>
    </p>
  );
}

/** The discount-code and gift-certificate forms (spec §5: an empty code changes nothing). */
export function CodeForms({
  discountCode,
  giftCertificates,
  path,
}: {
  discountCode: CartDiscountCode | null;
  giftCertificates: CartGiftCertificate[];
  path: string;
}) {
  const t = useT();
  const cartHref = useCartHref();
  const money = useFormatEuroCents();
  const amount = useFormatMinorUnits();
  const shopCurrency = useShop()?.currencyCode ?? "EUR";
  return (
    <div className="cart-codes">
      <section className="cart-code" aria-labelledby="cart-code-title">
        <h3 id="cart-code-title">{t("cartExtras.code.title")}</h3>
        {discountCode ? (
          <div className="cart-applied" data-code={discountCode.code}>
            <div>
              <p className="cart-applied-name">{t("cartExtras.code.applied", { code: discountCode.code })}</p>
              {discountCode.problem ? (
                <p className="cart-applied-problem">{t(`cartExtras.codeProblem.${discountCode.problem}`, { amount: money(discountCode.minOrder) })}</p>
              ) : null}
            </div>
            <Form method="post" action={cartHref} preventScrollReset>
              <Intent intent="removeCode" path={path} />
              <button type="submit" className="cart-remove" aria-label={t("cartExtras.code.removeLabel", { code: discountCode.code })}>
                {t("cartExtras.code.remove")}
              </button>
            </Form>
          </div>
        ) : (
          <Form method="post" action={cartHref} className="cart-code-form" preventScrollReset>
            <Intent intent="applyCode" path={path} />
            <label className="visually-hidden" htmlFor="cart-discount-code">
              {t("cartExtras.code.label")}
            </label>
            <input
              id="cart-discount-code"
              name="code"
              type="text"
              maxLength={64}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t("cartExtras.code.label")}
            />
            <button type="submit" className="button button-secondary">
              {t("cartExtras.code.apply")}
            </button>
          </Form>
        )}
      </section>
      <section className="cart-code" aria-labelledby="cart-certificate-title">
        <h3 id="cart-certificate-title">{t("cartExtras.certificate.title")}</h3>
        {giftCertificates.map((certificate) => (
          <div key={certificate.id} className="cart-applied" data-certificate={certificate.code}>
            <div>
              <p className="cart-applied-name">{certificate.code}</p>
              <p className="cart-applied-note">
                {/* a certificate bought in another currency shows its own balance and today's conversion */}
                {certificate.currencyCode === shopCurrency
                  ? t("cartExtras.certificate.balance", { amount: amount(certificate.balance) })
                  : t("cartExtras.certificate.converted", {
                      own: formatMinor(certificate.ownBalance, currencyLabel(certificate.currencyCode)),
                      amount: amount(certificate.balance),
                    })}
              </p>
            </div>
            <Form method="post" action={cartHref} preventScrollReset>
              <Intent intent="removeCertificate" path={path} />
              <input type="hidden" name="certificateId" value={certificate.id} />
              <button type="submit" className="cart-remove" aria-label={t("cartExtras.certificate.removeLabel", { code: certificate.code })}>
                {t("cartExtras.certificate.remove")}
              </button>
            </Form>
          </div>
        ))}
        <Form method="post" action={cartHref} className="cart-code-form" preventScrollReset>
          <Intent intent="redeemCertificate" path={path} />
          <label className="visually-hidden" htmlFor="cart-certificate-code">
            {t("cartExtras.certificate.label")}
          </label>
          <input
            id="cart-certificate-code"
            name="code"
            type="text"
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t("cartExtras.certificate.label")}
          />
          <button type="submit" className="button button-secondary">
            {t("cartExtras.certificate.redeem")}
          </button>
        </Form>
        <GiveGiftLink />
      </section>
    </div>
  );
}

/** Reward points (customers with points only): spend them, or stop spending. */
export function PointsForm({
  availablePoints,
  spentPoints,
  pointsValue,
  path,
}: {
  availablePoints: number;
  spentPoints: number;
  pointsValue: MinorUnits;
  path: string;
}) {
  const t = useT();
  const cartHref = useCartHref();
  const amount = useFormatMinorUnits();
  if (availablePoints <= 0) return null;
  return (
    <section className="cart-code cart-points-form" aria-labelledby="cart-points-title">
      <h3 id="cart-points-title">{t("cartExtras.points.title")}</h3>
      <p className="cart-applied-note">{t("cartExtras.points.available", { count: availablePoints })}</p>
      {spentPoints > 0 ? <p className="cart-applied-note">{t("cartExtras.points.using", { count: spentPoints, amount: amount(pointsValue) })}</p> : null}
      <Form method="post" action={cartHref} preventScrollReset>
        <Intent intent={spentPoints > 0 ? "unspendPoints" : "spendPoints"} path={path} />
        <button type="submit" className="button button-secondary">
          {spentPoints > 0 ? t("cartExtras.points.stop") : t("cartExtras.points.spend")}
        </button>
      </Form>
    </section>
  );
}

export function RecommendedProducts({ products }: { products: CardSummary[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section className="cart-recommended" aria-labelledby="cart-recommended-title">
      <h2 id="cart-recommended-title">{t("cartExtras.recommended")}</h2>
      <ProductGrid products={products} eagerCount={0} />
    </section>
  );
}

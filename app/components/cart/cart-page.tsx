import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Picture } from "../picture";
import { useMemo } from "react";
import { useT } from "~/utils/use-t";
import { MAX_QTY } from "~/config/cart";
import { toApiCart } from "~/lib/cart-json";
import type { CartActionData, CartPageData } from "~/utils/cart-page.server";
import { useCartPage } from "~/utils/cart-client";
import { useCartHref, useFormatEuroCents, useFormatMinorUnits, useHref, useShopLinks } from "~/utils/shop";
import { PriceView } from "../price-tag";
import { VatIncluded } from "../vat-included";
import { CodeForms, ExtraLines, ExtrasMessage, GiveGiftLink, PointsForm, RecommendedProducts, ServiceOffers, CartTotalsList } from "./cart-extras";

// The cart (spec §4 Cart, §9 totals): lines with quantity and remove forms, the extras, the
// totals and the way to the checkout. Rendered by /cart, and by /checkout/cart on shop types
// without a cart page (spec §2).

export function CartPage() {
  const cart = useLoaderData<CartPageData>();
  const page = cart;
  const { title, lines, totals, path, threshold } = cart;
  const result = useActionData<CartActionData>();
  const t = useT();
  const href = useHref();
  const cartHref = useCartHref();
  const links = useShopLinks();
  const money = useFormatEuroCents();
  const amount = useFormatMinorUnits();
  const error = result && "error" in result ? result.error : null;
  const empty = lines.length === 0 && page.serviceItems.length === 0 && page.additionalItems.length === 0;
  // with JavaScript (spec §4): edits go to the queue, one modifyCartItems after 1.5 s; an
  // Update click (or Enter) sends the queue at once
  const shownCart = useMemo(() => ({ items: toApiCart(cart).items, discountCode: cart.discountCode }), [cart]);
  const js = useCartPage(shownCart);

  return (
    <div className={`container page cart-page${js.hydrated ? " cart-js" : ""}`}>
      <h1>{title}</h1>
      {error ? (
        <p className="cart-message" role="alert">
          {t(`cart.errors.${error}`)}
        </p>
      ) : null}
      {result && "extrasError" in result ? <ExtrasMessage result={result} /> : null}
      {empty ? (
        <div className="cart-empty">
          <p className="cart-empty-title">{t("cart.empty")}</p>
          <p>{t("cart.emptyHint")}</p>
          <p>
            <Link className="button" to={href("/")}>
              {t("cart.continueShopping")}
            </Link>
          </p>
          <GiveGiftLink />
        </div>
      ) : (
        <div className="cart-layout">
          <section className="cart-lines" aria-label={t("cart.lineCount", { count: totals.count })}>
            <p className="cart-count-text">{t("cart.lineCount", { count: totals.count })}</p>
            <ul className="cart-list">
              {lines.map((line) => (
                <li key={line.productId} className="cart-line" data-product-id={line.productId} hidden={js.removing.has(line.productId) || undefined}>
                  {/* a product page this shop type has (spec §2), or the picture and name alone */}
                  {links.allows(`/${line.urlKey}`) ? (
                    <a className="cart-line-image" href={href(`/${line.urlKey}`)} tabIndex={-1} aria-hidden="true">
                      {line.image !== null ? <Picture imageId={line.image} size="thumbnail" width={96} height={96} /> : null}
                    </a>
                  ) : (
                    <span className="cart-line-image">
                      {line.image !== null ? <Picture imageId={line.image} size="thumbnail" width={96} height={96} /> : null}
                    </span>
                  )}
                  <div className="cart-line-info">
                    {links.allows(`/${line.urlKey}`) ? (
                      <a className="cart-line-name" href={href(`/${line.urlKey}`)}>
                        {line.name}
                      </a>
                    ) : (
                      <span className="cart-line-name">{line.name}</span>
                    )}
                    {/* spec §9: the line with sku wsLBX-AC25 is an advent calendar */}
                    {line.adventCalendar ? <span className="cart-badge cart-badge-advent">{t("cartExtras.adventBadge")}</span> : null}
                    <div className="cart-line-unit">
                      <span className="visually-hidden">{t("cart.unitPrice")}: </span>
                      <PriceView price={line.price} money={money} regularLabel={t("product.card.regularPrice")} />
                    </div>
                    {!line.inStock ? <p className="stock stock-out">{t("cart.lineOutOfStock")}</p> : null}
                  </div>
                  <Form
                    method="post"
                    action={cartHref}
                    className="cart-line-qty"
                    preventScrollReset
                    onSubmit={(event) => {
                      if (!js.hydrated) return;
                      event.preventDefault();
                      js.qtySubmitted(line.productId, String(new FormData(event.currentTarget).get("qty") ?? ""));
                    }}
                  >
                    <input type="hidden" name="intent" value="update" />
                    <input type="hidden" name="productId" value={line.productId} />
                    <input type="hidden" name="redirectTo" value={path} />
                    <label>
                      <span className="visually-hidden">{t("cart.qtyLabel", { name: line.name })}</span>
                      <input
                        key={line.qty}
                        type="number"
                        name="qty"
                        defaultValue={js.shownQty(line.productId, line.qty)}
                        onChange={(event) => js.qtyChanged(line.productId, event.currentTarget.value)}
                        min={0}
                        max={MAX_QTY}
                        step={1}
                        required
                        inputMode="numeric"
                      />
                    </label>
                    <button type="submit" className="button button-secondary cart-update">
                      {t("cart.update")}
                    </button>
                  </Form>
                  <p className="cart-line-total">
                    <span className="visually-hidden">{t("cart.lineTotal")}: </span>
                    {amount(line.lineTotal)}
                  </p>
                  <Form
                    method="post"
                    action={cartHref}
                    className="cart-line-remove"
                    preventScrollReset
                    onSubmit={(event) => {
                      if (!js.hydrated) return;
                      event.preventDefault();
                      js.removeClicked(line.productId);
                    }}
                  >
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="productId" value={line.productId} />
                    <input type="hidden" name="redirectTo" value={path} />
                    <button type="submit" className="cart-remove" aria-label={t("cart.removeLabel", { name: line.name })}>
                      {t("cart.remove")}
                    </button>
                  </Form>
                </li>
              ))}
              <ExtraLines serviceItems={page.serviceItems} additionalItems={page.additionalItems} path={path} />
            </ul>
            <ServiceOffers offers={page.serviceOffers} path={path} />
          </section>
          <aside className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={js.pending || undefined}>
            <h2 id="cart-summary-title">{t("cart.summary")}</h2>
            <CartTotalsList totals={totals} discountCode={page.discountCode} />
            <VatIncluded vat={page.vat} money={amount} />
            <p className="cart-tax">{t("cart.taxNote")}</p>
            {lines.length === 0 && page.serviceItems.length === 0 ? (
              // gift certificates alone are delivered by e-mail: no shipping to make free
              <div className="cart-shipping" data-delivery="email">
                <p>{t("cart.deliveryByEmail")}</p>
              </div>
            ) : (
              <div className="cart-shipping">
                <p>{totals.freeShipping.free ? t("cart.freeShipping") : t("cart.freeShippingMissing", { amount: amount(totals.freeShipping.missing) })}</p>
                <progress max={Math.max(1, threshold)} value={Math.min(totals.merchandise, threshold)} aria-hidden="true" />
              </div>
            )}
            {totals.points > 0 ? <p className="cart-points">{t("cart.points", { count: totals.points })}</p> : null}
            {js.pending ? (
              // spec §4: checkout is locked while a cart call or update is pending (no href: not followable)
              <>
                <span className="button cart-checkout" role="link" aria-disabled="true">
                  {t("cart.checkout")}
                </span>
                <p className="cart-saving" role="status">
                  {t("cart.saving")}
                </p>
              </>
            ) : (
              <Link className="button cart-checkout" to={href("/checkout")}>
                {t("cart.checkout")}
              </Link>
            )}
            <p>
              <Link to={href("/")} className="cart-continue">
                {t("cart.continueShopping")}
              </Link>
            </p>
            <CodeForms discountCode={page.discountCode} giftCertificates={page.giftCertificates} path={path} />
            <PointsForm availablePoints={page.availablePoints} spentPoints={page.spentPoints} pointsValue={totals.pointsValue} path={path} />
          </aside>
        </div>
      )}
      <RecommendedProducts products={page.recommended} />
    </div>
  );
}

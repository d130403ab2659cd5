import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PriceView } from "~/components/price-tag";
import { getDb } from "~/db/db.server";
import { storeMeta } from "~/utils/page-meta";
import { getFixedT } from "~/i18next.server";
import { imageSrcSet, imageUrl } from "~/lib/images";
import { safeRedirect } from "~/lib/safe-redirect";
import { storefrontPath } from "~/lib/storefront";
import { toMinor } from "~/lib/money";
import { addToCart, type CartError, getCart, MAX_QTY, removeCartItem, updateCartItem } from "~/services/cart.server";
import { toCardSummary } from "~/services/product-card.server";
import { getRecommendedProducts } from "~/services/recommendations.server";
import { parseExtrasIntent, runExtrasIntent } from "~/utils/cart-extras-form.server";
import { CodeForms, ExtraLines, type ExtrasActionResult, ExtrasMessage, PointsForm, RecommendedProducts, ServiceOffers, TotalsList } from "~/components/cart/cart-extras";
import { ensurePageSession, getPageSession, requireSameOrigin, withCookies } from "~/utils/session.server";
import { useCartPage } from "~/utils/cart-client";
import { toApiCart } from "~/lib/cart-json";
import { useAmount, useHref, useMoney } from "~/utils/shop";
import { requirePage } from "~/utils/storefront-request.server";

// /cart (spec §4 Cart, §9 totals; issue 5 part 1): the lines with today's prices, the totals,
// and the one cart action every cart form posts to with an `intent` (add, update, remove).
// Without JavaScript each change is a POST and a 303 back; a guest token is issued on the
// first add only (spec §4), never on a page view.

export const meta = storeMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "cart");
  const [{ current }, t] = await Promise.all([getPageSession(request), getFixedT(storefront.iso)]);
  const db = getDb();
  const [cart, recommended] = await Promise.all([getCart(db, current?.session ?? null, storefront), getRecommendedProducts(db, storefront, 8)]);
  const inCart = new Set(cart.lines.map((l) => l.productId));
  return {
    // a few cards of the storefront's recommended products that are not in the cart yet
    recommended: recommended.filter((p) => !inCart.has(p.id) && p.stock.inStock).slice(0, 4).map(toCardSummary),
    title: t("cart.title"),
    siteName: storefront.name,
    path: storefrontPath(storefront, "/cart"),
    threshold: toMinor(storefront.freeShippingThreshold, storefront.currencyRate),
    ...cart,
  };
}

// a cart is personal: never kept by a shared cache
export const headers = () => ({ "Cache-Control": "private, no-store" });

const productId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const redirectTo = z.string().max(2000).optional();
// an empty quantity field (add) means one piece, as the product page's default does
const formSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId, qty: z.preprocess((v) => (v === "" || v === undefined ? 1 : v), z.unknown()), redirectTo }),
  z.object({ intent: z.literal("update"), productId, qty: z.unknown(), redirectTo }),
  z.object({ intent: z.literal("remove"), productId, redirectTo }),
]);
const addQty = z.coerce.number().int().min(1).max(MAX_QTY);
const updateQty = z.coerce.number().int().min(0).max(MAX_QTY);

type ActionError = CartError | "invalid" | "quantity";
const STATUS: Record<ActionError, number> = { invalid: 400, quantity: 400, unknownProduct: 422, outOfStock: 409, notInCart: 409 };

/** The cart page again, with the message and a 4xx; the cart is as it was. */
type ActionResult = { error: ActionError };

function failed(error: ActionError, cookies: string[] = []) {
  return data<ActionResult>({ error }, { status: STATUS[error], headers: withCookies(cookies) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  const { storefront } = await requirePage(request, context, "cart");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return failed("invalid");
  }
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const db = getDb();
  // the extras' intents (service items, codes, certificates, points, gift certificates bought)
  const extras = parseExtrasIntent(fields);
  if (extras) {
    if (!extras.success) {
      if (extras.error === "invalid") return failed("invalid");
      return data<ExtrasActionResult>({ extrasError: extras.error, minOrder: null }, { status: 400 });
    }
    const outcome = await runExtrasIntent(db, request, storefront, extras.data);
    if (outcome.error) {
      return data<ExtrasActionResult>({ extrasError: outcome.error.key, minOrder: outcome.error.minOrder ?? null }, { status: outcome.error.status, headers: withCookies(outcome.cookies) });
    }
    throw redirect(safeRedirect(extras.data.redirectTo, storefrontPath(storefront, "/cart")), { status: 303, headers: withCookies(outcome.cookies) });
  }
  const parsed = formSchema.safeParse(fields);
  if (!parsed.success) return failed("invalid");
  const input = parsed.data;
  let cookies: string[] = [];
  let error: CartError | null = null;

  if (input.intent === "add") {
    const qty = addQty.safeParse(input.qty);
    if (!qty.success) return failed("quantity");
    // spec §4: the guest token is issued on first need, and only once the product can be added
    ({ error } = await addToCart(db, storefront, input.productId, qty.data, async () => {
      const ensured = await ensurePageSession(request);
      cookies = ensured.cookies;
      return ensured.session;
    }));
  } else {
    const qty = input.intent === "update" ? updateQty.safeParse(input.qty) : null;
    if (qty && !qty.success) return failed("quantity");
    const { current } = await getPageSession(request);
    if (!current) error = "notInCart";
    else if (input.intent === "update" && qty?.success) ({ error } = await updateCartItem(db, current.session, storefront, input.productId, qty.data));
    else ({ error } = await removeCartItem(db, current.session, storefront, input.productId));
  }
  if (error) return failed(error, cookies);
  throw redirect(safeRedirect(input.redirectTo, storefrontPath(storefront, "/cart")), { status: 303, headers: withCookies(cookies) });
}

export default function CartPage() {
  const cart = useLoaderData<typeof loader>();
  const page = cart;
  const { title, lines, totals, path, threshold } = cart;
  const result = useActionData<typeof action>() as ActionResult | ExtrasActionResult | undefined;
  const { t } = useTranslation();
  const href = useHref();
  const money = useMoney();
  const amount = useAmount();
  const error = result && "error" in result ? result.error : null;
  const empty = lines.length === 0 && page.serviceItems.length === 0 && page.additionalItems.length === 0;
  // with JavaScript (spec §4): edits go to the queue, one modifyCartItems after 1.5 s; an
  // Update click (or Enter) sends the queue at once
  const shownCart = useMemo(() => ({ items: toApiCart(cart).items, discountCode: cart.discountCode }), [cart]);
  const js = useCartPage(shownCart);

  return (
    <div className={`container page cart-page${js.hydrated ? " cart-js" : ""}`}>
      <h1>{title}</h1>
      {error ? <p className="cart-message" role="alert">{t(`cart.errors.${error}`)}</p> : null}
      {result && "extrasError" in result ? <ExtrasMessage result={result} /> : null}
      {empty ? (
        <div className="cart-empty">
          <p className="cart-empty-title">{t("cart.empty")}</p>
          <p>{t("cart.emptyHint")}</p>
          <p><Link className="button" to={href("/")}>{t("cart.continueShopping")}</Link></p>
        </div>
      ) : (
        <div className="cart-layout">
          <section className="cart-lines" aria-label={t("cart.lineCount", { count: totals.count })}>
            <p className="cart-count-text">{t("cart.lineCount", { count: totals.count })}</p>
            <ul className="cart-list">
              {lines.map((line) => (
                <li key={line.productId} className="cart-line" data-product-id={line.productId} hidden={js.removing.has(line.productId) || undefined}>
                  <a className="cart-line-image" href={href(`/${line.urlKey}`)} tabIndex={-1} aria-hidden="true">
                    {line.image !== null ? (
                      <img src={imageUrl(line.image, 175)} srcSet={imageSrcSet(line.image, "thumbnail")} width={96} height={96} alt="" loading="lazy" decoding="async" />
                    ) : null}
                  </a>
                  <div className="cart-line-info">
                    <a className="cart-line-name" href={href(`/${line.urlKey}`)}>{line.name}</a>
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
                    action={href("/cart")}
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
                      <input key={line.qty} type="number" name="qty" defaultValue={js.shownQty(line.productId, line.qty)} onChange={(event) => js.qtyChanged(line.productId, event.currentTarget.value)} min={0} max={MAX_QTY} step={1} required inputMode="numeric" />
                    </label>
                    <button type="submit" className="button button-secondary cart-update">{t("cart.update")}</button>
                  </Form>
                  <p className="cart-line-total">
                    <span className="visually-hidden">{t("cart.lineTotal")}: </span>
                    {amount(line.lineTotal)}
                  </p>
                  <Form
                    method="post"
                    action={href("/cart")}
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
            <TotalsList totals={totals} discountCode={page.discountCode} />
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
                <a className="button cart-checkout" role="link" aria-disabled="true">{t("cart.checkout")}</a>
                <p className="cart-saving" role="status">{t("cart.saving")}</p>
              </>
            ) : (
              <Link className="button cart-checkout" to={href("/checkout")}>{t("cart.checkout")}</Link>
            )}
            <p><Link to={href("/")} className="cart-continue">{t("cart.continueShopping")}</Link></p>
            <CodeForms discountCode={page.discountCode} giftCertificates={page.giftCertificates} path={path} />
            <PointsForm availablePoints={page.availablePoints} spentPoints={page.spentPoints} pointsValue={totals.pointsValue} path={path} />
          </aside>
        </div>
      )}
      <RecommendedProducts products={page.recommended} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

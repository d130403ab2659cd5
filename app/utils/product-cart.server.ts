import type { AppLoadContext } from "@remix-run/node";
import { MAX_QTY } from "~/config/cart";
import { getDb } from "~/db/db.server";
import { type EuroCents, minorUnits, toMinor } from "~/lib/money";
import { freeShipping } from "~/lib/shipping";
import type { Storefront } from "~/lib/storefront";
import type { ProductCartState } from "~/lib/personal";
import type { SessionToken } from "~/services/session-token";
import { getCartGoods } from "~/services/cart.server";
import { getPageSession } from "./auth.server";

export type { ProductCartState };

/**
 * What the product page says about the shopper's cart. Free shipping is measured on what the cart
 * would hold with this product in it (the cart's own goods, plus one of this product when the cart
 * does not hold it yet); a visitor without a session has no cart, so the product alone counts and
 * the page stays the same for every such visitor (the page cache keeps it). `added` in the query
 * is only a hint left by the cart form's redirect: the notice appears only when the cart really
 * holds the product, and its quantity is read from the cart.
 */
export async function productCartState(
  request: Request,
  context: AppLoadContext,
  storefront: Storefront,
  productId: number,
  priceCents: EuroCents,
): Promise<ProductCartState> {
  const { current } = await getPageSession(request, context);
  return productCartStateOf(current?.session ?? null, storefront, productId, priceCents, new URL(request.url).searchParams.get("added"));
}

/** The same for a session already known (the page cache fills a product page's holes with it), and its cart when read (getCartGoods). */
export async function productCartStateOf(
  session: SessionToken | null,
  storefront: Storefront,
  productId: number,
  priceCents: EuroCents,
  addedHint: string | null,
  knownCartId?: number | null,
): Promise<ProductCartState> {
  const cart = session ? await getCartGoods(getDb(), session, storefront, knownCartId) : null;
  const inCart = cart?.lines.find((line) => line.productId === productId)?.qty ?? 0;
  const goods = (cart?.merchandise ?? 0) + (inCart > 0 ? 0 : toMinor(priceCents, storefront.currencyRate, storefront.priceRounding));
  const added = addedHint !== null && /^\d{1,2}$/.test(addedHint) ? Math.min(Number(addedHint), MAX_QTY) : null;
  const shipping = freeShipping(goods, toMinor(storefront.freeShippingThreshold, storefront.currencyRate, storefront.priceRounding));
  return {
    inCart,
    shipping: shipping.free ? shipping : { free: false, missing: minorUnits(shipping.missing) },
    notice: added !== null && inCart > 0 ? { added: Math.min(added, inCart), inCart } : null,
  };
}

import type { AppLoadContext } from "@remix-run/node";
import { MAX_QTY } from "~/config/cart";
import { getDb } from "~/db/db.server";
import { type EuroCents, type MinorUnits, minorUnits, toMinor } from "~/lib/money";
import { type FreeShipping, freeShipping } from "~/lib/shipping";
import type { Storefront } from "~/lib/storefront";
import { getCart } from "~/services/cart.server";
import { getPageSession } from "./auth.server";

export interface ProductCartState {
  /** how many of this product the shopper's cart holds */
  inCart: number;
  /** free shipping counted with the cart and this product, storefront minor units */
  shipping: FreeShipping<MinorUnits>;
  /** after an add without JavaScript (the form's 303 back here): what happened */
  notice: { added: number; inCart: number } | null;
}

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
  const cart = current ? await getCart(getDb(), current.session, storefront) : null;
  const inCart = cart?.lines.find((line) => line.productId === productId)?.qty ?? 0;
  const goods = (cart?.totals.merchandise ?? 0) + (inCart > 0 ? 0 : toMinor(priceCents, storefront.currencyRate, storefront.priceRounding));
  const hint = new URL(request.url).searchParams.get("added");
  const added = hint !== null && /^\d{1,2}$/.test(hint) ? Math.min(Number(hint), MAX_QTY) : null;
  const shipping = freeShipping(goods, toMinor(storefront.freeShippingThreshold, storefront.currencyRate, storefront.priceRounding));
  return {
    inCart,
    shipping: shipping.free ? shipping : { free: false, missing: minorUnits(shipping.missing) },
    notice: added !== null && inCart > 0 ? { added: Math.min(added, inCart), inCart } : null,
  };
}

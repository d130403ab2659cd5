import type { MinorUnits } from "./money";
import type { FreeShipping } from "./shipping";

// What a public page shows of the shopper who asks for it (issue 31, README "Performance"): the
// header's account link, wishlist and cart counts, and on a product page the heart, what the cart
// holds of it and the free-shipping hint. The page cache keeps the page with the anonymous state
// in its holes (components/holes.tsx) and fills them with this for a shopper with a session.

/** Who is shopping (spec §4/§6): the header's account link and the wishlist hearts need it. */
export interface PersonalUser {
  type: "guest" | "auth";
  firstName: string | null;
  wishlist: number[];
}

/** What the product page says about the shopper's cart (utils/product-cart.server.ts). */
export interface ProductCartState {
  /** how many of this product the shopper's cart holds */
  inCart: number;
  /** free shipping counted with the cart and this product, storefront minor units */
  shipping: FreeShipping<MinorUnits>;
  /** after an add without JavaScript (the form's 303 back here): what happened */
  notice: { added: number; inCart: number } | null;
}

export interface Personal {
  user: PersonalUser | null;
  cartCount: number;
  /** on a product page: the product and what the shopper's cart holds of it */
  product: (ProductCartState & { productId: number }) | null;
}

/** A visitor without a session: what a page kept in the cache shows. */
export const ANONYMOUS: Personal = { user: null, cartCount: 0, product: null };

/** The id of the data block a filled page carries for the browser (entry.client.tsx). */
export const PERSONAL_STATE_ID = "personal-state";

interface HydrationState {
  loaderData?: Record<string, unknown>;
}

/**
 * The loader data of a page from the cache with the shopper's state put where the page's loaders
 * put it when they render for them (root: `user`, `cartCount`; a product page: `page.cart`), so
 * that the browser's first render is the server's filled page (entry.client.tsx).
 */
export function withPersonal<S extends HydrationState>(state: S, personal: Personal): S {
  if (!state?.loaderData) return state;
  const loaderData: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(state.loaderData)) {
    loaderData[routeId] = data;
    if (!data || typeof data !== "object") continue;
    if (routeId === "root") {
      loaderData[routeId] = { ...data, user: personal.user, cartCount: personal.cartCount };
      continue;
    }
    const page = (data as { kind?: unknown; page?: { product?: { id?: unknown } } }).page;
    const product = personal.product;
    if ((data as { kind?: unknown }).kind === "product" && product && page?.product?.id === product.productId) {
      const { productId: _id, ...cart } = product;
      loaderData[routeId] = { ...data, page: { ...page, cart } };
    }
  }
  return { ...state, loaderData };
}

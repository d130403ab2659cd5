import { isPageAllowed } from "./page-kind";
import { type PublicAddress, publicUrl } from "./public-url";
import { type Storefront, storefrontPath } from "./storefront";

// Where a customer's order is shown: its page in the profile, on the storefront the order was
// placed in (an account is one across storefronts; an order's page answers only on its own).

/** The unprefixed path of an order's page. */
export const orderPagePath = (number: string) => `/profile/orders/${number}`;

/**
 * The link to an order's page from a page of `here`: a path when the order's storefront is
 * served on this host (its cookies are the ones this page has), else the absolute URL of that
 * storefront, where the shopper logs in if needed. Null when there is no page to link to: the
 * storefront is gone, or its shop type has no profile (spec §2).
 */
type Place = Pick<Storefront, "department" | "domain" | "prefix" | "shopType">;

export function orderPageHref(
  order: { department: string; number: string },
  here: { hostStorefronts: readonly Place[] },
  storefronts: readonly Place[],
  address: PublicAddress,
): string | null {
  const own = storefronts.find((s) => s.department === order.department);
  if (!own || !isPageAllowed(own.shopType, "profile-order")) return null;
  const path = orderPagePath(order.number);
  return here.hostStorefronts.some((s) => s.department === own.department) ? storefrontPath(own, path) : publicUrl(own, path, address);
}

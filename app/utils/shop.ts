import { useRouteLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { currencyLabel, type EuroCents, formatMinor, formatPrice, type MinorUnits, toMinor } from "~/lib/money";
import { cartPagePath, linkAllowed } from "~/lib/page-kind";
import { type ShopLocale, storefrontPath } from "~/lib/storefront";
import type { RootData } from "~/root";

export type { RootData };

/** The root loader's data: the storefront, its language, the host's other storefronts, the user. */
export function useRootData() {
  return useRouteLoaderData("root") as RootData | undefined;
}

export function useShop(): ShopLocale | undefined {
  return useRootData()?.locale;
}

/** Builds this storefront's links: `href("/cart")` is "/hu/cart" on a storefront with prefix hu. */
export function useHref() {
  const shop = useShop();
  return (path: string) => storefrontPath({ prefix: shop?.prefix ?? null }, path);
}

/**
 * What this storefront's shop type lets a page link to (spec §2): `allows("/blog")` is false on
 * a one-brand storefront, and `cartPath` is where its cart lives ("/checkout/cart" where the
 * cart page is forbidden), unprefixed, for `href`.
 */
export function useShopLinks() {
  const shopType = useShop()?.shopType ?? "normal";
  return { cartPath: cartPagePath(shopType), allows: (path: string) => linkAllowed(shopType, path) };
}

/** The prefixed path every cart form posts to and every cart link leads to (spec §2). */
/** The storefront's gift-certificate page (its localized route, spec §2), unprefixed. */
export function useGiftCertificatePath() {
  return `/${useShop()?.localizedRoutes.giftCertificate ?? "giftCertificate"}`;
}

export function useCartHref() {
  const href = useHref();
  return href(useShopLinks().cartPath);
}

/** Formats euro cents (a product's price) in the storefront's currency (spec §9). */
export function useFormatEuroCents() {
  const shop = useShop();
  const t = useT();
  // once per component, not per amount: a page of 48 cards formats ~100 prices
  const currency = { rate: shop?.currencyRate ?? 1, step: shop?.priceRounding ?? 1, label: t("system_currency") };
  return (cents: EuroCents) => formatPrice(cents, currency);
}

/** Euro cents in the storefront currency's minor units, rounded as its prices are (app/lib/money.ts). */
export function useEuroCentsToMinorUnits() {
  const shop = useShop();
  const rate = shop?.currencyRate ?? 1;
  const step = shop?.priceRounding ?? 1;
  return (cents: EuroCents) => toMinor(cents, rate, step);
}

/**
 * Formats an amount already in the storefront currency's minor units: the cart's, the
 * checkout's and an order's lines and totals (app/lib/money.ts says why they are counted so).
 */
export function useFormatMinorUnits() {
  const t = useT();
  return (minor: MinorUnits) => formatMinor(minor, t("system_currency"));
}

/**
 * Formats an order's amounts, minor units of the currency it was placed in: with this
 * storefront's label when that is its currency, else with the currency's own (an order placed
 * in another storefront of the account).
 */
export function useFormatOrderMinorUnits() {
  const shopCurrency = useShop()?.currencyCode;
  const amount = useFormatMinorUnits();
  return (minor: MinorUnits, currencyCode: string) => (currencyCode === shopCurrency ? amount(minor) : formatMinor(minor, currencyLabel(currencyCode)));
}

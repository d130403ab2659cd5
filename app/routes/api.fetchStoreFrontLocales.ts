import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { messagesFor } from "~/i18next.server";
import { convertCents } from "~/lib/money";
import type { Storefront } from "~/lib/storefront";
import { listStorefronts, resolve } from "~/services/storefronts.server";
import { apiError, parseQuery } from "~/utils/api.server";

const querySchema = z.object({
  host: z.string().trim().min(1, "host is required").max(255),
  path: z.string().max(2048).default("/"),
  department: z.string().max(10).optional(),
});

/**
 * A Locale as spec §3 names its fields. Money in the storefront's own currency, as its pages
 * show it (cheapestShippingPrice: 1 923 in forints, not 4.90 in euros); the messages only
 * for the selected locale, so that the list of every storefront stays small.
 */
function toLocale(s: Storefront, withMessages = false) {
  return {
    locale: s.locale,
    department: s.department,
    storeFront: s.storeFront,
    languageName: s.languageName,
    iso: s.iso,
    prefix: s.prefix,
    currencyRate: s.currencyRate,
    currencyCode: s.currencyCode,
    shopType: s.shopType,
    cheapestShippingPrice: convertCents(s.cheapestShippingPrice, s.currencyRate, s.priceRounding),
    domain: s.domain,
    name: s.name,
    ...(withMessages ? { messages: messagesFor(s.iso) } : {}),
    localizedRoutes: s.localizedRoutes,
    publicKeys: s.publicKeys,
  };
}

// GET /api/fetchStoreFrontLocales?host&path (spec §7): every storefront (each Locale names its
// own domain, so a country switcher and hreflang links can span hosts), the one host + path
// select, and the shop's default storefront.
export async function loader({ request }: LoaderFunctionArgs) {
  const { host, path } = parseQuery(request, querySchema);
  const db = getDb();
  const [resolution, all] = await Promise.all([resolve(db, host, path.startsWith("/") ? path : `/${path}`), listStorefronts(db)]);
  if (!resolution.prefixValid) return apiError(404, [`Page Not Found: ${path}`]);
  const fallback = all.find((s) => s.isDefault) ?? resolution.hostDefault;
  return {
    success: true,
    // a storefront switched off is offered to no one (README "Logo, colour, and switching a storefront off")
    locales: all.filter((s) => s.enabled).map((s) => toLocale(s)),
    selectedLocale: toLocale(resolution.storefront, true),
    defaultLocale: toLocale(fallback),
  };
}

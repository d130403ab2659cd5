import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { messagesFor } from "~/i18next.server";
import type { Storefront } from "~/lib/storefront";
import { resolve } from "~/services/storefronts.server";
import { apiError, parseQuery } from "~/utils/api.server";

const querySchema = z.object({
  host: z.string().trim().min(1, "host is required").max(255),
  path: z.string().max(2048).default("/"),
  department: z.string().max(10).optional(),
});

/** A Locale as spec §3 names its fields. */
function toLocale(s: Storefront) {
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
    cheapestShippingPrice: s.cheapestShippingPrice / 100,
    domain: s.domain,
    name: s.name,
    messages: messagesFor(s.iso),
    localizedRoutes: s.localizedRoutes,
    publicKeys: s.publicKeys,
  };
}

// GET /api/fetchStoreFrontLocales?host&path (spec §7): the storefronts of a host, the one the
// path selects, and the host's default.
export async function loader({ request }: LoaderFunctionArgs) {
  const { host, path } = parseQuery(request, querySchema);
  const resolution = await resolve(getDb(), host, path.startsWith("/") ? path : `/${path}`);
  if (!resolution.prefixValid) return apiError(404, [`Page Not Found: ${path}`]);
  return {
    success: true,
    locales: resolution.hostStorefronts.map(toLocale),
    selectedLocale: toLocale(resolution.storefront),
    defaultLocale: toLocale(resolution.hostDefault),
  };
}

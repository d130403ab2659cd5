import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { sitemapIndexXml, storefrontSitemaps } from "~/services/sitemap.server";
import { siteOrigin, storefrontOf } from "~/utils/storefront-request.server";

// /sitemap.xml: the index of every sitemap of the storefronts served on this host.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { hostStorefronts, hostDefault } = await storefrontOf(request, context);
  const db = getDb();
  const files = (await Promise.all(hostStorefronts.map((s) => storefrontSitemaps(db, s)))).flat();
  return new Response(sitemapIndexXml(siteOrigin(hostDefault, context), files), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

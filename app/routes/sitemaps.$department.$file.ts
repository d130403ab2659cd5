import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { parseSitemapFileName, sitemapPaths, urlsetXml } from "~/services/sitemap.server";
import { storefrontOf } from "~/utils/storefront-request.server";

// /sitemaps/{department}/{pages|categories|products-N}.xml: one storefront's URLs, for a
// storefront this host serves; anything else is a 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { hostStorefronts } = await storefrontOf(request, context);
  const storefront = hostStorefronts.find((s) => s.department === params.department);
  const file = parseSitemapFileName(params.file ?? "");
  const paths = storefront && file ? await sitemapPaths(getDb(), storefront, file) : null;
  if (!storefront || !paths) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(urlsetXml(context.publicAddress, storefront, paths), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

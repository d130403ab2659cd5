import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { gunzipSync } from "node:zlib";
import { parseSitemapFileName, productSitemapGzip, sitemapPaths, urlsetXml } from "~/services/sitemap.server";
import { storefrontOf } from "~/utils/storefront-request.server";

// /sitemaps/{department}/{pages|categories|products-N}.xml: one storefront's URLs, for a
// storefront this host serves; anything else is a 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { hostStorefronts } = await storefrontOf(request, context);
  const storefront = hostStorefronts.find((s) => s.department === params.department);
  const file = parseSitemapFileName(params.file ?? "");
  const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!storefront || !file) return notFound();
  const headers = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600", Vary: "Accept-Encoding" };
  if (file.kind === "products") {
    const gzip = await productSitemapGzip(getDb(), context.publicAddress, storefront, file);
    if (!gzip) return notFound();
    // kept gzipped: sent as it is to every crawler that takes gzip (all of them), unpacked otherwise
    if (/\bgzip\b/.test(request.headers.get("accept-encoding") ?? ""))
      return new Response(new Uint8Array(gzip), { headers: { ...headers, "Content-Encoding": "gzip" } });
    return new Response(new Uint8Array(gunzipSync(gzip)), { headers });
  }
  const paths = await sitemapPaths(getDb(), storefront, file);
  if (!paths) return notFound();
  return new Response(urlsetXml(context.publicAddress, storefront, paths), { headers });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/services/sitemap.server";
import { siteOrigin, storefrontOf } from "~/utils/storefront-request.server";

// /robots.txt of the storefront host: private pages out, the sitemap named.
export async function loader({ request, context }: LoaderFunctionArgs) {
  // an unknown host resolves to the default storefront's domain: its sitemap is named, not the Host's
  const { hostStorefronts, hostDefault } = await storefrontOf(request, context);
  return new Response(robotsTxt(siteOrigin(hostDefault, context), hostStorefronts), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

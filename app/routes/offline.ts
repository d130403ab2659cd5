import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT } from "~/i18next.server";
import { storefrontOf } from "~/utils/storefront-request.server";

// The offline page: what the service worker shows when a page cannot be
// reached. Self-contained (inline style, no scripts, nothing else to load) because it is shown
// exactly when nothing else can be fetched; in the storefront's language (/offline, /hu/offline).
// "Try again" is an empty link: it reloads the address the shopper asked for.

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront, prefixValid } = await storefrontOf(request, context);
  if (!prefixValid || (params.lang && params.lang !== storefront.prefix)) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const t = await getFixedT(storefront.iso);
  const html = `<!doctype html>
<html lang="${escapeHtml(storefront.iso)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t("system.offlineTitle"))} | ${escapeHtml(storefront.name)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2a24;background:#f7f5f0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08);text-align:center}
.brand{font-weight:700;letter-spacing:.04em;color:#2f5d46;margin:0 0 1.25rem}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{line-height:1.5;margin:0 0 1.5rem}
a{display:inline-block;padding:.75rem 1.5rem;border-radius:999px;background:#2f5d46;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(storefront.name)}</p>
<h1>${escapeHtml(t("system.offlineTitle"))}</h1>
<p>${escapeHtml(t("system.offlineText"))}</p>
<a href="">${escapeHtml(t("system.offlineRetry"))}</a>
</main>
</body>
</html>
`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" } });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { NO_STORE } from "~/lib/cache-headers";
import { LOGO_FILE } from "~/lib/storefront-look";
import { readLogoFile } from "~/services/storefront-look.server";

// GET /images/logo/{hash}.{svg|png}: a storefront's logo (README "Logo, colour, and switching a
// storefront off"). Its name is its content's hash, so it never changes: a year's cache and an
// ETag. An SVG opened on its own is a document: the CSP lets it run nothing and load nothing (it
// was sanitised when stored; this is the second lock), and nosniff keeps it the type we say.

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE } });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  if (!LOGO_FILE.test(file)) return notFound();
  const etag = `"${file.split(".")[0]}"`;
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    "X-Content-Type-Options": "nosniff",
  };
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    // only a logo that exists answers 304: a guessed name is a 404 either way
    if (await readLogoFile(getEnv().IMAGE_DIR, file)) return new Response(null, { status: 304, headers });
    return notFound();
  }
  const body = await readLogoFile(getEnv().IMAGE_DIR, file);
  if (!body) return notFound();
  const type = file.endsWith(".svg") ? "image/svg+xml" : "image/png";
  return new Response(body as unknown as BodyInit, { headers: { ...headers, "Content-Type": type, "Content-Length": String(body.length) } });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "~/lib/images";
import { getImageVariant } from "~/services/images.server";
import { NO_STORE } from "~/lib/cache-headers";

// GET /images/{id}/{width}.{format}: a product picture in one of the spec §9 widths. Anything
// but a known id, width and format is a 404; a variant never changes, so browsers keep it a year.

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

const paramsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
  file: z
    .string()
    .regex(/^\d+\.[a-z]+$/)
    .transform((file) => {
      const [width, format] = file.split(".");
      return { width: Number(width), format: format as ImageFormat };
    })
    .refine(({ width, format }) => (IMAGE_WIDTHS as readonly number[]).includes(width) && IMAGE_FORMATS.includes(format)),
});

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE } });

function matches(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) return notFound();
  const { id, file } = parsed.data;
  const variant = await getImageVariant(getDb(), getEnv().IMAGE_DIR, id, file.width, file.format);
  if (!variant) return notFound();
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: variant.etag,
    "X-Image-Cache": variant.fromCache ? "hit" : "miss",
  };
  if (matches(request.headers.get("If-None-Match"), variant.etag)) return new Response(null, { status: 304, headers });
  return new Response(variant.body as unknown as BodyInit, {
    headers: { ...headers, "Content-Type": CONTENT_TYPES[file.format], "Content-Length": String(variant.body.length) },
  });
}

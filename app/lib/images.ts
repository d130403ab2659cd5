// Spec §9 image sizes: large 1400, base 700, small 350, thumbnail 175, each in 1x and 2x.
// Pictures are served by the image route (/images/{id}/{width}.{format}), which resizes the
// stored original with sharp and keeps the result on disk.

export const IMAGE_SIZES = { large: 1400, base: 700, small: 350, thumbnail: 175 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** The widths the image route will produce: every 1x and 2x width, capped at the original's 1400. */
export const IMAGE_WIDTHS = [175, 350, 700, 1400] as const;
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const MAX_WIDTH = 1400;

/**
 * The folder of IMAGE_DIR where the image route keeps the resized variants it made
 * ({IMAGE_DIR}/cache/{id}/{width}.{format}), served as immutable for a year: no imported picture
 * may be written there (app/lib/catalogue-file.ts).
 */
export const VARIANT_CACHE_DIR = "cache";

export function imageUrl(imageId: number, width: number, format: ImageFormat = "webp") {
  return `/images/${imageId}/${Math.min(width, MAX_WIDTH)}.${format}`;
}

/** `srcset` with the 1x and 2x variants of one spec size. */
export function imageSrcSet(imageId: number, size: ImageSize, format: ImageFormat = "webp") {
  const width = IMAGE_SIZES[size];
  return `${imageUrl(imageId, width, format)} 1x, ${imageUrl(imageId, width * 2, format)} 2x`;
}

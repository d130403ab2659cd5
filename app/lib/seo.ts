import type { MetaDescriptor } from "@remix-run/node";
import { logoPngPath } from "./storefront-look";

// What a page tells crawlers (spec §3 Default metadata: title, suffix, description, og:title,
// og:description, og:image, og:url, favicon). Loaders return a `Seo`; the storefront's
// defaults (the CoreDefaultMeta block, read with the layout) fill what a page leaves out.

export interface Alternate {
  /** a locale ("sl-SI") or "x-default" */
  hrefLang: string;
  /** absolute URL */
  href: string;
}

export interface Seo {
  title: string;
  /** the page's own description; the storefront's default when missing or empty */
  description?: string | null;
  /** the page's own path on this storefront (prefix included), for canonical and og:url */
  canonicalPath: string;
  /** absolute or root-relative picture for og:image; the storefront's default when missing */
  image?: string | null;
  /** when false, crawlers are asked not to index (filtered, paged, private or transactional pages) */
  index?: boolean;
  /** og:type: "website" unless the page is a product or an article */
  type?: "website" | "product" | "article";
  /** hreflang alternates of the same page on other storefronts (self included), see alternates.server.ts */
  alternates?: Alternate[];
}

/** The storefront-wide part: from the root data (name, origin) and the CoreDefaultMeta block. */
export interface SiteMeta {
  siteName: string;
  /** the request's origin (scheme, host, port) */
  origin: string;
  /** CoreDefaultMeta.suffix, e.g. "| Lumera" */
  suffix: string | null;
  description: string;
  image: string | null;
  favicon: string;
}

/** The CoreDefaultMeta block as stored (spec §3), every field optional. */
export interface DefaultMetaBlock {
  title?: string;
  suffix?: string;
  description?: string;
  ogImage?: string;
  favicon?: string;
}

export const DEFAULT_FAVICON = "/favicon.svg";

/**
 * Spec §3 title + suffix: "Page | Shop". A title that already ends with the suffix (home's
 * default title is built with it) or is the shop's name alone is left as it is; without a
 * suffix block the storefront's name stands in.
 */
export function pageTitle(title: string, site: Pick<SiteMeta, "siteName" | "suffix">): string {
  const suffix = site.suffix?.trim() || `| ${site.siteName}`;
  const clean = title.trim();
  if (!clean) return site.siteName;
  if (clean === site.siteName || clean.endsWith(suffix)) return clean;
  return `${clean} ${suffix}`;
}

const absolute = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : origin + (src.startsWith("/") ? src : `/${src}`));

const iconType = (href: string) =>
  href.endsWith(".svg") ? "image/svg+xml" : href.endsWith(".png") ? "image/png" : href.endsWith(".ico") ? "image/x-icon" : undefined;

export function seoMeta(seo: Seo, site: SiteMeta): MetaDescriptor[] {
  const title = pageTitle(seo.title, site);
  const description = seo.description?.trim() || site.description;
  const url = site.origin + seo.canonicalPath;
  const image = seo.image || site.image;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title.trim() || site.siteName },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.siteName },
  ];
  if (image) tags.push({ property: "og:image", content: absolute(site.origin, image) });
  tags.push({ name: "twitter:card", content: image ? "summary_large_image" : "summary" });
  if (seo.index === false) tags.push({ name: "robots", content: "noindex, follow" });
  for (const alternate of seo.alternates ?? []) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hrefLang, href: alternate.href });
  }
  const type = iconType(site.favicon);
  tags.push({ tagName: "link", rel: "icon", href: site.favicon, ...(type ? { type } : {}) });
  return tags;
}

/**
 * SiteMeta from the root's name and origin, the storefront's logo and its CoreDefaultMeta block.
 * og:image where a page has no picture of its own: the storefront's logo as a PNG (an SVG logo's
 * PNG drawn beside it; README "Logo, colour, and switching a storefront off") — the merchant's
 * own mark, uploaded for this storefront — else the block's shop-wide picture.
 */
export function siteMeta(siteName: string, origin: string, block: DefaultMetaBlock | null | undefined, logo: string | null = null): SiteMeta {
  return {
    siteName,
    origin,
    suffix: block?.suffix?.trim() || null,
    description: block?.description?.trim() || siteName,
    image: (logo ? logoPngPath(logo) : null) || block?.ogImage || null,
    favicon: block?.favicon || DEFAULT_FAVICON,
  };
}

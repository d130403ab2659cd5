import type { MetaDescriptor } from "@remix-run/node";

// What a page tells crawlers (spec §3 Default metadata: title, description, og:title,
// og:description, og:image, og:url). Loaders return a `Seo`; routes turn it into tags.

export interface Seo {
  title: string;
  description: string;
  /** the page's own path on this storefront (prefix included), for canonical and og:url */
  canonicalPath: string;
  /** absolute or root-relative picture for og:image */
  image?: string | null;
  /** when false, crawlers are asked not to index (filtered or paged listings) */
  index?: boolean;
}

export function seoMeta(seo: Seo, siteName: string, origin: string): MetaDescriptor[] {
  const title = seo.title === siteName ? siteName : `${seo.title} | ${siteName}`;
  const url = origin + seo.canonicalPath;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: siteName },
  ];
  if (seo.image) tags.push({ property: "og:image", content: seo.image.startsWith("/") ? origin + seo.image : seo.image });
  if (seo.index === false) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

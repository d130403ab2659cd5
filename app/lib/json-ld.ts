// Structured data for crawlers (schema.org Product and BreadcrumbList), as one JSON-LD
// document. Pure: the product page passes what it shows and the page's origin.

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  ean: string | null;
  brand: string | null;
  description: string;
  /** root-relative picture URLs */
  images: string[];
  /** the price paid, in the storefront currency */
  price: number;
  currency: string;
  inStock: boolean;
  rating: number;
  ratingCount: number;
  /** root-relative URL of the product page */
  path: string;
}

export interface Crumb {
  name: string;
  /** root-relative path (prefix included) */
  path: string;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);

export function productJsonLd(product: ProductJsonLdInput, crumbs: Crumb[], origin: string) {
  const item: Record<string, unknown> = {
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    ...(product.ean ? { gtin13: product.ean } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    image: product.images.map((src) => absolute(origin, src)),
    description: product.description,
    offers: {
      "@type": "Offer",
      url: absolute(origin, product.path),
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
  };
  if (product.rating > 0 && product.ratingCount > 0) {
    item.aggregateRating = { "@type": "AggregateRating", ratingValue: product.rating, reviewCount: product.ratingCount, bestRating: 5, worstRating: 1 };
  }
  const breadcrumbs = {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
  return { "@context": "https://schema.org", "@graph": [item, breadcrumbs] };
}

/** JSON for an inline <script>: "<" escaped so no text can close the script element. */
export function scriptJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

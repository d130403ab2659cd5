import type { Company, Contact } from "./storefront";

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
  return { "@context": "https://schema.org", "@graph": [item, breadcrumbList(crumbs, origin)] };
}

function breadcrumbList(crumbs: Crumb[], origin: string) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

/** schema.org BreadcrumbList of a page's trail (home first, the page itself last). */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  return { "@context": "https://schema.org", ...breadcrumbList(crumbs, origin) };
}

export interface OrganizationJsonLdInput {
  name: string;
  /** root-relative home path of the storefront */
  path: string;
  /** root-relative or absolute logo */
  logo: string;
  /** the social networks block's profile URLs */
  sameAs: string[];
  /** the seller and how to reach them (the back office's shop settings), when set */
  company?: Company | null;
  contact?: Contact | null;
}

/** schema.org Organization on home: the shop, its logo and its social profiles (sameAs). */
export function organizationJsonLd(org: OrganizationJsonLdInput, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: org.name,
    url: absolute(origin, org.path),
    logo: absolute(origin, org.logo),
    ...(org.sameAs.length ? { sameAs: org.sameAs.filter((url) => /^https?:\/\//.test(url)) } : {}),
    ...(org.company
      ? {
          legalName: org.company.legalName,
          address: {
            "@type": "PostalAddress",
            streetAddress: org.company.street,
            postalCode: org.company.postcode,
            addressLocality: org.company.city,
            addressCountry: org.company.country,
          },
          ...(org.company.vatNumber ? { vatID: org.company.vatNumber } : {}),
          ...(org.company.registrationNumber ? { taxID: org.company.registrationNumber } : {}),
        }
      : {}),
    ...(org.contact?.email ? { email: org.contact.email } : {}),
    ...(org.contact?.phone ? { telephone: org.contact.phone } : {}),
  };
}

/** JSON for an inline <script>: "<" escaped so no text can close the script element. */
export function scriptJson(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

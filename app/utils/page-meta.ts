import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import type { RootData } from "~/root";
import { keptMessages } from "~/lib/messages";
import { type DefaultMetaBlock, type Seo, seoMeta, type SiteMeta, siteMeta } from "~/lib/seo";

// The one meta function of the storefront pages (spec §3 Default metadata).
// It reads the storefront's defaults from data already loaded: the root's name and origin and
// the layout's CoreDefaultMeta block (fetched with the layout's other blocks, so no page pays
// a query for it), and the page's own `seo` (or, on a private page, its `title`).

type Match = { id: string; data: unknown };

const LAYOUTS = ["layout-store", "layout-checkout"];

export function siteMetaOf(matches: readonly Match[]): SiteMeta | null {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  if (!root) return null;
  const layout = matches.find((m) => LAYOUTS.includes(m.id))?.data as
    { content?: { defaultMeta?: DefaultMetaBlock | null }; defaultMeta?: DefaultMetaBlock | null } | undefined;
  return siteMeta(root.locale.name, root.origin, layout?.content?.defaultMeta ?? layout?.defaultMeta ?? null, root.locale.logo);
}

function rootMessages(matches: readonly Match[]): { errors?: Record<string, string> } | undefined {
  const href = (matches.find((m) => m.id === "root")?.data as RootData | undefined)?.messagesHref;
  const json = href ? keptMessages(href) : undefined;
  return json ? (JSON.parse(json) as { errors?: Record<string, string> }) : undefined;
}

/** What a page's loader may give the meta: `seo` for a public page, `title` for a private one. */
interface PageMetaData {
  seo?: Seo;
  title?: string;
}

export const storeMeta: MetaFunction = ({ data, matches, location, error }) => {
  const site = siteMetaOf(matches as readonly Match[]);
  if (!site) return [];
  const page = data as PageMetaData | undefined;
  if (page?.seo) return seoMeta(page.seo, site);
  // private and transactional pages (account, wishlist, cart, checkout): described, never indexed
  if (page?.title) return seoMeta({ title: page.title, canonicalPath: location.pathname, index: false }, site);
  // the error page (spec §2): the 404's heading as its title, never indexed
  const errors = rootMessages(matches as readonly Match[])?.errors;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404 ? errors?.notFoundTitle : status === 410 ? errors?.goneTitle : status === 429 ? errors?.tooManyRequestsTitle : errors?.generalTitle;
  const description = status === 404 ? errors?.notFoundDescription : status === 410 ? errors?.goneDescription : undefined;
  return seoMeta({ title: title ?? site.siteName, description, canonicalPath: location.pathname, index: false }, site);
};

import type { AppLoadContext } from "@remix-run/node";
import { getFixedT } from "~/i18next.server";
import type { PageId } from "~/lib/page-kind";
import { requirePage } from "./storefront-request.server";

/**
 * Loader of a page whose capability lands in a later issue: it passes the page gate (prefix,
 * redirects, shop type, localized names) and renders an honest heading in the store language.
 */
export async function pendingPageLoader(request: Request, context: AppLoadContext, pageId: PageId, messageKey: string) {
  const { storefront } = await requirePage(request, context, pageId);
  const t = await getFixedT(storefront.iso);
  return {
    title: t(`pages.${messageKey}.title`),
    text: t(`pages.${messageKey}.pending`),
    siteName: storefront.name,
  };
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { getDb } from "~/db/db.server";
import { isPageAllowed } from "~/lib/page-kind";
import { getCategoryNavbar, type NavCategory } from "~/services/catalogue.server";
import { getLayoutContent } from "~/services/content.server";
import { storefrontOf } from "~/utils/storefront-request.server";

// The store layout (spec §2): header with logo, search, category navigation, cart and account
// links; footer from the content blocks.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await storefrontOf(request, context);
  const db = getDb();
  // spec §2: a shop type without the catch-all (other) has no category pages to lead to
  const catalogue = isPageAllowed(storefront.shopType, "catch-all");
  const [navigation, content] = await Promise.all([catalogue ? getCategoryNavbar(db, storefront) : ([] as NavCategory[]), getLayoutContent(db, storefront)]);
  return { navigation, content };
}

export default function StoreLayout() {
  const { navigation, content } = useLoaderData<typeof loader>();
  return (
    <>
      <SiteHeader navigation={navigation} headerInfo={content.headerInfo} />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter content={content} />
    </>
  );
}

export { LayoutErrorBoundary as ErrorBoundary } from "~/components/error-page";

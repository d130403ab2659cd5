import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { QuietHeader } from "~/components/quiet-header";
import { getDb } from "~/db/db.server";
import { defaultMetaOf, getBlocks } from "~/services/content.server";
import { useCartHref, useHref } from "~/utils/shop";
import { storefrontOf } from "~/utils/storefront-request.server";

// The checkout layout (spec §2): a quiet header without navigation, and the checkout footer line.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await storefrontOf(request, context);
  const blocks = await getBlocks(getDb(), storefront.department, ["CheckoutFooterMobileInfo", "CoreDefaultMeta"]);
  return {
    footerInfo: blocks.CheckoutFooterMobileInfo?.text ?? null,
    // spec §3 Default metadata for the checkout pages' meta (see utils/page-meta.ts)
    defaultMeta: defaultMetaOf(blocks),
  };
}

export default function CheckoutLayout() {
  const { footerInfo } = useLoaderData<typeof loader>();
  const t = useT();
  const cartHref = useCartHref();
  const href = useHref();
  // the cart as the checkout's first step (spec §2 shop types) needs no way back to itself
  const onCart = useLocation().pathname === cartHref;
  return (
    <>
      <QuietHeader>
        <span className="checkout-secure">{t("checkoutLayout.secure")}</span>
        {onCart ? null : (
          <Link to={cartHref} className="checkout-back">
            {t("checkoutLayout.backToCart")}
          </Link>
        )}
      </QuietHeader>
      <main id="main" className="site-main checkout-main">
        <Outlet />
      </main>
      <footer className="checkout-footer">
        <div className="container">
          {footerInfo ? <p>{footerInfo}</p> : null}
          <p>
            <Link to={href("/withdrawal")} data-withdraw-link>
              {t("footer.withdraw")}
            </Link>
          </p>
        </div>
      </footer>
    </>
  );
}

export { LayoutErrorBoundary as ErrorBoundary } from "~/components/error-page";

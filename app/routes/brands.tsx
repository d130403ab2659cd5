import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { BrandList } from "~/components/brand-list";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { storefrontPath } from "~/lib/storefront";
import { getBrandList } from "~/services/brands.server";
import { requirePage, siteOrigin } from "~/utils/storefront-request.server";
import { storeMeta } from "~/utils/page-meta";
import { getAlternates } from "~/services/alternates.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["content"] } satisfies PageHandle;
export const meta = storeMeta;

// Spec §2 brand list (/brands, /znamke, /marke, ...): the gate has already moved a foreign
// localized name to this storefront's name.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "brands");
  const origin = siteOrigin(storefront, context);
  const [brands, t, alternates] = await Promise.all([
    getBrandList(getDb(), storefront),
    getFixedT(storefront.iso),
    getAlternates(getDb(), storefront, context.publicAddress, { kind: "brands" }),
  ]);
  const brandsPath = storefront.localizedRoutes.brands;
  return withMessages(storefront, handle.i18n, {
    brands,
    brandsPath,
    siteName: storefront.name,
    origin,
    seo: {
      title: t("content.brands.title"),
      description: t("content.brands.description"),
      canonicalPath: storefrontPath(storefront, `/${brandsPath}`),
      alternates,
    },
  });
}

export default function Brands() {
  const { brands, brandsPath } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container brands-page">
      <header className="brands-head">
        <h1>{t("content.brands.title")}</h1>
        <p className="brands-lead">{t("content.brands.intro")}</p>
      </header>
      <BrandList brands={brands} brandsPath={brandsPath} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { safeDecode } from "~/lib/url";
import { resolveSlug } from "~/services/catalogue.server";
import { notFound, requirePage } from "~/utils/storefront-request.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: `${data.name} | ${data.siteName}` }] : []);

// Spec §2: /{slug...} is a product (by urlKey) or a category (by urlKey or storeUrl) of the
// current storefront; nothing found is the 404 page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront, restPath } = await requirePage(request, context, "catch-all");
  const slug = safeDecode(restPath);
  const match = slug === null ? null : await resolveSlug(getDb(), storefront, slug);
  if (!match) throw notFound(new URL(request.url).pathname);
  const t = await getFixedT(storefront.iso);
  return { ...match, siteName: storefront.name, pending: t("pages.catalogue.pending") };
}

export default function CatalogueEntry() {
  const { name, pending } = useLoaderData<typeof loader>();
  return (
    <div className="container page">
      <h1>{name}</h1>
      <p className="lead">{pending}</p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getDb } from "~/db/db.server";
import { getCmsPage } from "~/services/content.server";
import { pageNotFound, requirePage } from "~/utils/storefront-request.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.page.title} | ${data.siteName}` }, { name: "description", content: data.page.metaDescription }]
    : [];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "cms");
  const page = await getCmsPage(getDb(), storefront.iso, params.urlKey ?? "");
  if (!page) throw await pageNotFound(storefront, new URL(request.url).pathname);
  return { page, siteName: storefront.name };
}

export default function CmsPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <article className="container page cms-page">
      <h1>{page.title}</h1>
      {page.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

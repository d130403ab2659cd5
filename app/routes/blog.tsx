import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { BlogCategoryNav, BlogList, BlogPagination } from "~/components/blog-parts";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { parsePage } from "~/lib/listing-query";
import { storefrontPath } from "~/lib/storefront";
import { getBlogCategories, getBlogPostPage } from "~/services/blog.server";
import { requirePage, siteOrigin } from "~/utils/storefront-request.server";
import { storeMeta } from "~/utils/page-meta";
import { getAlternates } from "~/services/alternates.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["content"] } satisfies PageHandle;
export const meta = storeMeta;

// Spec §2 /blog: the posts, newest first, 12 a page (`p`; a bad one is page 1).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "blog");
  const url = new URL(request.url);
  const db = getDb();
  const page = parsePage(url.searchParams.get("p"));
  const [list, categories, t, alternates] = await Promise.all([
    getBlogPostPage(db, storefront.iso, { page }),
    getBlogCategories(db, storefront.iso),
    getFixedT(storefront.iso),
    // a later page is not the same page elsewhere: the first page alone has alternates
    page === 1 ? getAlternates(db, storefront, context.publicAddress, { kind: "blog" }) : [],
  ]);
  const basePath = storefrontPath(storefront, "/blog");
  return withMessages(storefront, handle.i18n, {
    ...list,
    categories,
    basePath,
    siteName: storefront.name,
    origin: siteOrigin(storefront, context),
    seo: {
      title: list.page > 1 ? `${t("content.blog.title")} – ${t("content.blog.page", { page: list.page })}` : t("content.blog.title"),
      description: t("content.blog.description"),
      canonicalPath: list.page > 1 ? `${basePath}?p=${list.page}` : basePath,
      image: list.posts[0]?.imageId ? `/images/${list.posts[0].imageId}/700.webp` : null,
      alternates,
    },
  });
}

export default function Blog() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container blog-page">
      <header className="blog-head">
        <h1>{t("content.blog.title")}</h1>
        <p className="blog-lead">{t("content.blog.description")}</p>
      </header>
      <BlogCategoryNav categories={data.categories} current={null} />
      <BlogList posts={data.posts} />
      <BlogPagination page={data.page} pageCount={data.pageCount} basePath={data.basePath} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

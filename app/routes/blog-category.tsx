import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { BlogCategoryNav, BlogList, BlogPagination } from "~/components/blog-parts";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { parsePage } from "~/lib/listing-query";
import { isContentSlug } from "~/lib/content-slug";
import { storefrontPath } from "~/lib/storefront";
import { findBlogCategory, getBlogCategories, getBlogPostPage } from "~/services/blog.server";
import { pageNotFound, requirePage, siteOrigin } from "~/utils/storefront-request.server";
import { storeMeta } from "~/utils/page-meta";
import { getAlternates } from "~/services/alternates.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["content"] } satisfies PageHandle;
export const meta = storeMeta;

// Spec §2 /blog/category/{prop}: the category's posts. A slug of another language moves
// (301) to this language's slug of the same category; an unknown one is a 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "blog-category");
  const url = new URL(request.url);
  const db = getDb();
  const lookup = isContentSlug(params.prop) ? await findBlogCategory(db, storefront.iso, params.prop) : null;
  if (lookup && "movedTo" in lookup) {
    throw redirect(storefrontPath(storefront, `/blog/category/${encodeURIComponent(lookup.movedTo)}`) + url.search, 301);
  }
  if (!lookup) throw await pageNotFound(storefront, url.pathname);
  const category = lookup.found;
  const page = parsePage(url.searchParams.get("p"));
  const [list, categories, t, alternates] = await Promise.all([
    getBlogPostPage(db, storefront.iso, { page, categoryId: category.id }),
    getBlogCategories(db, storefront.iso),
    getFixedT(storefront.iso),
    // a later page is not the same page elsewhere: the first page alone has alternates
    page === 1 ? getAlternates(db, storefront, context.publicAddress, { kind: "blog-category", id: category.id }) : [],
  ]);
  const basePath = storefrontPath(storefront, `/blog/category/${category.urlKey}`);
  return withMessages(storefront, handle.i18n, {
    ...list,
    category,
    categories,
    basePath,
    siteName: storefront.name,
    origin: siteOrigin(storefront, context),
    seo: {
      title: `${category.name} – ${t("content.blog.title")}`,
      description: t("content.blog.categoryDescription", { name: category.name }),
      canonicalPath: list.page > 1 ? `${basePath}?p=${list.page}` : basePath,
      image: list.posts[0]?.imageId ? `/images/${list.posts[0].imageId}/700.webp` : null,
      alternates,
    },
  });
}

export default function BlogCategoryPage() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container blog-page">
      <header className="blog-head">
        <p className="blog-kicker">{t("content.blog.title")}</p>
        <h1>{data.category.name}</h1>
        <p className="blog-lead">{t("content.blog.postCount", { count: data.total })}</p>
      </header>
      <BlogCategoryNav categories={data.categories} current={data.category.id} />
      <BlogList posts={data.posts} />
      <BlogPagination page={data.page} pageCount={data.pageCount} basePath={data.basePath} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

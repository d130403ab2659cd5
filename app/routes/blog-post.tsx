import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Picture } from "~/components/picture";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { BlogCard, BlogDate } from "~/components/blog-parts";
import { getDb } from "~/db/db.server";
import { imageUrl } from "~/lib/images";
import { isContentSlug } from "~/lib/content-slug";
import { storefrontPath } from "~/lib/storefront";
import { findBlogPost } from "~/services/blog.server";
import { useHref } from "~/utils/shop";
import { pageNotFound, requirePage, siteOrigin } from "~/utils/storefront-request.server";
import { storeMeta } from "~/utils/page-meta";
import { JsonLd, useOrigin } from "~/components/json-ld";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { getAlternates } from "~/services/alternates.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["content"] } satisfies PageHandle;
export const meta = storeMeta;

// Spec §2 /blog/{prop}: one post. A slug of another language moves (301) to this language's
// slug of the same post; an unknown one is a 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "blog-post");
  const url = new URL(request.url);
  const lookup = isContentSlug(params.prop) ? await findBlogPost(getDb(), storefront.iso, params.prop) : null;
  if (lookup && "movedTo" in lookup) {
    throw redirect(storefrontPath(storefront, `/blog/${encodeURIComponent(lookup.movedTo)}`) + url.search, 301);
  }
  if (!lookup) throw await pageNotFound(storefront, url.pathname);
  const { post, related } = lookup.found;
  const alternates = await getAlternates(getDb(), storefront, context.publicAddress, { kind: "blog-post", id: post.id });
  return withMessages(storefront, handle.i18n, {
    post,
    related,
    siteName: storefront.name,
    origin: siteOrigin(storefront, context),
    seo: {
      title: post.title,
      description: post.excerpt,
      canonicalPath: storefrontPath(storefront, `/blog/${post.urlKey}`),
      image: post.imageId ? imageUrl(post.imageId, 700) : null,
      type: "article" as const,
      alternates,
    },
  });
}

export default function BlogPostPage() {
  const { post, related } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useHref();
  const origin = useOrigin();
  const { pathname } = useLocation();
  const crumbs = [
    { name: t("product.breadcrumbs.home"), path: href("/") },
    { name: t("content.blog.title"), path: href("/blog") },
    { name: post.category.name, path: href(`/blog/category/${post.category.urlKey}`) },
    { name: post.title, path: pathname },
  ];
  return (
    <div className="container blog-page">
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
      <article className="blog-post">
        <nav className="blog-crumbs" aria-label={t("content.blog.title")}>
          <Link to={href("/blog")}>{t("content.blog.title")}</Link>
          <span aria-hidden="true"> / </span>
          <Link to={href(`/blog/category/${post.category.urlKey}`)}>{post.category.name}</Link>
        </nav>
        <h1>{post.title}</h1>
        <p className="blog-meta">
          <BlogDate value={post.publishedAt} />
        </p>
        {post.imageId ? <Picture className="blog-post-image" imageId={post.imageId} size="base" width={700} height={700} priority decodeSync /> : null}
        <p className="blog-post-lead">{post.excerpt}</p>
        {/* written in Markdown in the back office, sanitised when saved (lib/content-markdown.ts) */}
        <div className="blog-post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
        <p>
          <Link to={href("/blog")} className="button button-secondary">
            ← {t("content.blog.backToBlog")}
          </Link>
        </p>
      </article>
      {related.length > 0 ? (
        <section className="blog-related" aria-labelledby="blog-related-title">
          <h2 id="blog-related-title">{t("content.blog.related", { name: post.category.name })}</h2>
          <ul className="blog-list">
            {related.map((item) => (
              <li key={item.id}>
                <BlogCard post={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

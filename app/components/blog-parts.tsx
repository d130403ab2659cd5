import { Link } from "@remix-run/react";
import { Picture } from "./picture";
import { useT } from "~/utils/use-t";
import type { BlogCategory, BlogPostSummary } from "~/services/blog.server";
import { useHref, useShop } from "~/utils/shop";

// Blog pieces shared by the list, category and post pages.

/** A date in the storefront's locale ("20. januar 2026"); UTC so server and browser agree. */
export function BlogDate({ value }: { value: string }) {
  const shop = useShop();
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  const text = Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(shop?.locale ?? "en", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
  return <time dateTime={value.slice(0, 10)}>{text}</time>;
}

export function BlogCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  const t = useT();
  const href = useHref();
  const url = href(`/blog/${post.urlKey}`);
  return (
    <article className="blog-card">
      {post.imageId ? (
        <Link to={url} className="blog-card-image" tabIndex={-1} aria-hidden="true">
          <Picture imageId={post.imageId} size="small" width={350} height={350} priority={eager} />
        </Link>
      ) : null}
      <div className="blog-card-body">
        <p className="blog-meta">
          <Link to={href(`/blog/category/${post.category.urlKey}`)} className="blog-category-link">
            {post.category.name}
          </Link>
          <span aria-hidden="true"> · </span>
          <BlogDate value={post.publishedAt} />
        </p>
        <h2 className="blog-card-title">
          <Link to={url}>{post.title}</Link>
        </h2>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        <Link to={url} className="blog-card-more">
          {t("content.blog.readMore")} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}

/** Topic links: all articles plus one per category, the current one marked. */
export function BlogCategoryNav({ categories, current }: { categories: BlogCategory[]; current: number | null }) {
  const t = useT();
  const href = useHref();
  return (
    <nav className="blog-topics" aria-label={t("content.blog.categories")}>
      <ul>
        <li>
          <Link to={href("/blog")} aria-current={current === null ? "page" : undefined}>
            {t("content.blog.allPosts")}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={href(`/blog/category/${category.urlKey}`)} aria-current={current === category.id ? "page" : undefined}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Numbered page links (`?p=`), plain links so they work without JavaScript. */
export function BlogPagination({ page, pageCount, basePath }: { page: number; pageCount: number; basePath: string }) {
  const t = useT();
  if (pageCount <= 1) return null;
  const link = (n: number) => (n === 1 ? basePath : `${basePath}?p=${n}`);
  return (
    <nav className="blog-pagination" aria-label={t("content.blog.pagination")}>
      {page > 1 ? (
        <Link to={link(page - 1)} rel="prev">
          ← {t("content.blog.previous")}
        </Link>
      ) : null}
      <ul>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link to={link(n)} aria-label={t("content.blog.page", { page: n })} aria-current={n === page ? "page" : undefined}>
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link to={link(page + 1)} rel="next">
          {t("content.blog.next")} →
        </Link>
      ) : null}
    </nav>
  );
}

/** The list of a blog page: cards, or a note when there is nothing yet. */
export function BlogList({ posts }: { posts: BlogPostSummary[] }) {
  const t = useT();
  if (posts.length === 0) return <p className="blog-empty">{t("content.blog.noPosts")}</p>;
  return (
    <ul className="blog-list">
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

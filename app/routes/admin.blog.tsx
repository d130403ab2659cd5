import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TableWrap } from "~/components/admin/admin-ui";
import { LanguageLinks } from "~/components/admin/content-editor";
import { getDb } from "~/db/db.server";
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, languageOf } from "~/lib/content-form";
import { listBlogPostsForAdmin } from "~/services/content-admin.server";
import { adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/blog (README "CMS pages and blog posts"): every blog post, newest first, with its title
// and address in one storefront language, its publish date and whether it is published.

export const meta: MetaFunction = () => [{ title: "Blog · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  const lang = languageOf(new URL(request.url).searchParams.get("lang"));
  return adminPage({ lang, posts: await listBlogPostsForAdmin(getDb(), lang) });
}

export default function BlogList() {
  const { lang, posts } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Blog</h1>
      <p className="admin-actions">
        <Link className="button" to={`/admin/blog/new?lang=${lang}`}>
          New post
        </Link>
        <Link to={`/admin/blog/categories?lang=${lang}`}>Categories</Link>
      </p>
      <LanguageLinks lang={lang} languages={CONTENT_LANGUAGES} label="Titles in" />
      <TableWrap label="Blog posts">
        <table className="admin-table" data-posts>
          <caption className="visually-hidden">Blog posts, newest first, titles in {LANGUAGE_NAMES[lang]}</caption>
          <thead>
            <tr>
              <th scope="col">Title ({LANGUAGE_NAMES[lang]})</th>
              <th scope="col">Address</th>
              <th scope="col">Publish date</th>
              <th scope="col">Status</th>
              <th scope="col">Languages</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((p) => (
              <tr key={p.id} data-post-id={p.id}>
                <td>
                  <Link to={`/admin/blog/${p.id}?lang=${lang}`}>{p.title ?? `Post ${p.id} (no text in ${LANGUAGE_NAMES[lang]})`}</Link>
                </td>
                <td>{p.urlKey ? `/blog/${p.urlKey}` : "—"}</td>
                <td>{p.published_at.slice(0, 10)}</td>
                <td>{p.published ? "Published" : "Draft"}</td>
                <td>{p.languages.join(", ") || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}

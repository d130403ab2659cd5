import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TableWrap } from "~/components/admin/admin-ui";
import { LanguageLinks } from "~/components/admin/content-editor";
import { getDb } from "~/db/db.server";
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, languageOf } from "~/lib/content-form";
import { listCmsPagesForAdmin } from "~/services/content-admin.server";
import { adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/pages (README "CMS pages and blog posts"): every CMS page — the terms, privacy and
// delivery pages among them — with its title and address in one storefront language, whether it
// is published, and the languages it has text in.

export const meta: MetaFunction = () => [{ title: "Pages · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  const lang = languageOf(new URL(request.url).searchParams.get("lang"));
  return adminPage({ lang, pages: await listCmsPagesForAdmin(getDb(), lang) });
}

export default function PagesList() {
  const { lang, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Pages</h1>
      <p>
        <Link className="button" to={`/admin/pages/new?lang=${lang}`}>
          New page
        </Link>
      </p>
      <LanguageLinks lang={lang} languages={CONTENT_LANGUAGES} label="Titles in" />
      <TableWrap label="Pages">
        <table className="admin-table" data-pages>
          <caption className="visually-hidden">CMS pages, titles in {LANGUAGE_NAMES[lang]}</caption>
          <thead>
            <tr>
              <th scope="col">Title ({LANGUAGE_NAMES[lang]})</th>
              <th scope="col">Address</th>
              <th scope="col">Status</th>
              <th scope="col">Languages</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => (
              <tr key={p.id} data-page-id={p.id}>
                <td>
                  <Link to={`/admin/pages/${p.id}?lang=${lang}`}>{p.title ?? `Page ${p.id} (no text in ${LANGUAGE_NAMES[lang]})`}</Link>
                </td>
                <td>{p.urlKey ? `/cms/${p.urlKey}` : "—"}</td>
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

import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { getDb } from "~/db/db.server";
import { isContentSlug } from "~/lib/content-slug";
import { storefrontPath } from "~/lib/storefront";
import { getCmsPage, getCmsPageList, localizedCmsSlug } from "~/services/content.server";
import { useHref } from "~/utils/shop";
import { pageNotFound, requirePage, siteOrigin } from "~/utils/storefront-request.server";
import { storeMeta } from "~/utils/page-meta";
import { getAlternates } from "~/services/alternates.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["content"] } satisfies PageHandle;
export const meta = storeMeta;

// Spec §2 /cms/{url_key}: a content page in the storefront language, with the language's other
// pages beside it. The slug of another language moves (301) to this language's slug.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "cms");
  // not a slug at all (a NUL byte, a slash): the 404 below, without asking the database
  const urlKey = isContentSlug(params.urlKey) ? params.urlKey : "";
  const [moved, pages] = await Promise.all([urlKey ? localizedCmsSlug(getDb(), storefront.iso, urlKey) : null, getCmsPageList(getDb(), storefront.iso)]);
  if (moved) throw redirect(storefrontPath(storefront, `/cms/${encodeURIComponent(moved)}`) + new URL(request.url).search, 301);
  const origin = siteOrigin(storefront, context);
  const [page, alternates] = urlKey
    ? await Promise.all([
        getCmsPage(getDb(), storefront.iso, urlKey),
        getAlternates(getDb(), storefront, context.publicAddress, { kind: "cms", urlKey, language: storefront.iso }),
      ])
    : [null, []];
  if (!page) throw await pageNotFound(storefront, new URL(request.url).pathname);
  return withMessages(storefront, handle.i18n, {
    page,
    pages,
    siteName: storefront.name,
    origin,
    seo: { title: page.title, description: page.metaDescription, canonicalPath: storefrontPath(storefront, `/cms/${page.urlKey}`), alternates },
  });
}

export default function CmsPage() {
  const { page, pages } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useHref();
  return (
    <div className="container cms-layout">
      <article className="cms-page">
        <h1>{page.title}</h1>
        {/* written in Markdown in the back office, sanitised when saved (lib/content-markdown.ts) */}
        <div className="cms-body" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
      {pages.length > 1 ? (
        <nav className="cms-side" aria-labelledby="cms-side-title">
          <h2 id="cms-side-title">{t("content.cms.otherPages")}</h2>
          <ul>
            {pages.map((item) => (
              <li key={item.urlKey}>
                <Link to={href(`/cms/${item.urlKey}`)} aria-current={item.urlKey === page.urlKey ? "page" : undefined}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getDb } from "~/db/db.server";
import type { PageHandle } from "~/lib/messages";
import { htmlText } from "~/lib/content-markdown";
import { storefrontPath } from "~/lib/storefront";
import { currentLegalSlug, getLegalText } from "~/services/legal-texts.server";
import { withMessages } from "~/utils/messages.server";
import { storeMeta } from "~/utils/page-meta";
import { useHref } from "~/utils/shop";
import { pageNotFound, requirePage } from "~/utils/storefront-request.server";
import { useT } from "~/utils/use-t";

export const handle = { i18n: ["content"] } satisfies PageHandle;
export const meta = storeMeta;

// /legal/<version>: the terms and conditions or the privacy notice exactly as an order accepted
// them (legal-texts.server.ts), linked from the order's confirmation mail. A version never
// changes, so the page is public and cached like the CMS page it was copied from; it names the
// current version beside it. Only the storefront's own language's versions answer here.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "legal-text");
  const db = getDb();
  const text = await getLegalText(db, params.version ?? "");
  if (!text || text.lang !== storefront.iso) throw await pageNotFound(storefront, new URL(request.url).pathname);
  const current = await currentLegalSlug(db, text.kind, text.lang);
  const since = new Intl.DateTimeFormat(storefront.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(text.since));
  return withMessages(storefront, handle.i18n, {
    siteName: storefront.name,
    text: { title: text.title, html: text.html, since },
    current,
    // the current version is the page to find; this one is kept for the orders that name it
    seo: {
      title: text.title,
      description: htmlText(text.html).slice(0, 160),
      canonicalPath: storefrontPath(storefront, `/legal/${text.version}`),
      index: false,
    },
  });
}

export default function LegalTextPage() {
  const { text, current } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useHref();
  return (
    <div className="container cms-layout">
      <article className="cms-page" data-legal-text>
        <h1>{text.title}</h1>
        <p className="cms-version">
          {t("content.cms.acceptedVersion", { date: text.since })}
          {current ? (
            <>
              {" "}
              <Link to={href(`/cms/${current}`)}>{t("content.cms.currentVersion")}</Link>
            </>
          ) : null}
        </p>
        <div className="cms-body" dangerouslySetInnerHTML={{ __html: text.html }} />
      </article>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

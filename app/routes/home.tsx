import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HomeView } from "~/components/home-view";
import { getDb } from "~/db/db.server";
import { storefrontPath } from "~/lib/storefront";
import { getHomePageData } from "~/services/home-page.server";
import { requirePage, siteOrigin } from "~/utils/storefront-request.server";
import { storeMeta } from "~/utils/page-meta";
import { JsonLd, useOrigin } from "~/components/json-ld";
import { organizationJsonLd } from "~/lib/json-ld";
import { useHref } from "~/utils/shop";
import { getAlternates } from "~/services/alternates.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["content"] } satisfies PageHandle;
export const meta = storeMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "home");
  const origin = siteOrigin(storefront, context);
  const [home, alternates] = await Promise.all([
    getHomePageData(getDb(), storefront),
    getAlternates(getDb(), storefront, context.publicAddress, { kind: "home" }),
  ]);
  return withMessages(storefront, handle.i18n, {
    ...home,
    origin,
    seo: { title: home.meta.title, description: home.meta.description, image: home.meta.image, canonicalPath: storefrontPath(storefront, "/"), alternates },
  });
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const origin = useOrigin();
  const href = useHref();
  // spec §3: the shop as a schema.org Organization, its social profiles as sameAs
  const organization = organizationJsonLd(
    {
      name: data.siteName,
      path: href("/"),
      logo: data.logo,
      sameAs: data.socialNetworks.map((item) => item.url),
      company: data.company,
      contact: data.contact,
    },
    origin,
  );
  return (
    <HomeView data={data}>
      <JsonLd data={organization} />
    </HomeView>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

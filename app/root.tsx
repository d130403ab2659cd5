import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "~/components/error-page";
import { I18nProvider } from "~/components/i18n-provider";
import { useNonce } from "~/components/nonce";
import { messagesFor } from "~/i18next.server";
import { LOCALE_PREFIXES } from "~/lib/route-table.js";
import { shopLocale, storefrontPath } from "~/lib/storefront";
import en from "~/locales/en";
import stylesheet from "~/styles/app.css";
import contentStyles from "~/styles/content.css";
import discoveryStyles from "~/styles/discovery.css";
import listingStyles from "~/styles/listing.css";
import productStyles from "~/styles/product.css";
import { storefrontOf } from "~/utils/storefront-request.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: productStyles },
  { rel: "stylesheet", href: listingStyles },
  { rel: "stylesheet", href: discoveryStyles },
  { rel: "stylesheet", href: contentStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.locale.name ?? "Lumera" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront, hostStorefronts } = await storefrontOf(request, context);
  return {
    locale: shopLocale(storefront),
    messages: messagesFor(storefront.iso),
    // the storefronts sharing this host, for the language/country switcher
    storefronts: hostStorefronts.map((s) => ({
      department: s.department,
      name: s.name,
      languageName: s.languageName,
      href: storefrontPath(s, "/"),
    })),
  };
}

const prefixOf = (url: URL) => {
  const first = url.pathname.split("/")[1] ?? "";
  return LOCALE_PREFIXES.includes(first) ? first : "";
};

/**
 * The root data (storefront, its messages, the host's storefronts) depends only on the host
 * and the locale prefix: a client-side navigation inside one storefront keeps it instead of
 * downloading the messages again with every page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.host !== nextUrl.host || prefixOf(currentUrl) !== prefixOf(nextUrl) ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.locale.iso ?? "en";
  const nonce = useNonce();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider language={language} messages={data?.messages ?? en}>
          {children}
        </I18nProvider>
        {/* spec §2: navigation scrolls to the top, or to the hash anchor */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Reached only when the root loader itself fails (the database is down, say): a bare page.
export function ErrorBoundary() {
  return (
    <main className="container error-shell">
      <ErrorPage />
    </main>
  );
}

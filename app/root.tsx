import { type AppLoadContext, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import type { CSSProperties, ReactNode } from "react";
import { ErrorPage } from "~/components/error-page";
import { I18nProvider, MessagesPreloads } from "~/components/i18n-provider";
import { useNonce } from "~/components/nonce";
import { isLocalePrefix } from "~/lib/route-table.js";
import { DEFAULT_FAVICON } from "~/lib/seo";
import { shopLocale, storefrontPath } from "~/lib/storefront";
import errors from "~/locales/errors/en";
import { shellMessages } from "~/utils/messages.server";
// every area stylesheet in one file (styles/index.css imports them; the build inlines the imports)
import stylesheet from "~/styles/index.css";
import { getPageSession, tokenLinkRedirect } from "~/utils/auth.server";
import { readConsent, withCookies } from "~/utils/cookies.server";
import { ConsentBanner } from "~/components/consent-banner";
import { ThirdPartyScripts } from "~/components/third-party-scripts";
import { getCartCount } from "~/services/cart.server";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { UpdateNotice } from "~/components/update-notice";
import { siteOrigin, storefrontOf } from "~/utils/storefront-request.server";
import { onAdminHost } from "~/utils/staff-auth.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

// the pages' own meta (utils/page-meta.ts) replaces this; it stands when the root itself fails
export const meta: MetaFunction = ({ data }) => [
  { title: (data as RootData | undefined)?.locale.name ?? "Shop" },
  { tagName: "link", rel: "icon", href: DEFAULT_FAVICON, type: "image/svg+xml" },
];

async function rootData(request: Request, context: AppLoadContext) {
  const [{ storefront, hostStorefronts }, { current, clear }] = await Promise.all([storefrontOf(request, context), getPageSession(request, context)]);
  // the header's mini-cart (spec §9 count); no session, no cart, no query
  const cartCount = current ? await getCartCount(getDb(), current.session, storefront.department) : 0;
  const page = {
    cartCount,
    // absolute URLs in the meta tags (canonical, og:url, og:image) and JSON-LD start with it:
    // the storefront's configured domain, so an unknown Host gets the default storefront's URLs
    origin: siteOrigin(storefront, context),
    versionPollSeconds: getEnv().VERSION_POLL_SECONDS,
    // spec §3 consent cookie: what the shopper allowed (null: not asked yet)
    consent: readConsent(request),
    locale: shopLocale(storefront),
    // who is shopping (spec §4/§6): the header's account link and the wishlist hearts need it
    user: current ? { type: current.user.type, firstName: current.customer?.firstName ?? null, wishlist: current.user.wishlist } : null,
    // the shell's messages, as the file the browser fetches once and keeps (lib/messages.ts
    // MESSAGES_FILES); each page's loader sends its own
    messagesHref: shellMessages(storefront.iso).href,
    // the storefronts sharing this host, for the language/country switcher
    storefronts: hostStorefronts.map((s) => ({
      department: s.department,
      name: s.name,
      languageName: s.languageName,
      href: storefrontPath(s, "/"),
    })),
  };
  return { page, clear };
}

export type RootData = Awaited<ReturnType<typeof rootData>>["page"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // the back office has no storefront, shopper or consent: its layout (routes/admin.tsx) has it all
  if (onAdminHost(context)) return null;
  // spec §2 token links: taken into the cookies, then the address is cleaned by a redirect
  const linked = await tokenLinkRedirect(request, context);
  if (linked) throw linked;
  const { page, clear } = await rootData(request, context);
  // spec §4: a token that no longer resolves is dropped silently with the response
  return clear.length ? data(page, { headers: withCookies(clear) }) : page;
}

const prefixOf = (url: URL) => {
  const first = url.pathname.split("/")[1] ?? "";
  return isLocalePrefix(first) ? first : "";
};

/**
 * The root data (storefront, its shell messages, the host's storefronts, the shopper and their
 * wishlist) changes only with the host or locale prefix, with a form submission (login,
 * logout, wishlist) or with a token link: any other client-side navigation inside one
 * storefront keeps it instead of downloading the messages again with every page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  const submitted = formMethod !== undefined && formMethod.toUpperCase() !== "GET";
  const tokenLink = nextUrl.searchParams.has("auth_token") || nextUrl.searchParams.has("guest_token");
  const otherStorefront = currentUrl.host !== nextUrl.host || prefixOf(currentUrl) !== prefixOf(nextUrl);
  return submitted || tokenLink || otherStorefront ? defaultShouldRevalidate : false;
};

// when the root loader itself failed (no storefront, no language): the error page in English
const NO_STOREFRONT_MESSAGES = { errors };

export function Layout({ children }: { children: ReactNode }) {
  const data = (useRouteLoaderData("root") as RootData | null | undefined) ?? undefined;
  const language = data?.locale.iso ?? "en";
  const nonce = useNonce();
  // the storefront's brand colour (README "Logo, colour, and switching a storefront off"): the
  // accent of the header's and buttons' highlights, checked when saved (lib/storefront-look.ts)
  const colour = data?.locale.brandColour;
  const brand = colour ? ({ "--accent": colour, "--brand": colour } as CSSProperties) : undefined;
  return (
    <html lang={language} style={brand}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* the shell's and the page's messages (lib/messages.ts), fetched by entry.client.tsx before it hydrates */}
        <MessagesPreloads shell={data?.messagesHref} />
        <Links />
      </head>
      <body>
        <I18nProvider language={language} shell={data?.messagesHref ?? NO_STOREFRONT_MESSAGES}>
          {/* first in the tab order: a keyboard answers it before anything it could cover */}
          {data ? <ConsentBanner consent={data.consent} /> : null}
          {children}
          {data ? (
            <>
              <ThirdPartyScripts consent={data.consent} keys={data.locale.publicKeys} />
              <UpdateNotice pollSeconds={data.versionPollSeconds} />
            </>
          ) : null}
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

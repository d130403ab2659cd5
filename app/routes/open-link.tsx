import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getFixedT } from "~/i18next.server";
import type { PageHandle } from "~/lib/messages";
import { safeRedirect } from "~/lib/safe-redirect";
import { storefrontPath } from "~/lib/storefront";
import { parseSubmission } from "~/utils/form.server";
import { withMessages } from "~/utils/messages.server";
import { storeMeta } from "~/utils/page-meta";
import { getPageSession, isGuestLink, takeGuestLink } from "~/utils/auth.server";
import { withCookies } from "~/utils/cookies.server";
import { requirePage } from "~/utils/storefront-request.server";
import { useT } from "~/utils/use-t";
import { PERSONAL_NOINDEX } from "~/lib/cache-headers";

// /open-link: where a token link (spec §2: ?auth_token=, ?guest_token=) is decided safely
// (tokenLinkRedirect in session.server.ts sends it here).
// - ?to=<the link>: the same-site hop. A navigation from another site arrives without the
//   SameSite=Strict session cookies; this page sends the browser straight back to the link
//   (a refresh needs no JavaScript), and that navigation, started here, carries them.
// - ?cart=<guest token>&redirectTo=: a guest link hands over whoever sent it's live cart, and
//   what the shopper types into its checkout is theirs to read: the shopper is asked first.

export const handle = { i18n: ["account"] } satisfies PageHandle;

export const headers = () => PERSONAL_NOINDEX;

export const meta: MetaFunction<typeof loader> = (args) => [
  ...storeMeta(args),
  { name: "robots", content: "noindex" },
  ...(args.data?.hop ? [{ httpEquiv: "refresh", content: `0;url=${args.data.hop}` }] : []),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "open-link");
  const params = new URL(request.url).searchParams;
  const t = await getFixedT(storefront.iso);
  const to = params.get("to");
  if (to !== null)
    return withMessages(storefront, handle.i18n, {
      siteName: storefront.name,
      title: t("account.tokenLink.openingTitle"),
      hop: safeRedirect(to, "/"),
      cart: null,
    });
  const redirectTo = safeRedirect(params.get("redirectTo"), storefrontPath(storefront, "/"));
  const token = params.get("cart");
  const { current } = await getPageSession(request, context);
  // a browser with a session of its own keeps it; a dead link asks nothing
  if (current || !(await isGuestLink(token))) throw redirect(redirectTo, { headers: PERSONAL_NOINDEX });
  return withMessages(storefront, handle.i18n, {
    siteName: storefront.name,
    title: t("account.tokenLink.cartTitle"),
    hop: null,
    cart: { token: token as string, redirectTo },
  });
}

const continueSchema = z.object({ intent: z.literal("continue"), token: z.string().min(1).max(200), redirectTo: z.string().max(2000).optional() });

export async function action({ request, context }: ActionFunctionArgs) {
  const { storefront } = await requirePage(request, context, "open-link");
  const form = await parseSubmission(request, continueSchema);
  const home = storefrontPath(storefront, "/");
  if (!form.ok) throw redirect(home, { status: 303, headers: PERSONAL_NOINDEX });
  const cookies = await takeGuestLink(request, form.data.token);
  throw redirect(safeRedirect(form.data.redirectTo, home), { status: 303, headers: withCookies(cookies, PERSONAL_NOINDEX) });
}

export default function OpenLink() {
  const { hop, cart } = useLoaderData<typeof loader>();
  const t = useT();
  if (hop)
    return (
      <div className="container page account-page account-narrow">
        <h1>{t("account.tokenLink.openingTitle")}</h1>
        <p className="account-intro">
          {t("account.tokenLink.openingText")}{" "}
          <a className="button" href={hop}>
            {t("account.tokenLink.open")}
          </a>
        </p>
      </div>
    );
  return (
    <div className="container page account-page account-narrow">
      <h1>{t("account.tokenLink.cartTitle")}</h1>
      <Form method="post" className="account-card account-form">
        <p className="account-intro">{t("account.tokenLink.cartIntro")}</p>
        <p className="account-intro">{t("account.tokenLink.cartHint")}</p>
        <input type="hidden" name="intent" value="continue" />
        <input type="hidden" name="token" value={cart?.token ?? ""} />
        <input type="hidden" name="redirectTo" value={cart?.redirectTo ?? ""} />
        <button type="submit" className="button account-submit">
          {t("account.tokenLink.cartContinue")}
        </button>
        <Link className="button button-secondary" to={cart?.redirectTo ?? "/"}>
          {t("account.tokenLink.cartDecline")}
        </Link>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

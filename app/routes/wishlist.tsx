import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { z } from "zod";
import { accountMeta } from "~/components/account-form";
import { ProductCard } from "~/components/product-card";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { storefrontPath } from "~/lib/storefront";
import { getProductCards, toCardSummary } from "~/services/product-card.server";
import { addWishlistItems, deleteWishlistItem } from "~/services/wishlist.server";
import { ensurePageSession, getPageSession } from "~/utils/auth.server";
import { withCookies } from "~/utils/cookies.server";
import { useHref } from "~/utils/shop";
import { parseSubmission } from "~/utils/form.server";
import { requirePage } from "~/utils/storefront-request.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["account"] } satisfies PageHandle;
// /wishlist (spec §4 Wishlist): the saved products, and the add/delete action the hearts post
// to. A guest's list lives under a guest token issued on the first add (never on a page view).

export const meta = accountMeta;

/** At most this many saved products are shown (a wishlist, not a catalogue). */
const MAX_SHOWN = 200;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "wishlist");
  const [{ current }, t] = await Promise.all([getPageSession(request, context), getFixedT(storefront.iso)]);
  const ids = current?.user.wishlist.slice(0, MAX_SHOWN) ?? [];
  // only what this storefront sells is shown (a one-brand shop, another language)
  const cards = ids.length ? await getProductCards(getDb(), storefront, ids) : [];
  return withMessages(storefront, handle.i18n, {
    title: t("account.wishlist.title"),
    siteName: storefront.name,
    products: cards.map(toCardSummary),
    loggedIn: current?.user.type === "auth",
    path: storefrontPath(storefront, "/wishlist"),
  });
}

const formSchema = z.object({
  intent: z.enum(["add", "delete"]),
  productId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  redirectTo: z.string().max(2000).optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { storefront } = await requirePage(request, context, "wishlist");
  const form = await parseSubmission(request, formSchema);
  if (!form.ok) throw data({ message: "Bad Request: intent and productId are required" }, { status: 400 });
  const { intent, productId, redirectTo } = form.data;
  const db = getDb();
  let cookies: string[] = [];
  let wishlist: number[];
  if (intent === "add") {
    // spec §4: the guest token is issued on first need
    const ensured = await ensurePageSession(request);
    cookies = ensured.cookies;
    wishlist = await addWishlistItems(db, ensured.session, [productId]);
  } else {
    const { current } = await getPageSession(request, context);
    wishlist = current ? await deleteWishlistItem(db, current.session, productId) : [];
  }
  // the plain form comes back to its page; the JavaScript heart (a fetcher) takes the list
  if (redirectTo !== undefined) throw redirect(safeRedirect(redirectTo, storefrontPath(storefront, "/wishlist")), { headers: withCookies(cookies) });
  return data({ success: true, data: { wishlist } }, { headers: withCookies(cookies) });
}

export default function WishlistPage() {
  const { title, products, loggedIn, path } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useHref();
  return (
    <div className="container page account-page">
      <h1>{title}</h1>
      <p className="account-intro">{products.length ? t("account.wishlist.count", { count: products.length }) : t("account.wishlist.empty")}</p>
      {!loggedIn ? (
        <p className="account-hint">
          <Link to={href(`/login?redirectTo=${encodeURIComponent(path)}`)}>{t("account.wishlist.guestHint")}</Link>
        </p>
      ) : null}
      {products.length ? (
        <ul className="wishlist-grid">
          {products.map((product, index) => (
            <li key={product.id} className="wishlist-item">
              <ProductCard product={product} eager={index < 3} heading="h2" />
              {product.stock.inStock ? (
                <form method="post" action={href("/cart")} className="wishlist-cart">
                  <input type="hidden" name="intent" value="add" />
                  <input type="hidden" name="productId" value={product.id} />
                  <input type="hidden" name="qty" value="1" />
                  <input type="hidden" name="redirectTo" value={path} />
                  <button type="submit" className="button">
                    {t("product.page.addToCart")}
                  </button>
                </form>
              ) : null}
              <Form method="post" className="wishlist-remove">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="productId" value={product.id} />
                <input type="hidden" name="redirectTo" value={path} />
                <button type="submit" className="button button-secondary" aria-label={t("account.wishlist.removeLabel", { name: product.name })}>
                  {t("account.wishlist.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Link className="button" to={href("/")}>
            {t("account.wishlist.browse")}
          </Link>
        </p>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

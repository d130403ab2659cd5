import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { MAX_QTY } from "~/config/cart";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { toMinor } from "~/lib/money";
import { cartPagePath } from "~/lib/page-kind";
import { safeRedirect } from "~/lib/safe-redirect";
import { storefrontPath } from "~/lib/storefront";
import { addToCart, getCart, removeCartItem, updateCartItem } from "~/services/cart.server";
import { type CartError } from "~/services/cart-store.server";
import { toCardSummary } from "~/services/product-card.server";
import { getCartRecommendations } from "~/services/recommendations.server";
import type { ExtrasActionResult } from "~/components/cart/cart-extras";
import { EXTRAS_INTENTS, GIFT_FORM, type GiftFormError, giftIssueKey, runExtrasIntent } from "./cart-extras-form.server";
import { type FormRules, parseForm, readFormOrNull } from "./form.server";
import { ensurePageSession, getPageSession } from "./auth.server";
import { withCookies } from "./cookies.server";
import { clientIp, requirePage } from "./storefront-request.server";
import { withMessages } from "./messages.server";
import type { Namespace } from "~/lib/messages";

// The cart page's loader and action (spec §4 Cart, §9 totals): the lines with today's prices,
// the totals, and the one cart action every cart form posts to with an `intent` (add, update,
// remove, and the extras'). Without JavaScript each change is a POST and a 303 back; a guest
// token is issued on the first add only (spec §4), never on a page view. The same cart serves
// /cart and, on shop types without a cart page (spec §2), /checkout/cart.

export type CartPageId = "cart" | "checkout-cart";

/** The cart page's data with its messages (the route's `handle.i18n`). */
export async function loadCartPage(request: Request, context: AppLoadContext, pageId: CartPageId, namespaces: readonly Namespace[]) {
  const { storefront } = await requirePage(request, context, pageId);
  const [{ current }, t] = await Promise.all([getPageSession(request, context), getFixedT(storefront.iso)]);
  const db = getDb();
  const cart = await getCart(db, current?.session ?? null, storefront);
  const recommended = await getCartRecommendations(db, storefront, new Set(cart.lines.map((l) => l.productId)));
  return withMessages(storefront, namespaces, {
    // a few cards of the storefront's recommended products that are not in the cart yet
    recommended: recommended.map(toCardSummary),
    title: t("cart.title"),
    siteName: storefront.name,
    path: storefrontPath(storefront, cartPagePath(storefront.shopType)),
    threshold: toMinor(storefront.freeShippingThreshold, storefront.currencyRate, storefront.priceRounding),
    ...cart,
  });
}

const productId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const redirectTo = z.string().max(2000).optional();
// an empty quantity field (add) means one piece, as the product page's default does
const addQty = z.preprocess((v) => (v === "" || v === undefined ? 1 : v), z.coerce.number().int().min(1).max(MAX_QTY));
const updateQty = z.coerce.number().int().min(0).max(MAX_QTY);
/** Every form of the cart page, told apart by its `intent`: the lines' and the extras'. */
const cartFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId, qty: addQty, redirectTo }),
  z.object({ intent: z.literal("update"), productId, qty: updateQty, redirectTo }),
  z.object({ intent: z.literal("remove"), productId, redirectTo }),
  ...EXTRAS_INTENTS,
]);
const CART_FORM: FormRules<GiftFormError | "quantity"> = {
  key: (issue) => (issue.path[0] === "qty" ? "quantity" : giftIssueKey(issue)),
  order: GIFT_FORM.order,
};

type ActionError = CartError | "invalid" | "quantity";
const STATUS: Record<ActionError, number> = { invalid: 400, quantity: 400, unknownProduct: 422, outOfStock: 409, notInCart: 409 };

/** The cart page again, with the message and a 4xx; the cart is as it was. */
export type ActionResult = { error: ActionError };

function failed(error: ActionError, cookies: string[] = []) {
  return data<ActionResult>({ error }, { status: STATUS[error], headers: withCookies(cookies) });
}

export async function runCartAction(request: Request, context: AppLoadContext, pageId: CartPageId) {
  const { storefront } = await requirePage(request, context, pageId);
  const cartPath = storefrontPath(storefront, cartPagePath(storefront.shopType));
  const fields = await readFormOrNull(request);
  if (!fields) return failed("invalid");
  const form = parseForm(cartFormSchema, fields, CART_FORM);
  if (!form.ok) {
    // a post no cart form sends (an unknown intent, a bad id) is "invalid" before its quantity is looked at
    const refused = form.refusal.errors.find((key) => key !== "quantity") ?? "quantity";
    if (refused === "invalid" || refused === "quantity") return failed(refused);
    return data<ExtrasActionResult>({ extrasError: refused, minOrder: null }, { status: 400 });
  }
  const input = form.data;
  const db = getDb();
  let cookies: string[] = [];
  let error: CartError | null = null;

  if (input.intent === "add") {
    // spec §4: the guest token is issued on first need, and only once the product can be added
    const outcome = await addToCart(db, storefront, input.productId, input.qty, async () => {
      const ensured = await ensurePageSession(request);
      cookies = ensured.cookies;
      return ensured.session;
    });
    if (outcome.error) return failed(outcome.error, cookies);
    const target = safeRedirect(input.redirectTo, cartPath);
    // back on the page the shopper added from, it says what happened (how many were added, or
    // that the line was already full); the cart page shows the line itself
    throw redirect(target === cartPath ? target : withAdded(target, outcome.added), { status: 303, headers: withCookies(cookies) });
  } else if (input.intent === "update" || input.intent === "remove") {
    const { current } = await getPageSession(request);
    if (!current) error = "notInCart";
    else if (input.intent === "update") ({ error } = await updateCartItem(db, current.session, storefront, input.productId, input.qty));
    else ({ error } = await removeCartItem(db, current.session, storefront, input.productId));
  } else {
    // the extras' intents (service items, codes, certificates, points, gift certificates bought)
    const outcome = await runExtrasIntent(db, request, storefront, input, clientIp(context));
    if (outcome.error) {
      return data<ExtrasActionResult>(
        { extrasError: outcome.error.key, minOrder: outcome.error.minOrder ?? null },
        { status: outcome.error.status, headers: withCookies(outcome.cookies) },
      );
    }
    cookies = outcome.cookies;
  }
  if (error) return failed(error, cookies);
  throw redirect(safeRedirect(input.redirectTo, cartPath), { status: 303, headers: withCookies(cookies) });
}

export type CartPageData = Awaited<ReturnType<typeof loadCartPage>>;
export type CartActionData = ActionResult | ExtrasActionResult;

/**
 * The page an add came from, marked with how many were added (`added=0`: the line was already at
 * MAX_QTY). Only a hint for the notice: the page shows it only when the cart really holds the
 * product, with the quantity read from the cart.
 */
function withAdded(target: string, added: number) {
  const url = new URL(target, "http://shop.invalid");
  url.searchParams.set("added", String(added));
  return `${url.pathname}${url.search}${url.hash}`;
}

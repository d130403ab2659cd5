import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import type { CheckoutAnswers, DeliveryAddress, PaymentMethod } from "~/lib/checkout";
import type { OrderStatus } from "~/lib/order-status";
import { minorUnits } from "~/lib/money";
import type { PhoneOrderInput, PhoneOrderProblem, PhoneQuote } from "~/lib/phone-order";
import type { Storefront } from "~/lib/storefront";
import { listAddresses } from "./addresses.server";
import { addCartItems, deleteCartContents } from "./cart.server";
import { applyDiscountCode } from "./cart-extras-actions.server";
import { getCheckoutState, getPickupShops, saveAnswer } from "./checkout.server";
import { type Customer, getCustomer, setGuestEmail } from "./customers.server";
import { type PlaceError, placeOrder, type PlaceResult } from "./order-placement.server";
import type { MerchantActor } from "./orders.server";
import { getProductCards } from "./product-card.server";
import { issueToken } from "./sessions.server";
import type { SessionToken } from "./session-token";
import { findStorefront } from "./storefronts.server";
import { newPayLink } from "./pay-link.server";
import { onlinePaymentsEnabled } from "./payments.server";
import { resolvePublicAddress } from "./public-address.server";

// An order taken by phone or mail (the back office's /admin/orders/new): staff fill in for the
// shopper what the checkout asks, and the shop's own services do the rest, so prices, stock,
// discount codes, shipping and the confirmation mail follow the same rules as in the shop. The
// lines go into a cart of a fresh guest session (never the customer's own cart, which may hold
// what they are still choosing), the answers are saved on it, and placeOrder places it with
// `takenBy` naming the staff member (the first event and the audit row "order.phone").
// A registered customer's order carries their account (their e-mail, their points) all the same.
//
// Before anything is written, each line is checked against the storefront's range and the
// stock, so a refusal names its row and changes nothing; a cart staged for a refusal, or for
// "Check prices", is deleted again with its session.
//
// Card: the order awaits its payment like a shop card order, and the shopper gets a mail with a
// link to pay it (pay-link.server.ts); it holds its stock for PAY_LINK_HOURS, not the shop's
// PAYMENT_HOLD_MINUTES.

export type PhoneOrderResult = { ok: true; order: Extract<PlaceResult, { ok: true }>["order"] } | { ok: false; problems: PhoneOrderProblem[] };
export type PhoneQuoteResult = { ok: true; quote: PhoneQuote } | { ok: false; problems: PhoneOrderProblem[] };

/** A registered customer by e-mail, with the saved addresses an order may go to. */
export async function findPhoneOrderCustomer(db: DB, email: string) {
  const row = await db.selectFrom("customer").select("id").where("email", "=", email.trim().toLowerCase()).where("erased_at", "is", null).executeTakeFirst();
  if (!row) return null;
  const [customer, addresses] = await Promise.all([getCustomer(db, row.id), listAddresses(db, row.id)]);
  return customer ? { customer, addresses } : null;
}

/** The products of the lines by SKU (exact, else in any case), with the pieces in stock. */
async function productsBySku(db: DB, skus: string[]) {
  const rows = await db
    .selectFrom("product as p")
    .select(["p.id", "p.sku"])
    .select((eb) =>
      eb
        .selectFrom("product_stock as s")
        .select(sql<number | string | null>`sum(s.qty)`.as("n"))
        .whereRef("s.product_id", "=", "p.id")
        .as("stock"),
    )
    .where((eb) =>
      eb.or([
        eb("p.sku", "in", skus),
        eb(
          sql<string>`lower(p.sku)`,
          "in",
          skus.map((s) => s.toLowerCase()),
        ),
      ]),
    )
    .execute();
  const find = (sku: string) => rows.find((r) => r.sku === sku) ?? rows.find((r) => r.sku.toLowerCase() === sku.toLowerCase());
  return (sku: string) => {
    const row = find(sku);
    return row ? { id: row.id, sku: row.sku, stock: Number(row.stock ?? 0) } : null;
  };
}

interface Staged {
  session: SessionToken;
  cartId: number;
  storefront: Storefront;
  customer: Customer | null;
}

/** Deletes a staged cart and its session (children first: no reliance on ON DELETE CASCADE). */
async function discard(db: DB, sessionId: number) {
  await db.transaction().execute(async (trx) => {
    const carts = await trx.selectFrom("cart").select("id").where("session_token_id", "=", sessionId).execute();
    for (const cart of carts) await deleteCartContents(trx, cart.id);
    await trx.deleteFrom("cart").where("session_token_id", "=", sessionId).execute();
    await trx.deleteFrom("session_token").where("id", "=", sessionId).execute();
  });
}

/** The order's checks that need no writing: storefront, customer, products and stock, address, pick-up shop. */
async function check(db: DB, input: PhoneOrderInput) {
  const problems: PhoneOrderProblem[] = [];
  const storefront = await findStorefront(db, input.department);
  if (!storefront) return { problems: [{ kind: "storefront" } as const] };
  let customer: Customer | null = null;
  let address: DeliveryAddress | null = "savedId" in input.address ? null : input.address;
  if (input.customerId !== null) {
    const found = await findPhoneOrderCustomer(db, input.email);
    if (!found || found.customer.id !== input.customerId) problems.push({ kind: "customer" });
    else {
      customer = found.customer;
      if ("savedId" in input.address) {
        const savedId = input.address.savedId;
        const saved = found.addresses.find((a) => a.id === savedId);
        if (saved) {
          const { id: _id, isDefault: _default, ...rest } = saved;
          address = rest;
        }
      }
    }
  }
  if (!address && !problems.some((p) => p.kind === "customer")) problems.push({ kind: "savedAddress" });

  const product = await productsBySku(
    db,
    input.lines.map((l) => l.sku),
  );
  // only what this storefront sells (its range, its language), as the cart takes it
  const sold = new Set(
    (
      await getProductCards(
        db,
        storefront,
        input.lines.flatMap((l) => product(l.sku)?.id ?? []),
      )
    ).map((card) => card.id),
  );
  const items: { productId: number; qty: number }[] = [];
  for (const line of input.lines) {
    const found = product(line.sku);
    if (!found || !sold.has(found.id)) problems.push({ kind: "unknownSku", row: line.row, sku: line.sku });
    else if (found.stock < line.qty) problems.push({ kind: "outOfStock", row: line.row, sku: found.sku, available: Math.max(0, found.stock) });
    else items.push({ productId: found.id, qty: line.qty });
  }
  if (input.shipping.method === "pickup") {
    const wanted = input.shipping.shop;
    if (!(await getPickupShops(db, storefront.department)).some((s) => s.name === wanted)) problems.push({ kind: "pickupShop" });
  }
  return { problems, storefront, customer, address, items };
}

/** The lines in a cart of a fresh guest session, with the checkout's answers; deleted again on a refusal. */
async function stage(db: DB, input: PhoneOrderInput, clientIp: string): Promise<{ ok: true; staged: Staged } | { ok: false; problems: PhoneOrderProblem[] }> {
  const checked = await check(db, input);
  const { storefront, customer, address, items } = checked;
  if (checked.problems.length > 0 || !storefront || !address || !items) return { ok: false, problems: checked.problems };
  const token = await issueToken(db, "guest", null);
  const session: SessionToken = { id: token.id, type: "guest", customerId: null, guestEmail: customer ? null : input.email.toLowerCase() };
  try {
    // a customer's order goes to their account's e-mail (placeOrder reads it from the customer)
    if (!customer) await setGuestEmail(db, session.id, input.email);
    const added = await addCartItems(db, storefront, items, async () => session);
    if (added.error) {
      // the product left the range or the stock since the check: named as the shop would
      const line = input.lines[items.findIndex((i) => i.productId === added.productId)] ?? input.lines[0];
      const problem: PhoneOrderProblem =
        added.error === "outOfStock"
          ? { kind: "outOfStock", row: line.row, sku: line.sku, available: 0 }
          : { kind: "unknownSku", row: line.row, sku: line.sku };
      await discard(db, session.id);
      return { ok: false, problems: [problem] };
    }
    if (input.discountCode) {
      const applied = await applyDiscountCode(db, session, storefront, input.discountCode, clientIp);
      if (applied.error) {
        await discard(db, session.id);
        return { ok: false, problems: [{ kind: "discountCode", reason: DISCOUNT_REASON[applied.error.key] ?? applied.error.key }] };
      }
    }
    const state = await getCheckoutState(db, session, customer, storefront);
    if (state.cartId === null) throw new Error("the staged cart is missing");
    if (input.payment === "cod" && !state.facts.needsDelivery) {
      await discard(db, session.id);
      return { ok: false, problems: [{ kind: "codNotAllowed" }] };
    }
    // the mailed link is paid through the shop's card provider (Stripe, or the demo's test page)
    if (input.payment === "card" && !onlinePaymentsEnabled()) {
      await discard(db, session.id);
      return { ok: false, problems: [{ kind: "cardNotOffered" }] };
    }
    // a storefront without a bank account (yet) has nowhere for a transfer to go
    if (input.payment === "bank" && !state.facts.bankTransfer) {
      await discard(db, session.id);
      return { ok: false, problems: [{ kind: "bankNotOffered" }] };
    }
    const answers: CheckoutAnswers = { address, shipping: input.shipping, payment: { method: input.payment } };
    await saveAnswer(db, state.cartId, answers);
    return { ok: true, staged: { session, cartId: state.cartId, storefront, customer } };
  } catch (error) {
    await discard(db, session.id);
    throw error;
  }
}

const DISCOUNT_REASON: Record<string, string> = {
  code_unknown: "no such code",
  code_expired: "it has expired",
  code_notYetValid: "it is not valid yet",
  code_otherStorefront: "it belongs to another storefront",
  code_usedUp: "it has been used up",
  code_inactive: "it is switched off",
  code_usedByCustomer: "this customer has used it as often as it allows",
  code_minimumNotMet: "the order does not reach its minimum",
  tooManyAttempts: "too many tries, wait a minute",
};

/** Why placeOrder refused, as staff read it (a race the checks before could not see). */
const PLACE_REASON: Partial<Record<PlaceError, string>> = {
  outOfStock: "not enough in stock any more",
  discountCode: "the discount code has been used up meanwhile, or by this customer",
  steps: "the checkout's answers are incomplete",
};

/** What the order would cost, priced by the shop's cart and checkout ("Check prices"); nothing stays written. */
export async function pricePhoneOrder(db: DB, input: PhoneOrderInput, clientIp: string): Promise<PhoneQuoteResult> {
  const staged = await stage(db, input, clientIp);
  if (!staged.ok) return staged;
  const { session, storefront, customer } = staged.staged;
  try {
    const state = await getCheckoutState(db, session, customer, storefront);
    const { cart } = state;
    return {
      ok: true,
      quote: {
        currencyCode: storefront.currencyCode,
        lines: cart.lines.map((l) => ({ sku: l.sku, name: l.name, qty: l.qty, unitPrice: l.unitPrice, lineTotal: l.lineTotal })),
        subtotal: cart.totals.subtotal,
        codeDiscount: cart.totals.codeDiscount,
        shipping: state.shipping,
        // as placeOrder totals it (spec §9: the cart total plus the optional extra, shipping)
        grandTotal: minorUnits(cart.totals.grandTotal + state.shipping),
      },
    };
  } finally {
    await discard(db, session.id);
  }
}

/** The order with this form's key, if it was placed already (a double submit is one order). */
async function placedWithKey(db: DB, key: string) {
  const row = await db.selectFrom("shop_order").select(["id", "number", "status", "payment_method"]).where("idempotency_key", "=", key).executeTakeFirst();
  return row ? { id: row.id, number: row.number, status: row.status as OrderStatus, paymentMethod: row.payment_method as PaymentMethod } : null;
}

/**
 * Places an order taken by phone or mail through placeOrder (the shop's prices, stock, codes,
 * shipping and confirmation mail). The same form key again answers with the order it made.
 */
export async function placePhoneOrder(db: DB, input: PhoneOrderInput, actor: MerchantActor, clientIp: string): Promise<PhoneOrderResult> {
  const earlier = await placedWithKey(db, input.idempotencyKey);
  if (earlier) return { ok: true, order: earlier };
  const staged = await stage(db, input, clientIp);
  if (!staged.ok) return staged;
  const { session, storefront, customer } = staged.staged;
  // card: the order awaits its payment through a link mailed to the shopper (pay-link.server.ts),
  // on the storefront's own domain and the configured public address (the back office's Host is another)
  const payLink = input.payment === "card" ? newPayLink(storefront, await resolvePublicAddress(db)) : undefined;
  const placed = await placeOrder(db, { session, customer, storefront, idempotencyKey: input.idempotencyKey, takenBy: actor, payLink });
  if (placed.ok) return placed;
  await discard(db, session.id);
  // the same form posted twice at once: the other post placed it
  const twin = await placedWithKey(db, input.idempotencyKey);
  if (twin) return { ok: true, order: twin };
  return { ok: false, problems: [{ kind: "refused", reason: PLACE_REASON[placed.error] ?? placed.error, product: placed.product }] };
}

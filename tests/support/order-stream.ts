import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import { expect } from "vitest";
import type { DB } from "~/db/db.server";
import { ADDRESS, PASSWORD, SI } from "./checkout";
import { createCustomer, uniqueEmail } from "./customers";
import { cookieValue, type HttpResponse, request } from "./http";

// A steady stream of shoppers placing orders through the real checkout forms (issue 16 §5
// "Nothing lost"), for the tests that need orders being written while something else happens:
// a backup taken, the server killed. Every attempt records how far it got, so a test knows which
// orders were answered as placed; `checkLedger` then says whether a database holds exactly whole
// orders: lines, events, stock, points, certificate balances and emptied carts agreeing.

/** A guest (a new session for every order) or a customer with points and a gift certificate. */
export type Shopper = { kind: "guest" } | { kind: "customer"; customerId: number; cookie: string; certificateCode: string };

export interface Attempt {
  client: number;
  productId: number;
  qty: number;
  /** what the order spends besides money: a customer's points, or their gift certificate */
  extra: "points" | "certificate" | null;
  cookie: string | null;
  customerId: number | null;
  /** the review page's idempotency key, once the shopper reached it */
  key: string | null;
  /** the place request was sent */
  placing: boolean;
  /** the shop answered it by sending the shopper to the success page */
  answered: boolean;
  error: string | null;
}

export interface StreamOptions {
  baseUrl: string;
  products: number[];
  /** one client per shopper, each placing one order after another */
  shoppers: Shopper[];
  /** called just before a place request is sent */
  onPlacing?: (attempt: Attempt) => void;
}

const STOCK = 10_000;
export const CUSTOMER_POINTS = 100_000;
export const CERTIFICATE_BALANCE = 100_000;

/** The request failed because nothing answers any more (the server was killed). */
export function isConnectionError(error: unknown) {
  const code = (error as { code?: string }).code ?? "";
  return ["ECONNREFUSED", "ECONNRESET", "EPIPE"].includes(code) || /socket hang up/.test((error as Error).message ?? "");
}

class UnexpectedAnswer extends Error {}

export function orderStream(options: StreamOptions) {
  const attempts: Attempt[] = [];
  let stopping = false;
  const post = (path: string, fields: Record<string, string>, cookie: string | null) =>
    request(options.baseUrl, path, {
      host: SI,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${SI}`, ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
  const get = (path: string, cookie: string) => request(options.baseUrl, path, { host: SI, headers: { Cookie: cookie } });
  const expectStatus = (res: HttpResponse, status: number, what: string) => {
    if (res.status !== status) throw new UnexpectedAnswer(`${what}: ${res.status} instead of ${status}: ${res.body.slice(0, 300)}`);
  };

  async function placeOne(attempt: Attempt, shopper: Shopper, n: number) {
    let cookie = shopper.kind === "customer" ? shopper.cookie : null;
    const added = await post("/cart", { intent: "add", productId: String(attempt.productId), qty: String(attempt.qty) }, cookie);
    expectStatus(added, 303, "adding to the cart");
    cookie ??= `guest_token=${cookieValue(added, "guest_token")}`;
    attempt.cookie = cookie;
    if (shopper.kind === "customer") {
      const extra: Record<string, string> =
        attempt.extra === "points" ? { intent: "spendPoints" } : { intent: "redeemCertificate", code: shopper.certificateCode };
      expectStatus(await post("/cart", extra, cookie), 303, attempt.extra ?? "");
    } else {
      expectStatus(await post("/checkout/contact", { intent: "guest", email: uniqueEmail("stream") }, cookie), 303, "contact");
    }
    expectStatus(await post("/checkout/address", { intent: "address", ...ADDRESS }, cookie), 303, "address");
    expectStatus(await post("/checkout/shipping", { intent: "shipping", method: "delivery" }, cookie), 303, "shipping");
    const method = shopper.kind === "customer" || n % 2 === 1 ? "bank" : "cod";
    expectStatus(await post("/checkout/payment", { intent: "payment", method }, cookie), 303, "payment");
    const review = await get("/checkout/review", cookie);
    expectStatus(review, 200, "review");
    attempt.key = /name="idempotencyKey" value="([^"]+)"/.exec(review.body)?.[1] ?? null;
    if (!attempt.key) throw new UnexpectedAnswer("the review page has no idempotency key");
    attempt.placing = true;
    options.onPlacing?.(attempt);
    const placed = await post("/checkout/review", { intent: "place", idempotencyKey: attempt.key }, cookie);
    expectStatus(placed, 303, "placing");
    if (placed.headers.location !== "/checkout/success") throw new UnexpectedAnswer(`placing sent the shopper to ${placed.headers.location}`);
    attempt.answered = true;
  }

  async function client(index: number, shopper: Shopper) {
    for (let n = 0; !stopping; n++) {
      const attempt: Attempt = {
        client: index,
        productId: options.products[(index + n) % options.products.length],
        qty: 1 + (n % 2),
        extra: shopper.kind === "guest" ? null : n % 2 === 0 ? "points" : "certificate",
        cookie: null,
        customerId: shopper.kind === "customer" ? shopper.customerId : null,
        key: null,
        placing: false,
        answered: false,
        error: null,
      };
      attempts.push(attempt);
      try {
        await placeOne(attempt, shopper, n);
      } catch (error) {
        attempt.error = (error as Error).message;
        // once the server is gone every client ends here; anything else ends the stream
        if (!isConnectionError(error)) stopping = true;
        throw error;
      }
    }
  }

  const settled = Promise.allSettled(options.shoppers.map((shopper, index) => client(index, shopper)));
  return {
    attempts,
    answered: () => attempts.filter((a) => a.answered),
    /** Lets every client finish its order and resolves with their outcomes. */
    stop: () => {
      stopping = true;
      return settled;
    },
    settled,
  };
}

/** Throws the first failure of a client that is not the server being gone. */
export function rethrowUnexpected(outcomes: PromiseSettledResult<void>[]) {
  for (const outcome of outcomes) if (outcome.status === "rejected" && !isConnectionError(outcome.reason)) throw outcome.reason;
}

/** Products for the stream, with ample stock (set here), and the stock they start with. */
export async function streamProducts(db: DB, count: number) {
  const rows = await db
    .selectFrom("product as p")
    .select("p.id")
    .where("p.type", "=", "simple")
    .where("p.salable", "=", 1)
    .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id")))
    .where((eb) => eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "sl")))
    .orderBy("p.id")
    .limit(count)
    .execute();
  const products = rows.map((r) => r.id);
  expect(products).toHaveLength(count);
  await db.updateTable("product_stock").set({ qty: STOCK }).where("product_id", "in", products).execute();
  return { products, stock: await stockOf(db, products) };
}

/** Customers logged in, each with CUSTOMER_POINTS points and a certificate of CERTIFICATE_BALANCE. */
export async function streamCustomers(db: DB, baseUrl: string, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const email = uniqueEmail("stream-customer");
    await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
    const { id: customerId } = await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await db.updateTable("customer").set({ reward_points: CUSTOMER_POINTS }).where("id", "=", customerId).execute();
    const certificateCode = `G${randomBytes(5).toString("hex").toUpperCase()}`;
    await db
      .insertInto("gift_certificate")
      .values({
        code: certificateCode,
        amount: CERTIFICATE_BALANCE,
        balance: CERTIFICATE_BALANCE,
        order_id: null,
        recipient_email: null,
        expires_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const login = await request(baseUrl, "/login", {
      host: SI,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${SI}` },
      body: new URLSearchParams({ intent: "login", email, password: PASSWORD }).toString(),
    });
    expect(login.status, login.body.slice(0, 500)).toBe(302);
    shoppers.push({ kind: "customer", customerId, certificateCode, cookie: `auth_token=${cookieValue(login, "auth_token")}` });
  }
  return shoppers;
}

async function stockOf(db: DB, products: number[]) {
  const rows = await db
    .selectFrom("product_stock")
    .select((eb) => ["product_id", eb.fn.sum<number>("qty").as("qty")])
    .where("product_id", "in", products)
    .groupBy("product_id")
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.qty)]));
}

export interface LedgerInput {
  products: number[];
  stockBefore: Map<number, number>;
  shoppers: Shopper[];
  attempts: Attempt[];
  /**
   * a copy taken while shoppers were still at work (a backup): there a cart may be half filled,
   * so only the carts of guests' orders that exist are checked (emptied with their order)
   */
  snapshot?: boolean;
}

/**
 * What a database must hold after a stream of orders, whatever interrupted it: every order whole
 * (its product lines as the shopper asked, its first event, its stock taken), stock down by
 * exactly the orders that exist, each customer's points and certificate down by exactly what
 * their orders spent, and each cart emptied exactly when its order exists. Returns the orders.
 */
export async function checkLedger(db: DB, input: LedgerInput) {
  const orders = await db
    .selectFrom("shop_order")
    .select(["id", "number", "idempotency_key", "status", "customer_id", "session_token_id", "points_spent", "details"])
    .execute();
  const lines = await db.selectFrom("shop_order_line").select(["order_id", "kind", "product_id", "qty"]).execute();
  const events = await db.selectFrom("order_event").select(["order_id", "to_status"]).where("from_status", "is", null).execute();
  const byKey = new Map(orders.map((o) => [o.idempotency_key, o]));

  // no order without its lines and its first event, and the stock it took is its lines
  for (const order of orders) {
    const own = lines.filter((l) => l.order_id === order.id && l.kind === "product");
    expect(own.length, `order ${order.id} has no product lines`).toBeGreaterThan(0);
    expect(events.filter((e) => e.order_id === order.id).map((e) => e.to_status)).toEqual([order.status]);
    const taken = (JSON.parse(order.details) as { stock: { qty: number }[] }).stock.reduce((sum, s) => sum + s.qty, 0);
    expect(taken).toBe(own.reduce((sum, l) => sum + l.qty, 0));
  }
  // every attempt whose order exists is that order, with the line the shopper put in the cart
  for (const attempt of input.attempts.filter((a) => a.key !== null && byKey.has(a.key))) {
    const order = byKey.get(attempt.key!)!;
    expect(lines.filter((l) => l.order_id === order.id && l.kind === "product").map((l) => [l.product_id, l.qty])).toEqual([[attempt.productId, attempt.qty]]);
    expect(order.customer_id).toBe(attempt.customerId);
  }

  // stock: down by exactly the quantities of the orders that hold it
  const holding = new Set(orders.filter((o) => o.status !== "cancelled").map((o) => o.id));
  const stockNow = await stockOf(db, input.products);
  for (const productId of input.products) {
    const sold = lines.filter((l) => holding.has(l.order_id) && l.product_id === productId && l.kind === "product").reduce((sum, l) => sum + l.qty, 0);
    expect(stockNow.get(productId), `stock of product ${productId}`).toBe(input.stockBefore.get(productId)! - sold);
  }

  // points and certificate balances: down by exactly what the customer's orders spent
  for (const shopper of input.shoppers) {
    if (shopper.kind !== "customer") continue;
    const own = orders.filter((o) => o.customer_id === shopper.customerId && o.status !== "cancelled");
    const customer = await db.selectFrom("customer").select("reward_points").where("id", "=", shopper.customerId).executeTakeFirstOrThrow();
    expect(customer.reward_points).toBe(CUSTOMER_POINTS - own.reduce((sum, o) => sum + o.points_spent, 0));
    const certificate = await db.selectFrom("gift_certificate").select(["id", "balance"]).where("code", "=", shopper.certificateCode).executeTakeFirstOrThrow();
    const used = own
      .flatMap((o) => (JSON.parse(o.details) as { certificates: { id: number; amount: number }[] }).certificates)
      .filter((c) => c.id === certificate.id);
    expect(certificate.balance).toBe(CERTIFICATE_BALANCE - used.reduce((sum, c) => sum + c.amount, 0));
  }

  // the cart is emptied in the order's transaction: an order exists exactly when its cart is
  // empty (a customer's cart only for their last attempt: the next one fills it again)
  const lastOfClient = new Map(input.attempts.map((a) => [a.client, a]));
  for (const attempt of input.attempts.filter((a) => a.key !== null)) {
    if (input.snapshot && (attempt.customerId !== null || !byKey.has(attempt.key!))) continue;
    if (attempt.customerId !== null && lastOfClient.get(attempt.client) !== attempt) continue;
    const items = await cartItems(db, attempt);
    const order = byKey.get(attempt.key!);
    expect(items, `the cart of ${order ? "a placed order" : "an order not placed"} (${attempt.key})`).toBe(order ? 0 : attempt.qty);
  }
  return orders;
}

async function cartItems(db: DB, attempt: Attempt) {
  const token = attempt.cookie!.split("=")[1];
  const session = await db
    .selectFrom("session_token")
    .select(["id", "customer_id"])
    .where("token_hash", "=", createHash("sha256").update(token).digest("hex"))
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom("cart as c")
    .innerJoin("cart_item as i", "i.cart_id", "c.id")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("i.qty"), sql<number>`0`).as("qty"))
    .where("c.department", "=", "su")
    .$if(attempt.customerId === null, (q) => q.where("c.session_token_id", "=", session.id))
    .$if(attempt.customerId !== null, (q) => q.where("c.customer_id", "=", attempt.customerId))
    .executeTakeFirst();
  return Number(row?.qty ?? 0);
}

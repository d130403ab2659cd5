import { createHash } from "node:crypto";
import { expect } from "vitest";
import type { DB } from "~/db/db.server";
import { uniqueEmail } from "./customers";
import { cookieValue, request } from "./http";
import { mailQueueDrained } from "./outbox";

// A shopper going through the real HTTP checkout (§7–§9) against a test server, for the
// tests whose subject comes after the order (the order desk): the cart form, the steps, the
// review page's idempotency key, and the rows those requests wrote.

export const SI = "si.lumera.localhost";
export const EU = "eu.lumera.localhost";
export const PASSWORD = "Zelena-jabolka-7";
export const ADDRESS = { firstName: "Ana", lastName: "Novak", street: "Trubarjeva cesta 1", postcode: "1000", city: "Ljubljana", country: "SI", phone: "" };

/** "1 234,56 €" -> 123456: hundredths of the currency shown (euro cents in EUR). */
export function cents(text: string) {
  const match = /(-?[\d ]+),(\d{2})/.exec(text.replace(/\u00a0/g, " "));
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1].replace(/ /g, "")) * 100 + Number(match[2]);
}

/** The amounts a page shows under data-total="…" */
export function shownTotals(body: string) {
  const out: Record<string, number> = {};
  // React separates adjacent text nodes with <!-- --> in server HTML
  for (const m of body.replace(/<!-- -->/g, "").matchAll(/data-total="(\w+)">([^<]*)</g)) out[m[1]] = /\d/.test(m[2]) ? cents(m[2]) : 0;
  return out;
}

/**
 * Simple salable products with more than `minStock` pieces in a warehouse, named in each of
 * `langs` (the storefronts a test buys in): a query to narrow, order and page further.
 */
export function stockedProductsQuery(db: DB, { minStock, langs }: { minStock: number; langs: string[] }) {
  let query = db
    .selectFrom("product as p")
    .select("p.id")
    .where("p.type", "=", "simple")
    .where("p.salable", "=", 1)
    .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", minStock)));
  for (const lang of langs)
    query = query.where((eb) =>
      eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", lang)),
    );
  return query;
}

export function checkoutClient(baseUrl: string, db: DB) {
  const get = (p: string, cookie?: string, host = SI) => request(baseUrl, p, { host, headers: cookie ? { Cookie: cookie } : {} });
  const postForm = (p: string, fields: Record<string, string>, options: { cookie?: string; origin?: string; host?: string } = {}) => {
    const host = options.host ?? SI;
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: options.origin ?? `http://${host}` };
    if (options.cookie) headers.Cookie = options.cookie;
    return request(baseUrl, p, { host, method: "POST", headers, body: new URLSearchParams(fields).toString() });
  };

  async function sessionOf(cookie: string) {
    const token = cookie.split("=")[1];
    return db
      .selectFrom("session_token")
      .select(["id", "type", "customer_id", "guest_email", "last_order_id"])
      .where("token_hash", "=", createHash("sha256").update(token).digest("hex"))
      .executeTakeFirstOrThrow();
  }
  const stockOf = async (productId: number) =>
    Number(
      (
        await db
          .selectFrom("product_stock")
          .select((eb) => eb.fn.sum<number>("qty").as("n"))
          .where("product_id", "=", productId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A new guest with `qty` of a product in the cart (prefix "" or "/hu" with its host). */
  async function guestWith(productId: number, qty: number, where: { prefix?: string; host?: string } = {}) {
    const res = await postForm(`${where.prefix ?? ""}/cart`, { intent: "add", productId: String(productId), qty: String(qty) }, { host: where.host });
    expect(res.status, res.body).toBe(303);
    return `guest_token=${cookieValue(res, "guest_token")}`;
  }

  /** A customer's logged-in cookie. */
  async function logIn(email: string, password = PASSWORD, where: { prefix?: string; host?: string } = {}) {
    const res = await postForm(`${where.prefix ?? ""}/login`, { intent: "login", email, password }, { host: where.host });
    expect(res.status, res.body).toBe(302);
    return `auth_token=${cookieValue(res, "auth_token")}`;
  }

  /** Answers every step up to review and returns the review page's idempotency key and totals. */
  async function answerSteps(
    cookie: string,
    options: {
      email?: string;
      payment?: string;
      shipping?: Record<string, string>;
      prefix?: string;
      host?: string;
      country?: string;
      /** the delivery address's fields other than ADDRESS's (a postcode of another country) */
      address?: Partial<typeof ADDRESS>;
      /** the company details given on the review step (VIES answers from tests/support/vies-mock.ts) */
      business?: { company: string; vatNumber?: string };
    } = {},
  ) {
    const prefix = options.prefix ?? "";
    const at = { cookie, host: options.host };
    const s = await sessionOf(cookie);
    if (s.type === "guest")
      expect((await postForm(`${prefix}/checkout/contact`, { intent: "guest", email: options.email ?? uniqueEmail("guest") }, at)).status).toBe(303);
    const address = await postForm(
      `${prefix}/checkout/address`,
      { intent: "address", ...ADDRESS, country: options.country ?? ADDRESS.country, ...options.address },
      at,
    );
    expect(address.status, address.body.slice(0, 2000)).toBe(303);
    const shipping = await postForm(`${prefix}/checkout/shipping`, { intent: "shipping", ...(options.shipping ?? { method: "delivery" }) }, at);
    expect(shipping.status, shipping.body.slice(0, 2000)).toBe(303);
    const pay = await postForm(`${prefix}/checkout/payment`, { intent: "payment", method: options.payment ?? "cod" }, at);
    expect(pay.status).toBe(303);
    expect(pay.headers.location).toBe(`${prefix}/checkout/review`);
    if (options.business) {
      const business = await postForm(`${prefix}/checkout/review`, { intent: "business", vatNumber: "", ...options.business }, at);
      expect(business.status, business.body.slice(0, 2000)).toBe(303);
    }
    const review = await get(`${prefix}/checkout/review`, cookie, options.host);
    expect(review.status).toBe(200);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(review.body)?.[1];
    expect(key).toBeTruthy();
    return { review, key: key as string, shown: shownTotals(review.body) };
  }

  /** Answers the steps and places the order; returns its row (and where the shopper was sent). */
  async function placeOrder(cookie: string, options: Parameters<typeof answerSteps>[1] = {}) {
    const { key, shown } = await answerSteps(cookie, options);
    const placed = await postForm(`${options.prefix ?? ""}/checkout/review`, { intent: "place", idempotencyKey: key }, { cookie, host: options.host });
    expect(placed.status, placed.body).toBe(303);
    const order = await db.selectFrom("shop_order").selectAll().where("idempotency_key", "=", key).executeTakeFirstOrThrow();
    // the confirmation goes out after the answer (the mail queue): wait for it, as a shopper would
    await mailQueueDrained(db);
    return { order, shown, location: placed.headers.location as string };
  }

  return { get, postForm, sessionOf, stockOf, guestWith, logIn, answerSteps, placeOrder };
}

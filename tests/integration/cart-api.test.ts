import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { createCustomer, uniqueEmail } from "../support/customers";
import { type HttpResponse, request, setCookies } from "../support/http";

// The item calls of spec §7 Cart — addCartItems, modifyCartItems,
// updateCartItems, deleteCartItems, recalcCart, deleteCart — against the real server on SQLite
// and, when configured, PostgreSQL: every answer { success, cart }, bearer and cookie callers
// (cookies from our own origin only), a guest token on the first add, deleteCart's rules and
// headers, recalc only with a cart, and bad input leaving the cart as it was.

const SI = "si.lumera.localhost";
const PASSWORD = "Zelena-jabolka-7";

function expectNoCache(res: HttpResponse) {
  expect(res.headers["cache-control"]).toContain("no-store");
  expect(res.headers["cache-control"]).toContain("no-cache");
  expect(res.headers.pragma).toBe("no-cache");
}

type Caller = { bearer?: string; cookie?: string; origin?: string | null };

for (const server of inject("servers")) {
  describe(`cart API on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let inStock: number[] = [];
    let outOfStock: number;

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const stocked = (eb: any) =>
        eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 0));
      const sold = (eb: any) =>
        eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "sl"));
      const rows = await db
        .selectFrom("product as p")
        .select("p.id")
        .where("p.type", "=", "simple")
        .where(stocked)
        .where(sold)
        .orderBy("p.id")
        .limit(3)
        .execute();
      inStock = rows.map((r) => r.id);
      const out = await db
        .selectFrom("product as p")
        .select("p.id")
        .where("p.type", "=", "simple")
        .where((eb) => eb.not(stocked(eb)))
        .where(sold)
        .orderBy("p.id")
        .executeTakeFirstOrThrow();
      outOfStock = out.id;
      expect(inStock).toHaveLength(3);
    });
    afterAll(async () => close());

    /** A JSON call as a script or this shop's own pages send it. */
    const call = (path: string, method: string, body: unknown, caller: Caller = {}) => {
      const text = typeof body === "string" ? body : JSON.stringify(body);
      // framed as a browser frames it (Node's client sends a DELETE body unframed otherwise)
      const headers: Record<string, string> = { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)) };
      if (caller.bearer) headers.Authorization = `Bearer ${caller.bearer}`;
      if (caller.cookie) headers.Cookie = caller.cookie;
      if (caller.origin) headers.Origin = caller.origin;
      return request(server.baseUrl, `/api/cart/${path}`, { host: SI, method, headers, body: text });
    };

    /** A guest with a cart: the first add issues the token (spec §4). */
    async function guestWith(items: { product_id: number; qty: number }[]) {
      const res = await call("addCartItems", "POST", { items, department: "su" });
      expect(res.status, res.body).toBe(200);
      const token = res.json().token as string;
      expect(token).toMatch(/^\S{20,}$/);
      return token;
    }

    async function sessionOf(token: string) {
      return db
        .selectFrom("session_token")
        .select(["id", "type", "customer_id"])
        .where("token_hash", "=", createHash("sha256").update(token).digest("hex"))
        .executeTakeFirstOrThrow();
    }

    /** The cart lines straight from the database: product id -> qty. */
    async function linesOf(token: string, department = "su") {
      const session = await sessionOf(token);
      const rows = await db
        .selectFrom("cart_item as ci")
        .innerJoin("cart as c", "c.id", "ci.cart_id")
        .select(["ci.product_id", "ci.qty"])
        .where("c.department", "=", department)
        .$if(session.type === "auth", (q) => q.where("c.customer_id", "=", session.customer_id))
        .$if(session.type === "guest", (q) => q.where("c.session_token_id", "=", session.id))
        .execute();
      return Object.fromEntries(rows.map((r) => [r.product_id, r.qty]));
    }

    it("addCartItems issues a guest token on the first add (body and cookies) and answers { success, cart } without caching", async () => {
      const [a, b] = inStock;
      const res = await call("addCartItems", "POST", {
        items: [
          { product_id: a, qty: 2 },
          { product_id: b, qty: 1 },
        ],
        department: "su",
      });
      expect(res.status, res.body).toBe(200);
      expectNoCache(res);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.errors).toEqual([]);
      expect(setCookies(res).some((c) => c.startsWith(`guest_token=${body.token};`))).toBe(true);
      expect(body.cart.items.map((i: any) => [i.product_id, i.qty])).toEqual([
        [a, 2],
        [b, 1],
      ]);
      expect(body.cart.count).toBe(2);
      expect(typeof body.cart.id).toBe("number");
      const line = body.cart.items[0];
      expect(line).toMatchObject({ sku: expect.any(String), attributes: { name: expect.any(String) } });
      expect(line.price.subTotal).toBeCloseTo(line.price.price * 2, 2);
      expect(body.cart.total).toBeCloseTo(
        body.cart.items.reduce((s: number, i: any) => s + i.price.total, 0),
        2,
      );
      expect(await linesOf(body.token)).toEqual({ [a]: 2, [b]: 1 });

      // a second add with the bearer token sums into the same cart, issuing no new token
      const again = await call("addCartItems", "POST", { items: [{ product_id: a, qty: 98 }], department: "su" }, { bearer: body.token });
      expect(again.status, again.body).toBe(200);
      expect(again.json().token).toBeUndefined();
      expect(setCookies(again)).toEqual([]);
      expect(await linesOf(body.token)).toEqual({ [a]: 99, [b]: 1 });
    });

    it("modifyCartItems runs updates and deletions in one call; updateCartItems (PUT, 0 deletes) and deleteCartItems (DELETE)", async () => {
      const [a, b, c] = inStock;
      const token = await guestWith([
        { product_id: a, qty: 1 },
        { product_id: b, qty: 1 },
        { product_id: c, qty: 1 },
      ]);
      const modified = await call(
        "modifyCartItems",
        "POST",
        { updateItems: [{ product_id: a, qty: 4 }], deleteItems: [b, { product_id: b }], department: "su" },
        { bearer: token },
      );
      expect(modified.status, modified.body).toBe(200);
      expectNoCache(modified);
      expect(modified.json().success).toBe(true);
      expect(modified.json().cart.items.map((i: any) => [i.product_id, i.qty])).toEqual([
        [a, 4],
        [c, 1],
      ]);
      expect(await linesOf(token)).toEqual({ [a]: 4, [c]: 1 });

      const updated = await call(
        "updateCartItems",
        "PUT",
        {
          items: [
            { product_id: a, qty: 7 },
            { product_id: c, qty: 0 },
          ],
          department: "su",
        },
        { bearer: token },
      );
      expect(updated.status, updated.body).toBe(200);
      expect(updated.json().cart.items.map((i: any) => [i.product_id, i.qty])).toEqual([[a, 7]]);

      const deleted = await call("deleteCartItems", "DELETE", { items: [{ product_id: a }, c], department: "su" }, { bearer: token });
      expect(deleted.status, deleted.body).toBe(200);
      expect(deleted.json()).toMatchObject({ success: true, cart: { items: [], count: 0, total: 0 } });
      expect(await linesOf(token)).toEqual({});
    });

    it("the page cookie works from this shop's own origin; a cross-origin cookie call is a 403 and changes nothing", async () => {
      const [a] = inStock;
      const token = await guestWith([{ product_id: a, qty: 2 }]);
      const cookie = `guest_token=${token}`;
      const own = await call("modifyCartItems", "POST", { updateItems: [{ product_id: a, qty: 3 }], department: "su" }, { cookie, origin: `http://${SI}` });
      expect(own.status, own.body).toBe(200);
      expect(await linesOf(token)).toEqual({ [a]: 3 });
      for (const [path, method, body] of [
        ["modifyCartItems", "POST", { deleteItems: [a], department: "su" }],
        ["addCartItems", "POST", { items: [{ product_id: a, qty: 1 }], department: "su" }],
        ["deleteCartItems", "DELETE", { items: [a], department: "su" }],
        ["updateCartItems", "PUT", { items: [{ product_id: a, qty: 9 }], department: "su" }],
      ] as const) {
        const res = await call(path, method, body, { cookie, origin: "http://evil.example" });
        expect(res.status, `${path}: ${res.body}`).toBe(403);
        expect(res.json().success).toBe(false);
      }
      expect(await linesOf(token)).toEqual({ [a]: 3 });
    });

    it("a customer's bearer token changes the customer's cart", async () => {
      const email = uniqueEmail("cartapi");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      const login = await request(server.baseUrl, "/api/user/login", {
        host: SI,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD, department: "su" }),
      });
      expect(login.status, login.body).toBe(200);
      const bearer = login.json().token as string;
      const [a] = inStock;
      const res = await call("addCartItems", "POST", { items: [{ product_id: a, qty: 2 }], department: "su" }, { bearer });
      expect(res.status, res.body).toBe(200);
      expect(res.json().token).toBeUndefined();
      expect((await sessionOf(bearer)).type).toBe("auth");
      expect(await linesOf(bearer)).toEqual({ [a]: 2 });
    });

    it("spec §5: recalcCart only when a cart exists", async () => {
      const [a] = inStock;
      const noToken = await call("recalcCart", "POST", { department: "su" });
      expect(noToken.status).toBe(401);
      expect(noToken.json().success).toBe(false);

      const token = await guestWith([{ product_id: a, qty: 1 }]);
      // the same guest has no cart in the Croatian storefront
      const none = await call("recalcCart", "POST", { department: "chr" }, { bearer: token });
      expect(none.status, none.body).toBe(404);
      expect(none.json()).toMatchObject({ success: false, cart: { items: [] } });
      expect(
        await db
          .selectFrom("cart")
          .select("id")
          .where("session_token_id", "=", (await sessionOf(token)).id)
          .where("department", "=", "chr")
          .execute(),
      ).toEqual([]);

      const ok = await call("recalcCart", "POST", { department: "su" }, { bearer: token });
      expect(ok.status, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, cart: { items: [{ product_id: a, qty: 1 }] } });
      expectNoCache(ok);
    });

    it("spec §5/§7 deleteCart: a cart id and a bearer token; only the caller's own cart; no-cache headers", async () => {
      const [a, b] = inStock;
      const mine = await guestWith([{ product_id: a, qty: 1 }]);
      const theirs = await guestWith([{ product_id: b, qty: 2 }]);
      const myCart = (await call("recalcCart", "POST", { department: "su" }, { bearer: mine })).json().cart.id as number;
      const theirCart = (await call("recalcCart", "POST", { department: "su" }, { bearer: theirs })).json().cart.id as number;
      expect(myCart).not.toBe(theirCart);

      // the page cookie is not enough
      const byCookie = await call("deleteCart", "DELETE", { cart_id: myCart, department: "su" }, { cookie: `guest_token=${mine}`, origin: `http://${SI}` });
      expect(byCookie.status).toBe(401);
      // a cart id is needed
      for (const body of [{ department: "su" }, { cart_id: null, department: "su" }, { cart_id: "abc", department: "su" }, { cart_id: -1, department: "su" }]) {
        const res = await call("deleteCart", "DELETE", body, { bearer: mine });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json().success).toBe(false);
      }
      // another's cart (or none) is a 404, and it stays
      for (const id of [theirCart, 2_000_000_000]) {
        const res = await call("deleteCart", "DELETE", { cart_id: id, department: "su" }, { bearer: mine });
        expect(res.status, res.body).toBe(404);
        expect(res.json().success).toBe(false);
        expectNoCache(res);
      }
      expect(await linesOf(theirs)).toEqual({ [b]: 2 });
      expect(await linesOf(mine)).toEqual({ [a]: 1 });
      // wrong method
      expect((await call("deleteCart", "POST", { cart_id: myCart, department: "su" }, { bearer: mine })).status).toBe(405);

      const res = await call("deleteCart", "DELETE", { cart_id: String(myCart), department: "su" }, { bearer: mine });
      expect(res.status, res.body).toBe(200);
      expectNoCache(res);
      expect(res.json()).toMatchObject({ success: true, cart: { id: null, items: [], count: 0 } });
      expect(await db.selectFrom("cart").select("id").where("id", "=", myCart).execute()).toEqual([]);
      expect(await linesOf(theirs)).toEqual({ [b]: 2 });
    });

    it("a wrong method is a 405 with the call's method; the GET of every call too", async () => {
      const expected: Record<string, string> = {
        addCartItems: "POST",
        modifyCartItems: "POST",
        updateCartItems: "PUT",
        deleteCartItems: "DELETE",
        recalcCart: "POST",
        deleteCart: "DELETE",
      };
      for (const [path, method] of Object.entries(expected)) {
        const get = await request(server.baseUrl, `/api/cart/${path}?department=su`, { host: SI });
        expect(get.status, path).toBe(405);
        expect(get.headers.allow).toBe(method);
        const wrong = await call(path, method === "POST" ? "PUT" : "POST", { department: "su" });
        expect(wrong.status, path).toBe(405);
        expect(wrong.json().success).toBe(false);
      }
    });

    describe("bad input: a 4xx with success false, and the cart as it was", () => {
      const cases: [string, string, string, (ids: { a: number; b: number; out: number }) => unknown, number][] = [
        ["not JSON", "addCartItems", "POST", () => "{items:", 400],
        ["no department", "addCartItems", "POST", ({ a }) => ({ items: [{ product_id: a, qty: 1 }] }), 400],
        ["unknown department", "addCartItems", "POST", ({ a }) => ({ items: [{ product_id: a, qty: 1 }], department: "xx" }), 400],
        ["no items", "addCartItems", "POST", () => ({ department: "su" }), 400],
        ["empty items", "addCartItems", "POST", () => ({ items: [], department: "su" }), 400],
        ["items not a list", "addCartItems", "POST", ({ a }) => ({ items: { product_id: a, qty: 1 }, department: "su" }), 400],
        ["add qty 0", "addCartItems", "POST", ({ a }) => ({ items: [{ product_id: a, qty: 0 }], department: "su" }), 400],
        ["qty 100", "addCartItems", "POST", ({ a }) => ({ items: [{ product_id: a, qty: 100 }], department: "su" }), 400],
        ["qty as text", "addCartItems", "POST", ({ a }) => ({ items: [{ product_id: a, qty: "2" }], department: "su" }), 400],
        ["fractional qty", "addCartItems", "POST", ({ a }) => ({ items: [{ product_id: a, qty: 1.5 }], department: "su" }), 400],
        ["negative product id", "addCartItems", "POST", () => ({ items: [{ product_id: -3, qty: 1 }], department: "su" }), 400],
        [
          "a product not sold here, beside a good one",
          "addCartItems",
          "POST",
          ({ a }) => ({
            items: [
              { product_id: a, qty: 1 },
              { product_id: 2_000_000_000, qty: 1 },
            ],
            department: "su",
          }),
          422,
        ],
        [
          "a product out of stock, beside a good one",
          "addCartItems",
          "POST",
          ({ a, out }) => ({
            items: [
              { product_id: a, qty: 1 },
              { product_id: out, qty: 1 },
            ],
            department: "su",
          }),
          409,
        ],
        ["modify with nothing", "modifyCartItems", "POST", () => ({ updateItems: [], deleteItems: [], department: "su" }), 400],
        ["modify qty -1", "modifyCartItems", "POST", ({ a }) => ({ updateItems: [{ product_id: a, qty: -1 }], department: "su" }), 400],
        ["modify deletion not an id", "modifyCartItems", "POST", () => ({ deleteItems: ["x"], department: "su" }), 400],
        [
          "modify a product not in the cart (with a deletion)",
          "modifyCartItems",
          "POST",
          ({ a, b }) => ({ updateItems: [{ product_id: b, qty: 2 }], deleteItems: [a], department: "su" }),
          409,
        ],
        [
          "update a product not in the cart (with a good update)",
          "updateCartItems",
          "PUT",
          ({ a, b }) => ({
            items: [
              { product_id: a, qty: 5 },
              { product_id: b, qty: 2 },
            ],
            department: "su",
          }),
          409,
        ],
        ["update qty 100", "updateCartItems", "PUT", ({ a }) => ({ items: [{ product_id: a, qty: 100 }], department: "su" }), 400],
        ["delete nothing", "deleteCartItems", "DELETE", () => ({ items: [], department: "su" }), 400],
        ["delete with unknown department", "deleteCartItems", "DELETE", ({ a }) => ({ items: [a], department: "zz" }), 400],
      ];

      it.each(cases)("%s", async (_name, path, method, body, status) => {
        const [a, b] = inStock;
        const token = await guestWith([{ product_id: a, qty: 3 }]);
        const before = await db
          .selectFrom("cart_item")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        const res = await call(path, method, body({ a, b, out: outOfStock }), { bearer: token });
        expect(res.status, res.body).toBe(status);
        expect(res.json().success).toBe(false);
        expect(res.json().errors.length).toBeGreaterThan(0);
        expect(await linesOf(token)).toEqual({ [a]: 3 });
        // nobody's cart grew
        const after = await db
          .selectFrom("cart_item")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n));
      });

      it("a refused first add issues no token and makes no cart", async () => {
        const tokens = await db
          .selectFrom("session_token")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        const res = await call("addCartItems", "POST", { items: [{ product_id: outOfStock, qty: 1 }], department: "su" });
        expect(res.status).toBe(409);
        expect(res.json()).toMatchObject({ success: false, cart: { items: [] } });
        expect(res.json().token).toBeUndefined();
        expect(setCookies(res)).toEqual([]);
        const after = await db
          .selectFrom("session_token")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(tokens.n));
      });

      it("changes without any token are a 401", async () => {
        const [a] = inStock;
        for (const [path, method, body] of [
          ["modifyCartItems", "POST", { deleteItems: [a], department: "su" }],
          ["updateCartItems", "PUT", { items: [{ product_id: a, qty: 1 }], department: "su" }],
          ["deleteCartItems", "DELETE", { items: [a], department: "su" }],
        ] as const) {
          const res = await call(path, method, body);
          expect(res.status, path).toBe(401);
          expect(res.json().success).toBe(false);
        }
        const badBearer = await call("modifyCartItems", "POST", { deleteItems: [a], department: "su" }, { bearer: "not-a-token" });
        expect(badBearer.status).toBe(401);
      });
    });
  });
}

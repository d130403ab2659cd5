import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { startAuthSession } from "~/services/sessions.server";
import { RESOURCES } from "~/lib/route-table.js";
import { createCustomer, uniqueEmail } from "../support/customers";
import { request, setCookies } from "../support/http";
import { ROOT } from "../support/server";

// DESIGN.md "Sessions and safety": a state change sent from another site is refused. One check
// does it, before Remix (app/same-origin.server.ts); this test holds every action of the build to
// it: each route the build says has an action is posted to from another site, as a signed-in
// customer's browser would send it (cookie included), under the path spellings that reach the
// same action, with every method Remix runs an action for — a 403 each time, and nothing in the
// database changes. The JSON API calls that know their caller by the bearer token alone are the
// only ones let through; posted to with the customer's cookie, they must not act for her.

const SI = "si.lumera.localhost";
const ADMIN = "admin.lumera.localhost";
/** The back office's actions answer on its own host alone (app/admin-host.server.ts): they are posted to there. */
const hostOf = (routeId: string) => (routeId === "admin" || routeId.startsWith("admin-") ? ADMIN : SI);
const EVIL = { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" };

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasAction: boolean;
}

/** The route manifest of the build the servers run (public/build/manifest-<version>.js). */
function builtRoutes(): Record<string, ManifestRoute> {
  const version = readFileSync(path.join(ROOT, "build", "version.txt"), "utf8")
    .trim()
    .toUpperCase();
  const source = readFileSync(path.join(ROOT, "public", "build", `manifest-${version}.js`), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes;
}

/** A URL that reaches a route: its own and its parents' paths, optional segments left out, params filled. */
function urlOf(routes: Record<string, ManifestRoute>, id: string) {
  const segments: string[] = [];
  for (let route: ManifestRoute | undefined = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path);
  }
  const parts = segments
    .join("/")
    .split("/")
    .filter((s) => s && !s.endsWith("?"))
    .map((s) => (s === "*" ? "contact" : s.startsWith(":") ? "x" : s));
  return `/${parts.join("/")}`;
}

/** The spellings of a path that Remix routes to the same action. */
function spellings(url: string, id: string) {
  const [first, ...rest] = url.slice(1).split("/");
  const encoded = `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}${rest.length ? `/${rest.join("/")}` : ""}`;
  return [url, `${url}/`, url.toUpperCase(), encoded, `/api/..${url}`, `${url}.data`, `${url}?_data=${encodeURIComponent(id)}`, `${url}?index`];
}

for (const server of inject("servers")) {
  describe(`the Origin check on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let customerId: number;
    let cookie: string;
    const routes = builtRoutes();
    const withAction = Object.values(routes).filter((r) => r.hasAction);
    const bearerOnly = new Set<string>(RESOURCES.filter((r) => r.path.startsWith("api/") && !("pageCookie" in r)).map((r) => r.id));

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      const customer = await createCustomer(db, { email: uniqueEmail("origin"), password: "Zelena-jabolka-7", firstName: "Vera", lastName: "Varna" });
      customerId = customer.id;
      const { token } = await startAuthSession(db, customerId, null);
      cookie = `auth_token=${token}`;
      // something of hers to lose: a cart line and a wishlist item, added from this shop's own pages
      const product = await db.selectFrom("product_stock").select("product_id").where("qty", ">", 20).orderBy("product_id").executeTakeFirstOrThrow();
      const own = { "Content-Type": "application/json", Origin: `http://${SI}`, Cookie: cookie };
      const added = await request(server.baseUrl, "/api/cart/addCartItems", {
        host: SI,
        method: "POST",
        headers: own,
        body: JSON.stringify({ items: [{ product_id: product.product_id, qty: 2 }], department: "su" }),
      });
      expect(added.status, added.body).toBe(200);
      await db.insertInto("wishlist_item").values({ customer_id: customerId, product_id: product.product_id, created_at: new Date().toISOString() }).execute();
    });
    afterAll(async () => close());

    /** Every table's row count, and every row of hers, as they are now. */
    async function snapshot() {
      const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
      const counts: Record<string, unknown> = {};
      for (const table of tables) {
        const row = await db
          .selectFrom(table as "customer")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        counts[table] = Number(row.n);
      }
      const customer = await db.selectFrom("customer").selectAll().where("id", "=", customerId).executeTakeFirstOrThrow();
      const tokens = await db.selectFrom("session_token").selectAll().where("customer_id", "=", customerId).orderBy("id").execute();
      const wishlist = await db.selectFrom("wishlist_item").selectAll().where("customer_id", "=", customerId).execute();
      const addresses = await db.selectFrom("customer_address").selectAll().where("customer_id", "=", customerId).execute();
      const cartLines = await db.selectFrom("cart_item").selectAll().orderBy("id").execute();
      return { counts, customer, tokens, wishlist, addresses, cartLines };
    }

    it("the build's actions are the route modules' own: neither the root nor a layout has one (a ?_data= call picks among those)", () => {
      expect(withAction.length).toBeGreaterThan(20);
      for (const id of ["root", "layout-store", "layout-checkout"]) expect(routes[id]?.hasAction, id).toBe(false);
    });

    it("a cross-site post to every action, with her cookie, by every spelling and method, is a 403 and changes nothing", async () => {
      const checked = withAction.filter((r) => !bearerOnly.has(r.id));
      // every page with a form and every cart call is among them
      expect(checked.map((r) => r.id)).toEqual(
        expect.arrayContaining(["login:login", "profile:profile", "cart:cart", "consent", "api-cart-add-cart-items", "admin-sign-in", "admin-staff"]),
      );
      const before = await snapshot();
      for (const route of checked) {
        const api = route.id.startsWith("api-");
        const url = urlOf(routes, route.id);
        for (const target of spellings(url, route.id)) {
          for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
            const label = `${route.id}: ${method} ${target}`;
            const body = api ? JSON.stringify({ department: "su", items: [], deleteItems: [], updateItems: [] }) : "intent=logout&email=a%40b.si";
            // the length named: Node's client sends a DELETE's body without one, which no server can frame
            const type = api ? "application/json" : "application/x-www-form-urlencoded";
            const res = await request(server.baseUrl, target, {
              host: hostOf(route.id),
              method,
              headers: { ...EVIL, Cookie: cookie, "Content-Type": type, "Content-Length": String(Buffer.byteLength(body)) },
              body,
            }).catch((error: Error) => {
              throw new Error(`${label}: ${error.message}`);
            });
            expect(res.status, label).toBe(403);
            expect(setCookies(res), label).toEqual([]);
            if (api) expect(res.json(), label).toEqual({ success: false, errors: ["origin: cross-site requests are refused"] });
          }
        }
        // the refusal is the Origin's alone: Fetch Metadata alone, and a foreign Origin alone, each refuse
        for (const headers of [
          { "Sec-Fetch-Site": "cross-site" },
          { "Sec-Fetch-Site": "same-site" },
          { Origin: "http://evil.example" },
          { Origin: "null" },
        ] as Record<string, string>[]) {
          const res = await request(server.baseUrl, url, { host: hostOf(route.id), method: "POST", headers: { ...headers, Cookie: cookie }, body: "" });
          expect(res.status, `${route.id}: ${JSON.stringify(headers)}`).toBe(403);
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it("the same post from this shop's own pages reaches the route (no 403)", async () => {
      for (const route of withAction.filter((r) => !bearerOnly.has(r.id))) {
        const url = urlOf(routes, route.id);
        const res = await request(server.baseUrl, url, {
          host: hostOf(route.id),
          method: "POST",
          headers: { Origin: `http://${hostOf(route.id)}`, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
          body: "",
        });
        expect(res.status, `${route.id}: POST ${url}`).not.toBe(403);
      }
    });

    it("the bearer-only API calls, posted to from another site with her cookie, do not act for her", async () => {
      const bearerCalls = withAction.filter((r) => bearerOnly.has(r.id));
      expect(bearerCalls.map((r) => r.id)).toEqual(expect.arrayContaining(["api-user-login", "api-wishlist-add-wishlist-items", "api-user-mass-logout"]));
      const before = await snapshot();
      for (const route of bearerCalls) {
        const url = urlOf(routes, route.id);
        const res = await request(server.baseUrl, url, {
          host: SI,
          method: "POST",
          headers: { ...EVIL, Cookie: cookie, "Content-Type": "application/json" },
          body: JSON.stringify({ department: "su" }),
        });
        expect(setCookies(res), url).toEqual([]);
        expect(res.body, url).not.toContain("Vera");
      }
      const after = await snapshot();
      for (const part of ["customer", "tokens", "wishlist", "addresses"] as const) expect(after[part], part).toEqual(before[part]);
    });
  });
}

import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { isSitePath } from "~/lib/safe-redirect";
import { createLinkToken } from "~/services/customers.server";
import { startAuthSession } from "~/services/sessions.server";
import { createCustomer, uniqueEmail } from "../support/customers";
import { cookieValue, type HttpResponse, publicOrigin, request } from "../support/http";
import { waitForLink } from "../support/outbox";
import { NASTY_TARGETS } from "../support/redirect-targets";

// The attacks of DESIGN.md "Sessions and safety", replayed against the real server on SQLite
// and PostgreSQL, each seen to fail: open redirects through every route that redirects to a
// target taken from the request.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";
const PASSWORD = "Zelena-jabolka-7";

/** A target a Node client can put on a request line as it is (no spaces or controls). */
const asRequestPath = (target: string) => /^\/[\u0021-\u007e]*$/.test(target);

for (const server of inject("servers")) {
  describe(`security on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let stocked: number;

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const row = await db
        .selectFrom("product as p")
        .select("p.id")
        .where("p.type", "=", "simple")
        .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 50)))
        .where((eb) => eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "sl")))
        .orderBy("p.id")
        .executeTakeFirstOrThrow();
      stocked = row.id;
    });
    afterAll(async () => close());

    const get = (path: string, options: { host?: string; cookie?: string } = {}) =>
      request(server.baseUrl, path, { host: options.host ?? SI, headers: options.cookie ? { Cookie: options.cookie } : {} });
    const postForm = (path: string, fields: Record<string, string>, options: { host?: string; cookie?: string } = {}) => {
      const host = options.host ?? SI;
      const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${host}` };
      if (options.cookie) headers.Cookie = options.cookie;
      return request(server.baseUrl, path, { host, method: "POST", headers, body: new URLSearchParams(fields).toString() });
    };

    /** The redirect stays on this site: a 3xx whose Location is one "/" then not "/" or "\". */
    function expectOnSite(res: HttpResponse, label: string) {
      expect(res.status, label).toBeGreaterThanOrEqual(300);
      expect(res.status, label).toBeLessThan(400);
      const location = String(res.headers.location ?? "");
      expect(isSitePath(location), `${label} -> ${location}`).toBe(true);
    }

    describe("links and addresses the request cannot forge", () => {
      const FORGED = "attacker.example";
      const outbox = path.join(server.dataDir, "outbox");
      /** The configured origin of a storefront domain: http and the port the server listens on (no PUBLIC_* set). */
      const configured = (domain: string) => publicOrigin(server.baseUrl, domain);
      const forgedForm = (path: string, fields: Record<string, string>) =>
        request(server.baseUrl, path, {
          host: FORGED,
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${FORGED}` },
          body: new URLSearchParams(fields).toString(),
        });

      it("POST /forgotten-password with Host: attacker.example mails a link on the default storefront's domain", async () => {
        const email = uniqueEmail("forged-reset");
        await createCustomer(db, { email, password: PASSWORD, firstName: "Rosa", lastName: "Reset" });
        const res = await forgedForm("/forgotten-password", { email });
        expect(res.status).toBe(302);
        const { mail, url } = await waitForLink(outbox, email, "/password-reset?token=");
        expect(url.origin).toBe(configured(SI));
        expect(mail.text).not.toContain(FORGED);
      });

      it("registration by the form and by the API under a forged Host mails the verification link on the storefront's domain", async () => {
        const byForm = uniqueEmail("forged-form");
        const form = await forgedForm("/login", { intent: "register", email: byForm, password: PASSWORD, firstName: "Fran", lastName: "Form" });
        expect(form.status).toBe(302);
        expect((await waitForLink(outbox, byForm, "/verify?token=")).url.origin).toBe(configured(SI));

        const byApi = uniqueEmail("forged-api");
        const api = await request(server.baseUrl, "/api/user/register", {
          host: FORGED,
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-Host": FORGED },
          body: JSON.stringify({ email: byApi, password: PASSWORD, firstName: "Api", lastName: "Forged", department: "chu" }),
        });
        expect(api.status).toBe(201);
        const { url } = await waitForLink(outbox, byApi, "/verify?token=");
        expect(url.origin).toBe(configured(EU));
        expect(url.pathname).toBe("/hu/verify");
      });

      it("a page under a forged Host is the default storefront's, and every absolute URL in it (canonical, og:url, og:image, hreflang, JSON-LD) is on a configured domain", async () => {
        const slug = await db.selectFrom("product_i18n").select("url_key").where("product_id", "=", stocked).where("lang", "=", "sl").executeTakeFirstOrThrow();
        for (const forged of [{ host: FORGED }, { host: `${SI}:1`, }, { host: FORGED, forwarded: "evil.example" }]) {
          const res = await request(server.baseUrl, `/${slug.url_key}`, { host: forged.host, headers: forged.forwarded ? { "X-Forwarded-Host": forged.forwarded, "X-Forwarded-Proto": "https" } : {} });
          expect(res.status, forged.host).toBe(200);
          expect(res.body).toContain('<html lang="sl"');
          expect(res.body).not.toContain(FORGED);
          expect(res.body).not.toContain("evil.example");
          const canonical = /<link rel="canonical" href="([^"]*)"/.exec(res.body)?.[1];
          expect(canonical).toBe(`${configured(SI)}/${encodeURI(slug.url_key)}`);
          expect(/<meta property="og:url" content="([^"]*)"/.exec(res.body)?.[1]).toBe(canonical);
          expect(/<meta property="og:image" content="([^"]*)"/.exec(res.body)?.[1]).toMatch(new RegExp(`^${configured(SI)}/`));
          const alternates = [...res.body.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]*)"/gi)].map((m) => m[1]);
          expect(alternates.length).toBeGreaterThan(1);
          const domains = [SI, EU, "hr.lumera.localhost", "at.lumera.localhost", "it.lumera.localhost", "cz.lumera.localhost", "aurora.localhost"].map(configured);
          for (const href of alternates) expect(domains.some((d) => href.startsWith(`${d}/`)), href).toBe(true);
          const jsonLd = [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => m[1]).join("\n");
          const urls = [...jsonLd.matchAll(/"(https?:\/\/[^"]+)"/g)].map((m) => m[1]).filter((u) => !u.startsWith("https://schema.org"));
          expect(urls.length).toBeGreaterThan(0);
          for (const url of urls) expect(url.startsWith(`${configured(SI)}/`), url).toBe(true);
        }
      });

      it("the sitemap index, the sitemaps and robots.txt under a forged Host point at the default storefront's domain", async () => {
        const robots = await request(server.baseUrl, "/robots.txt", { host: FORGED });
        expect(robots.body.split("\n")).toContain(`Sitemap: ${configured(SI)}/sitemap.xml`);
        const index = await request(server.baseUrl, "/sitemap.xml", { host: FORGED });
        const files = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
        expect(files.length).toBeGreaterThan(0);
        for (const file of files) expect(file.startsWith(`${configured(SI)}/sitemaps/su/`), file).toBe(true);
        const pages = await request(server.baseUrl, "/sitemaps/su/pages.xml", { host: FORGED });
        const locs = [...pages.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
        expect(locs.length).toBeGreaterThan(0);
        for (const loc of locs) expect(loc.startsWith(`${configured(SI)}/`), loc).toBe(true);
      });

      it("X-Forwarded-Proto from a client the server does not trust changes no scheme", async () => {
        const res = await request(server.baseUrl, "/", { host: SI, headers: { "X-Forwarded-Proto": "https" } });
        expect(/<link rel="canonical" href="([^"]*)"/.exec(res.body)?.[1]).toBe(`${configured(SI)}/`);
      });
    });

    describe("no open redirects", () => {
      it("POST /consent keeps every nasty redirectTo on this site", async () => {
        for (const target of NASTY_TARGETS) expectOnSite(await postForm("/consent", { intent: "all", redirectTo: target }), `consent ${JSON.stringify(target)}`);
      });

      it("POST /cart (add, and an extras intent) keeps every nasty redirectTo on this site", async () => {
        for (const target of NASTY_TARGETS) {
          expectOnSite(await postForm("/cart", { intent: "add", productId: String(stocked), qty: "1", redirectTo: target }), `cart add ${JSON.stringify(target)}`);
          expectOnSite(await postForm("/cart", { intent: "applyCode", code: "", redirectTo: target }), `cart applyCode ${JSON.stringify(target)}`);
        }
      });

      it("POST /wishlist keeps every nasty redirectTo on this site", async () => {
        const first = await postForm("/wishlist", { intent: "add", productId: String(stocked), redirectTo: "/wishlist" });
        const cookie = `guest_token=${cookieValue(first, "guest_token")}`;
        for (const target of NASTY_TARGETS) {
          expectOnSite(await postForm("/wishlist", { intent: "add", productId: String(stocked), redirectTo: target }, { cookie }), `wishlist ${JSON.stringify(target)}`);
        }
      });

      it("login (the form's redirectTo, and a logged-in visit to /login?redirectTo=) keeps every nasty target on this site", async () => {
        const email = uniqueEmail("redirect");
        const customer = await createCustomer(db, { email, password: PASSWORD, firstName: "Rea", lastName: "Direct" });
        const { token } = await startAuthSession(db, customer.id, null);
        for (const target of NASTY_TARGETS) {
          expectOnSite(await postForm("/login", { intent: "login", email, password: PASSWORD, redirectTo: target }), `login ${JSON.stringify(target)}`);
          expectOnSite(await get(`/login?redirectTo=${encodeURIComponent(target)}`, { cookie: `auth_token=${token}` }), `GET login ${JSON.stringify(target)}`);
        }
      });

      it("the profile sends a guest to log in and back on this site", async () => {
        const res = await get("/profile");
        expectOnSite(res, "profile");
        expect(res.headers.location).toBe("/login?redirectTo=%2Fprofile");
      });

      it("a token link's clean-up redirect stays on this site, whatever the path (GET //evil.example/?guest_token=x)", async () => {
        const paths = NASTY_TARGETS.filter(asRequestPath);
        expect(paths.length).toBeGreaterThanOrEqual(15);
        for (const path of paths) {
          for (const link of ["guest_token=x", "auth_token=x"]) {
            const res = await get(`${path}${path.includes("?") ? "&" : "?"}${link}`);
            // a path no page can have may answer 400/404 first; whatever redirects stays on this site
            expect(res.status, path).toBeLessThan(500);
            if (res.status >= 300 && res.status < 400) expectOnSite(res, `token link ${path}?${link}`);
          }
        }
        const reported = await get("//evil.example/?guest_token=x");
        expect(reported.status).toBe(302);
        expect(reported.headers.location).toBe("/");
      });

      it("a plain filter form on a category path that starts with // redirects on this site", async () => {
        const category = await db
          .selectFrom("category_i18n")
          .select("store_url")
          .where("lang", "=", "sl")
          .orderBy("category_id")
          .executeTakeFirstOrThrow();
        for (const path of [`//${category.store_url}`, `/.//${category.store_url}`]) {
          const res = await get(`${path}?price_from=&price_to=&orderBy=price_asc`);
          expect(res.status, path).toBeLessThan(500);
          if (res.status >= 300 && res.status < 400) expectOnSite(res, `listing ${path}`);
        }
      });
    });

    describe("no session fixation by a guest link", () => {
      /** A guest with one line of `productId` in the su cart, by the product form; its cookie. */
      async function guestWithCart(qty: number) {
        const res = await postForm("/cart", { intent: "add", productId: String(stocked), qty: String(qty), redirectTo: "/cart" });
        const token = cookieValue(res, "guest_token");
        expect(token).toBeDefined();
        return token!;
      }
      const countOnPage = async (cookie: string) => /<span class="cart-count">(\d+)<\/span>/.exec((await get("/cart", { cookie })).body)?.[1];
      const setsToken = (res: HttpResponse) => cookieValue(res, "guest_token") ?? cookieValue(res, "auth_token");

      it("a guest link on a browser with a guest session keeps that session and merges nothing", async () => {
        const attacker = await guestWithCart(3);
        const victim = await guestWithCart(1);
        const res = await get(`/?guest_token=${attacker}`, { cookie: `guest_token=${victim}` });
        expectOnSite(res, "guest link");
        expect(res.headers.location).toBe("/");
        expect(setsToken(res)).toBeUndefined();
        // each cart is as it was: the victim still sees their own line of 1, the attacker theirs
        expect(await get("/cart", { cookie: `guest_token=${victim}` }).then((r) => r.body)).toMatch(/name="qty"[^>]*value="1"/);
        expect(await get("/cart", { cookie: `guest_token=${attacker}` }).then((r) => r.body)).toMatch(/name="qty"[^>]*value="3"/);
        expect(await countOnPage(`guest_token=${victim}`)).toBe("1");
      });

      it("a guest link on a browser with a customer's session keeps it", async () => {
        const attacker = await guestWithCart(2);
        const customer = await createCustomer(db, { email: uniqueEmail("fixation"), password: PASSWORD, firstName: "Vida", lastName: "Victim" });
        const { token } = await startAuthSession(db, customer.id, null);
        const res = await get(`/cart?guest_token=${attacker}`, { cookie: `auth_token=${token}` });
        expect(res.headers.location).toBe("/cart");
        expect(setsToken(res)).toBeUndefined();
        expect(await countOnPage(`auth_token=${token}`)).toBe("0");
      });

      it("a browser without a session (or with one that no longer resolves) takes the guest link", async () => {
        const shared = await guestWithCart(2);
        const fresh = await get(`/cart?guest_token=${shared}`);
        expect(fresh.headers.location).toBe("/cart");
        expect(cookieValue(fresh, "guest_token")).toBe(shared);
        const stale = await get(`/cart?guest_token=${shared}`, { cookie: "guest_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" });
        expect(cookieValue(stale, "guest_token")).toBe(shared);
      });

      it("a login link on a browser with a session is left unused; without one it logs in", async () => {
        const customer = await createCustomer(db, { email: uniqueEmail("login-link"), password: PASSWORD, firstName: "Lina", lastName: "Link" });
        const link = await createLinkToken(db, customer.id, "login");
        const victim = await guestWithCart(1);
        const refused = await get(`/?auth_token=${link}`, { cookie: `guest_token=${victim}` });
        expect(refused.headers.location).toBe("/");
        expect(setsToken(refused)).toBeUndefined();
        expect(await countOnPage(`guest_token=${victim}`)).toBe("1");
        const taken = await get(`/?auth_token=${link}`);
        expect(cookieValue(taken, "auth_token")).toBeDefined();
      });
    });
  });
}

import { describe, expect, inject, it } from "vitest";
import { request } from "../support/http";

// The messages travel as files of their own (app/lib/messages.ts MESSAGES_FILES): the shell's
// (header, footer, errors, consent…) per language, and each page's namespaces, which every page
// names and preloads, instead of inside every page's loader data. What the browser gets, and
// what a forged name gets.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";

/** The messages files a page preloads (its shell's and its own). */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="(\/build\/i18n\/[a-z]{2}\/[A-Za-z_.+]+\.[0-9a-f]{12}\.json)" as="fetch" crossorigin="anonymous"\/>/g)].map(
    (m) => m[1],
  );
const preloaded = (html: string) => preloads(html).find((href) => href.includes("/shell."));

for (const server of inject("servers")) {
  describe(`the messages files on ${server.name}`, () => {
    const get = (path: string, host = SI) => request(server.baseUrl, path, { host });

    it("a page names its language's file and no longer carries the messages in its data; the file is kept a year", async () => {
      const home = await get("/");
      expect(home.status).toBe(200);
      const href = preloaded(home.body);
      expect(href).toMatch(/^\/build\/i18n\/sl\/shell\./);
      // the header's words are on the page, rendered, but the shell's JSON (its currency sign's key) is not in the handoff
      expect(home.body).not.toContain("system_currency");

      const file = await get(href!);
      expect(file.status).toBe(200);
      expect(file.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const messages = file.json() as { system_currency: string; header: Record<string, string>; errors: Record<string, string> };
      expect(messages.system_currency).toBe("€");
      expect(Object.keys(messages.header).length).toBeGreaterThan(3);
      expect(messages.errors.notFoundTitle).toBeTruthy();

      // every page of the storefront names the same file, a 404 too; another language another one
      expect(preloaded((await get("/blog")).body)).toBe(href);
      const missing = await get("/no-such-page-at-all");
      expect(missing.status).toBe(404);
      expect(preloaded(missing.body)).toBe(href);
      const hu = preloaded((await get("/hu/", EU)).body);
      expect(hu).toMatch(/^\/build\/i18n\/hu\/shell\./);
      expect(((await get(hu!)).json() as { system_currency: string }).system_currency).toBe("Ft");
    });

    it("a page names its own namespaces' file beside the shell's; the cart page's holds the cart's words", async () => {
      const blog = preloads((await get("/blog")).body);
      expect(blog).toHaveLength(2);
      const cart = preloads((await get("/cart")).body).find((href) => !href.includes("/shell."));
      expect(cart).toMatch(/^\/build\/i18n\/sl\/cart\+cartExtras\+checkout\.vat\.[0-9a-f]{12}\.json$/);
      const file = await get(cart!);
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((file.json() as { cart: { title: string } }).cart.title).toBe("Košarica");
      // the page's data names the file; the words are not in it (a message's placeholder is only ever in the messages)
      expect(file.body).toContain("Dodaj {{name}} v košarico");
      expect((await get("/cart")).body).not.toContain("{{name}}");
    });

    it("a file named with an older hash gets today's messages, not kept for long; a forged name is a 404", async () => {
      const href = preloaded((await get("/")).body)!;
      const older = await get("/build/i18n/sl/shell.000000000000.json");
      expect(older.status).toBe(200);
      expect(older.headers["cache-control"]).toBe("public, max-age=300");
      expect(older.body).toBe((await get(href)).body);

      for (const forged of [
        "/build/i18n/xx/shell.000000000000.json",
        "/build/i18n/sl/shell.json",
        "/build/i18n/sl/shell.0000000000000.json",
        "/build/i18n/SL/shell.000000000000.json",
        "/build/i18n/sl/shell.zzzzzzzzzzzz.json",
        "/build/i18n/sl%2Fshell.000000000000.json",
        "/build/i18n/sl/..%2Fshell.000000000000.json",
        "/build/i18n/sl/shell.000000000000.json.map",
        "/build/i18n/sl/nothing.000000000000.json",
        "/build/i18n/sl/constructor.000000000000.json",
        "/build/i18n/sl/shell.000000000000.json/x",
      ]) {
        const answer = await get(forged);
        expect(answer.status, forged).toBe(404);
      }
    });
  });
}

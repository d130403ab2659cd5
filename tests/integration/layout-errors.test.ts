import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/db.server";
import { request } from "../support/http";
import { type RunningServer, startServer } from "../support/server";

// The layouts' own error boundaries: when a layout's loader fails (here the content blocks its
// footer and header line come from cannot be read), the shopper still gets a page of the
// storefront — its language, its logo and a way home — instead of the bare root error page.
// A server of its own, whose database loses the content table before the first page is asked.

describe("a layout whose loader fails", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ name: "layout-errors", env: { SEED_PRODUCTS: "20", PAGE_CACHE_MB: "0" } });
    const { db, close } = openDatabase(server.databaseUrl);
    await sql`alter table content_block rename to content_block_gone`.execute(db);
    await close();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("the store layout shows its own error page in the storefront's language, with the logo and a way home", async () => {
    const response = await request(server.baseUrl, "/", { host: "si.lumera.localhost" });
    expect(response.status).toBe(500);
    expect(response.body).toContain('<html lang="sl"');
    expect(response.body).toMatch(
      /<header class="checkout-header">[\s\S]*<a (?=[^>]*class="logo-link")(?=[^>]*aria-label="Lumera Slovenija")(?=[^>]*href="\/")/,
    );
    expect(response.body).toContain('class="error-page"');
    expect(response.body).not.toContain("error-shell");
  });

  it("the checkout layout too (a one-brand storefront's cart is a checkout page)", async () => {
    const response = await request(server.baseUrl, "/sl/checkout/cart", { host: "aurora.localhost" });
    expect(response.status).toBe(500);
    expect(response.body).toContain('<html lang="sl"');
    expect(response.body).toMatch(/<a (?=[^>]*class="logo-link")(?=[^>]*aria-label="Aurora Slovenija")(?=[^>]*href="\/sl")/);
    expect(response.body).toContain('class="error-page"');
    expect(response.body).not.toContain("error-shell");
  });
});

import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPublicPageRoute } from "./page-kind";
import { ADMIN_LAYOUT_FILE, ADMIN_PAGES, BENCH_FILE, LAYOUT_FILES, PAGES, RESOURCES } from "./route-table.js";

// remix.config.js ignores every file in app/routes and serves only what the table names: a
// route module added and not listed would silently answer nothing.

const ROUTES_DIR = path.join(import.meta.dirname, "..", "routes");

describe("the route table", () => {
  const listed = [
    ...PAGES.map((p) => p.file),
    ...RESOURCES.map((r) => r.file),
    ...Object.values(LAYOUT_FILES),
    BENCH_FILE,
    ADMIN_LAYOUT_FILE,
    ...ADMIN_PAGES.map((p) => p.file),
  ];

  it("names every route module in app/routes, and each once", () => {
    const modules = readdirSync(ROUTES_DIR)
      .filter((name) => /\.(tsx?|jsx?)$/.test(name) && !/\.test\.[jt]sx?$/.test(name))
      .map((name) => `routes/${name}`);
    expect([...listed].sort()).toEqual([...modules].sort());
  });

  it("has one row per id", () => {
    const ids = [...PAGES.map((p) => p.id), ...RESOURCES.map((r) => r.id), ...ADMIN_PAGES.map((p) => p.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("marks public exactly the pages every visitor without a session sees alike", () => {
    const publicPages = PAGES.filter((p) => isPublicPageRoute(`${p.id}:x`)).map((p) => p.id);
    expect(publicPages.sort()).toEqual(["blog", "blog-category", "blog-post", "brand", "brands", "catch-all", "cms", "home", "legal-text", "search"]);
    expect(isPublicPageRoute("cart:cart")).toBe(false);
    expect(isPublicPageRoute("api-fetch-product")).toBe(false);
  });
});

import { defineRoutes } from "@remix-run/dev/dist/config/routes";
import { describe, expect, it } from "vitest";
import { isPublicPageRoute } from "./page-kind";
import { routeLabeller } from "./route-label";
import { BENCH_SHELL_ID, defineAppRoutes } from "./route-table.js";

// The shop's route table as the build has it, matched by the router as patched
// (patches/@remix-run+router+1.23.3.patch): a path not seen before tries only the branches whose
// static segments it holds at their places, and one seen before its remembered branch. Either
// way the answer must be the one trying every branch in rank order gives.

// (the root route is Remix's own, around every route the table defines)
const routeOf = routeLabeller({ root: { id: "root", path: "" }, ...defineAppRoutes(defineRoutes) });

const CASES: [string, string][] = [
  ["/", "home:index"],
  ["/sl", "home:sl"],
  ["/SL/", "home:sl"],
  ["/cart", "cart:cart"],
  ["/Cart/", "cart:cart"],
  ["/sl/cart", "cart:cart"],
  // any first segment is the optional language to the router (the page answers 404 for one it does not know)
  ["/xx/cart", "cart:cart"],
  ["/sl//cart", "catch-all"],
  ["/znamke", "brands:znamke"],
  ["/ZNAMKE/aurora", "brand:znamke/:prop"],
  ["/hr/marke/aurora", "brand:marke/:prop"],
  ["/profile/orders/LM-1", "profile-order:profile/orders/:number"],
  ["/en/profile/orders/LM-1/invoices/7", "profile-order-document:profile/orders/:number/invoices/:id"],
  ["/checkout/cart", "checkout-cart:checkout/cart"],
  ["/admin", "admin-home"],
  ["/admin/orders/new", "admin-orders-new"],
  ["/robots.txt", "robots"],
  ["/robots.txt/x", "catch-all"],
  ["/some-product-slug-1823", "catch-all"],
  ["/kozmetika/nega-obraza", "catch-all"],
  ["/košarica", "catch-all"],
  // the Kelvin sign is K in lower case, but never to a case-insensitive match
  ["/\u212Aart", "catch-all"],
];

describe("route matching (the patched router)", () => {
  it("finds the route every branch in rank order would, for a path not seen yet and again once seen", () => {
    for (const round of ["unseen", "seen"]) {
      expect(
        CASES.map(([path]) => [path, routeOf(path)]),
        round,
      ).toEqual(CASES);
    }
  });

  it("keeps the labels it found, bounded: after more paths than it keeps, each is still labelled right", () => {
    for (let n = 0; n < 10_001; n++) routeOf(`/p-${n}`);
    expect(CASES.map(([path]) => [path, routeOf(path)])).toEqual(CASES);
  });
});

describe("the bench's routes (STOREFRONT_BENCH_ROUTES=1)", () => {
  it("are in the bench's build only: the root alone, and the store's shell, public like every store page", () => {
    expect(routeOf("/__shell")).toBe("catch-all");
    const previous = process.env.STOREFRONT_BENCH_ROUTES;
    process.env.STOREFRONT_BENCH_ROUTES = "1";
    try {
      const routes = defineAppRoutes(defineRoutes);
      const benchRouteOf = routeLabeller({ root: { id: "root", path: "" }, ...routes });
      expect(benchRouteOf("/__trivial")).toBe("trivial");
      expect(benchRouteOf("/__shell")).toBe(BENCH_SHELL_ID);
      // the shell has the store layout's header and footer around it; the root alone has none
      expect(routes[BENCH_SHELL_ID].parentId).toBe("layout-store");
      expect(routes.trivial.parentId).toBe("root");
      expect(isPublicPageRoute(BENCH_SHELL_ID)).toBe(true);
      expect(isPublicPageRoute("trivial")).toBe(false);
    } finally {
      if (previous === undefined) delete process.env.STOREFRONT_BENCH_ROUTES;
      else process.env.STOREFRONT_BENCH_ROUTES = previous;
    }
  });
});

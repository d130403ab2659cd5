import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BODY_LIMIT_ROUTES, bodyLimitFor, DEFAULT_BODY_LIMIT } from "./body-limit.server";

// nginx's configuration without its comments
const SHOP_CONF = readFileSync(path.join(import.meta.dirname, "..", "deploy", "nginx", "shop.conf"), "utf8").replace(/#.*$/gm, "");

/** nginx's size (1m, 512k, 100) in bytes. */
function nginxBytes(size: string) {
  const [, digits, unit] = /^(\d+)([kKmMgG]?)$/.exec(size)!;
  return Number(digits) * { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[unit.toLowerCase() as "" | "k" | "m" | "g"];
}

describe("bodyLimitFor (1 MB unless a route names its own limit)", () => {
  it("is 1 MB for every path of the shop", () => {
    expect(DEFAULT_BODY_LIMIT).toBe(1024 * 1024);
    for (const pathname of ["/api/user/login", "/login", "/cart", "/"]) expect(bodyLimitFor(pathname)).toBe(DEFAULT_BODY_LIMIT);
  });

  it("a route of the table has its limit, for its own path and below it, never for a longer name", () => {
    const routes = [{ prefix: "/admin/uploads", bytes: 20 * 1024 * 1024 }];
    expect(bodyLimitFor("/admin/uploads", routes)).toBe(20 * 1024 * 1024);
    expect(bodyLimitFor("/admin/uploads/pictures", routes)).toBe(20 * 1024 * 1024);
    expect(bodyLimitFor("/admin/uploads-evil", routes)).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("/admin", routes)).toBe(DEFAULT_BODY_LIMIT);
  });
});

describe("the shipped nginx follows the table (deploy/nginx/shop.conf)", () => {
  it("client_max_body_size of the server is the default limit", () => {
    const serverLevel = SHOP_CONF.replace(/location[^{]*\{[^}]*\}/g, "");
    const sizes = [...serverLevel.matchAll(/client_max_body_size\s+(\w+);/g)].map((m) => nginxBytes(m[1]));
    expect(sizes).toEqual([DEFAULT_BODY_LIMIT]);
  });

  it("each route with a limit of its own has a location with the same client_max_body_size, and no other location has one", () => {
    const locations = [...SHOP_CONF.matchAll(/location\s+(?:[=^~]+\s+)?(\S+)\s*\{([^}]*)\}/g)]
      .map((m) => ({ prefix: m[1].replace(/\/$/, ""), size: /client_max_body_size\s+(\w+);/.exec(m[2])?.[1] }))
      .filter((location) => location.size !== undefined)
      .map((location) => ({ prefix: location.prefix, bytes: nginxBytes(location.size!) }));
    expect(locations).toEqual(BODY_LIMIT_ROUTES.map(({ prefix, bytes }) => ({ prefix, bytes })));
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BODY_LIMIT_ROUTES, bodyLimitFor, DEFAULT_BODY_LIMIT } from "./body-limit.server";
import { parseEnv } from "./env.server";

// nginx's configuration files without their comments
const nginxFile = (name: string) => readFileSync(path.join(import.meta.dirname, "..", "deploy", "nginx", name), "utf8").replace(/#.*$/gm, "");
const SHOP_CONF = nginxFile("shop.conf");

/** nginx's size (1m, 512k, 100) in bytes. */
function nginxBytes(size: string) {
  const [, digits, unit] = /^(\d+)([kKmMgG]?)$/.exec(size)!;
  return Number(digits) * { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[unit.toLowerCase() as "" | "k" | "m" | "g"];
}

/** The blocks `<name> … { … }` at the top of a configuration text, with their bodies (nested braces kept). */
function blocks(text: string, name: string) {
  const found: { head: string; body: string }[] = [];
  const opener = new RegExp(`(^|[;{}\\s])${name}(\\s[^{;]*)?\\{`, "g");
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}") depth--;
    if (depth !== 0) continue;
    opener.lastIndex = i;
    const match = opener.exec(text);
    if (!match || match.index !== i) continue;
    let end = i + match[0].length;
    for (let inner = 1; inner > 0; end++) inner += text[end] === "{" ? 1 : text[end] === "}" ? -1 : 0;
    found.push({ head: (match[2] ?? "").trim(), body: text.slice(i + match[0].length, end - 1) });
    i = end - 1;
  }
  return found;
}

/** A server block's directives, its includes followed (they sit beside shop.conf). */
const expand = (body: string) => body.replace(/include\s+(shop-[\w-]+\.conf);/g, (_, file: string) => nginxFile(file));

const HTTPS = blocks(SHOP_CONF, "server")
  .map((server) => expand(server.body))
  .filter((server) => /listen\s+443\b/.test(server));
const ownSize = (body: string) =>
  [
    ...blocks(` ${body}`, "location")
      .reduce((rest, l) => rest.replace(l.body, ""), body)
      .matchAll(/client_max_body_size\s+(\w+);/g),
  ].map((m) => nginxBytes(m[1]));
const sizedLocations = (body: string) =>
  blocks(` ${body}`, "location")
    .map((location) => ({ prefix: location.head.replace(/^[=^~]+\s+/, "").replace(/\/$/, ""), size: /client_max_body_size\s+(\w+);/.exec(location.body)?.[1] }))
    .filter((location) => location.size !== undefined)
    .map((location) => ({ prefix: location.prefix, bytes: nginxBytes(location.size!) }));
const serverName = (body: string) => /server_name\s+([^;]+);/.exec(body)?.[1].trim();

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

  it("the back office takes a bank statement of 5 MB, a picture of 20 MB and a catalogue file of 50 MB, each with its form", () => {
    expect(bodyLimitFor("/admin/payments/statements")).toBe(6 * 1024 * 1024);
    expect(bodyLimitFor("/admin/pictures/products/12")).toBe(21 * 1024 * 1024);
    expect(bodyLimitFor("/admin/pictures/blog/3")).toBe(21 * 1024 * 1024);
    expect(bodyLimitFor("/admin/catalogue")).toBe(51 * 1024 * 1024);
    expect(bodyLimitFor("/admin/products/12")).toBe(DEFAULT_BODY_LIMIT);
  });
});

describe("the shipped nginx follows the table (deploy/nginx/shop.conf), on the admin host only", () => {
  it("has two https servers: the storefronts' (any name) and the back office's (ADMIN_HOST's default)", () => {
    expect(HTTPS.map(serverName)).toEqual(["_", parseEnv({}).ADMIN_HOST]);
  });

  it("client_max_body_size of each server is the default limit", () => {
    for (const server of HTTPS) expect(ownSize(server)).toEqual([DEFAULT_BODY_LIMIT]);
  });

  it("the storefronts' server has no location of a larger size: the back office's upload paths keep 1 MB there", () => {
    expect(sizedLocations(HTTPS[0])).toEqual([]);
  });

  it("the admin server has a location with the same client_max_body_size for each route with a limit of its own, and no other", () => {
    expect(sizedLocations(HTTPS[1])).toEqual(BODY_LIMIT_ROUTES.map(({ prefix, bytes }) => ({ prefix, bytes })));
  });
});

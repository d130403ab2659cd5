import { describe, expect, it } from "vitest";
import { isAdminPath, mayNameAdmin, namesAdminArea } from "./admin-host.server";
import { remixPathname } from "./same-origin.server";

// On a storefront's host /admin is a 404 whatever its spelling (README "Sessions and safety");
// the URL is parsed for that only when the raw target could spell it (mayNameAdmin).

/** The answer without the pre-test: every target parsed and decoded as the router would. */
function parsedNamesAdmin(rawUrl: string) {
  const pathname = remixPathname(rawUrl);
  if (pathname === null) return false;
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // as it is when it cannot be decoded
  }
  return isAdminPath(path);
}

describe("the pre-test before parsing a shop request's URL for /admin", () => {
  it("parses the tricky spellings of the back office", () => {
    for (const url of ["/ADMIN", "/%61dmin", "/api/../admin", "/admin.data", "/sl/admin", "/Admin/Orders?x=1", "/%2561dmin", "/ad\tmin"]) {
      expect(mayNameAdmin(url), url).toBe(true);
    }
    for (const url of ["/ADMIN", "/%61dmin", "/api/../admin", "/admin.data", "/Admin/Orders?x=1", "/ad\tmin"]) {
      expect(namesAdminArea(url), url).toBe(true);
    }
    // a storefront's own path: parsed, and not the back office (the shop answers it, with a 404)
    expect(namesAdminArea("/sl/admin")).toBe(false);
    // decoded once, as the router decodes: "%2561" is "%61", not "a"
    expect(namesAdminArea("/%2561dmin")).toBe(false);
  });

  it("lets an ordinary shop request through without parsing it", () => {
    for (const url of [
      "/",
      "/cart",
      "/sl/kosarica",
      "/search/tea?page=2",
      "/api/product/fetchProduct?urlKey=x&department=su",
      "/images/12/400.webp",
      "/_root.data",
    ]) {
      expect(mayNameAdmin(url), url).toBe(false);
      expect(namesAdminArea(url), url).toBe(false);
    }
  });

  it("changes no answer: for many made-up targets the pre-tested check says what the full parse says", () => {
    const parts = [
      "/",
      ".",
      "..",
      "a",
      "d",
      "m",
      "i",
      "n",
      "A",
      "D",
      "M",
      "I",
      "N",
      "dmin",
      "admin",
      "%",
      "61",
      "41",
      "2e",
      "2f",
      "?",
      "_data=",
      "#",
      ".data",
      "\\",
      "\t",
      "sl/",
      "x",
    ];
    let seed = 42;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    let skipped = 0;
    let admin = 0;
    for (let n = 0; n < 20_000; n++) {
      const length = 1 + Math.floor(next() * 8);
      const url = `/${Array.from({ length }, () => parts[Math.floor(next() * parts.length)]).join("")}`;
      const expected = parsedNamesAdmin(url);
      expect(namesAdminArea(url), JSON.stringify(url)).toBe(expected);
      if (!mayNameAdmin(url)) skipped++;
      if (expected) admin++;
    }
    // both kinds were made: targets skipped without a parse, and spellings of /admin
    expect(skipped).toBeGreaterThan(1000);
    expect(admin).toBeGreaterThan(100);
  });
});

import { describe, expect, it } from "vitest";
import { ORDER_NUMBER } from "./checkout";
import { orderPageHref } from "./order-page";

const sf = (department: string, domain: string, prefix: string | null, shopType: "normal" | "one-brand" | "other" = "normal") => ({
  department,
  domain,
  prefix,
  shopType,
});
const su = sf("su", "si.lumera.localhost", null);
const chu = sf("chu", "eu.lumera.localhost", "hu");
const cen = sf("cen", "eu.lumera.localhost", "en");
const asi = sf("asi", "aurora.localhost", "sl", "one-brand");
const all = [su, chu, cen, asi];
const address = { scheme: "http", port: 3000 } as const;

describe("orderPageHref (an account is one across storefronts; an order's page is on its own)", () => {
  it("links a path on this host, with the prefix of the order's storefront", () => {
    expect(orderPageHref({ department: "su", number: "SU-2026-000012" }, { hostStorefronts: [su] }, all, address)).toBe("/profile/orders/SU-2026-000012");
    // two storefronts of one host share its cookies: the other prefix is enough
    expect(orderPageHref({ department: "chu", number: "CHU-2026-000013" }, { hostStorefronts: [chu, cen] }, all, address)).toBe(
      "/hu/profile/orders/CHU-2026-000013",
    );
  });

  it("links another host's storefront by its configured address, never the request's", () => {
    expect(orderPageHref({ department: "chu", number: "CHU-2026-000013" }, { hostStorefronts: [su] }, all, address)).toBe(
      "http://eu.lumera.localhost:3000/hu/profile/orders/CHU-2026-000013",
    );
  });

  it("links nothing where the shop type has no profile (spec §2) or the storefront is gone", () => {
    expect(orderPageHref({ department: "asi", number: "ASI-2026-000014" }, { hostStorefronts: [su] }, all, address)).toBeNull();
    expect(orderPageHref({ department: "old", number: "OLD-2026-000015" }, { hostStorefronts: [su] }, all, address)).toBeNull();
  });
});

describe("ORDER_NUMBER", () => {
  it("takes the numbers orders get and nothing else", () => {
    for (const number of ["SU-2026-000012", "CHU-2026-1234567"]) expect(ORDER_NUMBER.test(number), number).toBe(true);
    for (const number of ["../", "su-2026-000012", "SU-2026-12", "SU-2026-000012/x", "SU-2026-000012\n", `SU-2026-${"1".repeat(40)}`, ""])
      expect(ORDER_NUMBER.test(number), number).toBe(false);
  });
});

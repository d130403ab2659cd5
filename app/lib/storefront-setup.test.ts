import { describe, expect, it } from "vitest";
import { checkNewStorefront, checkNewWarehouse, newStorefrontRow, normalizeDomain, normalizeName } from "./storefront-setup";

const caji = { department: "su", name: "Zeliščni čaji Gozd", domain: "caji.si", prefix: null };

describe("storefront add", () => {
  it("takes a host name, never a URL, port, path or IP address", () => {
    expect(normalizeDomain(" Caji.SI. ")).toBe("caji.si");
    expect(normalizeDomain("caji.localhost")).toBe("caji.localhost");
    expect(normalizeDomain("xn--aji-yna.si")).toBe("xn--aji-yna.si");
    for (const bad of ["http://caji.si", "caji.si:3000", "caji.si/sl", "caji", "127.0.0.1", "-caji.si", "caji..si", "čaji.si", ""]) {
      expect(normalizeDomain(bad), bad).toBeNull();
    }
  });

  it("takes a shop name of one line", () => {
    expect(normalizeName("  Zeliščni   čaji Gozd ")).toBe("Zeliščni čaji Gozd");
    expect(normalizeName("")).toBeNull();
    expect(normalizeName("Gozd\u0007")).toBeNull();
    expect(normalizeName("<script>")).toBeNull();
    expect(normalizeName("x".repeat(101))).toBeNull();
  });

  it("refuses an unknown department, a taken department, and a host and prefix another storefront is served at", () => {
    expect(checkNewStorefront({ ...caji, department: "xx" }, [])).toEqual({ ok: false, problem: "department" });
    expect(checkNewStorefront({ ...caji, prefix: "de" }, [])).toEqual({ ok: false, problem: "prefix" });
    const existing = [{ department: "su", domain: "caji.si", prefix: null }];
    expect(checkNewStorefront(caji, existing)).toEqual({ ok: false, problem: "departmentTaken" });
    expect(checkNewStorefront({ ...caji, department: "chr", domain: "CAJI.si" }, existing)).toEqual({ ok: false, problem: "hostTaken" });
    // the same host with a prefix is another storefront (as the demo's eu.lumera.localhost/hu/ and /en/)
    expect(checkNewStorefront({ ...caji, department: "chr", prefix: "hr" }, existing)).toMatchObject({ ok: true });
  });

  it("builds the row from the template's settings, without a bank account, keys or brand", () => {
    const template = {
      department: "su",
      locale: "sl-SI",
      iso: "sl",
      languageName: "Slovenščina",
      currencyCode: "EUR",
      currencyRate: 1,
      cheapestShippingPrice: 390,
      freeShippingThreshold: 6000,
      rewardPointConversion: 1,
      pointValue: 1,
      localizedRoutes: { brands: "znamke", giftCertificate: "darilni-boni.html" },
      priceRounding: 1,
      giftPresets: [2000, 5000],
    };
    const row = newStorefrontRow(caji, template, { position: 0, isDefault: true });
    expect(row).toMatchObject({ department: "su", name: "Zeliščni čaji Gozd", domain: "caji.si", locale: "sl-SI", is_default: 1, brand_id: null });
    expect(JSON.parse(row.bank_account)).toBeNull();
    expect(JSON.parse(row.public_keys)).toEqual({ gtm: null, oneSignal: null, smind: null });
    expect(JSON.parse(row.localized_routes)).toEqual(template.localizedRoutes);
  });
});

describe("warehouse add", () => {
  it("takes a code the catalogue's stock_CODE column can name, and refuses a taken one", () => {
    expect(checkNewWarehouse({ code: "lj", name: "Skladišče", days: 1 }, [])).toEqual({ ok: true, warehouse: { code: "LJ", name: "Skladišče", days: 1 } });
    expect(checkNewWarehouse({ code: "L J", name: "x", days: 1 }, [])).toEqual({ ok: false, problem: "code" });
    expect(checkNewWarehouse({ code: "LJ", name: "x", days: Number.NaN }, [])).toEqual({ ok: false, problem: "days" });
    expect(checkNewWarehouse({ code: "lj", name: "x", days: 1 }, ["LJ"])).toEqual({ ok: false, problem: "codeTaken" });
  });
});

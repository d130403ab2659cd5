import { describe, expect, it } from "vitest";
import { type AlternateStorefront, pickAlternates } from "./alternates";

const sf = (
  department: string,
  locale: string,
  domain: string,
  prefix: string | null,
  shopType: AlternateStorefront["shopType"] = "normal",
  isDefault = false,
) => ({ department, locale, domain, prefix, shopType, isDefault }) satisfies AlternateStorefront;

const su = sf("su", "sl-SI", "si.lumera.localhost", null, "normal", true);
const chr = sf("chr", "hr-HR", "hr.lumera.localhost", null);
const chu = sf("chu", "hu-HU", "eu.lumera.localhost", "hu");
const asi = sf("asi", "sl-SI", "aurora.localhost", "sl", "one-brand");
const ahr = sf("ahr", "hr-HR", "aurora.localhost", "hr", "other");
const all = [su, chr, chu, asi, ahr];
const http = { scheme: "http", port: null } as const;

describe("pickAlternates (hreflang between storefronts showing the same page)", () => {
  it("lists one alternate per locale for the storefronts that have the page, and x-default", () => {
    const links = pickAlternates(all, su, (s) => (s.shopType === "other" ? null : "/x"), http);
    expect(links).toEqual([
      { hrefLang: "sl-SI", href: "http://si.lumera.localhost/x" },
      { hrefLang: "hr-HR", href: "http://hr.lumera.localhost/x" },
      { hrefLang: "hu-HU", href: "http://eu.lumera.localhost/hu/x" },
      { hrefLang: "x-default", href: "http://si.lumera.localhost/x" },
    ]);
  });
  it("two storefronts with one locale: the current one names itself, otherwise the normal shop type wins", () => {
    const fromAurora = pickAlternates(all, asi, () => "/x", http);
    expect(fromAurora.find((l) => l.hrefLang === "sl-SI")?.href).toBe("http://aurora.localhost/sl/x");
    const fromHu = pickAlternates(all, chu, () => "/x", http);
    expect(fromHu.find((l) => l.hrefLang === "sl-SI")?.href).toBe("http://si.lumera.localhost/x");
    expect(fromHu.find((l) => l.hrefLang === "hr-HR")?.href).toBe("http://hr.lumera.localhost/x");
  });
  it("omits x-default when the default storefront lacks the page", () => {
    const links = pickAlternates(all, chr, (s) => (s.department === "su" ? null : "/x"), http);
    expect(links.some((l) => l.hrefLang === "x-default")).toBe(false);
    expect(links.find((l) => l.hrefLang === "sl-SI")?.href).toBe("http://aurora.localhost/sl/x");
  });
  it("has nothing for a page no storefront has", () => {
    expect(pickAlternates(all, su, () => null, http)).toEqual([]);
  });
});

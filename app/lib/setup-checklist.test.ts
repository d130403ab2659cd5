import { describe, expect, it } from "vitest";
import { euroCents } from "./money";
import { type SetupFacts, setupChecklist } from "./setup-checklist";

// issue 29 §2: the first-run checklist says what is missing — company, storefronts, shipping,
// payment, first products — each with where it is put right.

const company = {
  legalName: "Gozdna d.o.o.",
  street: "Cesta 1",
  postcode: "1000",
  city: "Ljubljana",
  country: "SI",
  registrationNumber: null,
  vatNumber: null,
};
const bankAccount = { holder: "Gozdna d.o.o.", iban: "SI56 1910 0000 0123 438", bic: "SZKBSI2X", reference: "SI00" as const };
const sl = { department: "sl", name: "Gozdna", company, cheapestShippingPrice: euroCents(390), bankAccount };
const facts = (changes: Partial<SetupFacts>): SetupFacts => ({ storefronts: [sl], cardProvider: false, productsOnSale: 8, ...changes });
const missing = (f: SetupFacts) =>
  setupChecklist(f)
    .filter((item) => !item.done)
    .map((item) => item.key);

describe("setupChecklist", () => {
  it("is all done for a storefront with company, delivery price, bank account and products", () => {
    expect(missing(facts({}))).toEqual([]);
  });

  it("names everything missing on an empty shop", () => {
    expect(missing(facts({ storefronts: [], productsOnSale: 0 }))).toEqual(["storefront", "company", "shipping", "payment", "products"]);
  });

  it("points at the storefront whose company or delivery price is missing", () => {
    const hr = { ...sl, department: "hr", name: "Gozdna HR", company: null, cheapestShippingPrice: euroCents(0) };
    const items = setupChecklist(facts({ storefronts: [sl, hr] }));
    expect(items.find((i) => i.key === "company")).toMatchObject({ done: false, missing: "missing on Gozdna HR", href: "/admin/settings/hr" });
    expect(items.find((i) => i.key === "shipping")).toMatchObject({ done: false, href: "/admin/settings/hr" });
  });

  it("counts a card provider as a way to be paid where a bank account is missing", () => {
    const noBank = { ...sl, bankAccount: { ...bankAccount, iban: "" } };
    expect(missing(facts({ storefronts: [noBank] }))).toEqual(["payment"]);
    expect(missing(facts({ storefronts: [noBank], cardProvider: true }))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  formatRate,
  parseVatNumber,
  rateOn,
  reverseChargeApplies,
  SEEDED_RATES_FROM,
  SEEDED_VAT_RATES,
  shareOut,
  vatBreakdown,
  vatCountry,
  type VatRate,
} from "./vat";

const rates: VatRate[] = SEEDED_VAT_RATES.map((r) => ({ ...r, validFrom: SEEDED_RATES_FROM }));
const today = "2026-11-27";

describe("rates as data", () => {
  it("reads a country's rate for a class on a day", () => {
    expect(rateOn(rates, "SI", "standard", today)).toBe(2200);
    expect(rateOn(rates, "SI", "reduced", today)).toBe(950);
    expect(rateOn(rates, "HR", "reduced", today)).toBe(1300);
    expect(rateOn(rates, "HU", "standard", today)).toBe(2700);
    expect(rateOn(rates, "DE", "reduced", today)).toBe(700);
    expect(rateOn(rates, "IT", "super_reduced", today)).toBe(400);
  });

  it("a class a country lacks falls back to the next higher; zero is zero; a country without rates has none", () => {
    expect(rateOn(rates, "DE", "super_reduced", today)).toBe(700);
    expect(rateOn(rates, "AT", "zero", today)).toBe(0);
    expect(rateOn(rates, "CH", "standard", today)).toBeNull();
    expect(rateOn(rates, "CH", "zero", today)).toBeNull();
  });

  it("a new rate holds from its day: the day before, the old one", () => {
    const changed = [...rates, { country: "SI", taxClass: "standard" as const, rate: 2300, validFrom: "2027-01-01" }];
    expect(rateOn(changed, "SI", "standard", "2026-12-31")).toBe(2200);
    expect(rateOn(changed, "SI", "standard", "2027-01-01")).toBe(2300);
  });

  it("the delivery country's VAT with the One-Stop Shop, the seller's without; a country without rates is the seller's", () => {
    expect(vatCountry({ oss: true, sellerCountry: "SI", deliveryCountry: "HR", rates, day: today })).toBe("HR");
    expect(vatCountry({ oss: false, sellerCountry: "SI", deliveryCountry: "HR", rates, day: today })).toBe("SI");
    expect(vatCountry({ oss: true, sellerCountry: "SI", deliveryCountry: "CH", rates, day: today })).toBe("SI");
    expect(vatCountry({ oss: true, sellerCountry: "SI", deliveryCountry: null, rates, day: today })).toBe("SI");
  });

  it("rates read as the storefronts write numbers", () => {
    expect(formatRate(2200)).toBe("22 %");
    expect(formatRate(950)).toBe("9,5 %");
    expect(formatRate(0)).toBe("0 %");
  });
});

describe("shareOut", () => {
  it("shares exactly, the remainder to the largest fractions", () => {
    expect(shareOut(390, [2580, 850])).toEqual([293, 97]);
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(10, [0, 0])).toEqual([0, 0]);
  });
  it("in whole forints when the amount is whole forints", () => {
    expect(shareOut(150_000, [1, 2], 100)).toEqual([50_000, 100_000]);
    expect(shareOut(100_000, [1, 1, 1], 100)).toEqual([33_400, 33_300, 33_300]);
  });
});

describe("vatBreakdown (each case worked by hand)", () => {
  it("Slovenia: two rates, shipping shared in proportion", () => {
    // 2 × 12,90 € at 22 %, 8,50 € at 9,5 %, shipping 3,90 €
    // shipping: 390 × 2580/3430 = 293,35 → 293; 390 × 850/3430 = 96,65 → 97 (the larger remainder)
    // 22 %: 2580 + 293 = 2873 holds 2873 × 22/122 = 518,08 → 518,  taxable 2355
    // 9,5 %: 850 + 97 = 947 holds 947 × 9,5/109,5 = 82,16 → 82,    taxable 865
    const vat = vatBreakdown({
      items: [
        { gross: 2580, rate: 2200 },
        { gross: 850, rate: 950 },
      ],
      shipping: 390,
      standardRate: 2200,
    });
    expect(vat.rows).toEqual([
      { rate: 2200, gross: 2873, taxable: 2355, vat: 518 },
      { rate: 950, gross: 947, taxable: 865, vat: 82 },
    ]);
    expect(vat.vat).toBe(600);
    expect(vat.taxable + vat.vat).toBe(2580 + 850 + 390);
    expect(vat.shipping).toEqual([
      { rate: 2200, gross: 293 },
      { rate: 950, gross: 97 },
    ]);
  });

  it("a discount code lowers the taxable amounts in proportion", () => {
    // 5,00 € off: 500 × 2580/3430 = 376,09 → 376; 500 × 850/3430 = 123,91 → 124
    // goods 2204 and 726; shipping 390 × 2204/2930 = 293,36 → 293, 390 × 726/2930 = 96,64 → 97
    // 22 %: 2497 holds 450,28 → 450; 9,5 %: 823 holds 71,40 → 71
    const vat = vatBreakdown({
      items: [
        { gross: 2580, rate: 2200 },
        { gross: 850, rate: 950 },
      ],
      discount: 500,
      shipping: 390,
      standardRate: 2200,
    });
    expect(vat.itemGross).toEqual([2204, 726]);
    expect(vat.rows).toEqual([
      { rate: 2200, gross: 2497, taxable: 2047, vat: 450 },
      { rate: 950, gross: 823, taxable: 752, vat: 71 },
    ]);
  });

  it("a gift certificate bought is outside VAT and takes no share of a discount", () => {
    // Croatia 25 %: 10,00 € holds 2,00 €; the 50,00 € certificate holds none
    const vat = vatBreakdown({
      items: [
        { gross: 1000, rate: 2500 },
        { gross: 5000, rate: null },
      ],
      discount: 9999,
      standardRate: 2500,
    });
    // the discount is capped at the goods: nothing left to tax, the certificate untouched
    expect(vat.itemGross).toEqual([0, 5000]);
    expect(vat.rows).toEqual([]);
    expect(vat.outside).toBe(5000);
    const plain = vatBreakdown({ items: [{ gross: 1000, rate: 2500 }], standardRate: 2500 });
    expect(plain.rows).toEqual([{ rate: 2500, gross: 1000, taxable: 800, vat: 200 }]);
  });

  it("Hungary in whole forints", () => {
    // 12 345 Ft at 27 %: 1 234 500 × 27/127 = 262 456,69 hundredths → 262 500 (2 625 Ft)
    const vat = vatBreakdown({ items: [{ gross: 1_234_500, rate: 2700 }], standardRate: 2700, step: 100 });
    expect(vat.rows).toEqual([{ rate: 2700, gross: 1_234_500, taxable: 972_000, vat: 262_500 }]);
  });

  it("a reverse charge leaves the VAT out of what the buyer pays", () => {
    // Germany 19 %: 25,80 € held 2580 × 19/119 = 411,93 → 412; the buyer pays 21,68 € and no VAT
    const vat = vatBreakdown({ items: [{ gross: 2580, rate: 1900 }], standardRate: 1900, reverseCharge: true });
    expect(vat.rows).toEqual([{ rate: 1900, gross: 2168, taxable: 2168, vat: 0 }]);
    expect(vat.removed).toBe(412);
    expect(vat.vat).toBe(0);
  });

  it("shipping alone (nothing taxable shipped) carries the standard rate", () => {
    const vat = vatBreakdown({ items: [{ gross: 0, rate: 950 }], shipping: 390, standardRate: 2200 });
    expect(vat.rows).toEqual([{ rate: 2200, gross: 390, taxable: 320, vat: 70 }]);
  });
});

describe("VAT numbers", () => {
  it("reads a number in any spacing and checks Slovenia's check digit", () => {
    expect(parseVatNumber("si 8421 3574")).toEqual({ prefix: "SI", country: "SI", number: "84213574" });
    expect(parseVatNumber("SI84213579")).toBeNull();
  });
  it("checks Croatia's and Germany's check digits (ISO 7064 MOD 11,10)", () => {
    expect(parseVatNumber("HR94577403194")?.country).toBe("HR");
    expect(parseVatNumber("HR94577403195")).toBeNull();
    expect(parseVatNumber("DE136695976")?.country).toBe("DE");
    expect(parseVatNumber("DE136695977")).toBeNull();
  });
  it("knows each member state's form, Greece as EL", () => {
    expect(parseVatNumber("ATU12345678")?.country).toBe("AT");
    expect(parseVatNumber("EL123456789")?.country).toBe("GR");
    expect(parseVatNumber("HU12345678")?.country).toBe("HU");
    expect(parseVatNumber("NL123456789B01")?.country).toBe("NL");
    expect(parseVatNumber("AT12345678")).toBeNull();
    expect(parseVatNumber("CH123456789")).toBeNull();
    expect(parseVatNumber("")).toBeNull();
    expect(parseVatNumber("<script>")).toBeNull();
  });
  it("reverse charge: a confirmed number of another member state, the goods leaving the seller's country", () => {
    expect(reverseChargeApplies({ sellerCountry: "SI", buyerCountry: "DE", deliveryCountry: "DE", confirmed: true })).toBe(true);
    expect(reverseChargeApplies({ sellerCountry: "SI", buyerCountry: "DE", deliveryCountry: "DE", confirmed: false })).toBe(false);
    expect(reverseChargeApplies({ sellerCountry: "SI", buyerCountry: "SI", deliveryCountry: "SI", confirmed: true })).toBe(false);
    expect(reverseChargeApplies({ sellerCountry: "SI", buyerCountry: "HR", deliveryCountry: "SI", confirmed: true })).toBe(false);
  });
});

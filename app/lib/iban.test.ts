import { describe, expect, it } from "vitest";
import { formatIban, normalizeIban } from "./iban";

// ISO 13616: the country's length, then MOD 97-10 of the account moved behind its country code
// and check digits must leave 1.
describe("normalizeIban", () => {
  it("takes valid IBANs as typed, with spaces and in lower case", () => {
    expect(normalizeIban("SI56 2633 0001 2039 086")).toBe("SI56263300012039086");
    expect(normalizeIban("de89 3704 0044 0532 0130 00")).toBe("DE89370400440532013000");
    expect(normalizeIban("HU42117730161111101800000000")).toBe("HU42117730161111101800000000");
    expect(normalizeIban("HR1210010051863000160")).toBe("HR1210010051863000160");
  });
  it("refuses a wrong check digit, a wrong length, an unknown country and other characters", () => {
    expect(normalizeIban("SI56 2633 0001 2039 087")).toBeNull();
    expect(normalizeIban("DE89 3704 0044 0532 0130 0")).toBeNull();
    expect(normalizeIban("XX89370400440532013000")).toBeNull();
    expect(normalizeIban("DE89-3704-0044-0532-0130-00!")).toBeNull();
    expect(normalizeIban("")).toBeNull();
  });
  it("prints in groups of four", () => {
    expect(formatIban("SI56263300012039086")).toBe("SI56 2633 0001 2039 086");
  });
});

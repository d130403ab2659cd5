import { describe, expect, it } from "vitest";
import { formatIban, normalizeIban, normalizeSepaIban } from "./iban";

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

describe("normalizeSepaIban", () => {
  it("takes an IBAN of a SEPA country and refuses a valid IBAN a SEPA transfer cannot reach", () => {
    expect(normalizeSepaIban("SI56 2633 0001 2039 086")).toBe("SI56263300012039086");
    expect(normalizeSepaIban("GB29 NWBK 6016 1331 9268 19")).toBe("GB29NWBK60161331926819");
    // Brazil's registry example: a valid IBAN, outside SEPA
    expect(normalizeIban("BR97 0036 0305 0000 1000 9795 493P 1")).not.toBeNull();
    expect(normalizeSepaIban("BR97 0036 0305 0000 1000 9795 493P 1")).toBeNull();
  });
});

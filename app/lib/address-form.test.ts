import { describe, expect, it } from "vitest";
import { addressErrorKeys, addressIdSchema, addressSchema, defaultAddressCountry, normalizePostcode } from "./address-form";

const good = { firstName: "Ana", lastName: "Novak", street: "Slovenska cesta 1", postcode: "1000", city: "Ljubljana", country: "SI", phone: "" };

function problems(input: Record<string, unknown>) {
  const result = addressSchema.safeParse(input);
  return result.success ? [] : addressErrorKeys(result.error);
}

describe("addressSchema (delivery addresses in the profile)", () => {
  it("accepts a complete address; the phone is optional", () => {
    const result = addressSchema.safeParse(good);
    expect(result.success && result.data).toEqual({ ...good, phone: null });
    expect(addressSchema.safeParse({ ...good, phone: "+386 41 123 456" }).data?.phone).toBe("+386 41 123 456");
  });

  it("takes streets and cities as they are written", () => {
    for (const street of ["Via Roma 12/A", "Ulica 1. maja 3, stan 4", "Kolodvorska #5", "Andrássy út 12"])
      expect(addressSchema.safeParse({ ...good, street }).success, street).toBe(true);
    expect(addressSchema.safeParse({ ...good, city: "Praha 2" }).success).toBe(true);
  });

  it("trims every field", () => {
    expect(addressSchema.safeParse({ ...good, city: "  Maribor ", postcode: " 2000 " }).data).toMatchObject({ city: "Maribor", postcode: "2000" });
  });

  it.each([
    [{ firstName: " " }, "firstNameRequired"],
    [{ lastName: "" }, "lastNameRequired"],
    [{ lastName: "N".repeat(101) }, "nameTooLong"],
    [{ street: "" }, "streetRequired"],
    [{ street: "S".repeat(121) }, "streetTooLong"],
    [{ city: "" }, "cityRequired"],
    [{ city: "C".repeat(81) }, "cityTooLong"],
    [{ country: "US" }, "countryInvalid"],
    [{ country: ["SI"] }, "countryInvalid"],
    [{ postcode: "" }, "postcodeInvalid"],
    [{ postcode: "10000" }, "postcodeInvalid"],
    [{ postcode: "ABCD" }, "postcodeInvalid"],
    [{ phone: "call me" }, "phoneInvalid"],
    [{ phone: "12345" }, "phoneInvalid"],
    [{ phone: "+1234567890123456" }, "phoneInvalid"],
    // DESIGN.md: names take name characters; street and city also digits, / , #; none a control character, :// or <>
    [{ firstName: "Ana\u001b[2J" }, "firstNameInvalid"],
    [{ lastName: "Novak\r\nStatus: paid" }, "lastNameInvalid"],
    [{ street: "Obiščite https://lumera-help.example" }, "streetInvalid"],
    [{ street: "<b>Trubarjeva</b> 1" }, "streetInvalid"],
    [{ city: "Ljubljana\n" + "x" }, "cityInvalid"],
  ])("refuses %o with %s", (change, key) => {
    expect(problems({ ...good, ...change })).toContain(key);
  });

  it("lists every problem at once, in the order of the form", () => {
    expect(problems({ country: "SI", phone: "x" })).toEqual([
      "firstNameRequired",
      "lastNameRequired",
      "streetRequired",
      "postcodeInvalid",
      "cityRequired",
      "phoneInvalid",
    ]);
  });

  it("an empty form without a country (the browser always sends one) says the postcode is missing too", () => {
    expect(problems({})).toEqual(["firstNameRequired", "lastNameRequired", "streetRequired", "postcodeInvalid", "cityRequired", "countryInvalid"]);
    // a postcode given is only judged against a country
    expect(problems({ ...good, country: "US" })).toEqual(["countryInvalid"]);
  });
});

describe("postcode shape per country", () => {
  it.each([
    ["SI", "1000", "1000"],
    ["SI", "SI-1000", "1000"],
    ["HR", "10000", "10000"],
    ["HU", "1051", "1051"],
    ["AT", "1010", "1010"],
    ["IT", "00184", "00184"],
    ["CZ", "11000", "110 00"],
    ["CZ", "110 00", "110 00"],
    ["DE", "10115", "10115"],
  ] as const)("%s accepts %s as %s", (country, input, stored) => {
    expect(normalizePostcode(country, input)).toBe(stored);
  });

  it.each([
    ["SI", "10000"],
    ["HR", "1000"],
    ["HU", "105"],
    ["AT", "A-1010x"],
    ["IT", "0018"],
    ["CZ", "1100"],
    ["DE", "1011"],
  ] as const)("%s refuses %s", (country, input) => {
    expect(normalizePostcode(country, input)).toBeNull();
  });
});

describe("addressIdSchema", () => {
  it("takes a positive integer and nothing else", () => {
    expect(addressIdSchema.safeParse("12").data).toBe(12);
    for (const bad of ["", "0", "-1", "1.5", "abc", "99999999999", undefined]) expect(addressIdSchema.safeParse(bad).success).toBe(false);
  });
});

describe("defaultAddressCountry", () => {
  it("takes the storefront's region when the shop delivers there, else SI", () => {
    expect(defaultAddressCountry("de-AT")).toBe("AT");
    expect(defaultAddressCountry("cs-CZ")).toBe("CZ");
    expect(defaultAddressCountry("en-GB")).toBe("SI");
  });
});

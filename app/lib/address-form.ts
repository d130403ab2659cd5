import { z } from "zod";
import type { FormRules } from "./form";
import { isAddressText, isPersonName } from "./shopper-text";

// The delivery-address form of the profile. Each problem is a message key of
// `account.errors`, as in account-forms.ts, so the form shows it in the storefront's language.

/** The countries the shop delivers to (profile addresses: SI, HR, HU, AT, IT, CZ, DE). */
export const ADDRESS_COUNTRIES = ["SI", "HR", "HU", "AT", "IT", "CZ", "DE"] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** A customer keeps at most this many addresses: enough for home, work and family, not a store. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_LIMITS = { name: 100, street: 120, city: 80 } as const;

export type AddressError =
  | "firstNameRequired"
  | "lastNameRequired"
  | "firstNameInvalid"
  | "lastNameInvalid"
  | "nameTooLong"
  | "streetRequired"
  | "streetTooLong"
  | "streetInvalid"
  | "postcodeInvalid"
  | "cityRequired"
  | "cityTooLong"
  | "cityInvalid"
  | "countryInvalid"
  | "phoneInvalid"
  | "addressLimit";

// Postcode shapes per country: SI, HU, AT four digits; HR, IT, DE five; CZ five written "123 45".
const POSTCODE: Record<AddressCountry, RegExp> = {
  SI: /^\d{4}$/,
  HR: /^\d{5}$/,
  HU: /^\d{4}$/,
  AT: /^\d{4}$/,
  IT: /^\d{5}$/,
  CZ: /^\d{3} ?\d{2}$/,
  DE: /^\d{5}$/,
};

/** The postcode as stored: the optional country prefix ("SI-1000") dropped, CZ spaced "123 45". */
export function normalizePostcode(country: AddressCountry, postcode: string): string | null {
  const bare = postcode.trim().replace(new RegExp(`^${country}[- ]?`, "i"), "");
  if (!POSTCODE[country].test(bare)) return null;
  return country === "CZ" ? `${bare.replace(" ", "").slice(0, 3)} ${bare.replace(" ", "").slice(3)}` : bare;
}

// A phone number: an optional +, then digits with the usual separators; 6 to 15 digits (E.164).
const PHONE = /^\+?[0-9][0-9 ()/.-]*$/;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A required field of at most `limit` characters, of the characters `allowed` takes (shopper-text.ts). */
function required(keys: { min: AddressError; max: AddressError; invalid: AddressError }, limit: number, allowed: (text: string) => boolean) {
  return z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, keys.min)
      .max(limit, keys.max)
      // an empty field is "required" only
      .refine((value) => value === "" || allowed(value), keys.invalid),
  );
}

export const addressSchema = z
  .object({
    firstName: required({ min: "firstNameRequired", max: "nameTooLong", invalid: "firstNameInvalid" }, ADDRESS_LIMITS.name, isPersonName),
    lastName: required({ min: "lastNameRequired", max: "nameTooLong", invalid: "lastNameInvalid" }, ADDRESS_LIMITS.name, isPersonName),
    street: required({ min: "streetRequired", max: "streetTooLong", invalid: "streetInvalid" }, ADDRESS_LIMITS.street, isAddressText),
    postcode: z.preprocess(text, z.string().trim().max(12, "postcodeInvalid")),
    city: required({ min: "cityRequired", max: "cityTooLong", invalid: "cityInvalid" }, ADDRESS_LIMITS.city, isAddressText),
    country: z.preprocess(text, z.string()),
    phone: z.preprocess(text, z.string().trim().max(30, "phoneInvalid")),
  })
  .superRefine((value, ctx) => {
    const country = ADDRESS_COUNTRIES.find((code) => code === value.country);
    if (!country) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["country"], message: "countryInvalid" });
      // a blank postcode is wrong in every country: said now, not after the country is put right
      if (value.postcode === "") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["postcode"], message: "postcodeInvalid" });
    } else if (normalizePostcode(country, value.postcode) === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["postcode"], message: "postcodeInvalid" });
    }
    if (value.phone !== "") {
      const digits = value.phone.replace(/\D/g, "").length;
      if (!PHONE.test(value.phone) || digits < 6 || digits > 15) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["phone"], message: "phoneInvalid" });
    }
  })
  .transform((value) => ({
    firstName: value.firstName,
    lastName: value.lastName,
    street: value.street,
    city: value.city,
    country: value.country as AddressCountry,
    postcode: normalizePostcode(value.country as AddressCountry, value.postcode) as string,
    phone: value.phone === "" ? null : value.phone,
  }));

export type AddressInput = z.output<typeof addressSchema>;

/** The form's fields, in the order its messages are listed. */
const ADDRESS_FIELDS = ["firstName", "lastName", "street", "postcode", "city", "country", "phone"] as const;

/** The address forms (profile, checkout): messages in field order, every field shown again as typed. */
export const ADDRESS_FORM: FormRules<AddressError> = { order: ADDRESS_FIELDS, echo: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, 200])) };

/** The message keys of a failed parse, once each, in the order of the form's fields. */
export function addressErrorKeys(error: z.ZodError): AddressError[] {
  const order: readonly string[] = ADDRESS_FIELDS;
  const issues = [...error.issues].sort((a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])));
  return [...new Set(issues.map((issue) => issue.message as AddressError))];
}

/** An address id from a form field: a positive integer, or null (the form is then refused). */
export const addressIdSchema = z.preprocess(text, z.string().regex(/^[1-9][0-9]{0,9}$/)).transform(Number);

/** The country a new address starts with: the storefront's region ("de-AT" -> AT), else SI. */
export function defaultAddressCountry(locale: string): AddressCountry {
  const region = locale.split("-")[1]?.toUpperCase();
  return ADDRESS_COUNTRIES.find((code) => code === region) ?? "SI";
}

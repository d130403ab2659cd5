import { z } from "zod";
import { PASSWORD_MAX, passwordProblem } from "./password-policy";
import { isEmailAddress, isPersonName } from "./shopper-text";

// The account forms' rules, shared by the HTML forms and the JSON API. Each problem
// is a message key of `account.errors`, so both answer in the storefront's language (spec §5:
// "Form validation messages come from the server as an errors list").

export type AccountError =
  | "invalidCredentials"
  | "emailInvalid"
  | "emailTaken"
  | "passwordTooShort"
  | "passwordTooLong"
  | "passwordCommon"
  | "passwordSameAsEmail"
  | "passwordMismatch"
  | "firstNameRequired"
  | "lastNameRequired"
  | "firstNameInvalid"
  | "lastNameInvalid"
  | "nameTooLong"
  | "linkInvalid";

const PASSWORD_PROBLEM_KEYS = {
  tooShort: "passwordTooShort",
  tooLong: "passwordTooLong",
  common: "passwordCommon",
  sameAsEmail: "passwordSameAsEmail",
} as const;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * An address the shop will store and mail to (registration, a guest's e-mail, a certificate's
 * recipient): a mailbox as RFC 5321 writes one, dot-atom local part only (shopper-text.ts). An
 * address that is a spreadsheet formula or carries quotes, brackets or line breaks is refused.
 */
export const emailSchema = z.preprocess(text, z.string().trim().max(254, "emailInvalid").refine(isEmailAddress, "emailInvalid"));

// The shape an address had to have before the rule above: one @, something on both sides, a dot
// in the domain. Finding an account (login, password reset, sign-in link) checks only this, so an
// account registered before the rule can still sign in; nothing new is stored or mailed to it.
const ADDRESS_SHAPE = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** An address typed to find an existing account (it must have been an account's address to be mailed). */
export const accountEmailSchema = z.preprocess(text, z.string().trim().max(254, "emailInvalid").regex(ADDRESS_SHAPE, "emailInvalid"));

/** Login: only the shape is checked; a wrong password is "invalidCredentials" later. */
export const loginSchema = z.object({
  email: accountEmailSchema,
  password: z.preprocess(text, z.string().min(1, "invalidCredentials").max(PASSWORD_MAX, "invalidCredentials")),
});

/** A given or family name: required, at most 100 characters, name characters only (shopper-text.ts). */
function namePart(requiredKey: AccountError, invalidKey: AccountError) {
  return z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, requiredKey)
      .max(100, "nameTooLong")
      // an empty name is "required" only
      .refine((name) => name === "" || isPersonName(name), invalidKey),
  );
}

/** A checkbox ("on") or a JSON boolean. */
const flag = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

export const registerSchema = z
  .object({
    email: emailSchema,
    password: z.preprocess(text, z.string()),
    firstName: namePart("firstNameRequired", "firstNameInvalid"),
    lastName: namePart("lastNameRequired", "lastNameInvalid"),
    newsletter: flag.optional().default(false),
  })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value.password, value.email);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["password"], message: PASSWORD_PROBLEM_KEYS[problem] });
  });

export const newPasswordSchema = z
  .object({
    password: z.preprocess(text, z.string()),
    confirmPassword: z.preprocess(text, z.string()),
  })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value.password);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["password"], message: PASSWORD_PROBLEM_KEYS[problem] });
    else if (value.password !== value.confirmPassword) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: "passwordMismatch" });
  });

/** The message keys of a failed parse, once each, in form order. */
export function errorKeys(error: z.ZodError): AccountError[] {
  return [...new Set(error.issues.map((issue) => issue.message as AccountError))];
}

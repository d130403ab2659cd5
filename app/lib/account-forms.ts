import { z } from "zod";
import { PASSWORD_MAX, passwordProblem } from "./password-policy";

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
  | "nameTooLong"
  | "linkInvalid";

const PASSWORD_PROBLEM_KEYS = {
  tooShort: "passwordTooShort",
  tooLong: "passwordTooLong",
  common: "passwordCommon",
  sameAsEmail: "passwordSameAsEmail",
} as const;

const text = (value: unknown) => (typeof value === "string" ? value : "");

// RFC 5321 caps an address at 254 characters; one @, something on both sides, a dot in the domain.
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailSchema = z.preprocess(text, z.string().trim().max(254, "emailInvalid").regex(EMAIL, "emailInvalid"));

/** Login: only the shape is checked; a wrong password is "invalidCredentials" later. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.preprocess(text, z.string().min(1, "invalidCredentials").max(PASSWORD_MAX, "invalidCredentials")),
});

function namePart(requiredKey: AccountError) {
  return z.preprocess(text, z.string().trim().min(1, requiredKey).max(100, "nameTooLong"));
}

/** A checkbox ("on") or a JSON boolean. */
const flag = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

export const registerSchema = z
  .object({
    email: emailSchema,
    password: z.preprocess(text, z.string()),
    firstName: namePart("firstNameRequired"),
    lastName: namePart("lastNameRequired"),
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

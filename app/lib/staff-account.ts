import { PASSWORD_MAX, PASSWORD_MIN, type PasswordProblem, passwordProblem } from "./password-policy";
import { isEmailAddress } from "./shopper-text";
import { isStaffRole } from "./staff-roles";

export type NewStaffProblem = "emailInvalid" | "role" | PasswordProblem;

/**
 * What is wrong with a new staff account, or null: the address must be a mailbox the shop would
 * mail (shopper-text.ts), the role one of app/lib/staff-roles.ts, and the password must pass the
 * shop's one password rule (password-policy.ts) — staff are held to it as shoppers are.
 */
export function newStaffProblem(input: { email: string; role: string; password: string }): NewStaffProblem | null {
  if (!isEmailAddress(input.email.trim())) return "emailInvalid";
  if (!isStaffRole(input.role)) return "role";
  return passwordProblem(input.password, input.email);
}

/** The back office's words for a refused password (the invitation's form; the command words its own). */
export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  tooShort: `The password is too short: at least ${PASSWORD_MIN} characters.`,
  tooLong: `The password is too long: at most ${PASSWORD_MAX} characters.`,
  common: "That password is one of the most common ones: choose another.",
  sameAsEmail: "The password is your e-mail address: choose another.",
};

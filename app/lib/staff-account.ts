import { type PasswordProblem, passwordProblem } from "./password-policy";
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

import { COMMON_PASSWORDS } from "./common-passwords";

/** A password has at least 8 and at most 128 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordProblem = "tooShort" | "tooLong" | "common" | "sameAsEmail";

/**
 * The shop's password rule (DESIGN.md "passwords", OWASP): "argon2id, at least 8 characters, at most 128, checked against a list of
 * common passwords". Length counts characters (code points), not bytes, so accented letters
 * count once. The address itself is refused too: it is the first guess of anyone who knows it.
 */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return "tooShort";
  if (length > PASSWORD_MAX) return "tooLong";
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return "common";
  if (email && lower === email.trim().toLowerCase()) return "sameAsEmail";
  return null;
}

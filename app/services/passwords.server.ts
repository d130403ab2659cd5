import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";

// Passwords of customers and staff alike (DESIGN.md: argon2id): one hash, one check, and one
// answer that takes as long for an unknown address as for a wrong password.

// OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string) {
  return hash(password, ARGON2);
}

// A real argon2id hash of a random password, made on first use: unknown addresses are checked
// against it, so that they take as long as a wrong password (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(32).toString("base64url")));

/** Whether the password matches the hash; null (no such account) costs one verification all the same. */
export async function checkPassword(passwordHash: string | null, password: string) {
  const ok = await verify(passwordHash ?? (await dummy()), password).catch(() => false);
  return passwordHash !== null && ok;
}

import { Secret, TOTP } from "otpauth";
import type { DB } from "~/db/db.server";
import { addStaff } from "~/services/staff.server";
import { request, setCookies } from "./http";

// Staff in the integration tests: an account made through the service the command uses, and
// its sign-in through the back office's own forms (password, then the authenticator's code), as
// a browser on the admin host would do it.

export const ADMIN = "admin.lumera.localhost";
export const ADMIN_ORIGIN = { Origin: `http://${ADMIN}`, "Sec-Fetch-Site": "same-origin" };
export const STAFF_PASSWORD = "Modra-sliva-42-staff";

let made = 0;
export const staffEmail = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++made}@lumera.example`;

/** A new account (its second factor still to set up). */
export async function createStaff(db: DB, role: "owner" | "manager" | "support", prefix: string = role) {
  const result = await addStaff(db, { email: staffEmail(prefix), role, password: STAFF_PASSWORD }, "command:test");
  if (!result.ok) throw new Error(`staff not added: ${result.problem}`);
  return result.staff;
}

/** The code an authenticator app shows for the secret at `at` (ms). */
export function totpCode(secret: string, at = Date.now()) {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** The `__Host-staff=…` pair a response sets, or null. */
export function staffCookieOf(res: Awaited<ReturnType<typeof request>>) {
  const line = setCookies(res).find((c) => c.startsWith("__Host-staff="));
  return line ? line.split(";")[0] : null;
}

export function post(baseUrl: string, path: string, fields: Record<string, string>, cookie?: string) {
  return request(baseUrl, path, {
    host: ADMIN,
    method: "POST",
    headers: { ...ADMIN_ORIGIN, ...FORM, ...(cookie ? { Cookie: cookie } : {}) },
    body: form(fields),
  });
}

export function get(baseUrl: string, path: string, cookie?: string) {
  return request(baseUrl, path, { host: ADMIN, headers: cookie ? { Cookie: cookie } : {} });
}

/**
 * Signs the account in through the forms: the password, then the first set-up of its second
 * factor (the secret read as the app would scan it) or a code of an app set up before. Returns the
 * signed-in cookie, the secret and the recovery codes of a first set-up.
 */
export async function signIn(baseUrl: string, db: DB, email: string, password = STAFF_PASSWORD, at = Date.now()) {
  const first = await post(baseUrl, "/admin/sign-in", { email, password });
  if (first.status !== 302) throw new Error(`sign-in: ${first.status} ${first.body.slice(0, 300)}`);
  const passwordCookie = staffCookieOf(first)!;
  const step = first.headers.location!;
  if (step.startsWith("/admin/sign-in/setup")) {
    const page = await get(baseUrl, step, passwordCookie);
    if (page.status !== 200) throw new Error(`setup page: ${page.status}`);
    const { totp_secret } = await db.selectFrom("staff").select("totp_secret").where("email", "=", email).executeTakeFirstOrThrow();
    const done = await post(baseUrl, step, { code: totpCode(totp_secret!, at) }, passwordCookie);
    if (done.status !== 200) throw new Error(`setup: ${done.status} ${done.body.slice(0, 300)}`);
    const codes = [...done.body.matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((m) => m[1]);
    return { cookie: staffCookieOf(done)!, secret: totp_secret!, recoveryCodes: codes, passwordCookie };
  }
  const { totp_secret, last_totp_step } = await db
    .selectFrom("staff")
    .select(["totp_secret", "last_totp_step"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  // the next code the app will show when this step's was used already
  const stepNow = Math.floor(at / 30_000);
  if (last_totp_step !== null && last_totp_step > stepNow)
    throw new Error("signIn: this account's next code is not valid yet (sign in at most twice per 30 s)");
  const when = last_totp_step !== null && last_totp_step >= stepNow ? (last_totp_step + 1) * 30_000 : at;
  const done = await post(baseUrl, step, { code: totpCode(totp_secret!, when) }, passwordCookie);
  if (done.status !== 302) throw new Error(`code: ${done.status} ${done.body.slice(0, 300)}`);
  return { cookie: staffCookieOf(done)!, secret: totp_secret!, recoveryCodes: [] as string[], passwordCookie };
}

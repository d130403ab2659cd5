import type { AppLoadContext } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { type AccountError, errorKeys, loginSchema, registerSchema } from "~/lib/account-forms";
import type { Storefront } from "~/lib/storefront";
import { logIn, register } from "~/services/accounts.server";
import { startAuthSession } from "~/services/sessions.server";
import { tooManyRequests } from "./account-request.server";
import { clientIp, mailLinks } from "./storefront-request.server";
import { cookieToken, tokenCookies } from "./cookies.server";
import { parseForm } from "./form.server";

// Logging in and registering from a form, as the login page and the checkout's contact step
// both do (spec §4: login or registration replaces the guest token, and the guest's cart and
// wishlist come along). Over an abuse limit the answer is the 429 page (thrown); otherwise the
// auth cookies to set, or the status and message keys to re-render the form with.

export type AccountStep = { ok: true; cookies: string[] } | { ok: false; status: 400 | 401 | 409; errors: AccountError[] };

/** The guest token this browser carries, whose cart and wishlist a login takes along. */
function guestToken(request: Request) {
  const carried = cookieToken(request);
  return carried?.type === "guest" ? carried.token : null;
}

/** E-mail and password; a wrong password and an unknown address answer alike (401). */
export async function logInFromForm(request: Request, context: AppLoadContext, fields: Record<string, string>): Promise<AccountStep> {
  const { values, errors } = parseForm(loginSchema, fields, errorKeys);
  if (!values) return { ok: false, status: 400, errors };
  const result = await logIn(getDb(), { ...values, ip: clientIp(context), guestToken: guestToken(request) });
  if (!result.ok && result.reason === "limited") throw tooManyRequests();
  if (!result.ok) return { ok: false, status: 401, errors: ["invalidCredentials"] };
  return { ok: true, cookies: tokenCookies("auth", result.token) };
}

/** A new account (the verification mail goes out), logged in at once. */
export async function registerFromForm(
  request: Request,
  context: AppLoadContext,
  storefront: Storefront,
  fields: Record<string, string>,
): Promise<AccountStep> {
  const { values, errors } = parseForm(registerSchema, fields, errorKeys);
  if (!values) return { ok: false, status: 400, errors };
  const db = getDb();
  const registered = await register(db, { ...values, department: storefront.department, ip: clientIp(context) }, mailLinks(storefront, context));
  if (!registered.ok && registered.reason === "limited") throw tooManyRequests();
  if (!registered.ok) return { ok: false, status: 409, errors: ["emailTaken"] };
  const session = await startAuthSession(db, registered.customerId, guestToken(request));
  return { ok: true, cookies: tokenCookies("auth", session.token) };
}

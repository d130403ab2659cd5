import type { AppLoadContext } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { type AccountError, loginSchema, registerSchema } from "~/lib/account-forms";
import type { FormRefusal } from "~/lib/form";
import type { NewsletterSource } from "~/lib/newsletter-consent";
import type { Storefront } from "~/lib/storefront";
import { logIn, register } from "~/services/accounts.server";
import { startAuthSession } from "~/services/sessions.server";
import { tooManyRequests } from "./account-request.server";
import { type FormFields, type FormRules, parseForm, refuse } from "./form.server";
import { clientIp, mailLinks } from "./storefront-request.server";
import { cookieToken, tokenCookies } from "./cookies.server";

// Logging in and registering from a form, as the login page and the checkout's contact step
// both do (spec §4: login or registration replaces the guest token, and the guest's cart and
// wishlist come along). Over an abuse limit the answer is the 429 page (thrown); otherwise the
// auth cookies to set, or the status and the refusal to re-render the form with.

export type AccountStep = { ok: true; cookies: string[] } | { ok: false; status: 400 | 401 | 409; refusal: FormRefusal<AccountError> };

const LOGIN: FormRules<AccountError> = { echo: { email: 254 } };
const REGISTER: FormRules<AccountError> = { echo: { email: 254, firstName: 100, lastName: 100, newsletter: 2 } };

/** The guest token this browser carries, whose cart and wishlist a login takes along. */
function guestToken(request: Request) {
  const carried = cookieToken(request);
  return carried?.type === "guest" ? carried.token : null;
}

/** "invalidCredentials" is about the pair: a wrong address and a wrong password answer alike. */
function atBothFields(refusal: FormRefusal<AccountError>): FormRefusal<AccountError> {
  if (!refusal.errors.includes("invalidCredentials")) return refusal;
  const email = refusal.fieldErrors.email ?? [];
  return {
    ...refusal,
    fieldErrors: { email: email.includes("invalidCredentials") ? email : [...email, "invalidCredentials"], password: ["invalidCredentials"] },
  };
}

/** E-mail and password; a wrong password and an unknown address answer alike (401). */
export async function logInFromForm(request: Request, context: AppLoadContext, fields: FormFields): Promise<AccountStep> {
  const form = parseForm(loginSchema, fields, LOGIN);
  if (!form.ok) return { ok: false, status: 400, refusal: atBothFields(form.refusal) };
  const result = await logIn(getDb(), { ...form.data, ip: clientIp(context), guestToken: guestToken(request) });
  if (!result.ok && result.reason === "limited") throw tooManyRequests();
  if (!result.ok) return { ok: false, status: 401, refusal: refuse(fields, LOGIN, "invalidCredentials", ["email", "password"]) };
  return { ok: true, cookies: tokenCookies("auth", result.token) };
}

/** A new account (the verification mail goes out), logged in at once; `source`: the form its newsletter choice was made on. */
export async function registerFromForm(
  request: Request,
  context: AppLoadContext,
  storefront: Storefront,
  fields: FormFields,
  source: NewsletterSource = "registration",
): Promise<AccountStep> {
  const form = parseForm(registerSchema, fields, REGISTER);
  if (!form.ok) return { ok: false, status: 400, refusal: form.refusal };
  const db = getDb();
  const registered = await register(
    db,
    {
      ...form.data,
      department: storefront.department,
      ip: clientIp(context),
      newsletterSource: source,
      // the registration page's box and its words (the checkout's form shows none)
      newsletterWords: source === "registration" ? { lang: storefront.iso, text: (await getFixedT(storefront.iso))("account.login.newsletter") } : null,
    },
    mailLinks(storefront, context),
  );
  if (!registered.ok && registered.reason === "limited") throw tooManyRequests();
  if (!registered.ok) return { ok: false, status: 409, refusal: refuse(fields, REGISTER, "emailTaken", ["email"]) };
  const session = await startAuthSession(db, registered.customerId, guestToken(request));
  return { ok: true, cookies: tokenCookies("auth", session.token) };
}

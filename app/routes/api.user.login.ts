import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { errorKeys, loginSchema } from "~/lib/account-forms";
import { logIn } from "~/services/accounts.server";
import { loadUser } from "~/services/customers.server";
import { lookupToken } from "~/services/sessions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { withCart } from "~/utils/cart-api.server";
import { accountApiError, apiOk, bodyWithStorefront, tooManyApiRequests } from "~/utils/account-api.server";
import { bearerToken } from "~/utils/auth.server";
import { clientIp } from "~/utils/storefront-request.server";

// POST /api/user/login (spec §7): body email, password, department; the bearer is the current
// guest token, if any, whose wishlist joins the account. Response success, token, user, errors.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { storefront, body } = await bodyWithStorefront(request);
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) return accountApiError(400, storefront, errorKeys(parsed.error));
  const db = getDb();
  const result = await logIn(db, { ...parsed.data, ip: clientIp(context), guestToken: bearerToken(request) });
  if (!result.ok && result.reason === "limited") return tooManyApiRequests();
  // wrong password and unknown address give the same status and body
  if (!result.ok) return accountApiError(401, storefront, ["invalidCredentials"]);
  const session = await lookupToken(db, result.token);
  const loaded = session ? await loadUser(db, session) : null;
  return apiOk({ token: result.token, user: loaded && session ? await withCart(storefront, session, loaded.user) : null });
}

export async function loader() {
  return methodNotAllowed("POST");
}

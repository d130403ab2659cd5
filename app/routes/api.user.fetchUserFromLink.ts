import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { consumeLinkToken, loadUser } from "~/services/customers.server";
import { looksLikeToken, lookupToken, startAuthSession } from "~/services/sessions.server";
import { apiError, methodNotAllowed } from "~/utils/api.server";
import { withCart } from "~/utils/cart-api.server";
import { apiOk, queryStorefront } from "~/utils/account-api.server";
import { bearerToken } from "~/utils/auth.server";

// GET /api/user/fetchUserFromLink?department (spec §2 token links, §7): the bearer is a link
// token (a sign-in link mailed from the login page: 15 minutes, single use). It is used up and exchanged for an auth token.
export async function loader({ request }: LoaderFunctionArgs) {
  const { storefront } = await queryStorefront(request);
  const linkToken = bearerToken(request);
  const db = getDb();
  const customerId = looksLikeToken(linkToken) ? await consumeLinkToken(db, linkToken, "login") : null;
  if (customerId === null) return apiError(401, ["token: the link is invalid, expired or already used"]);
  const { token } = await startAuthSession(db, customerId, null);
  const session = await lookupToken(db, token);
  const loaded = session ? await loadUser(db, session) : null;
  return apiOk({ token, user: loaded && session ? await withCart(storefront, session, loaded.user) : null });
}

export async function action() {
  return methodNotAllowed("GET");
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { consume } from "~/services/rate-limit.server";
import { issueToken } from "~/services/sessions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { apiOk, queryStorefront, tooManyApiRequests } from "~/utils/account-api.server";
import { clientIp } from "~/utils/storefront-request.server";

// GET /api/user/fetchGuestToken?department (spec §4, §7): a new guest token, for a client that
// has none and needs one (first cart or wishlist action). Response success, token, user.
// Every call writes a row, so calls are limited per IP (rate-limit.server.ts: guestTokenIp).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await queryStorefront(request);
  if (await consume("guestTokenIp", clientIp(context))) return tooManyApiRequests(3600);
  const { token } = await issueToken(getDb(), "guest", null);
  return apiOk({ token, user: { type: "guest", email: null, cart: null, wishlist: [] } });
}

export async function action() {
  return methodNotAllowed("GET");
}

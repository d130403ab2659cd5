import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { issueToken } from "~/services/sessions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { apiOk, queryStorefront } from "~/utils/account-api.server";

// GET /api/user/fetchGuestToken?department (spec §4, §7): a new guest token, for a client that
// has none and needs one (first cart or wishlist action). Response success, token, user.
export async function loader({ request }: LoaderFunctionArgs) {
  await queryStorefront(request);
  const { token } = await issueToken(getDb(), "guest", null);
  return apiOk({ token, user: { type: "guest", email: null, cart: null, wishlist: [] } });
}

export async function action() {
  return methodNotAllowed("GET");
}

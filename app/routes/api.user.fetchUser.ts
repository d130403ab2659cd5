import type { LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/utils/api.server";
import { apiOk, queryStorefront } from "~/utils/account-api.server";
import { withCart } from "~/utils/cart-api.server";
import { requireApiSession } from "~/utils/auth.server";

// GET /api/user/fetchUser?department (spec §7): the bearer's user, never cached. An unknown
// token is a 401 with success false; the client then clears its tokens (spec §4/§8).
export async function loader({ request }: LoaderFunctionArgs) {
  const { storefront } = await queryStorefront(request);
  const { user, session } = await requireApiSession(request);
  return apiOk({ user: await withCart(storefront, session, user) });
}

export async function action() {
  return methodNotAllowed("GET");
}

import { z } from "zod";
import { spendPoints } from "~/services/cart-extras-actions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { ownCartAction } from "~/utils/cart-extras-api.server";

// POST /api/cart/addSpentPoints (spec §7): department. A logged-in customer spends their reward
// points on the cart, as many as it needs (a point is worth storefront.pointValue euro cents, in the storefront currency).
export const action = ownCartAction(z.object({}), (db, session, storefront) => spendPoints(db, session, storefront));

export async function loader() {
  return methodNotAllowed("POST");
}

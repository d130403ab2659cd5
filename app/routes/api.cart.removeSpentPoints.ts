import { z } from "zod";
import { unspendPoints } from "~/services/cart-extras-actions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { ownCartAction } from "~/utils/cart-extras-api.server";

// POST /api/cart/removeSpentPoints (spec §7): department. Customers only.
export const action = ownCartAction(z.object({}), (db, session, storefront) => unspendPoints(db, session, storefront));

export async function loader() {
  return methodNotAllowed("POST");
}

import { z } from "zod";
import { getDb } from "~/db/db.server";
import { spendPoints } from "~/services/cart-extras.server";
import { methodNotAllowed } from "~/utils/api.server";
import { requireCaller } from "~/utils/cart-api.server";
import { cartOk, extrasAction, extrasFailed } from "~/utils/cart-extras-api.server";

// POST /api/cart/addSpentPoints (spec §7): department. A logged-in customer spends their reward
// points on the cart, as many as it needs (a point is worth storefront.pointValue cents).
export const action = extrasAction(z.object({}), async ({ storefront, current }) => {
  const session = requireCaller(current);
  const { error } = await spendPoints(getDb(), session, storefront);
  if (error) return extrasFailed(error, storefront, session);
  return cartOk(storefront, session);
});

export async function loader() {
  return methodNotAllowed("POST");
}

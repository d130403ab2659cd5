import { z } from "zod";
import { getDb } from "~/db/db.server";
import { removeDiscountCode } from "~/services/cart-extras.server";
import { methodNotAllowed } from "~/utils/api.server";
import { requireCaller } from "~/utils/cart-api.server";
import { cartOk, extrasAction, extrasFailed } from "~/utils/cart-extras-api.server";

// POST /api/cart/removeDiscountCode (spec §7): department.
export const action = extrasAction(z.object({}), async ({ storefront, current }) => {
  const session = requireCaller(current);
  const { error } = await removeDiscountCode(getDb(), session, storefront);
  if (error) return extrasFailed(error, storefront, session);
  return cartOk(storefront, session);
});

export async function loader() {
  return methodNotAllowed("POST");
}

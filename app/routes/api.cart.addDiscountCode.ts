import { z } from "zod";
import { getDb } from "~/db/db.server";
import { applyDiscountCode } from "~/services/cart-extras.server";
import { methodNotAllowed } from "~/utils/api.server";
import { requireCaller } from "~/utils/cart-api.server";
import { cartOk, extrasAction, extrasFailed } from "~/utils/cart-extras-api.server";

const schema = z.object({ discountCode: z.string({ required_error: "discountCode is required" }).max(64) });

// POST /api/cart/addDiscountCode (spec §7): discountCode, department. Trimmed, case-insensitive;
// spec §5: an empty code changes nothing (400). A wrong one: 4xx with the reason and the cart.
export const action = extrasAction(schema, async ({ storefront, input, current }) => {
  const session = requireCaller(current);
  const { error } = await applyDiscountCode(getDb(), session, storefront, input.discountCode);
  if (error) return extrasFailed(error, storefront, session);
  return cartOk(storefront, session);
});

export async function loader() {
  return methodNotAllowed("POST");
}

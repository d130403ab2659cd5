import { z } from "zod";
import { applyDiscountCode } from "~/services/cart-extras-actions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { ownCartAction } from "~/utils/cart-extras-api.server";

const schema = z.object({ discountCode: z.string({ required_error: "discountCode is required" }).max(64) });

// POST /api/cart/addDiscountCode (spec §7): discountCode, department. Trimmed, case-insensitive;
// spec §5: an empty code changes nothing (400). A wrong one: 4xx with the reason and the cart.
export const action = ownCartAction(schema, (db, session, storefront, input, clientIp) =>
  applyDiscountCode(db, session, storefront, input.discountCode, clientIp),
);

export async function loader() {
  return methodNotAllowed("POST");
}

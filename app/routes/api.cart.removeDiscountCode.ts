import { z } from "zod";
import { removeDiscountCode } from "~/services/cart-extras-actions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { ownCartAction } from "~/utils/cart-extras-api.server";

// POST /api/cart/removeDiscountCode (spec §7): department.
export const action = ownCartAction(z.object({}), (db, session, storefront) => removeDiscountCode(db, session, storefront));

export async function loader() {
  return methodNotAllowed("POST");
}

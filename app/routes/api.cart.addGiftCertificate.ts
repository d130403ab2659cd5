import { z } from "zod";
import { getDb } from "~/db/db.server";
import { redeemGiftCertificate } from "~/services/cart-extras.server";
import { methodNotAllowed } from "~/utils/api.server";
import { requireCaller } from "~/utils/cart-api.server";
import { cartOk, extrasAction, extrasFailed } from "~/utils/cart-extras-api.server";

const schema = z.object({ giftCertificate: z.string({ required_error: "giftCertificate is required" }).max(64) });

// POST /api/cart/addGiftCertificate (spec §7): giftCertificate (the code), department. Redeems it
// on the cart (an order consumes it later); spec §5: an empty code changes nothing (400).
export const action = extrasAction(schema, async ({ storefront, input, current }) => {
  const session = requireCaller(current);
  const { error } = await redeemGiftCertificate(getDb(), session, storefront, input.giftCertificate);
  if (error) return extrasFailed(error, storefront, session);
  return cartOk(storefront, session);
});

export async function loader() {
  return methodNotAllowed("POST");
}

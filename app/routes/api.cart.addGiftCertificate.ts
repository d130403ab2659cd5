import { z } from "zod";
import { redeemGiftCertificate } from "~/services/cart-extras-actions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { ownCartAction } from "~/utils/cart-extras-api.server";

const schema = z.object({ giftCertificate: z.string({ required_error: "giftCertificate is required" }).max(64) });

// POST /api/cart/addGiftCertificate (spec §7): giftCertificate (the code), department. Redeems it
// on the cart (an order consumes it later); spec §5: an empty code changes nothing (400).
export const action = ownCartAction(schema, (db, session, storefront, input, clientIp) =>
  redeemGiftCertificate(db, session, storefront, input.giftCertificate, clientIp),
);

export async function loader() {
  return methodNotAllowed("POST");
}

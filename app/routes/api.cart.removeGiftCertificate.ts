import { z } from "zod";
import { removeGiftCertificate } from "~/services/cart-extras-actions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { ownCartAction } from "~/utils/cart-extras-api.server";

const schema = z.object({
  giftCertificateId: z
    .union([z.number(), z.string().regex(/^\d{1,15}$/)], { required_error: "giftCertificateId is required" })
    .pipe(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

// POST /api/cart/removeGiftCertificate (spec §7): giftCertificateId (the cart's giftCertificates[].id), department.
export const action = ownCartAction(schema, (db, session, storefront, input) => removeGiftCertificate(db, session, storefront, input.giftCertificateId));

export async function loader() {
  return methodNotAllowed("POST");
}

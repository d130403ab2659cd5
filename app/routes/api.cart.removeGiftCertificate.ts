import { z } from "zod";
import { getDb } from "~/db/db.server";
import { removeGiftCertificate } from "~/services/cart-extras.server";
import { methodNotAllowed } from "~/utils/api.server";
import { requireCaller } from "~/utils/cart-api.server";
import { cartOk, extrasAction, extrasFailed } from "~/utils/cart-extras-api.server";

const schema = z.object({
  giftCertificateId: z.union([z.number(), z.string().regex(/^\d{1,15}$/)], { required_error: "giftCertificateId is required" }).pipe(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

// POST /api/cart/removeGiftCertificate (spec §7): giftCertificateId (the cart's giftCertificates[].id), department.
export const action = extrasAction(schema, async ({ storefront, input, current }) => {
  const session = requireCaller(current);
  const { error } = await removeGiftCertificate(getDb(), session, storefront, input.giftCertificateId);
  if (error) return extrasFailed(error, storefront, session);
  return cartOk(storefront, session);
});

export async function loader() {
  return methodNotAllowed("POST");
}

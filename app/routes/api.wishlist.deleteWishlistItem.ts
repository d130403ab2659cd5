import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { deleteWishlistItem } from "~/services/wishlist.server";
import { methodNotAllowed, parseValue } from "~/utils/api.server";
import { apiOk, bodyWithStorefront } from "~/utils/account-api.server";
import { requireApiSession } from "~/utils/auth.server";

const bodySchema = z.object({ product_id: z.number({ required_error: "product_id is required" }).int().positive().max(Number.MAX_SAFE_INTEGER) });

// POST /api/wishlist/deleteWishlistItem (spec §7): product_id, department; bearer. Deleting an
// id that is not there changes nothing. Response data.wishlist.
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { body } = await bodyWithStorefront(request);
  const { product_id: productId } = parseValue(body, bodySchema);
  const { session } = await requireApiSession(request);
  const wishlist = await deleteWishlistItem(getDb(), session, productId);
  return apiOk({ data: { wishlist } });
}

export async function loader() {
  return methodNotAllowed("POST");
}

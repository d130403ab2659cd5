import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { addWishlistItems } from "~/services/wishlist.server";
import { methodNotAllowed, parseValue } from "~/utils/api.server";
import { apiOk, bodyWithStorefront } from "~/utils/account-api.server";
import { requireApiSession } from "~/utils/auth.server";

const productId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const itemsSchema = z.object({ items: z.array(productId, { required_error: "items is required" }).min(1, "items: at least one product id").max(100) });

// POST /api/wishlist/addWishlistItems (spec §7): items (product ids), department; bearer (a
// guest or auth token). Ids of products that do not exist are left out. Response data.wishlist.
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { body } = await bodyWithStorefront(request);
  const { items } = parseValue(body, itemsSchema);
  const { session } = await requireApiSession(request);
  const wishlist = await addWishlistItems(getDb(), session, items);
  return apiOk({ data: { wishlist } });
}

export async function loader() {
  return methodNotAllowed("POST");
}

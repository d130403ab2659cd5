import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { modifyCartItems } from "~/services/cart.server";
import { methodNotAllowed } from "~/utils/api.server";
import { cartCall, cartOk, requireCaller } from "~/utils/cart-api.server";
import { cartRefused, toChanges, updateItemsSchema } from "~/utils/cart-items-api.server";

// PUT /api/cart/updateCartItems (spec §7): items [{ product_id, qty 0..99 }], department; 0
// deletes the line (spec §4). All or nothing, as modifyCartItems.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const { storefront, input, current } = await cartCall(request, context, updateItemsSchema);
  const session = requireCaller(current);
  const result = await modifyCartItems(getDb(), session, storefront, toChanges(input.items), []);
  if (result.error) return cartRefused(result.error, result.productId, storefront, session);
  return cartOk(storefront, session);
}

export async function loader() {
  return methodNotAllowed("PUT");
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { modifyCartItems } from "~/services/cart.server";
import { methodNotAllowed } from "~/utils/api.server";
import { cartCall, cartOk, requireCaller } from "~/utils/cart-api.server";
import { cartRefused, deleteItemsSchema } from "~/utils/cart-items-api.server";

// DELETE /api/cart/deleteCartItems (spec §7): items [product_id or { product_id }], department.
// A line already gone is not an error: the answer is the cart as it now is.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const { storefront, input, current } = await cartCall(request, context, deleteItemsSchema);
  const session = requireCaller(current);
  const result = await modifyCartItems(getDb(), session, storefront, [], input.items);
  if (result.error) return cartRefused(result.error, result.productId, storefront, session);
  return cartOk(storefront, session);
}

export async function loader() {
  return methodNotAllowed("DELETE");
}

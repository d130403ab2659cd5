import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { modifyCartItems } from "~/services/cart.server";
import { methodNotAllowed } from "~/utils/api.server";
import { cartCall, cartOk, requireCaller } from "~/utils/cart-api.server";
import { cartRefused, modifyItemsSchema, toChanges } from "~/utils/cart-items-api.server";

// POST /api/cart/modifyCartItems (spec §4/§7): updateItems [{ product_id, qty 0..99 }] and
// deleteItems [product_id or { product_id }], department — the one call the browser's queue
// sends after its 1.5 s debounce. All or nothing: an update of a product not in the cart is a
// 409 and nothing changes.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { storefront, input, current } = await cartCall(request, context, modifyItemsSchema);
  const session = requireCaller(current);
  const result = await modifyCartItems(getDb(), session, storefront, toChanges(input.updateItems), input.deleteItems);
  if (result.error) return cartRefused(result.error, result.productId, storefront, session);
  return cartOk(storefront, session);
}

export async function loader() {
  return methodNotAllowed("POST");
}

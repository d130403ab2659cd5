import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { deleteOwnCart } from "~/services/cart.server";
import { apiError, methodNotAllowed } from "~/utils/api.server";
import { cartCall, cartFailed, cartOk, requireCaller } from "~/utils/cart-api.server";
import { bearerToken } from "~/utils/auth.server";

const cartId = z.union([
  z.number({ invalid_type_error: "cart_id must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^\d{1,15}$/, "cart_id must be a number")
    .transform(Number),
]);
// spec §5: "Deleting a cart needs a cart id"
const schema = z.object({ cart_id: z.union([cartId, z.undefined(), z.null()]).refine((v) => v !== undefined && v !== null, "cart_id is required") });

// DELETE /api/cart/deleteCart (spec §7): cart_id, department; a bearer token (not the page
// cookie) and no-cache headers. Only the caller's own cart: another's id is a 404 and nothing
// is deleted. The answer is the (now empty) cart.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  if (!bearerToken(request)) throw apiError(401, ["token: a bearer token is required"]);
  const { storefront, input, current } = await cartCall(request, context, schema);
  const session = requireCaller(current);
  const { found } = await deleteOwnCart(getDb(), session, input.cart_id as number);
  if (!found) return cartFailed(404, ["cart_id: no such cart"], storefront, session);
  return cartOk(storefront, session);
}

export async function loader() {
  return methodNotAllowed("DELETE");
}

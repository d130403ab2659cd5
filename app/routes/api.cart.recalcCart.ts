import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { recalcCart } from "~/services/cart.server";
import { methodNotAllowed } from "~/utils/api.server";
import { cartCall, cartFailed, cartOk, requireCaller } from "~/utils/cart-api.server";

// POST /api/cart/recalcCart (spec §7): department. Spec §5: "Recalculation happens only when a
// cart exists" — a caller without a cart in this department gets a 404 with success false.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { storefront, current } = await cartCall(request, context, z.object({}).passthrough());
  const session = requireCaller(current);
  const { found } = await recalcCart(getDb(), session, storefront);
  if (!found) return cartFailed(404, ["cart: there is no cart to recalculate"], storefront, session);
  return cartOk(storefront, session);
}

export async function loader() {
  return methodNotAllowed("POST");
}

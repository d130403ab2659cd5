import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { addCartItems } from "~/services/cart.server";
import { methodNotAllowed } from "~/utils/api.server";
import { cartCall, cartOk, sessionForAdd } from "~/utils/cart-api.server";
import { addItemsSchema, cartRefused, toChanges } from "~/utils/cart-items-api.server";

// POST /api/cart/addCartItems (spec §7): items [{ product_id, qty 1..99 }], department. A caller
// without a token gets a guest token (spec §4), issued only once every product can be added;
// a product not sold here (422) or out of stock (409) adds nothing.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { storefront, input, current } = await cartCall(request, context, addItemsSchema);
  let issued: { token: string | null; cookies: string[] } = { token: null, cookies: [] };
  let session = current?.session ?? null;
  const result = await addCartItems(getDb(), storefront, toChanges(input.items), async () => {
    const added = await sessionForAdd(request, current);
    issued = added;
    session = added.session;
    return added.session;
  });
  if (result.error) return cartRefused(result.error, result.productId, storefront, session);
  return cartOk(storefront, session, issued);
}

export async function loader() {
  return methodNotAllowed("POST");
}

import { z } from "zod";
import { getDb } from "~/db/db.server";
import { addServiceItems } from "~/services/cart-extras-actions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { sessionForAdd } from "~/utils/cart-api.server";
import { cartOk, extrasAction, extrasFailed } from "~/utils/cart-extras-api.server";

const productId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const schema = z.object({
  items: z
    .array(z.union([productId, z.object({ product_id: productId }).passthrough()]), { required_error: "items is required" })
    .min(1, "items: at least one service item")
    .max(10),
});

// POST /api/cart/addCartServiceItems (spec §7): items (product ids or { product_id }), department.
// Spec §3: only the service items the department offers (su and chr); anything else is refused
// and nothing changes. A caller without a token gets a guest token (spec §4), as for an add.
export const action = extrasAction(schema, async ({ storefront, input, current }, request) => {
  const ids = input.items.map((item) => (typeof item === "number" ? item : item.product_id));
  const issued: { add?: Awaited<ReturnType<typeof sessionForAdd>> } = {};
  const { error } = await addServiceItems(getDb(), storefront, ids, async () => {
    issued.add = await sessionForAdd(request, current);
    return issued.add.session;
  });
  if (error) return extrasFailed(error, storefront, current?.session ?? null);
  return cartOk(storefront, issued.add?.session ?? current?.session ?? null, { cookies: issued.add?.cookies, token: issued.add?.token });
});

export async function loader() {
  return methodNotAllowed("POST");
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { getProductCards } from "~/services/product-card.server";
import { apiProduct } from "~/services/product.server";
import { apiStorefront, departmentSchema, methodNotAllowed, parseJsonBody } from "~/utils/api.server";

const bodySchema = z.object({
  ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), { required_error: "ids is required" }).max(200),
  department: departmentSchema,
});

// POST /api/product/fetchWishlistProducts (spec §7): the wishlist's products in the order
// given; ids the storefront does not sell are left out.
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { ids, department } = await parseJsonBody(request, bodySchema);
  const storefront = await apiStorefront(department);
  const cards = await getProductCards(getDb(), storefront, ids);
  return { success: true, currency: storefront.currencyCode, products: cards.map((card) => apiProduct(card, storefront)) };
}

export async function loader() {
  return methodNotAllowed("POST");
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { apiProduct } from "~/services/product.server";
import { getRecommendedFor } from "~/services/recommendations.server";
import { apiStorefront, departmentSchema, methodNotAllowed, parseJsonBody } from "~/utils/api.server";

const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const bodySchema = z.object({
  id: idSchema.nullish(),
  ids: z.array(idSchema).max(200).optional(),
  department: departmentSchema,
  productPrice: z.number().finite().nonnegative().max(1e9).nullish(),
  productId: idSchema.nullish(),
});

// POST /api/product/fetchRecommendedProducts (spec §7): the given ids first, then products of
// category `id` (or the recommended_products block) closest to productPrice, in stock first.
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await parseJsonBody(request, bodySchema);
  const storefront = await apiStorefront(body.department);
  const products = await getRecommendedFor(getDb(), storefront, {
    ids: body.ids,
    categoryId: body.id ?? null,
    // the price comes in the storefront currency; the catalogue compares euro cents
    priceCents: body.productPrice == null ? null : Math.round((body.productPrice / storefront.currencyRate) * 100),
    excludeId: body.productId ?? null,
    limit: 12,
  });
  return { success: true, currency: storefront.currencyCode, products: products.map((card) => apiProduct(card, storefront)) };
}

export async function loader() {
  return methodNotAllowed("POST");
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { toApiProduct } from "~/lib/product-json";
import { getCategoryApiData } from "~/services/category.server";
import { apiError, apiStorefront, departmentSchema, methodNotAllowed, parseQuery } from "~/utils/api.server";

const querySchema = z
  .object({ id: z.coerce.number({ invalid_type_error: "id must be a number" }).int().positive().max(2_147_483_647), department: departmentSchema })
  .passthrough();

// GET /api/category/fetchCategory?id&department (spec §7), plus the category page's own query
// parameters (p, orderBy, price, filter codes): the active category of spec §3 and a page of
// its products.
export async function loader({ request }: LoaderFunctionArgs) {
  const { id, department } = parseQuery(request, querySchema);
  const storefront = await apiStorefront(department);
  const data = await getCategoryApiData(getDb(), storefront, id, new URL(request.url).searchParams);
  if (!data) return apiError(404, [`id: no category ${id} in department ${department}`]);
  const { products, ...category } = data;
  return Response.json({
    success: true,
    currency: storefront.currencyCode,
    category: { ...category, products: products.map((card) => toApiProduct(card, storefront.currencyRate, storefront.priceRounding)) },
  });
}

export async function action(_args: ActionFunctionArgs) {
  return methodNotAllowed("GET");
}

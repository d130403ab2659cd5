import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { apiProductDetail, findProductIdByUrlKey, getProductDetail } from "~/services/product.server";
import { apiError, apiStorefront, departmentSchema, methodNotAllowed, parseQuery } from "~/utils/api.server";

const querySchema = z.object({
  urlKey: z.string({ required_error: "urlKey is required" }).trim().min(1, "urlKey is required").max(255),
  department: departmentSchema,
});

// GET /api/product/fetchProduct?urlKey&department (spec §7): one product of the storefront,
// with its description, pictures, attributes and breadcrumbs.
export async function loader({ request }: LoaderFunctionArgs) {
  const { urlKey, department } = parseQuery(request, querySchema);
  const storefront = await apiStorefront(department);
  const db = getDb();
  const id = await findProductIdByUrlKey(db, storefront, urlKey);
  const detail = id === null ? null : await getProductDetail(db, storefront, id);
  if (!detail) return apiError(404, [`urlKey: no product "${urlKey}" in department ${storefront.department}`]);
  return { success: true, currency: storefront.currencyCode, product: apiProductDetail(detail, storefront) };
}

export async function action() {
  return methodNotAllowed("GET");
}

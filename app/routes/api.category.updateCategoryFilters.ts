import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { parsePriceParam } from "~/lib/listing-query";
import { computeListing } from "~/services/listing.server";
import { apiError, apiStorefront, departmentSchema, methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { NO_STORE } from "~/lib/cache-headers";

const id = z.number().int().positive().max(2_147_483_647);
const code = z.string().trim().min(1).max(64);

// what fetchCategory answered goes back as it is (spec §7): its `filters` (objects with an
// attributeCode) as availableFilters, its `categoriesIds` (spec §3 spelling) as categoryIds,
// its additionalProductFilters with the priceRange beside the price
const availableFilter = z.union([
  code,
  z
    .object({ attributeCode: code })
    .passthrough()
    .transform((f) => f.attributeCode),
]);

const bodySchema = z
  .object({
    department: departmentSchema,
    categoryIds: z.array(id).max(200).optional(),
    categoriesIds: z.array(id).max(200).optional(),
    productIds: z.array(id).max(5_000).default([]),
    manufacturerIds: z.array(id).max(200).default([]),
    // [{ attributeCode, valueIds }] as spec §3 selectedFiltersValues, or { code: ids }
    selectedFilters: z
      .union([z.array(z.object({ attributeCode: code, valueIds: z.array(id).max(500) })).max(100), z.record(code, z.array(id).max(500))])
      .default([]),
    availableFilters: z.array(availableFilter).max(100).optional(),
    additionalProductFilters: z
      .object({ price: z.string().max(64).nullable().optional() })
      .passthrough()
      .default({}),
  })
  .transform(({ categoriesIds, categoryIds, ...rest }) => ({ ...rest, categoryIds: categoryIds ?? categoriesIds ?? [] }))
  .refine((body) => body.categoryIds.length + body.productIds.length + body.manufacturerIds.length > 0, {
    message: "categoryIds, productIds or manufacturerIds must name the listing",
  });

// POST /api/category/updateCategoryFilters (spec §7, §4 Category filters): the facet counts
// and product count of a listing under a new selection. Values absent from `filters` count 0.
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await parseJsonBody(request, bodySchema);
  const storefront = await apiStorefront(body.department);
  const wanted = Array.isArray(body.selectedFilters)
    ? Object.fromEntries(body.selectedFilters.map((f) => [f.attributeCode, f.valueIds]))
    : body.selectedFilters;
  const priceText = body.additionalProductFilters.price;
  const price = priceText ? parsePriceParam(priceText) : null;
  if (priceText && !price) return apiError(400, ['additionalProductFilters.price: expected "min,max"']);

  const result = await computeListing(
    getDb(),
    storefront,
    { categoryIds: body.categoryIds, productIds: body.productIds, manufacturerIds: body.manufacturerIds },
    () => ({ filters: wanted, price }),
  );
  const only = body.availableFilters ? new Set(body.availableFilters) : null;
  return Response.json(
    {
      success: true,
      currency: storefront.currencyCode,
      filters: result.filters
        .filter((f) => !only || only.has(f.attributeCode))
        .map((f) => ({
          attributeCode: f.attributeCode,
          valueIds: f.values.map(({ id: valueId, value, productCount }) => ({ id: valueId, value, productCount })),
        })),
      selectedFiltersValues: Object.entries(result.selected).map(([attributeCode, valueIds]) => ({ attributeCode, valueIds })),
      additionalProductFilters: { price: result.price ? `${result.price.low},${result.price.high}` : null },
      priceRange: result.priceRange,
      productCount: result.productCount,
    },
    { headers: NO_STORE },
  );
}

export async function loader(_args: LoaderFunctionArgs) {
  return methodNotAllowed("POST");
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { imageUrl } from "~/lib/images";
import { convertCents, type EuroCents } from "~/lib/money";
import { searchCatalogue } from "~/services/search.server";
import { apiStorefront, departmentSchema, methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { NO_STORE } from "~/lib/cache-headers";

// Spec §7: POST /api/product_search/searchProducts { department, search } -> resultType,
// products, categories — what the header's live search dropdown shows (spec §4 Search).

const bodySchema = z.object({
  department: departmentSchema,
  // longer terms are cut to 100 characters by the service; absurd bodies are refused
  search: z.string({ required_error: "search is required", invalid_type_error: "search must be a string" }).max(1000),
});

/** Products and categories the dropdown shows (the search page has all of them). */
const DROPDOWN_PRODUCTS = 8;
const DROPDOWN_CATEGORIES = 5;

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await parseJsonBody(request, bodySchema);
  const storefront = await apiStorefront(body.department);
  const result = await searchCatalogue(getDb(), storefront, body.search, {
    pageSize: DROPDOWN_PRODUCTS,
    categoryLimit: DROPDOWN_CATEGORIES,
  });
  // spec §7: prices are decimal amounts in the storefront's currency
  const money = (cents: EuroCents) => convertCents(cents, storefront.currencyRate, storefront.priceRounding);
  return Response.json(
    {
      success: true,
      currency: storefront.currencyCode,
      resultType: result.resultType,
      products: result.products.map((product) => ({
        id: product.id,
        urlKey: product.urlKey,
        image: product.image === null ? null : imageUrl(product.image, 175),
        name: product.name,
        price: {
          regularPrice: money(product.price.regularPrice),
          discountPrice: product.price.discountPrice === null ? null : money(product.price.discountPrice),
          isDiscounted: product.price.isDiscounted,
        },
      })),
      // storeUrl is the path the category page answers under (spec §2: urlKey or storeUrl)
      categories: result.categories.map((category) => ({ urlKey: category.urlKey, storeUrl: category.storeUrl, name: category.name })),
      productCount: result.productCount,
    },
    { headers: NO_STORE },
  );
}

export async function loader() {
  return methodNotAllowed("POST");
}

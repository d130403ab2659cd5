import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { toApiProduct } from "~/lib/product-json";
import { getCategoryNavbar } from "~/services/catalogue.server";
import { getBlock, getCoreContent, getSaleMessage } from "~/services/content.server";
import { getRecommendedProducts } from "~/services/recommendations.server";
import { apiError, apiStorefront, departmentSchema, methodNotAllowed, parseQuery } from "~/utils/api.server";

// Spec §7 Content: GET /api/cms/{call}?id&department. Every call names its department; `id`
// is the content block the call reads, by the ids of spec §9 (navbar_categories 19, …): optional,
// and when given it must be the call's own block. fetchCoreContent reads the blocks by title
// (spec §3) and takes no id.

/** spec §9 content block ids of the calls that read one block */
const BLOCK_IDS = {
  fetchCategoryNavbar: 19,
  fetchSaleMessage: 6,
  fetchFooterShops: 15,
  fetchHeaderInfo: 16,
  fetchCategorySearches: 12,
  fetchProductSearches: 11,
  fetchRecommendedProducts: 5,
} as const;

const querySchema = z.object({
  department: departmentSchema,
  id: z
    .string()
    .regex(/^\d{1,9}$/, "id must be a positive integer")
    .transform(Number)
    .refine((id) => id > 0, "id must be a positive integer")
    .optional(),
});

type Store = Awaited<ReturnType<typeof apiStorefront>>;

const CALLS: Record<string, (storefront: Store) => Promise<Record<string, unknown>>> = {
  async fetchCategoryNavbar(storefront) {
    const block = await getBlock(getDb(), storefront, "navbar_categories");
    return { categories: await getCategoryNavbar(getDb(), storefront, { depth: Infinity, rootIds: block?.categoryIds }) };
  },
  async fetchCoreContent(storefront) {
    return { content: await getCoreContent(getDb(), storefront) };
  },
  async fetchSaleMessage(storefront) {
    return { ...(await getSaleMessage(getDb(), storefront)) };
  },
  async fetchFooterShops(storefront) {
    const block = await getBlock(getDb(), storefront, "footer_shops");
    // spec §3 "Items have position and row"; opening hours in the storefront's language only
    const shops = (block?.shops ?? []).map((shop, index) => ({
      ...shop,
      hours: typeof shop.hours === "object" && shop.hours !== null ? (shop.hours[storefront.iso] ?? null) : (shop.hours ?? null),
      position: shop.position ?? index,
      row: shop.row ?? 0,
    }));
    return { shops };
  },
  async fetchHeaderInfo(storefront) {
    const block = await getBlock(getDb(), storefront, "header_info");
    return { content: block?.text ?? null };
  },
  async fetchCategorySearches(storefront) {
    const block = await getBlock(getDb(), storefront, "category_searches");
    return { searches: block?.terms ?? [] };
  },
  async fetchProductSearches(storefront) {
    const block = await getBlock(getDb(), storefront, "product_searches");
    return { searches: block?.terms ?? [] };
  },
  async fetchRecommendedProducts(storefront) {
    const cards = await getRecommendedProducts(getDb(), storefront);
    return { currency: storefront.currencyCode, products: cards.map((card) => toApiProduct(card, storefront.currencyRate, storefront.priceRounding)) };
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const call = Object.hasOwn(CALLS, params.call ?? "") ? CALLS[params.call as string] : null;
  if (!call) throw apiError(404, [`Page Not Found: ${new URL(request.url).pathname}`]);
  const query = parseQuery(request, querySchema);
  const storefront = await apiStorefront(query.department);
  const blockId = BLOCK_IDS[params.call as keyof typeof BLOCK_IDS] as number | undefined;
  if (query.id !== undefined && query.id !== blockId) {
    throw apiError(404, [
      blockId === undefined ? `id: ${params.call} takes no block id` : `id: ${params.call} reads content block ${blockId} (spec §9), not ${query.id}`,
    ]);
  }
  const body = await call(storefront);
  return Response.json({ success: true, ...body }, { headers: { "Cache-Control": "public, max-age=60" } });
}

// Spec §7: every content call is a GET.
export async function action() {
  return methodNotAllowed("GET");
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { toApiProduct } from "~/lib/product-json";
import { getCategoryNavbar } from "~/services/catalogue.server";
import { getBlock, getCoreContent, getSaleMessage } from "~/services/content.server";
import { getRecommendedProducts } from "~/services/recommendations.server";
import { apiError, apiStorefront, departmentSchema, methodNotAllowed, parseQuery } from "~/utils/api.server";

// Spec §7 Content: GET /api/cms/{call}?id&department. Every call names its department; `id`
// is optional and, where given, a positive integer (only fetchCategoryNavbar uses it: the
// subtree of that category).

const querySchema = z.object({
  department: departmentSchema,
  id: z
    .string()
    .regex(/^\d{1,9}$/, "id must be a positive integer")
    .transform(Number)
    .refine((id) => id > 0, "id must be a positive integer")
    .optional(),
});

type Query = z.infer<typeof querySchema>;
type Store = Awaited<ReturnType<typeof apiStorefront>>;

const CALLS: Record<string, (storefront: Store, query: Query) => Promise<Record<string, unknown>>> = {
  async fetchCategoryNavbar(storefront, { id }) {
    const tree = await getCategoryNavbar(getDb(), storefront);
    if (id === undefined) return { categories: tree };
    const node = tree.find((c) => c.id === id) ?? tree.flatMap((c) => c.childs).find((c) => c.id === id);
    if (!node) throw apiError(404, [`id: no navbar category ${id}`]);
    return { categories: [node] };
  },
  async fetchCoreContent(storefront) {
    return { content: await getCoreContent(getDb(), storefront) };
  },
  async fetchSaleMessage(storefront) {
    return { ...(await getSaleMessage(getDb(), storefront)) };
  },
  async fetchFooterShops(storefront) {
    const block = await getBlock<{ shops?: unknown[] }>(getDb(), storefront, "footer_shops");
    return { shops: block?.shops ?? [] };
  },
  async fetchHeaderInfo(storefront) {
    const block = await getBlock<{ text?: string }>(getDb(), storefront, "header_info");
    return { content: block?.text ?? null };
  },
  async fetchCategorySearches(storefront) {
    const block = await getBlock<{ terms?: string[] }>(getDb(), storefront, "category_searches");
    return { searches: block?.terms ?? [] };
  },
  async fetchProductSearches(storefront) {
    const block = await getBlock<{ terms?: string[] }>(getDb(), storefront, "product_searches");
    return { searches: block?.terms ?? [] };
  },
  async fetchRecommendedProducts(storefront) {
    const cards = await getRecommendedProducts(getDb(), storefront);
    return { products: cards.map((card) => toApiProduct(card, storefront.currencyRate)) };
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const call = Object.hasOwn(CALLS, params.call ?? "") ? CALLS[params.call as string] : null;
  if (!call) throw apiError(404, [`Page Not Found: ${new URL(request.url).pathname}`]);
  const query = parseQuery(request, querySchema);
  const storefront = await apiStorefront(query.department);
  const body = await call(storefront, query);
  return Response.json({ success: true, ...body }, { headers: { "Cache-Control": "public, max-age=60" } });
}

// Spec §7: every content call is a GET.
export async function action() {
  return methodNotAllowed("GET");
}

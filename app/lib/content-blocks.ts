import { z } from "zod";

// Content blocks (spec §3 titles, §9 names) are JSON in content_block.content, one row per
// department and code. Each code has its schema here: the reader (getBlocks in
// services/content.server.ts) checks a block against it, and a block that does not fit is
// absent, as a switched-off one is — never a page that fails. An editor will check with the same.
// Objects keep fields they do not name (the content API answers a block as it is stored).

const optionalString = z.string().optional();
/** An id list keeps the positive whole numbers it holds, in its order (the operator's). */
const idList = z
  .array(z.unknown())
  .transform((ids) => ids.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0))
  .optional();
/** spec §3 "Items have position and row" */
const placed = { position: z.number().optional(), row: z.number().optional() };

const textBlock = z.object({ text: optionalString }).passthrough();
const termsBlock = z.object({ terms: z.array(z.string()).optional() }).passthrough();
const advantagesBlock = z
  .object({ items: z.array(z.object({ icon: z.string(), title: z.string(), text: optionalString, ...placed }).passthrough()).optional() })
  .passthrough();

export const BLOCK_SCHEMAS = {
  header_info: textBlock,
  index_h1: textBlock,
  index_shop_advantages_description: textBlock,
  StoreFooterInfo: textBlock,
  CustomFooter: textBlock,
  CheckoutFooterMobileInfo: textBlock,
  product_searches: termsBlock,
  category_searches: termsBlock,
  index_main_advantages: advantagesBlock,
  index_shop_advantages: advantagesBlock,
  recommended_products: z.object({ productIds: idList }).passthrough(),
  index_categories: z.object({ categoryIds: idList }).passthrough(),
  navbar_categories: z.object({ categoryIds: idList }).passthrough(),
  index_brands: z.object({ brandIds: idList }).passthrough(),
  // the days it runs between (lib/sale-message.ts): whole UTC days, either may be open
  sale_message: z
    .object({
      content: z.object({ mobile: z.string(), desktop: z.string() }).passthrough(),
      enabled: z.boolean(),
      from: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable()
        .optional(),
      to: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable()
        .optional(),
    })
    .passthrough(),
  index_banner: z
    .object({
      items: z
        .array(
          z
            .object({ title: z.string(), subtitle: z.string(), cta: z.string(), href: z.string(), imageId: z.number().int().nullable(), ...placed })
            .passthrough(),
        )
        .optional(),
    })
    .passthrough(),
  index_social_networks: z.object({ items: z.array(z.object({ network: z.string(), url: z.string(), ...placed }).passthrough()).optional() }).passthrough(),
  CoreAwards: z.object({ items: z.array(z.string()).optional() }).passthrough(),
  CoreFooterFooter: z
    .object({
      columns: z
        .array(z.object({ title: z.string(), links: z.array(z.object({ label: z.string(), href: z.string() }).passthrough()) }).passthrough())
        .optional(),
    })
    .passthrough(),
  CoreDefaultMeta: z
    .object({ title: optionalString, suffix: optionalString, description: optionalString, ogImage: optionalString, favicon: optionalString })
    .passthrough(),
  StoreHomeMeta: z.object({ title: optionalString, description: optionalString }).passthrough(),
  // pickup shops at checkout: opening hours in the storefront's language
  StoreShops: z
    .object({
      shops: z.array(
        z
          .object({
            name: z.string(),
            street: z.string(),
            postcode: z.string(),
            city: z.string(),
            phone: z.string().default(""),
            hours: z.string().default(""),
            ...placed,
          })
          .passthrough(),
      ),
    })
    .passthrough(),
  // the footer's shops (content API): opening hours by language, or one text
  footer_shops: z
    .object({
      shops: z.array(z.object({ name: optionalString, hours: z.union([z.record(z.string()), z.string()]).optional(), ...placed }).passthrough()).optional(),
    })
    .passthrough(),
} as const;

export type BlockCode = keyof typeof BLOCK_SCHEMAS;

/** spec §9 "Content block ids": the numeric id a block of these codes is stored with (block_id). */
export const SPEC_BLOCK_IDS: Partial<Record<BlockCode, number>> = {
  recommended_products: 5,
  sale_message: 6,
  index_banner: 7,
  index_brands: 8,
  index_social_networks: 9,
  index_categories: 10,
  product_searches: 11,
  category_searches: 12,
  index_main_advantages: 13,
  index_shop_advantages: 14,
  footer_shops: 15,
  header_info: 16,
  index_shop_advantages_description: 17,
  index_h1: 18,
  navbar_categories: 19,
};
export type Block<C extends BlockCode> = z.infer<(typeof BLOCK_SCHEMAS)[C]>;
/** What getBlocks answers: each code asked for, when its block is enabled and fits its schema. */
export type Blocks<C extends BlockCode> = { [K in C]?: Block<K> };

export function isBlockCode(code: string): code is BlockCode {
  return Object.hasOwn(BLOCK_SCHEMAS, code);
}

/** A stored block's JSON checked against its code's schema; null when it does not fit. */
export function parseBlock<C extends BlockCode>(code: C, json: string): Block<C> | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = BLOCK_SCHEMAS[code].safeParse(value);
  return parsed.success ? (parsed.data as Block<C>) : null;
}

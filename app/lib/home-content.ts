import type { Block } from "./content-blocks";
import { byRowThenPosition } from "./content-order";
import { checkTarget } from "./redirect-rules";

// The home page's content blocks (spec §9) as the back office's forms (README "Home page,
// footer and shops"): what a form's rows become as a block, what a block shows as rows, and the
// checks at each field. A repeated group (banners, advantages, ...) posts its rows as
// `group.index.field` with `group.count`; a row left empty is dropped, and a row's buttons
// (up, down, remove) post `move` as "group:index:up", so the form works without JavaScript.

/** The icons the storefront draws (components/home-blocks.tsx AdvantageIcon). */
export const ADVANTAGE_ICONS = ["truck", "return", "leaf", "gift"] as const;
export const SOCIAL_NETWORKS = ["Instagram", "Facebook", "Pinterest", "YouTube", "TikTok", "X", "LinkedIn"] as const;
/** How many rows a group takes: more is someone's mistake, not a home page. */
export const MAX_ROWS = 24;
/** Spec §9: the first 3 recommended products preload their image (and load at once). */
export const PRELOADED_RECOMMENDED = 3;
/** getHomeContent shows the first 12 recommended products. */
export const MAX_RECOMMENDED = 12;

/** The blocks the home page editor writes, each its own form. */
export const HOME_EDIT_CODES = [
  "index_h1",
  "index_banner",
  "index_main_advantages",
  "index_categories",
  "recommended_products",
  "index_brands",
  "index_shop_advantages",
  "index_shop_advantages_description",
  "index_social_networks",
] as const;
export type HomeEditCode = (typeof HOME_EDIT_CODES)[number];
/** The blocks by the names the editor gives them. */
export const HOME_BLOCK_LABELS: Record<HomeEditCode, string> = {
  index_h1: "Heading",
  index_banner: "Banners",
  index_main_advantages: "Advantages under the banners",
  index_categories: "Categories shown",
  recommended_products: "Recommended products",
  index_brands: "Brands shown",
  index_shop_advantages: "Why shop with us",
  index_shop_advantages_description: "Why shop with us (text)",
  index_social_networks: "Social networks",
};
export type HomeBlocks = { [K in HomeEditCode]?: Block<K> };

export type Row = Record<string, string>;
export type FieldErrors = Record<string, string>;
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
/** A form's rows as a block, or the messages at their fields (by input name) and the rows to show again. */
export type Parsed<T> = { ok: true; value: T; rows: Row[] } | { ok: false; errors: FieldErrors; rows: Row[] };

export const LINK_HINT = "Enter a path of the storefront beginning with one / (such as /sale) or an address beginning with https://.";

/** A link a shopper follows (a banner's, the footer's): a path of the storefront or an https address; never javascript:, data: or another scheme. */
export function checkLink(input: string): Checked<string> {
  const text = input.trim();
  if (!text) return { ok: false, message: `Enter the link. ${LINK_HINT}` };
  if (!text.startsWith("/") && !/^https:\/\//i.test(text)) return { ok: false, message: `That link is not taken. ${LINK_HINT}` };
  const checked = checkTarget(text);
  return checked.ok ? checked : { ok: false, message: checked.message.replace(/Enter a path .*$/, LINK_HINT) };
}

/** An address of another site (a social network's page): https only. */
export function checkHttpsAddress(input: string): Checked<string> {
  const text = input.trim();
  if (!/^https:\/\/[^/]/i.test(text)) return { ok: false, message: "Enter the page's address, beginning with https://." };
  return checkLink(text);
}

export const rowName = (group: string, index: number, field: string) => `${group}.${index}.${field}`;

/** A group's rows as posted, trimmed; `at` is the row's index in the post (its file input's name). */
export function readRows(fields: Record<string, string | undefined>, group: string, names: readonly string[]): Row[] {
  const count = Math.min(Math.max(Number.parseInt(fields[`${group}.count`] ?? "0", 10) || 0, 0), MAX_ROWS + 4);
  return Array.from({ length: count }, (_, index) => ({
    ...Object.fromEntries(names.map((name) => [name, (fields[rowName(group, index, name)] ?? "").trim()])),
    at: String(index),
  }));
}

/** The rows after a row's button: "group:2:up", "group:2:down", "group:2:remove" (another group's, or none: as they are). */
export function arrangeRows<T>(rows: readonly T[], group: string, move: string | undefined): T[] {
  const result = [...rows];
  const match = /^([\w.-]+):(\d+):(up|down|remove)$/.exec(move ?? "");
  if (!match || match[1] !== group) return result;
  const index = Number(match[2]);
  if (index >= result.length) return result;
  if (match[3] === "remove") result.splice(index, 1);
  else {
    const other = match[3] === "up" ? index - 1 : index + 1;
    if (other >= 0 && other < result.length) [result[index], result[other]] = [result[other], result[index]];
  }
  return result;
}

/** A row whose fields (but `at` and those named in `ignore`) are all empty: a blank row of the form, not an item. */
export const isBlank = (row: Row, ignore: readonly string[] = []) =>
  Object.entries(row).every(([name, value]) => name === "at" || ignore.includes(name) || value === "");

/** The rows a form keeps: arranged by the button pressed, blank rows dropped. */
export function formRows(fields: Record<string, string | undefined>, group: string, names: readonly string[], ignore: readonly string[] = []) {
  return arrangeRows(readRows(fields, group, names), group, fields.move).filter((row) => !isBlank(row, ignore));
}

function lengthCheck(errors: FieldErrors, name: string, value: string, label: string, max: number, required: boolean) {
  if (required && !value) errors[name] ??= `Enter the ${label}.`;
  else if (value.length > max) errors[name] ??= `The ${label} is too long: at most ${max} characters.`;
}

/** spec §9 index_h1: the page's heading. */
export function parseH1(text: string): Parsed<Block<"index_h1">> {
  const value = text.trim().replace(/\s+/g, " ");
  const errors: FieldErrors = {};
  lengthCheck(errors, "text", value, "heading", 200, true);
  const rows = [{ text: value }];
  return Object.keys(errors).length ? { ok: false, errors, rows } : { ok: true, value: { text: value }, rows };
}

export const BANNER_FIELDS = ["title", "subtitle", "cta", "href", "imageId"] as const;

/** spec §9 index_banner: each banner's words, link and picture (imageId: the stored picture, or one uploaded for the row). */
export function parseBanners(rows: Row[]): Parsed<Block<"index_banner">> {
  const errors: FieldErrors = {};
  if (rows.length > MAX_ROWS) errors["banner"] = `At most ${MAX_ROWS} banners.`;
  const items = rows.map((row, index) => {
    const at = (field: string) => rowName("banner", index, field);
    lengthCheck(errors, at("title"), row.title, "banner's title", 120, true);
    lengthCheck(errors, at("subtitle"), row.subtitle, "banner's subtitle", 200, false);
    lengthCheck(errors, at("cta"), row.cta, "button text", 60, false);
    const link = checkLink(row.href);
    if (!link.ok) errors[at("href")] = link.message;
    const imageId = /^\d{1,9}$/.test(row.imageId) && Number(row.imageId) > 0 ? Number(row.imageId) : null;
    return { title: row.title, subtitle: row.subtitle, cta: row.cta, href: link.ok ? link.value : row.href, imageId, position: index, row: 0 };
  });
  return Object.keys(errors).length ? { ok: false, errors, rows } : { ok: true, value: { items }, rows };
}

export const ADVANTAGE_FIELDS = ["icon", "title", "text"] as const;

/** spec §9 index_main_advantages (13) and index_shop_advantages (14): an icon of the set, a title, a line of text. */
export function parseAdvantages(group: string, rows: Row[]): Parsed<Block<"index_main_advantages">> {
  const errors: FieldErrors = {};
  if (rows.length > MAX_ROWS) errors[group] = `At most ${MAX_ROWS} advantages.`;
  const items = rows.map((row, index) => {
    const at = (field: string) => rowName(group, index, field);
    if (!(ADVANTAGE_ICONS as readonly string[]).includes(row.icon)) errors[at("icon")] = `Choose one of the icons: ${ADVANTAGE_ICONS.join(", ")}.`;
    lengthCheck(errors, at("title"), row.title, "advantage's title", 80, true);
    lengthCheck(errors, at("text"), row.text, "advantage's text", 200, false);
    return { icon: row.icon, title: row.title, ...(row.text ? { text: row.text } : {}), position: index, row: 0 };
  });
  return Object.keys(errors).length ? { ok: false, errors, rows } : { ok: true, value: { items }, rows };
}

/** spec §9 index_shop_advantages_description (17): the text above the shop's advantages; empty: none. */
export function parseDescription(text: string): Parsed<Block<"index_shop_advantages_description">> {
  const value = text.trim().replace(/\s*\r?\n\s*/g, " ");
  const errors: FieldErrors = {};
  lengthCheck(errors, "description", value, "description", 1000, false);
  const rows = [{ text: value }];
  return Object.keys(errors).length ? { ok: false, errors, rows } : { ok: true, value: value ? { text: value } : {}, rows };
}

export const SOCIAL_FIELDS = ["network", "url"] as const;

/** spec §9 index_social_networks (9): a network of the list and its page's https address. */
export function parseSocialNetworks(rows: Row[]): Parsed<Block<"index_social_networks">> {
  const errors: FieldErrors = {};
  if (rows.length > MAX_ROWS) errors["social"] = `At most ${MAX_ROWS} networks.`;
  const items = rows.map((row, index) => {
    const at = (field: string) => rowName("social", index, field);
    if (!(SOCIAL_NETWORKS as readonly string[]).includes(row.network)) errors[at("network")] = `Choose one of the networks: ${SOCIAL_NETWORKS.join(", ")}.`;
    const url = checkHttpsAddress(row.url);
    if (!url.ok) errors[at("url")] = url.message;
    return { network: row.network, url: url.ok ? url.value : row.url, position: index, row: 0 };
  });
  return Object.keys(errors).length ? { ok: false, errors, rows } : { ok: true, value: { items }, rows };
}

/** Categories or brands chosen by id, in the form's order: each one of `known` (the shop's), none twice. */
export function parseChosenIds(group: string, rows: Row[], known: ReadonlySet<number>, what: string): Parsed<number[]> {
  const errors: FieldErrors = {};
  const ids: number[] = [];
  rows.forEach((row, index) => {
    const id = Number(row.id);
    if (!/^\d{1,9}$/.test(row.id) || !known.has(id)) errors[rowName(group, index, "id")] = `Choose one of the shop's ${what}.`;
    else if (ids.includes(id)) errors[rowName(group, index, "id")] = `That one is chosen already (${what} are shown once).`;
    else ids.push(id);
  });
  if (ids.length > MAX_ROWS) errors[group] = `At most ${MAX_ROWS} ${what}.`;
  return Object.keys(errors).length ? { ok: false, errors, rows } : { ok: true, value: ids, rows };
}

/** Recommended products by SKU, in the form's order: each a product the shop sells (`idOf`: its id, or null when unknown or archived). */
export function parseRecommended(rows: Row[], idOf: (sku: string) => number | null): Parsed<Block<"recommended_products">> {
  const errors: FieldErrors = {};
  const productIds: number[] = [];
  rows.forEach((row, index) => {
    const at = rowName("product", index, "sku");
    const id = idOf(row.sku);
    if (id === null) errors[at] = `No product the shop sells has the SKU ${row.sku} (unknown or archived).`;
    else if (productIds.includes(id)) errors[at] = "That product is recommended already.";
    else productIds.push(id);
  });
  if (productIds.length > MAX_RECOMMENDED) errors["product"] = `At most ${MAX_RECOMMENDED} products: the home page shows no more.`;
  return Object.keys(errors).length ? { ok: false, errors, rows } : { ok: true, value: { productIds }, rows };
}

/** A block as the form's rows, in the order the storefront shows its items. */
export function blockRows(blocks: HomeBlocks) {
  const placed = <T extends { position?: number; row?: number }>(items: readonly T[] | undefined) => byRowThenPosition(items ?? []);
  return {
    h1: blocks.index_h1?.text ?? "",
    banner: placed(blocks.index_banner?.items).map((item) => ({
      title: item.title,
      subtitle: item.subtitle,
      cta: item.cta,
      href: item.href,
      imageId: item.imageId === null ? "" : String(item.imageId),
    })),
    main: placed(blocks.index_main_advantages?.items).map((item) => ({ icon: item.icon, title: item.title, text: item.text ?? "" })),
    shop: placed(blocks.index_shop_advantages?.items).map((item) => ({ icon: item.icon, title: item.title, text: item.text ?? "" })),
    description: blocks.index_shop_advantages_description?.text ?? "",
    social: placed(blocks.index_social_networks?.items).map((item) => ({ network: item.network, url: item.url })),
    category: (blocks.index_categories?.categoryIds ?? []).map((id) => ({ id: String(id) })),
    brand: (blocks.index_brands?.brandIds ?? []).map((id) => ({ id: String(id) })),
  };
}

import type { Block } from "./content-blocks";
import { byRowThenPosition } from "./content-order";
import { arrangeRows, checkLink, type FieldErrors, isBlank, MAX_ROWS, type Parsed, type Row, readRows, rowName } from "./home-content";

// The footer's link columns (CoreFooterFooter, spec §3) and the shops (StoreShops: the pickup
// shops at checkout; footer_shops, spec §9 block 15: the same shops for the footer) as the back
// office's forms (README "Home page, footer and shops"). A column posts `column.N.title` and its
// links `column.N.link.M.label` / `.href`; a column or link left empty is dropped.

export const SHOP_FIELDS = {
  name: { label: "name", max: 100, required: true },
  street: { label: "street", max: 120, required: true },
  postcode: { label: "postcode", max: 12, required: true },
  city: { label: "city", max: 80, required: true },
  phone: { label: "phone", max: 40, required: false },
  hours: { label: "opening hours", max: 300, required: false },
} as const;
export type ShopField = keyof typeof SHOP_FIELDS;
export const SHOP_FIELD_NAMES = Object.keys(SHOP_FIELDS) as ShopField[];

export interface ColumnRows {
  title: string;
  links: Row[];
}

/** The columns as posted, each with its links; empty links and empty columns dropped. */
export function readColumns(fields: Record<string, string | undefined>): ColumnRows[] {
  return readRows(fields, "column", ["title"])
    .map((column) => {
      const group = `column.${column.at}.link`;
      return { title: column.title, links: arrangeRows(readRows(fields, group, ["label", "href"]), group, fields.move).filter((link) => !isBlank(link)) };
    })
    .filter((column) => column.title !== "" || column.links.length > 0);
}

/** CoreFooterFooter: each column a title and its links (label and a link checked as a banner's). */
export function parseColumns(columns: ColumnRows[]): Parsed<Block<"CoreFooterFooter">> & { columns: ColumnRows[] } {
  const errors: FieldErrors = {};
  if (columns.length > 8) errors["column"] = "At most 8 columns.";
  const value = columns.map((column, c) => {
    if (!column.title) errors[`column.${c}.title`] = "Enter the column's title.";
    else if (column.title.length > 80) errors[`column.${c}.title`] = "The column's title is too long: at most 80 characters.";
    if (column.links.length > MAX_ROWS) errors[`column.${c}.title`] ??= `At most ${MAX_ROWS} links in a column.`;
    const links = column.links.map((link, l) => {
      const at = (field: string) => rowName(`column.${c}.link`, l, field);
      if (!link.label) errors[at("label")] = "Enter the link's words.";
      else if (link.label.length > 80) errors[at("label")] = "The link's words are too long: at most 80 characters.";
      const href = checkLink(link.href);
      if (!href.ok) errors[at("href")] = href.message;
      return { label: link.label, href: href.ok ? href.value : link.href };
    });
    return { title: column.title, links };
  });
  const rows: Row[] = [];
  return Object.keys(errors).length ? { ok: false, errors, rows, columns } : { ok: true, value: { columns: value }, rows, columns };
}

/** StoreShops: each shop's address, phone and opening hours (in the storefront's language), within their lengths. */
export function parseShops(rows: Row[]): Parsed<Block<"StoreShops">> {
  const errors: FieldErrors = {};
  if (rows.length > MAX_ROWS) errors["shop"] = `At most ${MAX_ROWS} shops.`;
  const shops = rows.map((row, index) => {
    for (const field of SHOP_FIELD_NAMES) {
      const { label, max, required } = SHOP_FIELDS[field];
      const at = rowName("shop", index, field);
      if (required && !row[field]) errors[at] = `Enter the shop's ${label}.`;
      else if (row[field].length > max) errors[at] = `The shop's ${label} is too long: at most ${max} characters.`;
    }
    return { ...(Object.fromEntries(SHOP_FIELD_NAMES.map((field) => [field, row[field]])) as Record<ShopField, string>), position: index, row: 0 };
  });
  return Object.keys(errors).length ? { ok: false, errors, rows } : { ok: true, value: { shops }, rows };
}

/** footer_shops follows StoreShops: the same shops, their hours as one text. */
export function footerShopsOf(shops: Block<"StoreShops">): Block<"footer_shops"> {
  return { shops: shops.shops.map((shop) => ({ ...shop })) };
}

/** The blocks as the forms' rows. */
export function footerRows(footer: Block<"CoreFooterFooter"> | null, shops: Block<"StoreShops"> | null) {
  return {
    columns: (footer?.columns ?? []).map((column) => ({ title: column.title, links: column.links.map((link) => ({ label: link.label, href: link.href })) })),
    shops: byRowThenPosition(shops?.shops ?? []).map((shop) => Object.fromEntries(SHOP_FIELD_NAMES.map((field) => [field, shop[field] ?? ""])) as Row),
  };
}

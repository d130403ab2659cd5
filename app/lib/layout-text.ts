import { z } from "zod";

// The layout's texts (spec §3, §9; content.server.ts getLayoutContent), per storefront: the line
// above the header (header_info), the text about the shop in the footer (StoreFooterInfo) and the
// footer's last line (CustomFooter; empty: the copyright line the footer writes itself). Each is
// the `text` of its content block; an empty one is left out, so the storefront shows nothing (or
// its own default) in its place.

export const LAYOUT_TEXT_BLOCKS = {
  headerInfo: { code: "header_info", max: 200, label: "Line above the header" },
  footerInfo: { code: "StoreFooterInfo", max: 1000, label: "Text about the shop in the footer" },
  customFooter: { code: "CustomFooter", max: 300, label: "The footer's last line" },
} as const;

export type LayoutTextField = keyof typeof LAYOUT_TEXT_BLOCKS;
export type LayoutTexts = Record<LayoutTextField, string>;

const text = (field: LayoutTextField) => {
  const { max, label } = LAYOUT_TEXT_BLOCKS[field];
  return z
    .string()
    .default("")
    .transform((value) => value.trim().replace(/\s*\r?\n\s*/g, " "))
    .refine((value) => value.length <= max, `${label}: at most ${max} characters.`);
};

/** The editor's form (admin.content.layout.tsx): each text on one line, within its length. */
export const layoutTextForm = z.object({ headerInfo: text("headerInfo"), footerInfo: text("footerInfo"), customFooter: text("customFooter") });

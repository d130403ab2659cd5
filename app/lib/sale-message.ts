import { z } from "zod";
import { nextSpecialPriceChange, specialPriceActive } from "./special-price";

// Spec §3 sale message (content_block "sale_message": `{ content: { mobile, desktop }, enabled }`)
// with the days it runs between (`from`, `to`, both optional): dated as a special price is
// (special-price.ts), a date being the whole UTC day, both ends included. The home page and the
// content API show it only when it is on and today is within its days.

export const SALE_MESSAGE_MAX = { mobile: 120, desktop: 300 } as const;

export interface SaleMessageDates {
  enabled: boolean;
  from?: string | null;
  to?: string | null;
}

/** Whether a stored sale message shows at `now`: on, and within its days. */
export function saleMessageShows(block: SaleMessageDates, now = Date.now()) {
  return block.enabled && specialPriceActive(block.from ?? null, block.to ?? null, now);
}

/** The next instant after `now` at which a sale message that is on starts or stops showing; null: never. */
export function nextSaleMessageChange(block: SaleMessageDates, now = Date.now()) {
  return block.enabled ? nextSpecialPriceChange(block.from ?? null, block.to ?? null, now) : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const day = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === "" || isDay(text), `The ${label} day must be a date such as 2026-12-01.`)
    .transform((text) => text || null);

/** The editor's form (admin.content.sale.tsx): the texts, on or off, and the days. */
export const saleMessageForm = z
  .object({
    enabled: z
      .string()
      .optional()
      .transform((v) => v === "on"),
    mobile: z.string().trim().max(SALE_MESSAGE_MAX.mobile, `The text for phones is too long: at most ${SALE_MESSAGE_MAX.mobile} characters.`),
    desktop: z.string().trim().max(SALE_MESSAGE_MAX.desktop, `The text for larger screens is too long: at most ${SALE_MESSAGE_MAX.desktop} characters.`),
    from: day("first"),
    to: day("last"),
  })
  .superRefine((value, ctx) => {
    if (value.enabled && !value.mobile) ctx.addIssue({ code: "custom", path: ["mobile"], message: "Enter the text for phones, or turn the message off." });
    if (value.enabled && !value.desktop)
      ctx.addIssue({ code: "custom", path: ["desktop"], message: "Enter the text for larger screens, or turn the message off." });
    if (value.from && value.to && value.to < value.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The last day is before the first: the message would never show." });
  });

export type SaleMessageForm = z.output<typeof saleMessageForm>;

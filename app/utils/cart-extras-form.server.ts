import { z } from "zod";
import type { DB } from "~/db/db.server";
import type { FormRules } from "~/lib/form";
import { GIFT_MESSAGE_MAX, parseMoneyInput } from "~/lib/gift-amount";
import { isEmailAddress } from "~/lib/shopper-text";
import { fromMinor } from "~/lib/money";
import type { Storefront } from "~/lib/storefront";
import {
  addServiceItems,
  applyDiscountCode,
  buyGiftCertificate,
  type ExtrasErrorKey,
  type ExtrasResult,
  redeemGiftCertificate,
  removeAdditionalItem,
  removeDiscountCode,
  removeGiftCertificate,
  removeServiceItem,
  spendPoints,
  unspendPoints,
} from "~/services/cart-extras-actions.server";
import { ensurePageSession, getPageSession } from "./auth.server";

// The /cart form's extras intents (every change is a POST with an `intent`): their zod schemas,
// which the cart's one discriminated union on `intent` takes in (cart-page.server.ts), and
// runExtrasIntent, which does what a parsed one asks.

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const redirectTo = z.string().max(2000).optional();
const code = z.string().max(64).default("");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));

/**
 * The gift-certificate form: one of the storefront's presets (minor units of its currency), or
 * "custom" with an amount typed in that currency.
 */
export const giftPurchaseSchema = z.object({
  intent: z.literal("buyGiftCertificate"),
  // a typed custom amount wins over the chosen preset (the shopper typed it last)
  amount: z.union([z.literal("custom"), z.coerce.number().int().positive().max(1_000_000_000)]).optional(),
  customAmount: z.string().max(20).optional(),
  recipientName: optionalText(100),
  recipientEmail: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => (v ? v : null))
    // the address the certificate is mailed to: a mailbox as registration takes one (shopper-text.ts)
    .refine((v) => v === null || isEmailAddress(v)),
  message: optionalText(GIFT_MESSAGE_MAX),
  redirectTo,
});

/** The gift-certificate page's form: the same purchase, its intent and way back the page's own. */
export const giftPageSchema = giftPurchaseSchema.omit({ intent: true, redirectTo: true });

/** The gift form's messages about what was typed, each at the field it is about (an amount's at the typed amount: a radio group carries none). */
export const GIFT_ERROR_FIELDS: Partial<Record<ExtrasErrorKey, string>> = {
  giftAmount: "customAmount",
  giftEmail: "recipientEmail",
  giftName: "recipientName",
  giftMessage: "message",
  giftMessageText: "message",
};

export type GiftFormError = "giftAmount" | "giftEmail" | "giftMessage" | "invalid";
const GIFT_FIELD_ERRORS: Record<string, GiftFormError> = { amount: "giftAmount", recipientEmail: "giftEmail", message: "giftMessage" };

export function giftIssueKey(issue: z.ZodIssue): GiftFormError {
  return GIFT_FIELD_ERRORS[String(issue.path[0])] ?? "invalid";
}

/**
 * A refused gift form: the amount's message first, then the address's, then the message's;
 * anything else wrong is not the form the page sends ("invalid").
 */
export const GIFT_FORM: FormRules<GiftFormError> = {
  key: giftIssueKey,
  order: ["amount", "recipientEmail", "message"],
  // shown again as typed (the page's own fields)
  echo: { amount: 2000, customAmount: 2000, recipientName: 2000, recipientEmail: 2000, message: 2000 },
};

/** The extras' intents, each a zod object with its `intent` literal. */
export const EXTRAS_INTENTS = [
  z.object({ intent: z.literal("addService"), productId: id, redirectTo }),
  z.object({ intent: z.literal("removeService"), productId: id, redirectTo }),
  z.object({ intent: z.literal("applyCode"), code, redirectTo }),
  z.object({ intent: z.literal("removeCode"), redirectTo }),
  z.object({ intent: z.literal("redeemCertificate"), code, redirectTo }),
  z.object({ intent: z.literal("removeCertificate"), certificateId: id, redirectTo }),
  z.object({ intent: z.literal("spendPoints"), redirectTo }),
  z.object({ intent: z.literal("unspendPoints"), redirectTo }),
  z.object({ intent: z.literal("removeGift"), itemId: id, redirectTo }),
  giftPurchaseSchema,
] as const;

export type ExtrasIntent = z.infer<(typeof EXTRAS_INTENTS)[number]>;

/** Runs an extras intent; `clientIp` counts the client's code tries (LIMITS.codeAttemptIp). */
export async function runExtrasIntent(
  db: DB,
  request: Request,
  storefront: Storefront,
  input: ExtrasIntent,
  clientIp: string,
): Promise<ExtrasResult & { cookies: string[] }> {
  let cookies: string[] = [];
  // spec §4: a guest token is issued on first need only (a service item or a gift certificate bought)
  const sessionFor = async () => {
    const ensured = await ensurePageSession(request);
    cookies = ensured.cookies;
    return ensured.session;
  };
  const session = (await getPageSession(request)).current?.session ?? null;
  let result: ExtrasResult;
  switch (input.intent) {
    case "addService":
      result = await addServiceItems(db, storefront, [input.productId], sessionFor);
      break;
    case "removeService":
      result = await removeServiceItem(db, session, storefront, input.productId);
      break;
    case "applyCode":
      // spec §5: an empty code is ignored — nothing changes, the shopper lands back on the cart
      result = input.code.trim() === "" ? { error: null } : await applyDiscountCode(db, session, storefront, input.code, clientIp);
      break;
    case "removeCode":
      result = await removeDiscountCode(db, session, storefront);
      break;
    case "redeemCertificate":
      result = input.code.trim() === "" ? { error: null } : await redeemGiftCertificate(db, session, storefront, input.code, clientIp);
      break;
    case "removeCertificate":
      result = await removeGiftCertificate(db, session, storefront, input.certificateId);
      break;
    case "spendPoints":
      result = await spendPoints(db, session, storefront);
      break;
    case "unspendPoints":
      result = await unspendPoints(db, session, storefront);
      break;
    case "removeGift":
      result = await removeAdditionalItem(db, session, storefront, input.itemId);
      break;
    case "buyGiftCertificate": {
      // paid as typed or as the preset reads, in the storefront's currency; worth its euro cents
      const typed = input.customAmount?.trim() ?? "";
      const custom = typed !== "" ? parseMoneyInput(typed, storefront.currencyRate, storefront.priceRounding) : null;
      const preset = typed === "" && typeof input.amount === "number" ? (storefront.giftPresets.find((minor) => minor === input.amount) ?? null) : null;
      const chosen = custom ?? (preset !== null ? { price: preset, cents: fromMinor(preset, storefront.currencyRate) } : null);
      if (chosen === null) return { error: { key: "giftAmount", status: 400 }, cookies };
      result = await buyGiftCertificate(
        db,
        storefront,
        { amount: chosen.cents, price: chosen.price, recipientName: input.recipientName, recipientEmail: input.recipientEmail, message: input.message },
        sessionFor,
      );
      break;
    }
  }
  return { ...result, cookies };
}

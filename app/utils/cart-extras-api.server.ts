import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { type DB, getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { GIFT_AMOUNT } from "~/lib/gift-amount";
import { type EuroCents, euroCents, formatPrice } from "~/lib/money";
import type { Storefront } from "~/lib/storefront";
import type { ExtrasError, ExtrasResult } from "~/services/cart-extras-actions.server";
import type { SessionToken } from "~/services/session-token";
import { methodNotAllowed } from "./api.server";
import { cartCall, cartFailed, cartOk, requireCaller } from "./cart-api.server";
import { clientIp } from "./storefront-request.server";

// The cart extras' JSON calls (spec §7 Cart: addCartServiceItems, addDiscountCode,
// removeDiscountCode, addGiftCertificate, removeGiftCertificate, addSpentPoints,
// removeSpentPoints): POST only, the frame of cart-api.server.ts, and a refusal answered as
// { success: false, errors, cart } with the message in the storefront's language (spec §8: the
// caller shows it) and the cart as it was.

/** A refusal's message, translated, as the cart page shows it. */
export async function extrasMessage(storefront: Storefront, error: ExtrasError) {
  const t = await getFixedT(storefront.iso);
  const money = (cents: EuroCents) => formatPrice(cents, { rate: storefront.currencyRate, step: storefront.priceRounding, label: t("system_currency") });
  return t(`cartExtras.errors.${error.key}`, { amount: money(error.minOrder ?? euroCents(0)), min: money(GIFT_AMOUNT.min), max: money(GIFT_AMOUNT.max) });
}

export async function extrasFailed(error: ExtrasError, storefront: Storefront, session: SessionToken | null) {
  const headers: Record<string, string> = error.retryAfter ? { "Retry-After": String(error.retryAfter) } : {};
  return cartFailed(error.status, [await extrasMessage(storefront, error)], storefront, session, headers);
}

/** A POST-only cart call: parses the body (400), then runs `handle`; other methods are a 405. */
export function extrasAction<T extends z.ZodTypeAny>(
  schema: T,
  handle: (call: Awaited<ReturnType<typeof cartCall<T>>>, request: Request, context: AppLoadContext) => Promise<Response>,
) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }) => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const call = await cartCall(request, context, schema);
    return handle(call, request, context);
  };
}

/**
 * A change to the caller's own cart (a token is required, 401 without): `change` runs (with the
 * client's address, for the limits of code tries), then the answer is the cart, or the refusal's
 * message with the cart as it was.
 */
export function ownCartAction<T extends z.ZodTypeAny>(
  schema: T,
  change: (db: DB, session: SessionToken, storefront: Storefront, input: z.infer<T>, clientIp: string) => Promise<ExtrasResult>,
) {
  return extrasAction(schema, async ({ storefront, input, current }, _request, context) => {
    const session = requireCaller(current);
    const { error } = await change(getDb(), session, storefront, input, clientIp(context));
    return error ? extrasFailed(error, storefront, session) : cartOk(storefront, session);
  });
}

export { cartOk };

import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { getFixedT } from "~/i18next.server";
import { GIFT_AMOUNT } from "~/lib/gift-amount";
import { formatPrice } from "~/lib/money";
import type { Storefront } from "~/lib/storefront";
import type { ExtrasError } from "~/services/cart-extras.server";
import type { SessionToken } from "~/services/sessions.server";
import { methodNotAllowed } from "./api.server";
import { cartCall, cartFailed, cartOk } from "./cart-api.server";

// The cart extras' JSON calls (spec §7 Cart: addCartServiceItems, addDiscountCode,
// removeDiscountCode, addGiftCertificate, removeGiftCertificate, addSpentPoints,
// removeSpentPoints): POST only, the frame of cart-api.server.ts, and a refusal answered as
// { success: false, errors, cart } with the message in the storefront's language (spec §8: the
// caller shows it) and the cart as it was.

/** A refusal's message, translated, as the cart page shows it. */
export async function extrasMessage(storefront: Storefront, error: ExtrasError) {
  const t = await getFixedT(storefront.iso);
  const money = (cents: number) => formatPrice(cents, { rate: storefront.currencyRate, label: t("system_currency") });
  return t(`cartExtras.errors.${error.key}`, { amount: money(error.minOrder ?? 0), min: money(GIFT_AMOUNT.min), max: money(GIFT_AMOUNT.max) });
}

export async function extrasFailed(error: ExtrasError, storefront: Storefront, session: SessionToken | null) {
  return cartFailed(error.status, [await extrasMessage(storefront, error)], storefront, session);
}

/** A POST-only cart call: parses the body (400), then runs `handle`; other methods are a 405. */
export function extrasAction<T extends z.ZodTypeAny>(schema: T, handle: (call: Awaited<ReturnType<typeof cartCall<T>>>, request: Request) => Promise<Response>) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }) => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const call = await cartCall(request, context, schema);
    return handle(call, request);
  };
}

export { cartOk };

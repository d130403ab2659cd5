import { randomBytes } from "node:crypto";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import type { CheckoutActionResult, CheckoutError } from "~/components/checkout/types";
import { getDb } from "~/db/db.server";
import { storeMeta } from "~/utils/page-meta";
import { TrackEvent } from "~/components/track-event";
import { beginCheckoutEvent } from "~/lib/analytics-items";
import { getFixedT } from "~/i18next.server";
import { emailSchema } from "~/lib/account-forms";
import type { FormRefusal } from "~/lib/form";
import { ADDRESS_COUNTRIES, ADDRESS_FORM, addressIdSchema, addressSchema, defaultAddressCountry } from "~/lib/address-form";
import { CHECKOUT_STEPS, type CheckoutStep, firstOpenStep, PAYMENT_METHODS, paymentAllowed, paysOnline, stepAnswered, stepReachable } from "~/lib/checkout";
import { minorUnits, toMinor } from "~/lib/money";
import { listAddresses } from "~/services/addresses.server";
import { currentLegalPages } from "~/services/legal-texts.server";
import { getPickupShops, saveAnswer } from "~/services/checkout.server";
import { setGuestEmail } from "~/services/customers.server";
import { placeOrder } from "~/services/order-placement.server";
import { cancelPayment } from "~/services/order-lifecycle.server";
import { endEarlierCardPayments, stripePaymentsEnabled } from "~/services/payments.server";
import { startStripeCheckout } from "~/services/stripe.server";
import { checkVatNumber } from "~/services/vies.server";
import { formatVatNumber, parseVatNumber } from "~/lib/vat";
import { checkoutHeaders, checkoutPath, emptyCheckoutPath, loadCheckout, requireFilledCart } from "~/utils/checkout-request.server";
import { withCookies } from "~/utils/cookies.server";
import { useShop } from "~/utils/shop";
import { pageNotFound } from "~/utils/storefront-request.server";
import { logInFromForm, registerFromForm } from "~/utils/account-step.server";
import { parseForm, readForm } from "~/utils/form.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["checkout", "account", "cart"] } satisfies PageHandle;
// /checkout/{step}: contact, address, shipping, payment, review — each a POST form with an
// `intent`, validated here, re-rendered with messages and a 4xx on bad input, and a 303 to the
// next step. The test payment page is checkout-pay.tsx.

export const meta = storeMeta;

export const headers = checkoutHeaders;

const pageOf = (splat: string | undefined) => CHECKOUT_STEPS.find((step) => step === splat) ?? null;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront, current, state } = await loadCheckout(request, context, "checkout-step");
  const page = pageOf(params["*"]);
  if (!page) throw await pageNotFound(storefront, new URL(request.url).pathname);
  const db = getDb();
  const t = await getFixedT(storefront.iso);
  const url = new URL(request.url);
  const base = { siteName: storefront.name, title: `${t(`checkout.steps.${page}`)} | ${t("checkout.title")}` };

  requireFilledCart(storefront, state);
  // a later step is opened only once the earlier ones are answered
  if (!stepReachable(page, state.facts)) throw redirect(checkoutPath(storefront, `/${firstOpenStep(state.facts)}`));
  // gift certificates alone go by e-mail: there is no address or shipping step to show
  if (!state.facts.needsDelivery && (page === "address" || page === "shipping")) throw redirect(checkoutPath(storefront, `/${firstOpenStep(state.facts)}`));
  const customer = current?.customer ?? null;
  const [addresses, shops] = await Promise.all([
    page === "address" && customer ? listAddresses(db, customer.id) : Promise.resolve([]),
    page === "shipping" || page === "review" ? getPickupShops(db, storefront.department) : Promise.resolve([]),
  ]);
  const notice = z.enum(["cancelled", "failed", "expired", "unavailable"]).safeParse(url.searchParams.get("payment"));
  const defaultCountry = defaultAddressCountry(storefront.locale);
  return withMessages(storefront, handle.i18n, {
    ...base,
    checkout: {
      step: page,
      done: Object.fromEntries(CHECKOUT_STEPS.map((s) => [s, stepAnswered(s, state.facts)])) as Record<CheckoutStep, boolean>,
      cart: state.cart,
      answers: state.answers,
      shipping: state.shipping,
      vat: state.vat.summary,
      needsDelivery: state.facts.needsDelivery,
      onlinePayments: state.facts.onlinePayments,
      bankTransfer: state.facts.bankTransfer,
      email: state.email,
      customer: customer ? { firstName: customer.firstName, lastName: customer.lastName, email: customer.email } : null,
      addresses,
      shops,
      countries: [defaultCountry, ...ADDRESS_COUNTRIES.filter((c) => c !== defaultCountry)],
      // minor units, like the cart's amounts
      shippingPrice: state.cart.totals.freeShipping.free
        ? minorUnits(0)
        : toMinor(storefront.cheapestShippingPrice, storefront.currencyRate, storefront.priceRounding),
      notice: notice.success ? notice.data : null,
      // the review form carries a fresh key; the same form submitted twice is one order
      idempotencyKey: page === "review" ? randomBytes(24).toString("base64url") : null,
      legalPages: page === "review" ? await currentLegalPages(db, storefront.iso) : [],
    },
  });
}

function failed(status: number, errors: CheckoutError[]) {
  return data<CheckoutActionResult>({ errors }, { status, headers: checkoutHeaders() });
}
/** The form `intent` refused with account.errors keys, shown again at its fields. */
function refused(status: number, intent: string, { errors, fieldErrors, values }: FormRefusal) {
  const keys = errors.map((key) => ({ key: `account.errors.${key}` }));
  return data<CheckoutActionResult>({ errors: keys, intent, fieldErrors, values }, { status, headers: checkoutHeaders() });
}
const checkoutError = (key: string, params?: Record<string, string>) => ({ key: `checkout.errors.${key}`, params });

const guestForm = z.object({ email: emailSchema });
const shippingForm = z.object({ method: z.enum(["delivery", "pickup"]), shop: z.string().max(200).optional() });
const paymentForm = z.object({ method: z.enum(PAYMENT_METHODS) });
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { storefront, current, state } = await loadCheckout(request, context, "checkout-step");
  const page = pageOf(params["*"]);
  if (!page) throw await pageNotFound(storefront, new URL(request.url).pathname);
  const form = await readForm(request);
  const db = getDb();
  const next = (path: string, cookies: string[] = []) =>
    redirect(checkoutPath(storefront, path), { status: 303, headers: withCookies(cookies, checkoutHeaders()) });

  // placing the order checks the key before the cart: a second submit finds the order, not an empty cart
  if (page === "review" && form.intent === "place") {
    const key = idempotencyKey.safeParse(form.idempotencyKey);
    if (!key.success) return failed(400, [checkoutError("invalid")]);
    if (!current) throw redirect(emptyCheckoutPath(storefront), { status: 303 });
    // an earlier attempt still open on Stripe's page may have been paid meanwhile: that is the order
    if (await endEarlierCardPayments(db, current.session.id, key.data)) throw next("/success");
    const placed = await placeOrder(db, { session: current.session, customer: current.customer, storefront, idempotencyKey: key.data });
    if (!placed.ok) return failed(409, [checkoutError(placed.error, placed.product ? { product: placed.product } : undefined)]);
    if (placed.order.status === "awaiting_payment" && stripePaymentsEnabled()) {
      // a form post, then a redirect to Stripe's hosted Checkout
      const started = await startStripeCheckout(db, placed.order.id, storefront, context.publicAddress);
      if (started.ok) throw redirect(started.url, { status: 303, headers: checkoutHeaders() });
      await cancelPayment(db, placed.order.id, "payment");
      throw next("/payment?payment=unavailable");
    }
    if (placed.order.status === "awaiting_payment") throw next(`/pay?order=${encodeURIComponent(placed.order.number)}`);
    if (placed.order.status === "cancelled") throw next("/payment");
    throw next("/success");
  }

  requireFilledCart(storefront, state);
  if (!stepReachable(page, state.facts) || !current || state.cartId === null) throw next(`/${firstOpenStep(state.facts)}`);
  const cartId = state.cartId;

  switch (`${page}:${String(form.intent)}`) {
    case "contact:guest": {
      // spec §5/§6: only a guest sets the guest e-mail; a customer's is their login
      if (current.session.type !== "guest") return failed(409, [checkoutError("guestOnly")]);
      const guest = parseForm(guestForm, form, { echo: { email: 254 } });
      if (!guest.ok) return refused(400, "guest", guest.refusal);
      await setGuestEmail(db, current.session.id, guest.data.email);
      throw next("/address");
    }
    case "contact:login": {
      // the login page's step (spec §4: the guest token is replaced, the cart moves along)
      const step = await logInFromForm(request, context, form);
      if (!step.ok) return refused(step.status, "login", step.refusal);
      throw next("", step.cookies);
    }
    case "contact:register": {
      const step = await registerFromForm(request, context, storefront, form, "checkout");
      if (!step.ok) return refused(step.status, "register", step.refusal);
      throw next("", step.cookies);
    }
    case "address:address": {
      const address = parseForm(addressSchema, form, ADDRESS_FORM);
      if (!address.ok) return refused(400, "address", address.refusal);
      await saveAnswer(db, cartId, { address: address.data });
      throw next("/shipping");
    }
    case "address:saved": {
      const id = addressIdSchema.safeParse(form.addressId);
      const saved = id.success && current.customer ? (await listAddresses(db, current.customer.id)).find((a) => a.id === id.data) : undefined;
      if (!saved) return failed(id.success ? 404 : 400, [checkoutError("savedAddress")]);
      const { id: _id, isDefault: _default, ...address } = saved;
      await saveAnswer(db, cartId, { address });
      throw next("/shipping");
    }
    case "shipping:shipping": {
      const shipping = parseForm(shippingForm, form);
      if (!shipping.ok) return failed(400, [checkoutError("shippingMethod")]);
      if (shipping.data.method === "delivery") {
        await saveAnswer(db, cartId, { shipping: { method: "delivery" } });
      } else {
        const shops = await getPickupShops(db, storefront.department);
        const shop = shops.find((s) => s.name === shipping.data.shop);
        if (!shop) return failed(400, [checkoutError("shop")]);
        await saveAnswer(db, cartId, { shipping: { method: "pickup", shop: shop.name } });
      }
      throw next("/payment");
    }
    case "payment:payment": {
      const payment = parseForm(paymentForm, form);
      if (!payment.ok) return failed(400, [checkoutError("paymentMethod")]);
      // spec §6: a cart with a SKU of the restriction list cannot be paid by the online wallet;
      // gift certificates alone are delivered by e-mail, so nobody could collect cash on delivery
      if (!paymentAllowed(payment.data.method, state.facts))
        return failed(409, [
          checkoutError(
            (!state.facts.onlinePayments && paysOnline(payment.data.method)) || payment.data.method === "bank"
              ? "paymentMethod"
              : payment.data.method === "wallet"
                ? "walletNotAllowed"
                : "codNotAllowed",
          ),
        ]);
      await saveAnswer(db, cartId, { payment: { method: payment.data.method } });
      throw next("/review");
    }
    case "review:business": {
      // the company the invoice names (README "Taxes and invoices"): a VAT number is checked by
      // its form here and by VIES; VIES's "invalid" is refused, its silence charges VAT
      const company = String(form.company ?? "").trim();
      const typed = String(form.vatNumber ?? "").trim();
      const values = { company: company.slice(0, 120), vatNumber: typed.slice(0, 30) };
      const refuse = (field: "company" | "vatNumber", key: string) =>
        data<CheckoutActionResult>(
          { errors: [checkoutError(key)], intent: "business", fieldErrors: { [field]: [key] }, values },
          { status: 400, headers: checkoutHeaders() },
        );
      if (company.length === 0 || company.length > 120) return refuse("company", "company");
      if (typed === "") {
        await saveAnswer(db, cartId, { business: { company, vatNumber: null, check: null, checkedAt: null } });
        throw next("/review");
      }
      const number = parseVatNumber(typed);
      if (!number) return refuse("vatNumber", "vatNumberForm");
      const check = await checkVatNumber(number);
      if (check.result === "invalid") return refuse("vatNumber", "vatNumberUnknown");
      await saveAnswer(db, cartId, { business: { company, vatNumber: formatVatNumber(number), check: check.result, checkedAt: check.checkedAt } });
      throw next("/review");
    }
    case "review:removeBusiness": {
      await saveAnswer(db, cartId, { business: undefined });
      throw next("/review");
    }
    default:
      return failed(400, [checkoutError("invalid")]);
  }
}

export default function CheckoutStepRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as CheckoutActionResult | undefined;
  const cart = page.checkout?.cart;
  const rate = useShop()?.currencyRate ?? 1;
  return (
    <>
      {/* begin_checkout once as the checkout opens (a step change keeps the key) */}
      {cart ? (
        <TrackEvent
          eventKey={`begin:${cart.lines.map((l) => `${l.productId}x${l.qty}`).join(",")}`}
          event={beginCheckoutEvent(cart.lines, cart.totals.grandTotal, rate)}
        />
      ) : null}
      <CheckoutPage data={page.checkout} result={result} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

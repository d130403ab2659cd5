import type { DB } from "~/db/db.server";
import { type CheckoutAnswers, firstOpenStep, parseAnswers, shippingCost, type StepFacts } from "~/lib/checkout";
import { type MinorUnits, minorUnits, toMinor } from "~/lib/money";
import type { Storefront } from "~/lib/storefront";
import { getCart } from "./cart.server";
import { type CartView, ownerOf } from "./cart-store.server";
import { getBlocks } from "./content.server";
import type { Customer } from "./customers.server";
import { onlinePaymentsEnabled } from "./payments.server";
import type { SessionToken } from "./session-token";
import { parseVatNumber, reverseChargeApplies } from "~/lib/vat";
import { assumedDeliveryCountry, type CartVat, cartVat, sellerCountry } from "./vat.server";

// The checkout's state: the answers live on the cart (cart.checkout, JSON read
// through zod: a bad value is "nothing answered"); the contact is the session's (a customer's
// account e-mail, or the guest e-mail set the way updateGuestEmail sets it, spec §5/§6).

/** A pickup shop of the StoreShops content block (spec §3). */
export interface PickupShop {
  name: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  hours: string;
}

export async function getPickupShops(db: DB, department: string): Promise<PickupShop[]> {
  const blocks = await getBlocks(db, department, ["StoreShops"]);
  return (blocks.StoreShops?.shops ?? []).map(({ name, street, postcode, city, phone, hours }) => ({ name, street, postcode, city, phone, hours }));
}

/** The cart row the answers are kept on (one per owner and department). */
export async function findCartRow(db: DB, session: SessionToken, department: string) {
  const owner = ownerOf(session);
  return (
    (await db.selectFrom("cart").select(["id", "checkout"]).where(owner.column, "=", owner.id).where("department", "=", department).executeTakeFirst()) ?? null
  );
}

export interface CheckoutState {
  cart: CartView;
  cartId: number | null;
  answers: CheckoutAnswers;
  /** the e-mail the order goes to: the customer's, or the guest's */
  email: string | null;
  facts: StepFacts;
  /** delivery cost of the chosen (or default) shipping, like the cart's amounts */
  shipping: MinorUnits;
  /**
   * the VAT of the order as it stands: at the rates of the address's country (the One-Stop Shop)
   * and with the shipping once it is chosen — what the summary shows and the order keeps
   */
  vat: CartVat;
}

export async function getCheckoutState(db: DB, session: SessionToken | null, customer: Customer | null, storefront: Storefront): Promise<CheckoutState> {
  const [cart, row] = await Promise.all([getCart(db, session, storefront), session ? findCartRow(db, session, storefront.department) : null]);
  const answers = parseAnswers(row?.checkout);
  const email = customer?.email ?? (session?.type === "guest" ? session.guestEmail : null);
  const facts: StepFacts = {
    hasContact: email !== null,
    answers,
    walletAllowed: cart.walletAllowed,
    needsDelivery: needsDelivery(cart),
    onlinePayments: onlinePaymentsEnabled(),
    bankTransfer: storefront.bankAccount !== null,
  };
  const shipping = minorUnits(
    facts.needsDelivery
      ? shippingCost(
          answers.shipping,
          toMinor(storefront.cheapestShippingPrice, storefront.currencyRate, storefront.priceRounding),
          cart.totals.freeShipping.free,
        )
      : 0,
  );
  const goesTo = deliveryCountry(storefront, answers, facts.needsDelivery);
  const vat = await cartVat(db, storefront, cart, {
    deliveryCountry: goesTo,
    reverseCharge: reverseCharged(storefront, answers, goesTo),
    // the summary adds shipping once it is chosen (components/checkout/order-summary.tsx)
    shipping: facts.needsDelivery && answers.shipping !== undefined ? shipping : 0,
  });
  return { cart, cartId: row?.id ?? null, answers, email, facts, shipping, vat };
}

/**
 * A company's VAT number VIES confirmed, of another member state than the seller's, with the
 * goods going to another member state than the seller's: the buyer accounts for the VAT
 * (reverse charge, art. 196 of the VAT directive). An unconfirmed number charges VAT.
 */
function reverseCharged(storefront: Storefront, answers: CheckoutAnswers, goesTo: string) {
  const number = answers.business?.vatNumber ? parseVatNumber(answers.business.vatNumber) : null;
  return reverseChargeApplies({
    sellerCountry: sellerCountry(storefront),
    buyerCountry: number?.country ?? null,
    deliveryCountry: goesTo,
    confirmed: answers.business?.check === "confirmed",
  });
}

/**
 * Where the goods go: the address's country; a parcel picked up in a shop, or certificates sent
 * by e-mail, stay in the storefront's country.
 */
function deliveryCountry(storefront: Storefront, answers: CheckoutAnswers, delivered: boolean) {
  if (delivered && answers.shipping?.method !== "pickup" && answers.address) return answers.address.country;
  return assumedDeliveryCountry(storefront);
}

/** Something on the cart travels by post: products or service items (gift certificates go by e-mail). */
export function needsDelivery(cart: CartView) {
  return cart.lines.length > 0 || cart.serviceItems.length > 0;
}

export function isCartEmpty(cart: CartView) {
  return cart.lines.length === 0 && cart.serviceItems.length === 0 && cart.additionalItems.length === 0;
}

export { firstOpenStep };

/**
 * Stores one answer on the cart, keeping the others. Changing an earlier answer keeps the later
 * ones (the shopper sees them on review and can change them again).
 */
export async function saveAnswer(db: DB, cartId: number, patch: Partial<CheckoutAnswers>) {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("cart").select("checkout").where("id", "=", cartId).executeTakeFirst();
    const answers = { ...parseAnswers(row?.checkout), ...patch };
    await trx
      .updateTable("cart")
      .set({ checkout: JSON.stringify(answers), updated_at: new Date().toISOString() })
      .where("id", "=", cartId)
      .execute();
  });
}

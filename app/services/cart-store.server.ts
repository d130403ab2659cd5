import type { VatSummary } from "~/lib/vat";
import type { DB } from "~/db/db.server";
import type { CartTotals } from "~/lib/cart-totals";
import type { DiscountProblem } from "~/lib/discount-code";
import type { EuroCents, MinorUnits } from "~/lib/money";
import type { ProductPrice } from "./product-card.server";
import type { SessionToken } from "./session-token";

// The cart's store (spec §3 Cart): whose cart it is, finding and creating it, and the shapes the
// cart is shown in. cart.server.ts (lines), cart-extras.server.ts (reading the extras) and
// cart-extras-actions.server.ts (changing them) all build on it, so none needs another's
// internals and no two of them import each other.
//
// The CartView's amounts are in the storefront currency's minor units (hundredths of a forint,
// euro cents in EUR): every price is converted once, then multiplied and added, so each total
// shown is the sum of the parts shown (app/lib/money.ts). `price` keeps the product's euro cents
// (analytics reports EUR; PriceView converts it the same way).

export type Owner = { column: "customer_id" | "session_token_id"; id: number };

export function ownerOf(session: SessionToken): Owner {
  return session.type === "auth" && session.customerId !== null
    ? { column: "customer_id", id: session.customerId }
    : { column: "session_token_id", id: session.id };
}

export interface CartLine {
  productId: number;
  sku: string;
  name: string;
  urlKey: string;
  image: number | null;
  qty: number;
  /** the product's prices, euro cents */
  price: ProductPrice;
  /** what one unit costs (the discount price when there is one), minor units */
  unitPrice: MinorUnits;
  /** the regular price of one unit, minor units (unitPrice when not discounted) */
  regularPrice: MinorUnits;
  /** unitPrice × qty */
  lineTotal: MinorUnits;
  inStock: boolean;
  /** spec §9: the line with sku wsLBX-AC25 is an advent calendar */
  adventCalendar: boolean;
}

/** spec §3 Service item on the cart (tree planting, gift wrapping). */
export interface CartServiceLine {
  productId: number;
  sku: string;
  name: string;
  image: number | null;
  unitPrice: MinorUnits;
  qty: number;
  total: MinorUnits;
}

/** A service item the department offers (spec §3: localized title, description, name, image, urlKey). */
export interface ServiceOffer {
  productId: number;
  sku: string;
  name: string;
  title: string;
  description: string;
  urlKey: string;
  image: number | null;
  price: MinorUnits;
  inCart: boolean;
}

/** spec §3 additionalItems: a gift certificate being bought. */
export interface CartAdditionalLine {
  id: number;
  kind: "gift_certificate";
  /** the certificate's value as chosen (presets and the 10..500 € limits) */
  amount: EuroCents;
  /**
   * what the shopper pays for it, minor units (the amount they typed, or the preset converted):
   * the certificate is issued for exactly this, in the order's currency
   */
  price: MinorUnits;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
}

/** A gift certificate redeemed on the cart (spec §3 giftCertificates, each with an amount). */
export interface CartGiftCertificate {
  id: number;
  code: string;
  /** what it takes off this cart (at most its balance) */
  amount: MinorUnits;
  /** what is left on it in this storefront's currency at today's rate (0 when it has expired) */
  balance: MinorUnits;
  /** the certificate's own currency (the one it was bought in) and its balance there, minor units of that currency */
  currencyCode: string;
  ownBalance: MinorUnits;
  /** the certificate currency's rate of the day (per euro), what an order converts back with */
  ownRate: number;
}

export interface CartDiscountCode {
  code: string;
  kind: "percent" | "fixed";
  value: number;
  /** what it takes off (0 when the cart no longer meets its minimum) */
  amount: MinorUnits;
  /** why it takes nothing off today (expired, minimum no longer met…), null when it applies */
  problem: DiscountProblem | null;
  /** the product lines must reach this */
  minOrder: EuroCents;
}

export interface CartView {
  /** null until the owner has a cart (spec §5: recalculation only when a cart exists) */
  id: number | null;
  lines: CartLine[];
  serviceItems: CartServiceLine[];
  serviceOffers: ServiceOffer[];
  additionalItems: CartAdditionalLine[];
  giftCertificates: CartGiftCertificate[];
  discountCode: CartDiscountCode | null;
  /** reward points spent on this cart, and how many the customer has (0 for guests) */
  spentPoints: number;
  availablePoints: number;
  /** spec §6: false when a line's sku is on the wallet-restriction list */
  walletAllowed: boolean;
  totals: CartTotals;
  /** the VAT the prices hold, delivered to the storefront's country without shipping (the checkout works it out again with the address) */
  vat: VatSummary;
}

export type CartError = "unknownProduct" | "outOfStock" | "notInCart";

export async function findCartId(db: DB, owner: Owner, department: string) {
  const row = await db.selectFrom("cart").select("id").where(owner.column, "=", owner.id).where("department", "=", department).executeTakeFirst();
  return row?.id ?? null;
}

/** The owner's cart in a department, created on first need (a write: only from a POST). */
export async function ensureCartId(db: DB, owner: Owner, department: string) {
  const now = new Date().toISOString();
  await db
    .insertInto("cart")
    .values({ [owner.column]: owner.id, department, created_at: now, updated_at: now })
    // one cart per owner and department (unique index): a concurrent first add finds the other's
    .onConflict((oc) => oc.doNothing())
    .execute();
  const id = await findCartId(db, owner, department);
  if (id === null) throw new Error("cart could not be created");
  return id;
}

export async function touch(db: DB, cartId: number) {
  await db.updateTable("cart").set({ updated_at: new Date().toISOString() }).where("id", "=", cartId).execute();
}

import type { AddressInput } from "./address-form";
import type { NewsletterConsent } from "./newsletter-consent";
import type { OrderStatus } from "./order-status";

// What the back office shows of customers (app/services/customer-admin.server.ts fills it): the
// list, one customer's page, their points history and the erasure's confirmation. Plain data, so
// its components need nothing from a server module.

export const CUSTOMERS_PER_PAGE = 50;

export interface CustomerListItem {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** the storefront they registered on */
  department: string;
  verified: boolean;
  erased: boolean;
  createdAt: string;
  orderCount: number;
}

export interface CustomerPage {
  items: CustomerListItem[];
  /** every customer the search finds, on all pages */
  total: number;
  page: number;
}

export interface CustomerAddressView extends AddressInput {
  id: number;
  isDefault: boolean;
  createdAt: string;
}

export interface CustomerOrderItem {
  number: string;
  department: string;
  createdAt: string;
  status: OrderStatus;
  /** minor units of currencyCode */
  grandTotal: number;
  currencyCode: string;
}

/** earned: an order was paid; spent: an order used them; returned: that order was cancelled; adjusted: by the shop, with a reason */
export type PointsEntryKind = "earned" | "spent" | "returned" | "adjusted";

export interface PointsEntry {
  at: string;
  kind: PointsEntryKind;
  /** points given (> 0) or taken (< 0) */
  delta: number;
  orderNumber: string | null;
  reason: string | null;
}

/** An auth session (never its token): when it began, when it was last used (recorded once a day) and when it ends unless used. */
export interface CustomerSession {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface CustomerProfile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  department: string;
  verifiedAt: string | null;
  erasedAt: string | null;
  createdAt: string;
}

export interface CustomerAdminView {
  profile: CustomerProfile;
  addresses: CustomerAddressView[];
  orders: CustomerOrderItem[];
  points: { balance: number; history: PointsEntry[] };
  newsletter: NewsletterConsent;
  sessions: CustomerSession[];
}

/** What erasing a customer deletes, and the orders it keeps (anonymised) for the books. */
export interface ErasurePreview {
  erasedAt: string | null;
  deleted: { addresses: number; wishlistItems: number; carts: number; sessions: number; linkTokens: number; pointAdjustments: number; mails: number };
  keptOrders: string[];
}

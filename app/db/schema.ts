// Row types of the database, as Kysely sees them. Money is integer euro cents (DESIGN.md);
// dates are ISO-8601 text; booleans are 0/1 integers so SQLite and PostgreSQL agree.

import type { Generated } from "kysely";
import type { NewsletterSource } from "../lib/newsletter-consent";
import type { OrderStatus } from "../lib/order-status";
import type { OrderMailKind } from "../lib/admin-orders";
import type { StaffRole } from "../lib/staff-roles";
import type { WithdrawalStatus } from "../lib/withdrawal";

export interface StorefrontTable {
  department: string;
  position: number;
  is_default: number;
  locale: string; // e.g. sl-SI
  iso: string; // language code of the message files, e.g. sl
  language_name: string;
  name: string;
  store_front: string; // short storefront code, e.g. lumera-si
  domain: string;
  prefix: string | null;
  currency_code: string;
  currency_rate: number;
  shop_type: "normal" | "one-brand" | "other";
  brand_id: number | null; // the brand a one-brand storefront sells
  cheapest_shipping_price: number; // cents, EUR
  free_shipping_threshold: number; // cents, EUR
  reward_point_conversion: number;
  point_value: number; // cents, EUR, of one reward point spent
  public_keys: string; // JSON: { gtm, oneSignal, smind: { id, url } }
  localized_routes: string; // JSON: { brands, giftCertificate }
  price_rounding: number; // minor units prices are rounded to: 1 (hundredths) or 100 (whole units)
  gift_presets: string; // JSON: amounts in minor units of the storefront's currency
  bank_account: string; // JSON: { holder, iban, bic, reference } (app/lib/bank-transfer.ts), or null: no account yet
  withdrawal_days: Generated<number>; // the withdrawal period, days from delivery (024; 14 by default)
  company: string | null; // JSON: { legalName, street, postcode, city, country, registrationNumber, vatNumber } (037)
  contact: string | null; // JSON: { email, phone, hours: string[] } (037)
  enabled: Generated<number>; // 0: switched off, its hosts answer "closed" (039; 1 by default)
  logo: string | null; // the logo's file under IMAGE_DIR/logos, null: the text logo (039)
  brand_colour: string | null; // "#rrggbb" accent, null: the shop's own (039)
}

export interface CategoryTable {
  id: number;
  parent_id: number | null;
  level: number;
  position: number;
  path: string; // "/1/4/12/": ancestors and self, for subtree queries
}

export interface CategoryI18nTable {
  category_id: number;
  lang: string;
  name: string;
  url_key: string;
  store_url: string;
}

export interface BrandTable {
  id: number;
  url_key: string;
  name: string;
  country: string;
}

export interface BrandI18nTable {
  brand_id: number;
  lang: string;
  description: string;
}

export interface AttributeTable {
  id: number;
  code: string;
  position: number;
}

export interface AttributeI18nTable {
  attribute_id: number;
  lang: string;
  name: string;
}

export interface AttributeValueTable {
  id: number;
  attribute_id: number;
  position: number;
}

export interface AttributeValueI18nTable {
  value_id: number;
  lang: string;
  label: string;
}

export interface ProductTable {
  id: number;
  sku: string;
  ean: string | null;
  type: "simple" | "service" | "gift_certificate";
  brand_id: number | null;
  main_category_id: number | null;
  regular_price: number; // cents, EUR
  discount_price: number | null; // cents, EUR
  discount_from: string | null; // ISO-8601 date or instant: the discount holds from then (017)
  discount_to: string | null; // ISO-8601 date (that whole day, UTC) or instant: until then (017)
  lowest_price_30d: number; // cents, EUR: the smallest price in the last 30 days
  rating: number; // 0..5
  rating_count: number;
  position: number;
  salable: number;
  created_at: string;
  archived_at: string | null; // ISO instant: no longer sold, its URL answers 410 (031)
  successor_id: number | null; // the product an archived product's URL moves to (031)
  low_stock_level: number | null; // below this many pieces it is low; null: the shop's default (032)
  tax_class: Generated<string>; // standard | reduced | super_reduced | zero (040, app/lib/vat.ts)
}

export interface ProductI18nTable {
  product_id: number;
  lang: string;
  name: string;
  title: string | null;
  url_key: string;
  description: string;
  search_name: string; // name folded for accent-insensitive search
  search_text: string; // description folded likewise
}

export interface ProductCategoryTable {
  category_id: number; // the category and every ancestor
  product_id: number;
  position: number;
}

export interface ProductAttributeValueTable {
  product_id: number;
  value_id: number;
}

export interface WarehouseTable {
  code: string;
  days: number;
  names: string; // JSON: { [lang]: name }
}

export interface ProductStockTable {
  product_id: number;
  warehouse_code: string;
  qty: number;
}

/** One change of a product's figure in a warehouse (032; app/services/stock-movements.server.ts). */
export interface StockMovementTable {
  id: Generated<number>;
  product_id: number;
  warehouse_code: string;
  change: number; // signed: pieces in (+) or out (-)
  qty_after: number; // the warehouse's figure after this change
  reason: string; // app/lib/stock-movements.ts STOCK_REASONS
  actor: string; // a staff member's e-mail, "desk:…", "shopper", "import", "system:…"
  order_id: number | null;
  note: string | null;
  created_at: string;
}

export interface ImageTable {
  id: number;
  file: string; // relative to IMAGE_DIR
  width: number;
  height: number;
}

export interface ProductImageTable {
  product_id: number;
  position: number;
  image_id: number;
}

/** A product picture's alt text in one language (035), written in the back office. */
export interface ProductImageAltTable {
  product_id: number;
  image_id: number;
  lang: string;
  alt: string;
}

export interface ServiceItemTable {
  product_id: number;
  department: string;
}

export interface ContentBlockTable {
  department: string;
  code: string; // spec §9 block name (recommended_products, ...) or §3 title (StoreShops, ...)
  block_id: number | null; // spec §9 numeric id, where it has one
  enabled: number;
  content: string; // JSON
}

/** A home page block saved in the back office and not yet published (migration 036). */
export interface ContentBlockDraftTable {
  department: string;
  code: string;
  content: string; // JSON, as content_block.content would hold it
  updated_by: string;
  updated_at: string;
}

export interface BlogCategoryTable {
  id: number;
  position: number;
}

export interface BlogCategoryI18nTable {
  category_id: number;
  lang: string;
  name: string;
  url_key: string;
}

export interface BlogPostTable {
  id: number;
  category_id: number;
  image_id: number | null;
  published_at: string;
  /** 0 for a draft (030): no storefront page shows it */
  published: Generated<number>;
}

export interface BlogPostI18nTable {
  post_id: number;
  lang: string;
  title: string;
  url_key: string;
  excerpt: string;
  body: string; // the sanitised HTML of `markdown` (030; before it, a JSON array of paragraphs)
  markdown: Generated<string>;
}

export interface CmsPageTable {
  id: number;
  key: string;
  /** 0 for a draft (030): no storefront page shows it */
  published: Generated<number>;
}

export interface CmsPageI18nTable {
  page_id: number;
  lang: string;
  title: string;
  url_key: string;
  meta_description: string;
  body: string; // the sanitised HTML of `markdown` (030; before it, a JSON array of paragraphs)
  markdown: Generated<string>;
}

/** A slug a CMS page, blog post or blog category had before it was changed (030): it still leads there. */
export interface ContentOldSlugTable {
  kind: "cms" | "blog-post" | "blog-category";
  lang: string;
  url_key: string;
  item_id: number;
}

export interface RedirectTable {
  id: Generated<number>;
  department: string;
  from_path: string;
  to_url: string; // an internal path ("/cms/about") or an absolute URL
  status: 301 | 302;
}

export interface CatalogueStateTable {
  id: number;
  version: number;
}

export interface CustomerTable {
  id: Generated<number>;
  email: string; // lower-cased; one account across storefronts
  first_name: string;
  last_name: string;
  password_hash: string; // argon2id
  verified_at: string | null;
  newsletter: number; // 0/1
  reward_points: number;
  department: string; // where the account was created
  created_at: string;
  newsletter_changed_at: string | null; // when the current newsletter choice was made (021; null before)
  newsletter_source: NewsletterSource | null; // where it was made (021; null before)
  erased_at: string | null; // the person was erased: their data anonymised, the row kept for the orders (021)
}

/** Points a merchant gave (delta > 0) or took, with the reason the customer is shown (021). */
export interface RewardPointAdjustmentTable {
  id: Generated<number>;
  customer_id: number;
  delta: number;
  reason: string;
  created_at: string;
}

export interface SessionTokenTable {
  id: Generated<number>;
  token_hash: string; // SHA-256 hex of the 256-bit token
  type: "guest" | "auth";
  customer_id: number | null;
  guest_email: string | null;
  created_at: string;
  last_seen_at: string;
  last_order_id: number | null; // spec §3: order-success data is held in the session
}

export interface LinkTokenTable {
  id: Generated<number>;
  token_hash: string;
  purpose: "verify" | "reset" | "login";
  customer_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface WishlistItemTable {
  id: Generated<number>;
  session_token_id: number | null; // a guest's list
  customer_id: number | null; // a customer's list
  product_id: number;
  created_at: string;
}

export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number; // the owner: every query filters on it
  first_name: string;
  last_name: string;
  street: string; // street and number
  postcode: string;
  city: string;
  country: string; // ISO 3166-1 alpha-2, one of the shop's countries
  phone: string | null;
  is_default: number; // 0/1, at most one per customer
  created_at: string;
  updated_at: string;
}

export interface CartTable {
  id: Generated<number>;
  session_token_id: number | null; // a guest's cart
  customer_id: number | null; // a customer's cart
  department: string; // one cart per owner and department
  created_at: string;
  updated_at: string;
  discount_code_id: number | null;
  spent_points: Generated<number>; // reward points the customer spends on this cart
  checkout: string | null; // JSON: the checkout's answers so far (contact, address, shipping, payment)
}

export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  qty: number; // 1..99; the price is read from the product when shown
  created_at: string;
}

export interface CartServiceItemTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number; // one of the department's service items (spec §3)
  qty: number;
  created_at: string;
}

/** spec §3 additionalItems: a gift certificate being bought. */
export interface CartAdditionalItemTable {
  id: Generated<number>;
  cart_id: number;
  kind: "gift_certificate";
  amount: number; // cents, EUR: the certificate's value
  price: number | null; // what the shopper pays, minor units of the cart's currency, when typed in it (007)
  recipient_name: string | null;
  recipient_email: string | null;
  message: string | null;
  created_at: string;
}

export interface DiscountCodeTable {
  id: Generated<number>;
  code: string; // upper-case
  department: string | null; // one storefront more where it holds (before 028: the only one); see discount_code_department
  kind: "percent" | "fixed";
  value: number; // percent 1..100, or cents EUR
  min_order: number; // cents, EUR
  valid_from: string | null;
  valid_to: string | null;
  usage_limit: number | null;
  used_count: Generated<number>;
  created_at: string;
  active: Generated<number>; // 1: on; 0: switched off, refused like an expired code (028)
  per_customer_limit: number | null; // orders per customer that may use it; null: any (028)
}

/** The storefronts where a discount code holds; none: every storefront (028). */
export interface DiscountCodeDepartmentTable {
  discount_code_id: number;
  department: string;
}

export interface GiftCertificateTable {
  id: Generated<number>;
  code: string; // upper-case
  amount: number; // minor units of currency_code, as issued (010; before: euro cents)
  balance: number; // minor units of currency_code, left
  currency_code: Generated<string>; // the currency it was bought in (EUR for demo certificates)
  order_id: number | null;
  recipient_email: string | null;
  expires_at: string | null;
  created_at: string;
  recipient_name: string | null; // issued by hand: what it was mailed with (028)
  message: string | null;
  issued_by: string | null; // the staff member who issued it by hand; null: bought in the shop
  voided_at: string | null; // voided: refused in the cart, its balance kept for the record
  void_reason: string | null;
  voided_by: string | null;
}

export interface CartGiftCertificateTable {
  cart_id: number;
  gift_certificate_id: number;
}

export type { OrderStatus };

/** A version of the terms or the privacy notice as shoppers accepted it (027). */
export interface LegalTextTable {
  id: Generated<number>;
  kind: "terms" | "privacy";
  lang: string;
  /** the first 16 hex digits of the text's SHA-256 */
  version: string;
  title: string;
  body: string; // as cms_page_i18n.body when recorded: a JSON array of paragraphs before 030, HTML since
  created_at: string;
}

/** A newsletter choice, given or withdrawn, with where and in which words (027). */
export interface NewsletterConsentTable {
  id: Generated<number>;
  customer_id: number;
  subscribed: number;
  source: string;
  lang: string | null;
  text: string | null;
  created_at: string;
}

export interface ShopOrderTable {
  id: Generated<number>;
  number: string;
  idempotency_key: string;
  department: string;
  customer_id: number | null;
  session_token_id: number | null;
  email: string;
  status: OrderStatus;
  payment_method: string;
  shipping_method: string;
  pickup_shop: string | null;
  address: string; // JSON
  currency_code: string;
  currency_rate: number;
  lang: string;
  subtotal: number; // minor units of currency_code (hundredths), as every money column below (007)
  discount: number;
  code_discount: number;
  discount_code: string | null;
  points_spent: number;
  points_value: number;
  gift_certificates: number;
  shipping: number;
  grand_total: number;
  points_earned: number;
  details: string; // JSON
  conversion_reported_at: string | null;
  created_at: string;
  paid_at: string | null;
  value_issued_at: string | null; // certificates bought and points earned issued (once, when paid; 009)
  superseded_by: number | null; // a cancelled payment attempt: the order placed after it from the same cart (014)
  payment_ref: string | null; // the card provider's name for the order's payment: a Stripe Checkout Session id (016)
  search_name: string | null; // the delivery name folded, given name first, for the back office's search (020)
  search_name_reversed: string | null; // the same, family name first (020)
  pay_token_hash: string | null; // SHA-256 of a mailed card-payment link's token (023)
  payment_deadline: string | null; // when an unpaid order lets go of its hold; null: created_at + PAYMENT_HOLD_MINUTES (023)
  terms_text_id: number | null; // legal_text the order was placed under (027)
  privacy_text_id: number | null;
  transfer_reminded_at: string | null; // an unpaid bank transfer's reminder went out (026)
  refunded: Generated<number>; // money refunded so far, minor units; never above grand_total (025)
  vat: string | null; // JSON VatSummary (app/lib/vat-summary.ts); null for orders placed before 040
  vat_country: string | null; // whose VAT the order carries (040)
  buyer_company: string | null;
  buyer_vat_number: string | null;
  vat_check: string | null; // VIES's answer for buyer_vat_number: confirmed | invalid | unreachable
  reverse_charge: Generated<number>;
}

/** An uploaded bank statement (026): camt.053 or CSV. */
export interface BankStatementTable {
  id: Generated<number>;
  file_name: string;
  format: string; // "camt.053" | "csv"
  account: string | null; // the statement's IBAN, when it names one
  uploaded_by: string; // the staff member's e-mail
  uploaded_at: string;
  credits: number; // credits imported from it
  already_imported: number; // credits of it imported before (skipped)
}

/** One credit of a bank statement (026), unique by entry_key: imported once, whatever the number of uploads. */
export interface BankStatementEntryTable {
  id: Generated<number>;
  statement_id: number;
  entry_key: string;
  booked_on: string; // YYYY-MM-DD
  amount: number; // minor units (hundredths) of currency_code
  currency_code: string;
  reference: string | null;
  remittance: string | null;
  debtor: string | null;
  order_id: number | null;
  outcome: string; // app/lib/bank-statement.ts MatchOutcome
  applied_at: string | null; // the order was marked paid from this credit
  applied_by: string | null;
}

/** What came back of an order and what it refunded (025, app/services/refunds.server.ts). */
export interface OrderReturnTable {
  id: Generated<number>;
  order_id: number;
  actor: string; // "staff:<email>"
  lines: string; // JSON: [{ lineId, qty, money, certificate }]
  shipping: number; // the shipping refunded
  restock: number; // 1: the goods went back into stock
  computed: number; // the most the return could refund by the payment's way
  amount: number; // what it refunded (lower only with lowered_reason)
  lowered_reason: string | null;
  certificate_amount: number; // back onto the certificates that paid the order
  points_back: number; // points spent on the goods, given back
  points_revoked: number; // points the goods earned, taken back
  certificates_revoked: string; // JSON: [{ code, amount, balance, spent }] of the certificates the order bought
  withdrawal_id: number | null; // the EU withdrawal it came from (no foreign key: another migration's table)
  created_at: string;
}

/** A payment back (025): by card provider, to an IBAN, or onto a gift certificate. */
export interface OrderRefundTable {
  id: Generated<number>;
  order_id: number;
  return_id: number;
  way: "card" | "bank" | "certificate" | "test";
  status: "pending" | "failed" | "sent" | "confirmed" | "to_send" | "done";
  amount: number; // minor units of currency_code
  currency_code: string;
  iban: string | null;
  account_name: string | null;
  gift_certificate_id: number | null;
  provider_ref: string | null; // Stripe's re_…
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  sent_by: string | null;
}

/** A card provider's event that changed something, recorded once (016): a replay meets the primary key. */
export interface PaymentEventTable {
  id: string; // the provider's event id (Stripe: evt_…)
  provider: string;
  type: string;
  order_id: number | null;
  outcome: string;
  received_at: string;
}

/** A mail to send (015, app/services/mail-queue.server.ts): pending until sent, or failed when given up. */
export interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  from_name: string; // the sender's display name: the storefront's name
  subject: string;
  text: string;
  html: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: string; // when a pending mail is due; while being sent, the end of its claim
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  order_id: number | null; // the order the mail is about (020; null: not about an order, or queued before 020)
  order_mail: OrderMailKind | null; // which of the order's mails it is (020)
  invoice_id: number | null; // the invoice or credit note attached to the mail (041)
}

/** A parcel a "ship" sent (020): carrier code of app/lib/carriers.ts and its tracking number. */
export interface OrderParcelTable {
  id: Generated<number>;
  order_id: number;
  carrier: string;
  tracking_number: string;
  created_at: string;
}

/** What staff wrote on an order for each other (020); never shown to the shopper. */
export interface OrderNoteTable {
  id: Generated<number>;
  order_id: number;
  author: string; // "staff:<email>" | "desk:<os user>"
  body: string;
  created_at: string;
}

/** Every status change of an order (009): who moved it from what to what, and when. */
export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  from_status: OrderStatus | null; // null: the order's first status
  to_status: OrderStatus;
  actor: string; // "shopper" | "payment" | "expiry" | "desk:<os user>" | "staff:<email>"
  note: string | null;
  created_at: string;
}

export interface ShopOrderLineTable {
  id: Generated<number>;
  order_id: number;
  kind: "product" | "service" | "gift_certificate";
  product_id: number | null;
  sku: string;
  name: string;
  qty: number;
  unit_price: number; // minor units of the order's currency (007)
  regular_price: number;
  line_total: number;
  details: string | null; // JSON
  vat_rate: number | null; // basis points (040); null: outside VAT (a certificate bought) or placed before 040
}

/** A setting every process reads the same way (migration 018): JSON in `value`. */
export interface SettingTable {
  name: string;
  value: string;
  updated_at: string;
}

export interface StaffTable {
  id: Generated<number>;
  email: string; // lower-cased; unique whatever its case
  password_hash: string; // argon2id
  role: StaffRole;
  disabled_at: string | null;
  totp_secret: string | null; // null: the second factor is set up at the next sign-in
  totp_confirmed_at: string | null;
  last_totp_step: number | null; // the TOTP step of the last code accepted: a code works once
  created_at: string;
  updated_at: string;
  notify_orders: Generated<number>; // 1: each new order is mailed to them
  notify_summary: Generated<number>; // 1: a morning summary of what waits
  notify_low_stock: Generated<number>; // 1: a daily mail of products low in stock (032)
}

export interface StaffSessionTable {
  id: Generated<number>;
  token_hash: string; // SHA-256 of the cookie's token
  staff_id: number;
  stage: "password" | "signed-in";
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  client_ip: string;
  user_agent: string;
}

export interface StaffInviteTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  role: StaffRole;
  invited_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor: string; // a staff e-mail, or "command:<os user>"
  kind: string; // e.g. staff.add
  subject: string; // e.g. staff:3
  before: string | null; // JSON
  after: string | null; // JSON
}

/** A confirmed withdrawal from a contract (024, app/services/withdrawals.server.ts). */
export interface WithdrawalTable {
  id: Generated<number>;
  received_at: string; // the server's clock at the confirmation, ISO with ms
  department: string;
  lang: string;
  order_id: number | null; // the order whose number and e-mail matched, in that storefront
  order_number: string; // as the shopper gave it
  name: string;
  email: string;
  content: string; // JSON: the declaration as sent (WithdrawalContent)
  client_key: string; // the client's rate-limit key (its network)
  period_ends_at: string | null; // the end of the order's withdrawal period when received; null: not delivered or no order
  status: WithdrawalStatus;
  goods_back_at: string | null;
  refunded_at: string | null;
  refused_at: string | null;
  refused_reason: string | null;
  updated_by: string | null; // the staff actor of the last status change ("staff:<email>")
  updated_at: string | null;
}

/** A catalogue file uploaded in the back office, from its dry run to the import's end (034). */
export interface CatalogueJobTable {
  id: Generated<number>;
  status: string; // "checked" | "refused" | "running" | "done" | "failed"
  file_name: string; // as uploaded
  file_path: string; // the stored file (its side files beside it)
  staff: string; // the staff member's e-mail
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  heartbeat_at: string | null;
  running_lock: string | null; // "import" while running: unique, one import at a time
  phase: string | null;
  done_count: Generated<number>;
  total_count: Generated<number>;
  report: string | null; // JSON: the dry run's, then the import's report
  message: string | null; // why it failed
}

/** A country's VAT rate for a tax class from a day on (040, app/lib/vat.ts). */
export interface VatRateTable {
  id: Generated<number>;
  country: string;
  tax_class: string;
  rate: number; // basis points: 2200 = 22 %
  valid_from: string; // YYYY-MM-DD
  created_at: string;
}

/** The last number given in a series of invoices or credit notes, per storefront and year (041). */
export interface InvoiceCounterTable {
  storefront: string;
  series: InvoiceSeries;
  year: number;
  last: number;
}

export type InvoiceSeries = "invoice" | "credit_note";

/** An invoice or a credit note as issued (041, app/lib/invoice.ts): its content and its PDF, kept. */
export interface InvoiceTable {
  id: Generated<number>;
  series: InvoiceSeries;
  storefront: string;
  year: number;
  seq: number; // 1, 2, 3 … in its storefront, series and year, without gaps
  number: string; // as printed (app/lib/invoice.ts invoiceNumber)
  source: string; // unique: "order:<id>" for an invoice, "return:<id>" for a credit note
  order_id: number;
  return_id: number | null; // a credit note's order_return
  refers_to: number | null; // a credit note's invoice (invoice.id)
  issued_at: string; // ISO timestamp
  supply_date: string; // YYYY-MM-DD
  currency_code: string;
  lang: string;
  vat_country: string;
  reverse_charge: Generated<number>;
  taxable: number; // minor units of currency_code; a credit note's are what it takes back, positive as in its document (the series says which)
  vat: number;
  gross: number;
  document: string; // JSON InvoiceDocument
  pdf: string; // base64 of the PDF as issued
}

export interface Database {
  storefront: StorefrontTable;
  category: CategoryTable;
  category_i18n: CategoryI18nTable;
  brand: BrandTable;
  brand_i18n: BrandI18nTable;
  attribute: AttributeTable;
  attribute_i18n: AttributeI18nTable;
  attribute_value: AttributeValueTable;
  attribute_value_i18n: AttributeValueI18nTable;
  product: ProductTable;
  product_i18n: ProductI18nTable;
  product_category: ProductCategoryTable;
  product_attribute_value: ProductAttributeValueTable;
  warehouse: WarehouseTable;
  product_stock: ProductStockTable;
  image: ImageTable;
  product_image: ProductImageTable;
  product_image_alt: ProductImageAltTable;
  service_item: ServiceItemTable;
  content_block: ContentBlockTable;
  content_block_draft: ContentBlockDraftTable;
  blog_category: BlogCategoryTable;
  blog_category_i18n: BlogCategoryI18nTable;
  blog_post: BlogPostTable;
  blog_post_i18n: BlogPostI18nTable;
  cms_page: CmsPageTable;
  cms_page_i18n: CmsPageI18nTable;
  content_old_slug: ContentOldSlugTable;
  legal_text: LegalTextTable;
  newsletter_consent: NewsletterConsentTable;
  redirect: RedirectTable;
  catalogue_state: CatalogueStateTable;
  customer: CustomerTable;
  session_token: SessionTokenTable;
  link_token: LinkTokenTable;
  wishlist_item: WishlistItemTable;
  customer_address: CustomerAddressTable;
  cart: CartTable;
  cart_item: CartItemTable;
  cart_service_item: CartServiceItemTable;
  cart_additional_item: CartAdditionalItemTable;
  discount_code: DiscountCodeTable;
  discount_code_department: DiscountCodeDepartmentTable;
  gift_certificate: GiftCertificateTable;
  cart_gift_certificate: CartGiftCertificateTable;
  shop_order: ShopOrderTable;
  shop_order_line: ShopOrderLineTable;
  order_event: OrderEventTable;
  payment_event: PaymentEventTable;
  mail_queue: MailQueueTable;
  setting: SettingTable;
  staff: StaffTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_session: StaffSessionTable;
  staff_invite: StaffInviteTable;
  audit_log: AuditLogTable;
  reward_point_adjustment: RewardPointAdjustmentTable;
  order_parcel: OrderParcelTable;
  order_note: OrderNoteTable;
  bank_statement: BankStatementTable;
  bank_statement_entry: BankStatementEntryTable;
  withdrawal: WithdrawalTable;
  order_return: OrderReturnTable;
  order_refund: OrderRefundTable;
  catalogue_job: CatalogueJobTable;
  stock_movement: StockMovementTable;
  vat_rate: VatRateTable;
  invoice_counter: InvoiceCounterTable;
  invoice: InvoiceTable;
}

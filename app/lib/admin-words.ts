import type { AddressError } from "./address-form";
import type { WithdrawalStatus } from "./withdrawal";
import type { PaymentMethod } from "./checkout";
import { formatMinor, type MinorUnits } from "./money";
import type { OrderStatus, RefusalReason } from "./order-status";

// How the back office names what it shows (issue 26 §1: English, every label in plain words).

export const STATUS_LABEL: Record<OrderStatus, string> = {
  awaiting_payment: "Awaiting card payment",
  placed: "Placed, not paid",
  paid: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const WITHDRAWAL_STATUS_LABEL: Record<WithdrawalStatus, string> = {
  received: "Received",
  goods_back: "Goods back",
  refunded: "Refunded",
  refused: "Refused",
};

export const PAYMENT_LABEL: Record<PaymentMethod, string> = {
  bank: "Bank transfer",
  cod: "Cash on delivery",
  card: "Card",
  wallet: "Wallet",
};

export const SHIPPING_LABEL: Record<string, string> = {
  delivery: "Delivery to an address",
  pickup: "Pick-up in a shop",
  none: "Nothing to ship (e-mailed)",
};

/** An amount with its currency's code: the back office lists orders of every storefront side by side. */
export const money = (minor: MinorUnits | number, currencyCode: string) => formatMinor(minor as MinorUnits, currencyCode);

/** Why a move is refused, in the back office's words (the order desk words them for its commands, scripts/orders.ts). */
export const REFUSAL_TEXT: Record<RefusalReason, string> = {
  cancelled: "the order is cancelled",
  delivered: "the order was delivered",
  notPaid: "the order is not paid yet",
  notShipped: "the order has not been shipped yet: mark it shipped first",
  providerConfirms: "card and wallet payments are confirmed by the payment provider, not by hand",
  cashOnDelivery: "cash on delivery is paid when it is delivered: mark it delivered",
  notOnline: "only card and wallet payments are confirmed by the payment provider",
  noShipping: "the order has nothing to ship (gift certificates only, sent by e-mail): paid is its end",
  paidNoRefund: "the order is paid; a paid order is not cancelled here",
};

/** What an address form of the back office says at a field the shop's address rules refuse (address-form.ts). */
export const ADDRESS_ERROR_TEXT: Record<AddressError, string> = {
  firstNameRequired: "Give the first name.",
  lastNameRequired: "Give the last name.",
  firstNameInvalid: "A first name takes letters, spaces, hyphens and apostrophes only.",
  lastNameInvalid: "A last name takes letters, spaces, hyphens and apostrophes only.",
  nameTooLong: "A name is at most 100 characters.",
  streetRequired: "Give the street and house number.",
  streetTooLong: "The street is at most 120 characters.",
  streetInvalid: "The street has characters an address does not take.",
  postcodeInvalid: "The postcode does not fit the country.",
  cityRequired: "Give the city.",
  cityTooLong: "The city is at most 80 characters.",
  cityInvalid: "The city has characters an address does not take.",
  countryInvalid: "Choose a country from the list.",
  phoneInvalid: "A phone number has 6 to 15 digits (an optional + first).",
  addressLimit: "The customer has too many addresses.",
};

/** Why a return or refund is refused, as the back office says it (refunds.server.ts, refund-form.ts). */
export const RETURN_REFUSAL_TEXT: Record<string, string> = {
  lines: "Give each line a whole number of units (0 for none).",
  noLine: "Choose at least one unit or the shipping to return.",
  nothing: "Everything chosen was refunded before.",
  unknownLine: "A line of the form is not a line of this order.",
  quantity: "More units than are left to return were chosen.",
  amount: "The amount must be a positive amount of money, at most what the return refunds.",
  reason: "Say why the amount is lower than computed (up to 500 characters): the shopper is mailed the amount.",
  iban: "Enter the shopper's IBAN: it did not pass the check (a SEPA country, its length and check digits).",
  accountName: "Enter the account holder's name (up to 70 characters).",
  overRefund: "That is more than was paid and not yet refunded: another refund was recorded meanwhile. Check the amount again.",
  notPaid: "Only a paid order can be refunded.",
  notEverything: "Cancelling a paid order returns every line and the shipping.",
  notCancellable: "A delivered order is not cancelled: record a return of what came back instead.",
  notFound: "There is no such order.",
  withdrawal: "That withdrawal is not this order's, or was settled or refused meanwhile.",
};

/** How each refund went, in the order page's words. */
export const REFUND_WAY_LABEL: Record<string, string> = {
  card: "Card (Stripe)",
  test: "Card (test provider: no money moves)",
  bank: "Bank transfer",
  certificate: "Gift certificate",
};

/** The same in a sentence: "Paid 20,00 EUR by card through Stripe". */
export const REFUND_WAY_PHRASE: Record<string, string> = {
  card: "by card through Stripe",
  test: "by card with the test provider (no money moves)",
  bank: "by bank transfer",
  certificate: "onto a gift certificate",
};

export const REFUND_STATUS_LABEL: Record<string, string> = {
  pending: "asked of Stripe",
  failed: "failed",
  sent: "sent",
  confirmed: "confirmed by Stripe",
  to_send: "to send",
  done: "done",
};

import type { CartView } from "~/services/cart-store.server";
import { imageUrl } from "./images";
import { type MinorUnits, minorUnits } from "./money";
import type { toApiProduct } from "./product-json";

// Spec §3 Cart as the JSON API shows it (every spec §7 Cart call answers { success, cart }):
// money as decimal amounts in the storefront's currency, like the product cards of
// toApiProduct: the CartView's minor units over 100, so the JSON adds up as the page does.
// The browser's cart code reads this shape only.

export type ApiProduct = ReturnType<typeof toApiProduct>;

export function toApiCart(cart: CartView, options: { currency?: string; recommendedProducts?: ApiProduct[] } = {}) {
  const money = (minor: MinorUnits) => minor / 100;
  return {
    id: cart.id,
    // every amount below is in this currency (the storefront's), as the cart page shows it
    currency: options.currency ?? null,
    // spec §3 Cart item / line: product_id, qty, sku, attributes.name, price (price, subTotal, total, discount)
    items: cart.lines.map((line) => ({
      product_id: line.productId,
      qty: line.qty,
      sku: line.sku,
      urlKey: line.urlKey,
      image: line.image === null ? null : imageUrl(line.image, 175),
      inStock: line.inStock,
      adventCalendar: line.adventCalendar,
      attributes: { name: line.name },
      price: {
        price: money(line.unitPrice),
        regularPrice: money(line.regularPrice),
        subTotal: money(line.lineTotal),
        total: money(line.lineTotal),
        // spec §9: the per-item discount (times qty makes the cart's discount)
        discount: money(minorUnits(line.regularPrice - line.unitPrice)),
      },
    })),
    additionalItems: cart.additionalItems.map((item) => ({
      id: item.id,
      kind: item.kind,
      amount: money(item.price),
      recipientName: item.recipientName,
      recipientEmail: item.recipientEmail,
      message: item.message,
    })),
    // spec §3 Service item: product_id, price
    serviceItems: cart.serviceItems.map((item) => ({
      product_id: item.productId,
      sku: item.sku,
      name: item.name,
      qty: item.qty,
      // spec §3 Service item: price is a number (one unit); total is qty × price
      price: money(item.unitPrice),
      total: money(item.total),
    })),
    giftCertificates: cart.giftCertificates.map((certificate) => ({ id: certificate.id, code: certificate.code, amount: money(certificate.amount) })),
    // a code that no longer applies stays on the cart with amount 0 and its reason (problem)
    discountCode:
      cart.discountCode === null ? null : { code: cart.discountCode.code, amount: money(cart.discountCode.amount), problem: cart.discountCode.problem },
    spentPoints: cart.spentPoints,
    availablePoints: cart.availablePoints,
    walletAllowed: cart.walletAllowed,
    recommendedProducts: options.recommendedProducts ?? [],
    count: cart.totals.count,
    subtotal: money(cart.totals.subtotal),
    discount: money(cart.totals.discount),
    codeDiscount: money(cart.totals.codeDiscount),
    pointsValue: money(cart.totals.pointsValue),
    total: money(cart.totals.total),
    // shelf prices include VAT: the total with VAT is the total
    totalVat: money(cart.totals.total),
    // the VAT the total holds, per rate (README "Taxes and invoices"): delivered to the
    // storefront's country, before shipping; the checkout works it out again with the address
    vat: {
      country: cart.vat.country,
      total: money(cart.vat.vat),
      rates: cart.vat.rows.map((row) => ({ rate: row.rate / 100, taxable: money(row.taxable), vat: money(row.vat) })),
    },
    grandTotal: money(cart.totals.grandTotal),
    freeShipping: { free: cart.totals.freeShipping.free, missing: cart.totals.freeShipping.free ? 0 : money(cart.totals.freeShipping.missing) },
    points: cart.totals.points,
  };
}

export type ApiCart = ReturnType<typeof toApiCart>;

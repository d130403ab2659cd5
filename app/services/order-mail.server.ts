import { formatRate } from "~/lib/vat";
import type { DB } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { mailFromName } from "~/lib/mail-html";
import { getFixedT } from "~/i18next.server";
import { publicUrl } from "~/lib/public-url";
import { resolvePublicAddress } from "./public-address.server";
import { mailLogo } from "./storefront-look.server";
import type { DeliveryAddress } from "~/lib/checkout";
import { companyLines } from "~/lib/company";
import { formatMinor, type MinorUnits } from "~/lib/money";
import { orderPagePath } from "~/lib/order-page";
import { isPageAllowed } from "~/lib/page-kind";
import { personName } from "~/lib/person-name";
import { enqueueMail } from "./mail-queue.server";
import type { OrderMailKind } from "~/lib/admin-orders";
import type { BankTransfer } from "./bank-transfer.server";
import type { OrderLine, OrderView } from "./orders.server";
import { findStorefront } from "./storefronts.server";
import { orderLegalTexts } from "./legal-texts.server";
import { listParcels, type ParcelView } from "./order-parcels.server";

// The mails a shop sends as an order moves on (the order desk, scripts/orders.ts, and the back
// office): the payment received (a bank transfer recorded, or cash collected on delivery), the
// parcel on its way (with each parcel's tracking page) and the order cancelled by the shop.
// Each is linked to its order (mail_queue.order_id, order_mail) for the order's page.
// In the order's language and currency, queued in the transaction that makes the change (the
// queue sends them after the commit, by SMTP or to the outbox; mail-queue.server.ts).

/** The sender's display name: the storefront's name (MAIL_FROM's own name where there is none). */
export async function senderDisplayName(db: DB, department: string) {
  const storefront = await findStorefront(db, department);
  return storefront?.name ?? mailFromName(getEnv().MAIL_FROM) ?? "";
}

/**
 * An address on one line, as mails and the desk print it: the country by its name in the mail's
 * language (`t`; the desk, without one, prints the code), and in Hungarian the family name first
 * ("Kovács Éva"), as Hungarians write it.
 */
export function addressLine(a: DeliveryAddress, t?: (key: string) => string, lang?: string) {
  const name = personName(a.firstName, a.lastName, lang);
  const country = t ? t(`account.address.countries.${a.country}`) : a.country;
  return `${name}, ${a.street}, ${a.postcode} ${a.city}, ${country}`;
}

/** A mail's greeting: by name where the order has an address, plainly for certificates alone. */
export function mailGreeting(order: Pick<OrderView, "address">, t: (key: string, values?: Record<string, string>) => string) {
  return order.address ? t("checkout.mail.greeting", { name: order.address.firstName }) : t("checkout.mail.greetingPlain");
}

/**
 * The way to the order for a customer with an account: its page in their profile (a login
 * first, if the browser is not logged in), on the storefront the order was placed in. Built
 * from the storefront's domain and the public address the server and the commands read alike
 * (app/services/public-address.server.ts), never from a request: the order desk mails too. Guests have no
 * account to link to, and a shop type without a profile (spec §2) no page.
 */
export async function orderLink(db: DB, order: Pick<OrderView, "customerId" | "department" | "number">) {
  if (order.customerId === null) return null;
  const storefront = await findStorefront(db, order.department);
  if (!storefront || !isPageAllowed(storefront.shopType, "profile-order")) return null;
  return publicUrl(storefront, orderPagePath(order.number), await resolvePublicAddress(db));
}

/** The mail's lines naming the order's page, when there is one. */
export function orderLinkLines(link: string | null, t: (key: string) => string) {
  return link ? ["", t("orders.mail.viewOrder"), link] : [];
}

/**
 * Queues a mail to the order's shopper in the caller's transaction, in the frame every such mail
 * has: the greeting, `body`, the way to the order's page (when `link`), the thanks; from the
 * storefront's name, listed among the order's mails as `kind`. `links` are the mail's other
 * addresses (an HTML part makes them links). Returns its queue id.
 */
export async function queueShopperMail(
  trx: DB,
  order: OrderView,
  t: Translate,
  mail: { subject: string; body: string[]; link: string | null; links?: string[]; kind: OrderMailKind },
) {
  const text = [mailGreeting(order, t), "", ...mail.body, ...orderLinkLines(mail.link, t), "", t("checkout.mail.thanks")].join("\n");
  return enqueueMail(trx, {
    to: order.email,
    fromName: await senderDisplayName(trx, order.department),
    logo: await mailLogo(trx, order.department),
    subject: mail.subject,
    text,
    lang: order.lang,
    links: [...(mail.links ?? []), ...(mail.link ? [mail.link] : [])],
    about: { orderId: order.id, kind: mail.kind },
  });
}

/** Queues the paid or shipped mail in the caller's transaction; returns its queue id. The shipped mail names the order's parcels (order_parcel). */
export async function queueStatusMail(trx: DB, order: OrderView, kind: "paid" | "shipped", link: string | null) {
  const t = await getFixedT(order.lang);
  const money = (minor: MinorUnits) => formatMinor(minor, t("system_currency"));
  const a = order.address;
  const values = { number: order.number, amount: money(order.grandTotal) };
  const parcels = kind === "shipped" ? await listParcels(trx, order.id) : [];
  const body =
    kind === "paid"
      ? [
          t(order.paymentMethod === "cod" ? "orders.mail.deliveredText" : "orders.mail.paidText", values),
          ...(order.lines.some((l) => l.kind === "gift_certificate") ? ["", t("orders.mail.certificatesFollow")] : []),
          ...(order.paymentMethod !== "cod" && order.shippingMethod !== "none" ? ["", t("orders.mail.nextShipping")] : []),
        ]
      : [
          order.shippingMethod === "pickup"
            ? t("orders.mail.shippedPickup", { ...values, shop: order.pickupShop ?? "" })
            : t("orders.mail.shippedText", { ...values, address: a ? addressLine(a, t, order.lang) : "" }),
          ...(parcels.length > 0 ? ["", t("orders.mail.tracking"), ...parcels.map((p) => parcelLine(p, t))] : []),
          // cash on delivery: the parcel is paid at the door (or in the shop)
          ...(order.paymentMethod === "cod" && order.paidAt === null ? ["", t("orders.mail.codAmount", values)] : []),
        ];
  const subject = t(kind === "paid" ? "orders.mail.paidSubject" : "orders.mail.shippedSubject", values);
  const tracking = parcels.flatMap((p) => (p.trackingUrl ? [p.trackingUrl] : []));
  return queueShopperMail(trx, order, t, { subject, body, link, links: tracking, kind });
}

/** A parcel in the shipped mail: the carrier, its tracking number, and the carrier's page to follow it (a link in the HTML part). */
export function parcelLine(
  p: Pick<ParcelView, "carrier" | "carrierName" | "trackingNumber" | "trackingUrl">,
  t: (key: string, values?: Record<string, string>) => string,
) {
  const line =
    p.carrier === "other"
      ? t("orders.mail.parcelOther", { number: p.trackingNumber })
      : t("orders.mail.parcel", { carrier: p.carrierName, number: p.trackingNumber });
  return p.trackingUrl ? `${line}: ${p.trackingUrl}` : line;
}

/**
 * Queues the mail saying the shop cancelled the order: the reason the merchant gave (quoted: it
 * is their words, not the shop's template) and what becomes of a payment — none was taken (a
 * paid order is not cancelled here), and a bank transfer already on its way is sent back.
 */
export async function queueCancelMail(trx: DB, order: OrderView, reason: string | null, link: string | null) {
  const t = await getFixedT(order.lang);
  const values = { number: order.number };
  const body = [
    t("orders.mail.cancelledText", values),
    ...(reason ? ["", t("orders.mail.cancelledReason"), ...reason.split("\n").map((line) => `> ${line}`)] : []),
    "",
    t(order.paymentMethod === "bank" ? "orders.mail.cancelledBank" : "orders.mail.cancelledNothingCharged"),
  ];
  return queueShopperMail(trx, order, t, { subject: t("orders.mail.cancelledSubject", values), body, link, kind: "cancelled" });
}

/** Queues the mail that tells the shopper what a change made of their order (order-changes.server.ts): where it goes now, or where they are written to. */
export async function queueChangedMail(trx: DB, order: OrderView, kind: "address" | "email" | "shipping" | "lines", bank: BankTransfer | null = null) {
  const t = await getFixedT(order.lang);
  const values = { number: order.number };
  const link = await orderLink(trx, order);
  const what =
    kind === "lines"
      ? ["", ...orderSummaryLines(order, t), ...bankLines(order, bank, t)]
      : kind === "email"
        ? [t("orders.mail.changedEmail", { email: order.email })]
        : order.shippingMethod === "pickup"
          ? [t("orders.mail.changedPickup", { shop: order.pickupShop ?? "" })]
          : order.address
            ? [t("orders.mail.changedAddress", { address: addressLine(order.address, t, order.lang) })]
            : [deliveryName(order, t)];
  const body = [t("orders.mail.changedText", values), ...what];
  return queueShopperMail(trx, order, t, { subject: t("orders.mail.changedSubject", values), body, link, kind: "changed" });
}

/** How an order travels, in words: home delivery, pickup in a shop, or by e-mail (certificates alone). */
export function deliveryName(order: Pick<OrderView, "shippingMethod" | "pickupShop">, t: (key: string) => string) {
  if (order.shippingMethod === "pickup") return `${t("checkout.shipping.pickup")} — ${order.pickupShop}`;
  return t(order.shippingMethod === "none" ? "checkout.shipping.byEmail" : "checkout.shipping.delivery");
}
type Translate = (key: string, values?: Record<string, string>) => string;

/** The order's lines and totals, as its confirmation lists them (and a mail of its changed lines again). */
function orderSummaryLines(order: OrderView, t: Translate) {
  const money = (minor: MinorUnits) => formatMinor(minor, t("system_currency"));
  const lineName = (l: OrderLine) => (l.kind === "gift_certificate" ? t("checkout.giftCertificateLine") : l.name);
  return [
    ...order.lines.map((l) => `${l.qty} × ${lineName(l)} — ${money(l.lineTotal)}`),
    "",
    `${t("checkout.totals.subtotal")}: ${money(order.subtotal)}`,
    ...(order.codeDiscount > 0 ? [`${t("checkout.totals.code")}: −${money(order.codeDiscount)}`] : []),
    ...(order.pointsValue > 0 ? [`${t("checkout.totals.points")}: −${money(order.pointsValue)}`] : []),
    ...(order.giftCertificates > 0 ? [`${t("checkout.totals.certificates")}: −${money(order.giftCertificates)}`] : []),
    `${t("checkout.totals.shipping")}: ${order.shipping > 0 ? money(order.shipping) : t("checkout.free")}`,
    ...(order.vat?.reverseCharge && order.vat.removed > 0 ? [`${t("checkout.vat.removed")}: −${money(order.vat.removed)}`] : []),
    `${t("checkout.totals.grand")}: ${money(order.grandTotal)}`,
    // the VAT the total holds, per rate (README "Taxes and invoices"), as the order page shows it
    ...(order.vat && !order.vat.reverseCharge
      ? order.vat.rows.map((row) => `${t("checkout.vat.included", { rate: formatRate(row.rate) })}: ${money(row.vat)}`)
      : []),
    ...(order.vat?.reverseCharge ? [t("checkout.vat.reverseCharge")] : []),
  ];
}

/** Where and how much to transfer, with the order's reference; nothing without `bank`. */
function bankLines(order: OrderView, bank: BankTransfer | null, t: Translate) {
  if (!bank) return [];
  const amount = formatMinor(order.grandTotal, t("system_currency"));
  return ["", t("checkout.bank.instructions", { amount, reference: bank.reference }), `${bank.holder}, IBAN ${bank.iban}, BIC ${bank.bic}`];
}

/** Queues the confirmation e-mail in the order's language and currency; `bank`: where a bank transfer goes. */
export async function queueOrderMail(trx: DB, order: OrderView, link: string | null, bank: BankTransfer | null) {
  const t = await getFixedT(order.lang);
  // the withdrawal period and the way to the withdrawal function (README "After the sale")
  const storefront = await findStorefront(trx, order.department);
  const address = await resolvePublicAddress(trx);
  const withdraw = storefront ? { days: storefront.withdrawalDays, url: publicUrl(storefront, "/withdrawal", address) } : null;
  // the terms and privacy notice the order was placed under (none for an order from before they were kept)
  const accepted = storefront ? await orderLegalTexts(trx, order.id, storefront, address) : [];
  const a = order.address;
  const text = [
    mailGreeting(order, t),
    "",
    t("checkout.mail.intro", { number: order.number }),
    "",
    ...orderSummaryLines(order, t),
    "",
    `${t("checkout.mail.delivery")}: ${deliveryName(order, t)}`,
    ...(a ? [addressLine(a, t, order.lang)] : []),
    `${t("checkout.mail.payment")}: ${t(`checkout.payment.${order.paymentMethod}`)}`,
    ...bankLines(order, bank, t),
    ...orderLinkLines(link, t),
    ...(accepted.length > 0 ? ["", t("checkout.mail.accepted"), ...accepted.map((a) => `${a.title}: ${a.url}`)] : []),
    ...(withdraw ? ["", t("withdrawal.mail.period", { days: String(withdraw.days), link: withdraw.url })] : []),
    "",
    t("checkout.mail.thanks"),
    // the seller, from the shop settings (README "Shop settings")
    ...(storefront?.company ? ["", ...companyLines(storefront.company, storefront.contact)] : []),
  ].join("\n");
  const subject = t("checkout.mail.subject", { number: order.number });
  return enqueueMail(trx, {
    to: order.email,
    fromName: await senderDisplayName(trx, order.department),
    logo: await mailLogo(trx, order.department),
    subject,
    text,
    lang: order.lang,
    links: [...(link ? [link] : []), ...accepted.map((a) => a.url), ...(withdraw ? [withdraw.url] : [])],
    about: { orderId: order.id, kind: "confirmation" },
  });
}
export interface IssuedCertificate {
  to: string;
  recipientName: string | null;
  code: string;
  /** what was paid for it, in the order's currency */
  price: MinorUnits;
  message: string | null;
  expiresAt: string;
}

/**
 * The gift itself, to its recipient: who sends it, their message, the code, the value, how
 * to redeem it, until when, and the way to the shop — in the storefront's language. Queued in
 * the transaction that issues the certificate (`db`); returns its queue id.
 */
export async function queueCertificateMail(db: DB, order: OrderView, gift: IssuedCertificate) {
  const from = { department: order.department, lang: order.lang, sender: await senderName(db, order), orderId: order.id };
  return queueGiftMail(db, from, gift, null);
}

/** Where a gift certificate's mail comes from: the storefront (language, name, link), who gives it, the order that bought it (null: issued by hand). */
export interface GiftMailFrom {
  department: string;
  lang: string;
  sender: string;
  orderId: number | null;
}

/**
 * The certificate's mail (queueCertificateMail), for one bought in an order or issued by hand in
 * the back office; `currency`: the label of the certificate's currency (null: the language's own,
 * as an order's certificate is in the storefront's currency).
 */
export async function queueGiftMail(db: DB, from: GiftMailFrom, gift: IssuedCertificate, currency: string | null) {
  const t = await getFixedT(from.lang);
  const storefront = await findStorefront(db, from.department);
  const shop = storefront?.name ?? "";
  const amount = formatMinor(gift.price, currency ?? t("system_currency"));
  const sender = from.sender;
  const link = storefront ? publicUrl(storefront, "/", await resolvePublicAddress(db)) : "";
  // the sentence ends with its own full stop; some languages' dates end with one ("24. studenoga 2027.")
  const date = new Intl.DateTimeFormat(storefront?.locale ?? from.lang, { dateStyle: "long" }).format(new Date(gift.expiresAt)).replace(/\.$/, "");
  const text = [
    gift.recipientName ? t("checkout.mail.certificateGreeting", { name: gift.recipientName }) : t("checkout.mail.certificateGreetingPlain"),
    "",
    t("checkout.mail.certificateText", { sender, shop, amount }),
    ...(gift.message ? ["", t("checkout.mail.certificateMessage"), ...gift.message.split("\n").map((line) => `> ${line}`)] : []),
    "",
    t("checkout.mail.certificateCode", { code: gift.code }),
    t("checkout.mail.certificateValid", { date }),
    "",
    t("checkout.mail.certificateRedeem", { link }),
    "",
    t("account.mail.signature", { shop }),
  ].join("\n");
  const subject = t("checkout.mail.certificateSubject", { sender, shop, amount });
  return enqueueMail(db, {
    to: gift.to,
    fromName: shop || (await senderDisplayName(db, from.department)),
    logo: await mailLogo(db, from.department),
    subject,
    text,
    lang: from.lang,
    links: link ? [link] : [],
    ...(from.orderId !== null ? { about: { orderId: from.orderId, kind: "certificate" as const } } : {}),
  });
}

/** Who gives the certificate: the buyer's name (delivery address, else account), else their e-mail. */
async function senderName(db: DB, order: OrderView) {
  if (order.address) return personName(order.address.firstName, order.address.lastName, order.lang);
  if (order.customerId !== null) {
    const customer = await db.selectFrom("customer").select(["first_name", "last_name"]).where("id", "=", order.customerId).executeTakeFirst();
    if (customer) return personName(customer.first_name, customer.last_name, order.lang);
  }
  return order.email;
}

/**
 * Queues the mail with a phone order's card-payment link (pay-link.server.ts) in the caller's
 * transaction: the amount, the link, and until when the goods are held for the shopper.
 */
export async function queuePayLinkMail(trx: DB, order: OrderView, link: string, deadline: Date, hours: number) {
  const t = await getFixedT(order.lang);
  const values = { number: order.number, amount: formatMinor(order.grandTotal, t("system_currency")) };
  const when = new Intl.DateTimeFormat(order.lang, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(deadline);
  const body = [t("orders.payLink.text", values), link, "", t("orders.payLink.deadline", { deadline: when, hours: String(hours) })];
  // the payment link is the mail's way in (the order's page would only say it is unpaid)
  return queueShopperMail(trx, order, t, { subject: t("orders.payLink.subject", values), body, link: null, links: [link], kind: "paylink" });
}

/**
 * Queues the reminder of a bank transfer not yet received (unpaid-transfers.server.ts) in the
 * caller's transaction: the amount, the payment reference and the storefront's account, as the
 * confirmation gave them, and the day the order is cancelled if nothing arrives.
 */
export async function queueTransferReminderMail(trx: DB, order: OrderView, bank: BankTransfer, cancelOn: Date, link: string | null) {
  const t = await getFixedT(order.lang);
  const amount = formatMinor(order.grandTotal, t("system_currency"));
  const storefront = await findStorefront(trx, order.department);
  const date = new Intl.DateTimeFormat(storefront?.locale ?? order.lang, { dateStyle: "long", timeZone: "UTC" }).format(cancelOn).replace(/\.$/, "");
  const body = [
    t("orders.mail.reminderText", { number: order.number, amount }),
    ...bankLines(order, bank, t),
    `${t("checkout.bank.reference")}: ${bank.reference}`,
    "",
    t("orders.mail.reminderCancel", { date }),
    t("orders.mail.reminderAlreadyPaid"),
  ];
  return queueShopperMail(trx, order, t, { subject: t("orders.mail.reminderSubject", { number: order.number }), body, link, kind: "reminder" });
}

import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { orderSearchNames } from "~/lib/admin-orders";
import type { DeliveryAddress } from "~/lib/checkout";
import { minorUnits, payablePrice, toMinor } from "~/lib/money";
import {
  type ChangeableShipping,
  certificatesKept,
  giveBackStock,
  type LinesChange,
  type OrderChange,
  orderChangeable,
  repriceOrder,
} from "~/lib/order-changes";
import type { Storefront } from "~/lib/storefront";
import { bankTransferFor } from "./bank-transfer.server";
import { findDiscountRule } from "./discount-rules.server";
import { localRule } from "./cart-extras.server";
import { getPickupShops } from "./checkout.server";
import { auditOrderChange, logEvent, sendAll } from "./order-lifecycle.server";
import { queueChangedMail } from "./order-mail.server";
import { addStock, takeStock } from "./stock-movements.server";
import { loadOrder, type MerchantActor, type OrderDetails, orderLineIds, type OrderView } from "./orders.server";
import { getProductCards } from "./product-card.server";
import { adjustPointsIn } from "./reward-points.server";
import { findStorefront } from "./storefronts.server";
import { recomputeOrderVat } from "./vat.server";

// Changes to an order before it is shipped (the back office's "Change order"): its delivery
// address (with the phone on it), the e-mail it is mailed at, and — where no money moves — the
// way it is delivered: another pick-up shop, or a pick-up shop instead of a delivery that was
// free. Each change is one transaction, conditional on the order still being changeable (two
// colleagues at once, or a shipment in between, change nothing twice); it writes an event
// "changed" in the order's history, the audit row (before → after) and the shopper's mail with
// the order as it now is. A change that changes nothing writes nothing.
//
// Its lines (changeOrderLines): on an order placed and not yet paid (bank transfer, cash on
// delivery), a line's quantity lowered, raised or set to 0, and a product added by SKU. The
// stock follows (given back to the warehouses it came from, or taken), and the amounts are
// counted again by the cart's rules (lib/order-changes.ts repriceOrder) — the code and any points
// and certificate part that no longer fit go back. A paid order's lines are taken off by a return,
// which refunds them (refunds.server.ts); a card order waiting for its payment keeps its lines,
// since the shopper is paying its amount.

export type ChangeProblem =
  | "notFound"
  | "notChangeable"
  | "pickupShop"
  | "shippingPrice"
  | "paid"
  | "awaitingPayment"
  | "unknownLine"
  | "certificateLine"
  | "unknownSku"
  | "outOfStock"
  | "empty";

export type ChangeAnswer = { ok: true; changed: boolean } | { ok: false; problem: ChangeProblem };

const CHANGED_NOTE: Record<OrderChange["kind"], string> = {
  address: "delivery address changed",
  email: "e-mail address changed",
  shipping: "delivery changed",
  lines: "lines changed",
};

/** Applies one change to the order `number`, as `actor`. */
export async function changeOrder(db: DB, number: string, change: OrderChange, actor: MerchantActor): Promise<ChangeAnswer> {
  if (change.kind === "lines") return changeOrderLines(db, number, change, actor);
  const row = await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirst();
  if (!row) return { ok: false, problem: "notFound" };
  const before = await loadOrder(db, row.id);
  if (!before) return { ok: false, problem: "notFound" };
  if (!orderChangeable(before.status)) return { ok: false, problem: "notChangeable" };
  if (change.kind === "shipping") {
    const refused = await shippingRefusal(db, before, change.shipping);
    if (refused) return { ok: false, problem: refused };
  }
  const set = columnsOf(change);
  const seen = snapshot(before, change.kind);
  if (canonical(seen) === canonical(after(change))) return { ok: true, changed: false };

  const answer = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("shop_order")
      .set(set)
      .where("id", "=", row.id)
      // still as it was read, and still before its shipment
      .where("status", "=", before.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    await logEvent(trx, row.id, before.status, before.status, actor, CHANGED_NOTE[change.kind]);
    await auditOrderChange(trx, actor, `order.change-${change.kind}`, number, seen, after(change));
    // another country, or a pick-up instead of a delivery, may be another country's VAT
    if (change.kind !== "email") await recomputeOrderVat(trx, row.id);
    const now = (await loadOrder(trx, row.id))!;
    return [await queueChangedMail(trx, now, change.kind)];
  });
  if (answer === null) return { ok: false, problem: "notChangeable" };
  await sendAll(db, answer);
  return { ok: true, changed: true };
}

/** A delivery change takes no money, so it may only keep the order's shipping cost. */
async function shippingRefusal(db: DB, order: OrderView, shipping: ChangeableShipping): Promise<ChangeProblem | null> {
  if (order.shippingMethod === "none") return "shippingPrice";
  if (shipping.method === "pickup") {
    const shops = await getPickupShops(db, order.department);
    if (!shops.some((s) => s.name === shipping.shop)) return "pickupShop";
    // a pick-up is free: only an order that paid nothing for its delivery changes to one without a refund
    return order.shipping === 0 ? null : "shippingPrice";
  }
  // to delivery: free only if the order's delivery was free already
  return order.shippingMethod === "delivery" ? null : "shippingPrice";
}

function columnsOf(change: Exclude<OrderChange, { kind: "lines" }>) {
  switch (change.kind) {
    case "address":
      return { address: JSON.stringify(change.address), ...orderSearchNames(change.address) };
    case "email":
      return { email: change.email };
    case "shipping":
      return { shipping_method: change.shipping.method, pickup_shop: change.shipping.method === "pickup" ? change.shipping.shop : null };
  }
}

/** A value as JSON with its keys in one order, so that the same address read two ways compares equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** What the audit row names as before. */
function snapshot(order: OrderView, kind: Exclude<OrderChange["kind"], "lines">) {
  switch (kind) {
    case "address":
      return order.address as DeliveryAddress | null;
    case "email":
      return order.email;
    case "shipping":
      return order.shippingMethod === "pickup" ? { method: "pickup", shop: order.pickupShop } : { method: order.shippingMethod };
  }
}

function after(change: Exclude<OrderChange, { kind: "lines" }>) {
  switch (change.kind) {
    case "address":
      return change.address;
    case "email":
      return change.email;
    case "shipping":
      return change.shipping.method === "pickup" ? { method: "pickup", shop: change.shipping.shop } : { method: "delivery" };
  }
}

/** Rolls the lines' transaction back with the reason staff read. */
class LinesRefused extends Error {
  constructor(readonly problem: ChangeProblem) {
    super(problem);
  }
}

interface WantedLine {
  /** null: a line to add */
  id: number | null;
  kind: "product" | "service" | "gift_certificate";
  productId: number | null;
  sku: string;
  name: string;
  unitPrice: number;
  regularPrice: number;
  /** as the order has it now, and as it is wanted */
  was: number;
  qty: number;
}

/** A product this storefront sells, by SKU (exact, else in any case), priced at the order's rate. */
async function productToAdd(db: DB, storefront: Storefront, order: OrderView, sku: string) {
  const found = await db
    .selectFrom("product")
    .select(["id", "sku"])
    .where((eb) => eb.or([eb("sku", "=", sku), eb(sql<string>`lower(sku)`, "=", sku.toLowerCase())]))
    .execute();
  const row = found.find((r) => r.sku === sku) ?? found[0];
  const [card] = row ? await getProductCards(db, storefront, [row.id]) : [];
  if (!card || !card.salable) return null;
  const price = (cents: Parameters<typeof toMinor>[0]) => toMinor(cents, order.currencyRate, storefront.priceRounding);
  return { productId: card.id, sku: card.sku, name: card.name, unitPrice: price(payablePrice(card.price)), regularPrice: price(card.price.regularPrice) };
}

/** The lines as `change` wants them, or why not (see the top of this file). */
async function wantedLines(
  db: DB,
  order: OrderView,
  ids: number[],
  storefront: Storefront,
  change: LinesChange,
): Promise<{ lines: WantedLine[]; problem?: never } | { lines?: never; problem: ChangeProblem }> {
  const lines: WantedLine[] = order.lines.map((l, i) => ({ ...l, id: ids[i], was: l.qty }));
  for (const wanted of change.lines) {
    const line = lines.find((l) => l.id === wanted.lineId);
    if (!line) return { problem: "unknownLine" };
    if (line.kind === "gift_certificate" && wanted.qty !== line.qty) return { problem: "certificateLine" };
    line.qty = wanted.qty;
  }
  if (change.add) {
    const product = await productToAdd(db, storefront, order, change.add.sku);
    if (!product) return { problem: "unknownSku" };
    // a product on the order already: more of it, at the price it was charged
    const same = lines.find((l) => l.kind === "product" && l.productId === product.productId);
    if (same) same.qty += change.add.qty;
    else lines.push({ ...product, id: null, kind: "product", was: 0, qty: change.add.qty });
  }
  if (lines.every((l) => l.qty === 0)) return { problem: "empty" };
  return { lines };
}

/** Changes the lines of the unpaid order `number` (see the top of this file), as `actor`. */
export async function changeOrderLines(db: DB, number: string, change: LinesChange, actor: MerchantActor): Promise<ChangeAnswer> {
  const row = await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirst();
  const first = row ? await loadOrder(db, row.id) : null;
  const storefront = first ? await findStorefront(db, first.department) : null;
  if (!row || !first || !storefront) return { ok: false, problem: "notFound" };
  let outgoing;
  try {
    outgoing = await db.transaction().execute(async (trx) => {
      // the order's write lock first: a colleague's change, a payment or a cancel waits or is waited for
      await trx
        .updateTable("shop_order")
        .set((eb) => ({ status: eb.ref("status") }))
        .where("id", "=", row.id)
        .execute();
      const order = (await loadOrder(trx, row.id))!;
      if (!orderChangeable(order.status)) throw new LinesRefused("notChangeable");
      if (order.paidAt !== null) throw new LinesRefused("paid");
      if (order.status === "awaiting_payment") throw new LinesRefused("awaitingPayment");
      const stored = await trx.selectFrom("shop_order").select(["details"]).where("id", "=", row.id).executeTakeFirstOrThrow();
      const details = JSON.parse(stored.details) as OrderDetails;
      const ids = await orderLineIds(trx, row.id);
      const wanted = await wantedLines(trx, order, ids, storefront, change);
      if (!wanted.lines) throw new LinesRefused(wanted.problem);
      const lines = wanted.lines;
      if (lines.every((l) => l.qty === l.was)) return null;

      // the stock follows: what is no longer ordered goes back, what is added is taken
      let held = details.stock;
      for (const line of lines) {
        if (line.kind !== "product" || line.productId === null || line.qty === line.was) continue;
        const cause = { reason: "line-change" as const, actor, orderId: row.id };
        if (line.qty > line.was) {
          const more = await takeStock(trx, line.productId, line.qty - line.was, cause);
          if (!more) throw new LinesRefused("outOfStock");
          held = [...held, ...more.taken];
        } else {
          const given = giveBackStock(held, line.productId, line.was - line.qty);
          held = given.held;
          for (const back of given.back) await addStock(trx, line.productId, back.warehouse, back.qty, cause);
        }
      }

      // the amounts, by the cart's rules (a code whose rule is gone keeps what it took, at most)
      const rule = details.discountCodeId !== null ? await findDiscountRule(trx, { id: details.discountCodeId }) : null;
      const local = { ...storefront, currencyRate: order.currencyRate };
      const code = rule ? localRule(rule, local) : order.codeDiscount > 0 ? { kind: "fixed" as const, value: order.codeDiscount, minOrder: 0 } : null;
      const kept = lines.filter((l) => l.qty > 0);
      const amounts = repriceOrder({
        lines: kept,
        code,
        step: storefront.priceRounding,
        pointsValue: order.pointsValue,
        pointsSpent: order.pointsSpent,
        giftCertificates: order.giftCertificates,
        shipping: order.shipping,
        earnsPoints: order.customerId !== null,
        rewardPointConversion: storefront.rewardPointConversion,
        currencyRate: order.currencyRate,
      });
      // what no longer fits goes back: the code's use, points, certificate balances
      let discountCodeId = details.discountCodeId;
      if (amounts.codeDiscount === 0 && discountCodeId !== null) {
        await trx
          .updateTable("discount_code")
          .set((eb) => ({ used_count: eb("used_count", "-", 1) }))
          .where("id", "=", discountCodeId)
          .where("used_count", ">", 0)
          .execute();
        discountCodeId = null;
      }
      const pointsBack = order.pointsSpent - amounts.pointsSpent;
      if (pointsBack > 0 && order.customerId !== null)
        await adjustPointsIn(trx, order.customerId, pointsBack, `Points spent given back: order ${number} changed`);
      const certificates = certificatesKept(details.certificates, order.giftCertificates, amounts.giftCertificates);
      for (const c of certificates)
        if (c.back > 0)
          await trx
            .updateTable("gift_certificate")
            .set((eb) => ({ balance: eb("balance", "+", c.back) }))
            .where("id", "=", c.id)
            .execute();

      for (const line of lines) {
        if (line.id === null) {
          await trx
            .insertInto("shop_order_line")
            .values({
              order_id: row.id,
              kind: "product",
              product_id: line.productId,
              sku: line.sku,
              name: line.name,
              qty: line.qty,
              unit_price: line.unitPrice,
              regular_price: line.regularPrice,
              line_total: line.unitPrice * line.qty,
              details: null,
            })
            .execute();
        } else if (line.qty === 0) await trx.deleteFrom("shop_order_line").where("id", "=", line.id).execute();
        else if (line.qty !== line.was)
          await trx
            .updateTable("shop_order_line")
            .set({ qty: line.qty, line_total: line.unitPrice * line.qty })
            .where("id", "=", line.id)
            .execute();
      }
      await trx
        .updateTable("shop_order")
        .set({
          subtotal: amounts.subtotal,
          discount: amounts.discount,
          code_discount: amounts.codeDiscount,
          discount_code: discountCodeId === null ? null : order.discountCode,
          points_spent: amounts.pointsSpent,
          points_value: amounts.pointsValue,
          gift_certificates: amounts.giftCertificates,
          // a reverse-charge order: less the VAT removed so far (recomputeOrderVat below moves it to the new lines')
          grand_total: amounts.grandTotal - (order.vat?.reverseCharge ? order.vat.removed : 0),
          points_earned: amounts.pointsEarned,
          details: JSON.stringify({
            ...details,
            stock: held,
            discountCodeId,
            certificates: certificates.filter((c) => c.amount > 0).map((c) => ({ id: c.id, amount: minorUnits(c.amount) })),
          } satisfies OrderDetails),
        })
        .where("id", "=", row.id)
        .execute();
      // the VAT of the lines as they now are (README "Taxes and invoices")
      await recomputeOrderVat(trx, row.id);
      const lineList = (list: { sku: string; qty: number }[]) => list.filter((l) => l.qty > 0).map((l) => ({ sku: l.sku, qty: l.qty }));
      await logEvent(trx, row.id, order.status, order.status, actor, CHANGED_NOTE.lines);
      await auditOrderChange(
        trx,
        actor,
        "order.change-lines",
        number,
        { lines: lineList(order.lines), grandTotal: order.grandTotal },
        { lines: lineList(kept), grandTotal: amounts.grandTotal },
      );
      const now = (await loadOrder(trx, row.id))!;
      const bank = now.paymentMethod === "bank" ? await bankTransferFor(trx, now) : null;
      return [await queueChangedMail(trx, now, "lines", bank)];
    });
  } catch (error) {
    if (error instanceof LinesRefused) return { ok: false, problem: error.problem };
    throw error;
  }
  if (outgoing === null) return { ok: true, changed: false };
  await sendAll(db, outgoing);
  return { ok: true, changed: true };
}

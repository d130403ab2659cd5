import type { DB } from "~/db/db.server";
import { moveWithdrawalIn, openWithdrawalOfOrder } from "./withdrawals.server";
import { refundCancelMove } from "~/lib/order-status";
import { normalizeSepaIban } from "~/lib/iban";
import { type RefundableOrder, type Returned, type ReturnAmounts, returnAmounts, type ReturnProblem, returnsEverything } from "~/lib/refund-amount";
import { type RefundView, type RefundWay, refundWayOf, type ReturnView, type RevokedCertificate } from "~/lib/refunds";
import { attachDocument, issueCreditNote } from "./invoice-issue.server";
import { auditOrderChange, logEvent, type Outgoing, sendAll, type MailsSent } from "./order-lifecycle.server";
import { loadOrder, type MerchantActor, type OrderDetails, orderLineIds, type OrderView } from "./orders.server";
import { adjustPointsIn } from "./reward-points.server";
import { queueRefundMail } from "./refund-mail.server";
import { createStripeRefund, stripePaymentIntent } from "./stripe.server";
import { addStock } from "./stock-movements.server";

// Returns and refunds of a paid order (README "After the sale"): staff choose the lines and units
// that came back, whether shipping is refunded and whether the goods go back into stock; the
// amount is app/lib/refund-amount.ts's, lowered only with a reason, and never more than was paid
// and not yet refunded. One transaction writes the return, its refunds by the way the order was
// paid, the stock, certificate balances and points it gives back or takes, a note in the order's
// history, the audit row and the shopper's mail; a card refund is then asked of Stripe (after
// the commit: an answer that never comes leaves the refund "pending", tried again from the page).

export type ReturnInput = {
  lines: { lineId: number; qty: number }[];
  shipping: boolean;
  restock: boolean;
  /** the money to refund (minor units); null: the computed amount */
  amount: number | null;
  /** why the amount is lower than computed */
  reason: string | null;
  /** bank transfer and cash on delivery: where the money goes */
  iban: string | null;
  accountName: string | null;
  withdrawalId?: number | null;
  /** the order is cancelled with it (only when it returns everything) */
  cancel?: string | null;
};

export type ReturnRefusal =
  ReturnProblem | "notFound" | "notPaid" | "amount" | "reason" | "iban" | "accountName" | "overRefund" | "notEverything" | "notCancellable" | "withdrawal";

export type ReturnAnswer =
  { ok: true; returnId: number; amounts: ReturnAmounts; amount: number; cardRefunds: number[]; mails: MailsSent } | { ok: false; problem: ReturnRefusal };

/** The order as the amount rules read it. */
function refundable(order: OrderView, lineIds: number[]): RefundableOrder {
  return {
    currencyCode: order.currencyCode,
    lines: order.lines.map((l, i) => ({ id: lineIds[i], kind: l.kind, qty: l.qty, lineTotal: l.lineTotal })),
    shipping: order.shipping,
    codeDiscount: order.codeDiscount,
    pointsValue: order.pointsValue,
    pointsSpent: order.pointsSpent,
    pointsEarned: order.pointsEarned,
    giftCertificates: order.giftCertificates,
    grandTotal: order.grandTotal,
  };
}

interface StoredReturnLine {
  lineId: number;
  qty: number;
  money: number;
  certificate: number;
}

/** What the order's earlier returns took back, with their certificate part and the certificates they revoked. */
async function returnedSoFar(db: DB, orderId: number) {
  const rows = await db
    .selectFrom("order_return")
    .select(["lines", "shipping", "certificate_amount", "certificates_revoked"])
    .where("order_id", "=", orderId)
    .execute();
  const returned: Returned & { lines: Record<number, number> } = { lines: {}, shipping: false };
  let certificate = 0;
  const revoked = new Set<string>();
  for (const row of rows) {
    for (const l of JSON.parse(row.lines) as StoredReturnLine[]) returned.lines[l.lineId] = (returned.lines[l.lineId] ?? 0) + l.qty;
    if (row.shipping > 0) returned.shipping = true;
    certificate += row.certificate_amount;
    for (const c of JSON.parse(row.certificates_revoked) as RevokedCertificate[]) revoked.add(c.code);
  }
  return { returned, certificate, revoked };
}

export interface ReturnPreview {
  order: OrderView;
  way: RefundWay;
  lines: { id: number; sku: string; name: string; qty: number; left: number; lineTotal: number; kind: string }[];
  shippingLeft: number;
  /** money paid and not yet refunded */
  refundable: number;
  refunded: number;
  /** the certificates the order bought, and what of each is spent */
  certificatesBought: { code: string; amount: number; balance: number; disabled: boolean }[];
}

/** What a return form shows: the lines with the units left to return, what may still be refunded. */
export async function getReturnPreview(db: DB, number: string): Promise<ReturnPreview | null> {
  const row = await db.selectFrom("shop_order").select(["id", "refunded", "payment_ref"]).where("number", "=", number).executeTakeFirst();
  const order = row ? await loadOrder(db, row.id) : null;
  if (!row || !order) return null;
  const ids = await orderLineIds(db, row.id);
  const { returned, revoked } = await returnedSoFar(db, row.id);
  const bought = await db.selectFrom("gift_certificate").select(["code", "amount", "balance"]).where("order_id", "=", row.id).orderBy("id").execute();
  return {
    order,
    way: refundWayOf(order.paymentMethod, row.payment_ref),
    lines: order.lines.map((l, i) => ({
      id: ids[i],
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      left: l.qty - (returned.lines[ids[i]] ?? 0),
      lineTotal: l.lineTotal,
      kind: l.kind,
    })),
    shippingLeft: returned.shipping ? 0 : order.shipping,
    refundable: order.grandTotal - row.refunded,
    refunded: row.refunded,
    certificatesBought: bought.map((c) => ({ code: c.code, amount: c.amount, balance: c.balance, disabled: revoked.has(c.code) })),
  };
}

/** The amounts a return would refund now (the form's "Check the amount"), or why it cannot be. */
export async function previewReturn(db: DB, number: string, choice: { lines: { lineId: number; qty: number }[]; shipping: boolean }) {
  const row = await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirst();
  const order = row ? await loadOrder(db, row.id) : null;
  if (!row || !order) return { ok: false as const, problem: "notFound" as const };
  const { returned } = await returnedSoFar(db, row.id);
  return returnAmounts(refundable(order, await orderLineIds(db, row.id)), returned, choice);
}

/**
 * Records a return and its refunds (see the top of this file). Refused, with nothing changed:
 * an order not paid, a line that is not the order's or more units than are left, an amount above
 * what the return refunds or what is left of the payment (two staff posting at once: the
 * conditional update of shop_order.refunded lets only what fits through), a lower amount without
 * a reason, a bank or cash order's refund without a valid IBAN and account holder.
 */
export async function createReturn(db: DB, number: string, input: ReturnInput, actor: MerchantActor): Promise<ReturnAnswer> {
  const row = await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirst();
  if (!row) return { ok: false, problem: "notFound" };
  const reason = input.reason?.trim() || null;
  if (reason !== null && reason.length > 500) return { ok: false, problem: "reason" };
  const outgoing: Outgoing[] = [];
  const answer = await db.transaction().execute(async (trx): Promise<ReturnAnswer> => {
    // the order's write lock first (as moveOrderIn): a second return posted at once waits here and
    // then reads this one's result
    await trx
      .updateTable("shop_order")
      .set((eb) => ({ refunded: eb.ref("refunded") }))
      .where("id", "=", row.id)
      .execute();
    const order = (await loadOrder(trx, row.id))!;
    const stored = await trx.selectFrom("shop_order").select(["refunded", "payment_ref", "details"]).where("id", "=", row.id).executeTakeFirstOrThrow();
    if (order.paidAt === null || order.status === "cancelled") return { ok: false, problem: "notPaid" };
    const ids = await orderLineIds(trx, row.id);
    const before = await returnedSoFar(trx, row.id);
    const rules = refundable(order, ids);
    const computed = returnAmounts(rules, before.returned, input);
    if (!computed.ok) return computed;
    const { amounts } = computed;
    if (input.cancel) {
      if (!returnsEverything(rules, before.returned, input)) return { ok: false, problem: "notEverything" };
      const facts = { status: order.status, paymentMethod: order.paymentMethod, shippingMethod: order.shippingMethod, paid: true };
      if (refundCancelMove(facts).kind !== "move") return { ok: false, problem: "notCancellable" };
    }
    // the withdrawal it settles (if any) must be this order's, received and not yet settled
    const withdrawal = input.withdrawalId ? await openWithdrawalOfOrder(trx, input.withdrawalId, row.id) : null;
    if (input.withdrawalId && (!withdrawal || !actor.startsWith("staff:"))) return { ok: false, problem: "withdrawal" };
    const amount = input.amount ?? amounts.money;
    if (!Number.isSafeInteger(amount) || amount < 0 || amount > amounts.money) return { ok: false, problem: "amount" };
    if (amount < amounts.money && reason === null) return { ok: false, problem: "reason" };
    const way = refundWayOf(order.paymentMethod, stored.payment_ref);
    let iban: string | null = null;
    const accountName = input.accountName?.trim() || null;
    if (way === "bank" && amount > 0) {
      iban = normalizeSepaIban(input.iban ?? "");
      if (!iban) return { ok: false, problem: "iban" };
      if (!accountName || accountName.length > 70) return { ok: false, problem: "accountName" };
    }
    // never more than was paid and not yet refunded, even with another return committed meanwhile
    const claimed = await trx
      .updateTable("shop_order")
      .set((eb) => ({ refunded: eb("refunded", "+", amount) }))
      .where("id", "=", row.id)
      .where((eb) => eb(eb("refunded", "+", amount), "<=", eb.ref("grand_total")))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, problem: "overRefund" };

    const now = new Date().toISOString();
    const details = JSON.parse(stored.details) as OrderDetails;
    const revoked = await revokeBoughtCertificates(trx, row.id, order, input.lines, ids, before.revoked);
    const points = await settlePoints(trx, order, amounts);
    const created = await trx
      .insertInto("order_return")
      .values({
        order_id: row.id,
        actor,
        lines: JSON.stringify(amounts.lines),
        shipping: amounts.shipping,
        restock: input.restock ? 1 : 0,
        computed: amounts.money,
        amount,
        lowered_reason: amount < amounts.money ? reason : null,
        certificate_amount: amounts.certificate,
        points_back: points.back,
        points_revoked: points.revoked,
        certificates_revoked: JSON.stringify(revoked),
        withdrawal_id: withdrawal?.id ?? null,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // the withdrawal is settled with its refund (a colleague's step in between leaves it as it is)
    if (withdrawal) await moveWithdrawalIn(trx, withdrawal.id, "refunded", actor as `staff:${string}`);
    const refund = (values: { way: string; status: string; amount: number; currency: string; certificateId?: number }) =>
      trx
        .insertInto("order_refund")
        .values({
          order_id: row.id,
          return_id: created.id,
          way: values.way as "card",
          status: values.status as "pending",
          amount: values.amount,
          currency_code: values.currency,
          iban: values.way === "bank" ? iban : null,
          account_name: values.way === "bank" ? accountName : null,
          gift_certificate_id: values.certificateId ?? null,
          provider_ref: null,
          last_error: null,
          created_at: now,
          updated_at: now,
          sent_at: null,
          sent_by: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const cardRefunds: number[] = [];
    if (amount > 0) {
      const status = way === "card" ? "pending" : way === "bank" ? "to_send" : "done";
      const made = await refund({ way, status, amount, currency: order.currencyCode });
      if (way === "card") cardRefunds.push(made.id);
    }
    const certificates = await creditCertificates(trx, details, order, before.certificate, amounts.certificate);
    for (const c of certificates) await refund({ way: "certificate", status: "done", amount: c.amount, currency: c.currency, certificateId: c.id });
    if (input.restock) await restock(trx, details, order, input.lines, ids, actor);
    const note = `Return: ${describeReturn(order, amounts, ids)}; refunded ${amount} of ${amounts.money} (${order.currencyCode} minor units) by ${way}${reason && amount < amounts.money ? ` — lowered: ${reason}` : ""}${input.restock ? "; back in stock" : ""}`;
    await trx.insertInto("order_note").values({ order_id: row.id, author: actor, body: note, created_at: now }).execute();
    if (input.cancel) {
      // the order's row is locked since the start: the status read is the status
      const move = refundCancelMove({ status: order.status, paymentMethod: order.paymentMethod, shippingMethod: order.shippingMethod, paid: true });
      if (move.kind !== "move") throw new Error(`order ${number} cannot be cancelled as a refund`);
      await trx.updateTable("shop_order").set({ status: move.to }).where("id", "=", row.id).where("status", "=", move.from).execute();
      await logEvent(trx, row.id, move.from, move.to, actor, input.cancel);
      if (details.discountCodeId !== null)
        await trx
          .updateTable("discount_code")
          .set((eb) => ({ used_count: eb("used_count", "-", 1) }))
          .where("id", "=", details.discountCodeId)
          .where("used_count", ">", 0)
          .execute();
    }
    await auditOrderChange(
      trx,
      actor,
      input.cancel ? "order.cancel-refund" : "order.refund",
      number,
      { refunded: stored.refunded },
      {
        refunded: stored.refunded + amount,
        returnId: created.id,
        way,
        amount,
        computed: amounts.money,
        reason: amount < amounts.money ? reason : null,
        lines: amounts.lines,
        shipping: amounts.shipping,
        certificate: amounts.certificate,
        restock: input.restock,
        pointsBack: points.back,
        pointsRevoked: points.revoked,
        certificatesRevoked: revoked,
        ...(input.cancel ? { status: "cancelled" } : {}),
      },
    );
    // the credit note of what goes back (README "Taxes and invoices"), with the VAT per rate it
    // takes back; a return that gives nothing back corrects no invoice
    const creditNote = await issueCreditNote(trx, {
      orderId: row.id,
      returnId: created.id,
      lineIds: ids,
      lines: amounts.lines.map((l) => ({ lineId: l.lineId, qty: l.qty, before: before.returned.lines[l.lineId] ?? 0 })),
      shipping: amounts.shipping > 0,
      refund: { way, amount },
      certificates: amounts.certificate,
      lowered: amount < amounts.money,
    });
    const mail = await queueRefundMail(trx, order, {
      amount,
      way,
      iban,
      certificates,
      lines: amounts.lines,
      ids,
      shipping: amounts.shipping,
      cancelled: Boolean(input.cancel),
    });
    if (creditNote) await attachDocument(trx, mail, creditNote.id);
    outgoing.push(mail);
    return { ok: true, returnId: created.id, amounts, amount, cardRefunds, mails: { sent: 0, queued: 0 } };
  });
  if (!answer.ok) return answer;
  for (const id of answer.cardRefunds) await sendCardRefund(db, id);
  return { ...answer, mails: await sendAll(db, outgoing) };
}

/** "1 × SKU, shipping" for the order's history. */
function describeReturn(order: OrderView, amounts: ReturnAmounts, ids: number[]) {
  const parts = amounts.lines.map((l) => `${l.qty} × ${order.lines[ids.indexOf(l.lineId)]?.sku ?? "?"}`);
  if (amounts.shipping > 0) parts.push("shipping");
  return parts.join(", ");
}

/**
 * The part the order paid with gift certificates goes back onto them, each in its own currency:
 * in proportion to what was taken from each, counted cumulatively over the returns so that every
 * return together gives back exactly what was taken.
 */
async function creditCertificates(trx: DB, details: OrderDetails, order: OrderView, before: number, now: number) {
  if (now === 0 || order.giftCertificates === 0) return [];
  const credited: { id: number; amount: number; currency: string; code: string }[] = [];
  for (const taken of details.certificates) {
    const share = (part: number) => Math.round((taken.amount * part) / order.giftCertificates);
    const amount = share(before + now) - share(before);
    if (amount <= 0) continue;
    const row = await trx
      .updateTable("gift_certificate")
      .set((eb) => ({ balance: eb("balance", "+", amount) }))
      .where("id", "=", taken.id)
      .returning(["code", "currency_code"])
      .executeTakeFirst();
    if (row) credited.push({ id: taken.id, amount, currency: row.currency_code, code: row.code });
  }
  return credited;
}

/** The returned goods go back into the warehouse they were taken from (the first one, when several gave). */
async function restock(trx: DB, details: OrderDetails, order: OrderView, lines: { lineId: number; qty: number }[], ids: number[], actor: string) {
  for (const l of lines) {
    const line = order.lines[ids.indexOf(l.lineId)];
    if (!line || line.kind !== "product" || line.productId === null || l.qty === 0) continue;
    const from = details.stock.find((s) => s.productId === line.productId);
    if (!from) continue;
    await addStock(trx, from.productId, from.warehouse, l.qty, { reason: "return", actor, orderId: order.id });
  }
}

/**
 * Points spent on the returned goods go back; points they earned are taken back, as far as the
 * customer still has them (what was used is not taken twice: the return says how many).
 */
async function settlePoints(trx: DB, order: OrderView, amounts: ReturnAmounts) {
  if (order.customerId === null) return { back: 0, revoked: 0 };
  const issued = await trx.selectFrom("shop_order").select("value_issued_at").where("id", "=", order.id).executeTakeFirstOrThrow();
  let back = 0;
  let revoked = 0;
  if (amounts.pointsBack > 0 && (await adjustPointsIn(trx, order.customerId, amounts.pointsBack, `Points spent given back: return on order ${order.number}`)))
    back = amounts.pointsBack;
  if (amounts.pointsRevoked > 0 && issued.value_issued_at !== null) {
    const balance = (await trx.selectFrom("customer").select("reward_points").where("id", "=", order.customerId).executeTakeFirstOrThrow()).reward_points;
    revoked = Math.min(balance, amounts.pointsRevoked);
    if (revoked > 0) await adjustPointsIn(trx, order.customerId, -revoked, `Points earned taken back: return on order ${order.number}`);
  }
  return { back, revoked };
}

/**
 * Gift certificates the order bought, returned with their lines: each is disabled (its balance
 * and expiry ended). One that was (partly) spent is disabled too and its spent part recorded,
 * for staff to see on the return — never left silently.
 */
async function revokeBoughtCertificates(
  trx: DB,
  orderId: number,
  order: OrderView,
  lines: { lineId: number; qty: number }[],
  ids: number[],
  already: Set<string>,
): Promise<RevokedCertificate[]> {
  const returned = lines.flatMap((l) => {
    const line = order.lines[ids.indexOf(l.lineId)];
    return line?.kind === "gift_certificate" ? [{ price: line.unitPrice, qty: l.qty }] : [];
  });
  if (returned.length === 0) return [];
  const bought = await trx.selectFrom("gift_certificate").select(["id", "code", "amount", "balance"]).where("order_id", "=", orderId).orderBy("id").execute();
  const left = bought.filter((b) => !already.has(b.code));
  const revoked: RevokedCertificate[] = [];
  const now = new Date().toISOString();
  for (const { price, qty } of returned) {
    // a line's certificates were issued for its unit price: those first, then any left
    const chosen = [...left.filter((c) => c.amount === price), ...left.filter((c) => c.amount !== price)].slice(0, qty);
    for (const c of chosen) {
      left.splice(left.indexOf(c), 1);
      await trx.updateTable("gift_certificate").set({ balance: 0, expires_at: now }).where("id", "=", c.id).execute();
      revoked.push({ code: c.code, amount: c.amount, balance: c.balance, spent: c.amount - c.balance });
    }
  }
  return revoked;
}

/**
 * Asks Stripe for a card refund recorded "pending" or "failed" (its id is the idempotency key, so
 * asking again never refunds twice): "sent" with Stripe's refund id, or "failed" with the reason,
 * shown on the order's page with "Try again".
 */
export async function sendCardRefund(db: DB, refundId: number) {
  const row = await db
    .selectFrom("order_refund as r")
    .innerJoin("shop_order as o", "o.id", "r.order_id")
    .select(["r.id", "r.amount", "r.status", "r.way", "o.number", "o.payment_ref"])
    .where("r.id", "=", refundId)
    .executeTakeFirst();
  if (!row || row.way !== "card" || (row.status !== "pending" && row.status !== "failed")) return false;
  const now = new Date().toISOString();
  try {
    const paymentIntent = await stripePaymentIntent(row.payment_ref);
    const refund = await createStripeRefund({ paymentIntent, amount: row.amount, number: row.number, key: `order-refund-${row.id}` });
    await db
      .updateTable("order_refund")
      .set({ status: "sent", provider_ref: refund.id, last_error: null, updated_at: now })
      .where("id", "=", row.id)
      .where("status", "in", ["pending", "failed"])
      .execute();
    return true;
  } catch (error) {
    await db
      .updateTable("order_refund")
      .set({ status: "failed", last_error: (error as Error).message.slice(0, 500), updated_at: now })
      .where("id", "=", row.id)
      .where("status", "in", ["pending", "failed"])
      .execute();
    return false;
  }
}

/** "Try again" on a failed card refund of this order. */
export async function retryCardRefund(db: DB, number: string, refundId: number, actor: MerchantActor) {
  const row = await db
    .selectFrom("order_refund as r")
    .innerJoin("shop_order as o", "o.id", "r.order_id")
    .select(["r.id", "r.status"])
    .where("r.id", "=", refundId)
    .where("o.number", "=", number)
    .where("r.way", "=", "card")
    .executeTakeFirst();
  if (!row || (row.status !== "failed" && row.status !== "pending")) return false;
  const sent = await sendCardRefund(db, row.id);
  await db.transaction().execute((trx) => auditOrderChange(trx, actor, "order.refund-retry", number, { refund: row.id, status: row.status }, { sent }));
  return sent;
}

/** An order's refunds, oldest first, with the certificate each credited. */
export async function listOrderRefunds(db: DB, orderId: number): Promise<RefundView[]> {
  const rows = await db
    .selectFrom("order_refund as r")
    .leftJoin("gift_certificate as g", "g.id", "r.gift_certificate_id")
    .select([
      "r.id",
      "r.return_id",
      "r.way",
      "r.status",
      "r.amount",
      "r.currency_code",
      "r.iban",
      "r.account_name",
      "g.code",
      "r.provider_ref",
      "r.last_error",
      "r.created_at",
      "r.sent_at",
    ])
    .where("r.order_id", "=", orderId)
    .orderBy("r.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    returnId: r.return_id,
    way: r.way,
    status: r.status,
    amount: r.amount,
    currencyCode: r.currency_code,
    iban: r.iban,
    accountName: r.account_name,
    certificateCode: r.code,
    providerRef: r.provider_ref,
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
}

/** An order's returns, oldest first, for its page. */
export async function listOrderReturns(db: DB, order: OrderView): Promise<ReturnView[]> {
  const ids = await orderLineIds(db, order.id);
  const rows = await db.selectFrom("order_return").selectAll().where("order_id", "=", order.id).orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor,
    createdAt: r.created_at,
    computed: r.computed,
    amount: r.amount,
    loweredReason: r.lowered_reason,
    shipping: r.shipping,
    restock: r.restock === 1,
    pointsBack: r.points_back,
    pointsRevoked: r.points_revoked,
    certificatesRevoked: JSON.parse(r.certificates_revoked) as RevokedCertificate[],
    lines: (JSON.parse(r.lines) as StoredReturnLine[]).map((l) => {
      const line = order.lines[ids.indexOf(l.lineId)];
      return { sku: line?.sku ?? "", name: line?.name ?? "", qty: l.qty, money: l.money };
    }),
  }));
}

/**
 * A paid order cancelled by staff (README "After the sale"): a return of everything not yet
 * returned, shipping included, the goods back into stock, the whole rest of the payment refunded
 * by its way and the order cancelled — one transaction. The reason is the cancel's note.
 */
export async function cancelPaidOrder(db: DB, number: string, reason: string, bank: { iban: string | null; accountName: string | null }, actor: MerchantActor) {
  const preview = await getReturnPreview(db, number);
  if (!preview) return { ok: false as const, problem: "notFound" as const };
  return createReturn(
    db,
    number,
    {
      lines: preview.lines.filter((l) => l.left > 0).map((l) => ({ lineId: l.id, qty: l.left })),
      shipping: preview.shippingLeft > 0,
      restock: true,
      amount: null,
      reason: null,
      iban: bank.iban,
      accountName: bank.accountName,
      cancel: reason,
    },
    actor,
  );
}

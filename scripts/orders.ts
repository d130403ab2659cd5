// npm run orders -- <command>: the merchant's order desk (README "Orders (for the merchant)").
//
//   list [--status S] [--since DATE]     orders, oldest first
//   show NUMBER                          the order, its lines, its history and its refunds
//   mark-paid NUMBER                     a bank transfer arrived: paid, value issued, mail
//   mark-shipped NUMBER [--carrier C --tracking T]   the parcel left: shipped, mail (with its tracking page)
//   mark-delivered NUMBER                delivered (cash on delivery: paid then, value issued, mail)
//   cancel NUMBER [--reason TEXT]        not paid yet: cancelled, everything held given back, mail
//   export --out FILE.csv [--status S] [--since DATE]
//
// It opens the database the server uses (DATABASE_URL / DATA_DIR) and mails through the same
// outbox or SMTP_URL: a move's mail is queued in its transaction and tried once; what SMTP does
// not take is left in the queue for the running server to send (README "Mail"). Each move is one transaction allowed only from the states of
// app/lib/order-status.ts; a repeated move changes nothing and says so (exit 0). Bad arguments,
// an unknown number or a refused move: one line on stderr, exit code 1, nothing changed.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { z } from "zod";
import { closeConnection, getConnection } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { isOrderStatus, ORDER_STATUSES, type OrderMove, type RefusalReason } from "~/lib/order-status";
import { terminalText } from "~/lib/shopper-text";
import { decimalAmount, type DeskFilter, exportDeskOrders, getDeskOrder, listDeskOrders, ordersCsv } from "~/services/order-desk.server";
import { addressLine } from "~/services/order-mail.server";
import { moveOrderByNumber } from "~/services/order-lifecycle.server";
import { cancelOrder, type InputProblem, shipOrder } from "~/services/order-moves.server";
import { listParcels } from "~/services/order-parcels.server";
import { listOrderRefunds } from "~/services/refunds.server";
import { CARRIER_CODES, MAX_PARCELS } from "~/lib/carriers";
import { osUserName } from "./os-user";

// the services log JSON lines on stdout (mail written to the outbox, …): the desk prints its own
process.env.LOG_LEVEL ??= "warn";

const USAGE =
  "usage: npm run orders -- list [--status S] [--since DATE] | show NUMBER | mark-paid NUMBER | mark-shipped NUMBER [--carrier C --tracking T] | mark-delivered NUMBER | cancel NUMBER [--reason TEXT] | export --out FILE.csv [--status S] [--since DATE]";

const MOVES: Record<string, OrderMove> = { "mark-paid": "markPaid", "mark-shipped": "ship", "mark-delivered": "deliver", cancel: "cancel" };
const DONE: Record<OrderMove, string> = { confirmPayment: "paid", markPaid: "paid", ship: "shipped", deliver: "delivered", cancel: "cancelled" };

const REASONS: Record<RefusalReason, string> = {
  cancelled: "the order is cancelled",
  delivered: "the order was delivered",
  notPaid: "the order is not paid yet",
  notShipped: "the order has not been shipped yet (mark-shipped first)",
  providerConfirms: "card and wallet payments are confirmed by the payment provider, not at the desk",
  cashOnDelivery: "cash on delivery is paid when it is delivered: use mark-delivered",
  notOnline: "only card and wallet payments are confirmed by the payment provider",
  noShipping: "the order has nothing to ship (gift certificates only, sent by e-mail): paid is its end",
  paidNoRefund: "the order is paid; refunds are not handled by the desk",
};

const PROBLEMS: Record<InputProblem, string> = {
  parcels: `at most ${MAX_PARCELS} parcels`,
  carrier: `--carrier must be one of ${CARRIER_CODES.join(", ")}`,
  trackingNumber: "--tracking must be 1–40 letters, digits or hyphens",
  reason: "--reason must be 1–500 characters, without control characters",
};

/** A problem the merchant must fix: one line on stderr, exit code 1. */
class DeskError extends Error {}

const orderNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}-\d{4}-\d{6,}$/, "is not an order number (like SU-2026-000042)")
  .transform((v) => v.toUpperCase());
// a day (taken as 00:00 UTC) or a full ISO date-time
const since = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, "must be a date like 2026-11-23")
  .transform((v) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v))
  .refine((d) => !Number.isNaN(d.getTime()), "must be a real date")
  .transform((d) => d.toISOString());

function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: "string" },
        since: { type: "string" },
        out: { type: "string" },
        carrier: { type: "string" },
        tracking: { type: "string" },
        reason: { type: "string" },
      },
    });
  } catch (error) {
    throw new DeskError(`${(error as Error).message.split("\n")[0]}; ${USAGE}`);
  }
  const [command, ...rest] = parsed.positionals;
  const { values } = parsed;
  const isMove = command !== undefined && command in MOVES;
  if (!command || !(isMove || ["list", "show", "export"].includes(command))) throw new DeskError(command ? `unknown command "${command}"; ${USAGE}` : USAGE);
  const filters = command === "list" || command === "export";
  if (!filters && (values.status !== undefined || values.since !== undefined)) throw new DeskError(`${command} takes no --status or --since; ${USAGE}`);
  if (command !== "export" && values.out !== undefined) throw new DeskError(`${command} takes no --out; ${USAGE}`);
  if (filters ? rest.length > 0 : rest.length !== 1)
    throw new DeskError(filters ? `${command} takes no order number; ${USAGE}` : `${command} needs one order number; ${USAGE}`);
  if (command === "export" && !values.out) throw new DeskError(`export needs --out FILE.csv; ${USAGE}`);
  if (command !== "mark-shipped" && (values.carrier !== undefined || values.tracking !== undefined))
    throw new DeskError(`${command} takes no --carrier or --tracking; ${USAGE}`);
  if ((values.carrier === undefined) !== (values.tracking === undefined)) throw new DeskError(`--carrier and --tracking go together; ${USAGE}`);
  if (command !== "cancel" && values.reason !== undefined) throw new DeskError(`${command} takes no --reason; ${USAGE}`);

  const filter: DeskFilter = {};
  if (values.status !== undefined) {
    if (!isOrderStatus(values.status)) throw new DeskError(`--status must be one of ${ORDER_STATUSES.join(", ")} (got "${values.status}")`);
    filter.status = values.status;
  }
  if (values.since !== undefined) {
    const date = since.safeParse(values.since);
    if (!date.success) throw new DeskError(`--since ${date.error.issues[0].message} (got "${values.since}")`);
    filter.since = date.data;
  }
  let number: string | null = null;
  if (!filters) {
    const checked = orderNumber.safeParse(rest[0]);
    if (!checked.success) throw new DeskError(`"${rest[0]}" ${checked.error.issues[0].message}`);
    number = checked.data;
  }
  const parcels = values.carrier !== undefined ? [{ carrier: values.carrier, trackingNumber: values.tracking! }] : [];
  return { command, filter, number, out: values.out ?? null, parcels, reason: values.reason ?? null };
}

/** Who is at the desk, for the order's history. */
function deskActor(): `desk:${string}` {
  return `desk:${osUserName()}`;
}

/**
 * One line to the merchant's terminal. Orders carry what shoppers typed (names, addresses,
 * e-mails; old data from before the form rules may hold anything), so every control character is
 * written as a visible escape: ESC[2J cannot clear the screen, nor CR/LF forge a line of the desk's.
 */
const say = (line: string) => console.log(terminalText(line));

const money = (minor: number, currency: string) => `${decimalAmount(minor)} ${currency}`;
const when = (iso: string | null) => (iso ? iso.replace("T", " ").slice(0, 19) : "-");

async function run(argv: string[]) {
  const { command, filter, number, out, parcels, reason } = parse(argv);
  const { db } = getConnection();
  await migrateToLatest(db);

  if (command === "list") {
    const orders = await listDeskOrders(db, filter);
    if (orders.length === 0) return say("No orders.");
    for (const o of orders) {
      say(
        [
          o.number,
          when(o.createdAt),
          o.status.padEnd(16),
          o.paymentMethod.padEnd(6),
          o.shippingMethod.padEnd(8),
          money(o.grandTotal, o.currencyCode).padStart(14),
          o.email,
        ].join("  "),
      );
    }
    return say(`${orders.length} order${orders.length === 1 ? "" : "s"}`);
  }

  if (command === "export") {
    const records = await exportDeskOrders(db, filter);
    await writeFile(out!, ordersCsv(records));
    return say(`${records.length} order${records.length === 1 ? "" : "s"} written to ${out}`);
  }

  if (command === "show") {
    const found = await getDeskOrder(db, number!);
    if (!found) throw new DeskError(`no order ${number}`);
    const { order: o, valueIssuedAt, events } = found;
    const c = o.currencyCode;
    const a = o.address;
    say(`Order ${o.number} (${o.department}, ${o.lang})`);
    say(`Status: ${o.status} · payment: ${o.paymentMethod} · shipping: ${o.shippingMethod}${o.pickupShop ? ` (${o.pickupShop})` : ""}`);
    say(`Placed: ${when(o.createdAt)} · paid: ${when(o.paidAt)} · value issued: ${when(valueIssuedAt)}`);
    say(`E-mail: ${o.email}${o.customerId !== null ? ` (customer ${o.customerId})` : " (guest)"}`);
    if (a) say(`Address: ${addressLine(a)}${a.phone ? `, ${a.phone}` : ""}`);
    say("Lines:");
    for (const l of o.lines) say(`  ${l.qty} × ${l.name} (${l.sku}) — ${money(l.lineTotal, c)}`);
    say(
      `Totals: subtotal ${money(o.subtotal, c)}, code −${money(o.codeDiscount, c)}${o.discountCode ? ` (${o.discountCode})` : ""}, points −${money(o.pointsValue, c)}, certificates −${money(o.giftCertificates, c)}, shipping ${money(o.shipping, c)}, total ${money(o.grandTotal, c)}`,
    );
    say(`Points: ${o.pointsSpent} spent, ${o.pointsEarned} earned (credited when paid)`);
    say("History:");
    for (const e of events) say(`  ${when(e.at)}  ${e.from ?? "(new)"} → ${e.to}  by ${e.actor}${e.note ? ` (${e.note})` : ""}`);
    if (events.length === 0) say("  (none recorded)");
    const parcels = await listParcels(db, o.id);
    for (const p of parcels) say(`Parcel: ${p.carrierName} ${p.trackingNumber}${p.trackingUrl ? ` ${p.trackingUrl}` : ""}`);
    // the back office's returns and refunds (README "After the sale"), each in its own currency
    const refunds = await listOrderRefunds(db, o.id);
    if (refunds.length > 0) say("Refunds:");
    for (const r of refunds)
      say(
        `  ${when(r.createdAt)}  ${money(r.amount, r.currencyCode)} by ${r.way}${r.certificateCode ? ` onto ${r.certificateCode}` : ""} — ${r.status}${r.lastError ? ` (${r.lastError})` : ""}`,
      );
    return;
  }

  const move = MOVES[command];
  // shipping and cancelling are the back office's services too (order-moves.server.ts): one rule
  const answer =
    move === "ship"
      ? await shipOrder(db, number!, parcels, deskActor())
      : move === "cancel"
        ? await cancelOrder(db, number!, reason, deskActor())
        : { ok: true as const, ...(await moveOrderByNumber(db, number!, move, deskActor())) };
  if (!answer.ok) throw new DeskError(PROBLEMS[answer.problem]);
  const result = answer;
  const outcome = result.outcome;
  if (!outcome) throw new DeskError(`no order ${number}`);
  if (outcome.kind === "forbidden") throw new DeskError(`${command} ${number} refused: ${REASONS[outcome.reason]} (status ${result.status})`);
  if (outcome.kind === "already") return say(`${number} is already ${DONE[move]} (status ${outcome.status}): nothing changed.`);
  const effects = [
    ...(outcome.pays ? ["payment recorded, gift certificates and points issued"] : []),
    ...(outcome.releases ? ["stock, certificate balances, points and code usage given back"] : []),
    ...(parcels.length > 0 ? [`parcel ${parcels[0].carrier} ${parcels[0].trackingNumber.trim()} recorded`] : []),
    ...(outcome.mail || move === "cancel" ? [mailEffect(outcome.mail ?? "cancellation", result.mails)] : []),
  ];
  say(`${number}: ${outcome.from} → ${outcome.to}${effects.length ? `; ${effects.join("; ")}` : ""}.`);
}

/** What became of a move's mails: sent now, or queued for the server's sweep (SMTP did not take them). */
function mailEffect(kind: string, mails: { sent: number; queued: number }) {
  if (mails.queued === 0) return `${kind} mail sent to the shopper`;
  return `${kind} mail queued (${mails.queued} not delivered now: the server's mail queue tries again)`;
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  process.exitCode = 1;
  console.error(terminalText(error instanceof DeskError ? error.message : `orders: ${(error as Error).message}`));
} finally {
  await closeConnection();
}

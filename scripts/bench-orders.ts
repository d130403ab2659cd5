// npm run bench:orders (and the end of npm run bench) — the back office's order list over
// 100,000 orders on SQLite (DESIGN.md "Performance budgets": back office lists over 100,000 rows
// well under 100 ms each): the first page, a status filter, an e-mail search and a name search,
// each one call of listAdminOrders (the page of 50 and the count), timed in this process as the
// server would run it. The orders are generated once into .cache/bench-orders (a few seconds)
// with the migrations' indexes, and kept between runs.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase } from "../app/db/db.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { type AdminOrderFilter, orderSearchNames } from "../app/lib/admin-orders";
import { ORDER_STATUSES } from "../app/lib/order-status";
import { listAdminOrders } from "../app/services/admin-orders.server";

const ORDERS = 100_000;
const ROOT = path.resolve(import.meta.dirname, "..");
const DEPARTMENTS = ["su", "chr", "asi", "ahr", "chu", "cen", "cit", "cde", "ccz"];
const FIRST = ["Ana", "Éva", "Marko", "Petra", "Luka", "Zsófia", "Ivan", "Maja", "Tomás", "Lena"];
const LAST = ["Novak", "Kovács", "Horvat", "Krajnc", "Nagy", "Babić", "Müller", "Rossi", "Novotná", "Zupan"];
const METHODS = ["cod", "bank", "card", "wallet"];

/** The generated database (made on the first run): orders over two years, every storefront, status and method. */
async function ordersDatabase() {
  const dir = path.join(ROOT, ".cache", "bench-orders");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "shop.sqlite");
  const fresh = !existsSync(file);
  const connection = openDatabase(file);
  const { db } = connection;
  await migrateToLatest(db);
  if (fresh) {
    console.log(`Generating ${ORDERS} orders into ${file} (first run only)…`);
    const start = Date.parse("2024-12-01T00:00:00Z");
    const step = (2 * 365 * 86_400_000) / ORDERS;
    for (let from = 0; from < ORDERS; from += 500) {
      const rows = Array.from({ length: Math.min(500, ORDERS - from) }, (_, k) => {
        const i = from + k;
        const address = {
          firstName: FIRST[i % FIRST.length],
          lastName: `${LAST[(i * 7) % LAST.length]}${i % 97}`,
          street: "Trubarjeva cesta 1",
          postcode: "1000",
          city: "Ljubljana",
          country: "SI",
          phone: "",
        };
        const status = ORDER_STATUSES[(i * 13) % ORDER_STATUSES.length];
        const createdAt = new Date(start + i * step).toISOString();
        return {
          number: `${DEPARTMENTS[i % 9].toUpperCase()}-${createdAt.slice(0, 4)}-${String(i).padStart(6, "0")}`,
          idempotency_key: `bench-${i}`,
          department: DEPARTMENTS[i % 9],
          customer_id: null,
          session_token_id: null,
          email: `shopper${i % 30_000}@example${i % 7}.com`,
          status,
          payment_method: METHODS[(i * 3) % 4],
          shipping_method: "delivery",
          pickup_shop: null,
          address: JSON.stringify(address),
          ...orderSearchNames(address),
          currency_code: "EUR",
          currency_rate: 1,
          lang: "sl",
          subtotal: 5000 + (i % 900) * 10,
          discount: 0,
          code_discount: 0,
          discount_code: null,
          points_spent: 0,
          points_value: 0,
          gift_certificates: 0,
          shipping: 0,
          grand_total: 5000 + (i % 900) * 10,
          points_earned: 0,
          details: "{}",
          conversion_reported_at: null,
          created_at: createdAt,
          paid_at: ["paid", "shipped", "delivered"].includes(status) ? createdAt : null,
          value_issued_at: null,
          superseded_by: null,
          payment_ref: null,
        };
      });
      await db.insertInto("shop_order").values(rows).execute();
    }
  }
  return connection;
}

const CASES: [string, AdminOrderFilter][] = [
  ["first page", {}],
  ["status = paid", { status: "paid" }],
  ["storefront chu, bank", { department: "chu", payment: "bank" }],
  ["e-mail search", { q: "shopper1234" }],
  ["name search", { q: "Kovács5" }],
  ["order number", { q: "su-2025-045000" }],
];

/** Prints the p50 and the slowest of 20 calls per case, after a warm-up. */
export async function benchAdminOrders() {
  const { db, close } = await ordersDatabase();
  try {
    const total = (await listAdminOrders(db, {})).total;
    console.log(`\nBack office order list, ${total} orders on SQLite (one call: page of 50 + count; budget well under 100 ms)`);
    for (const [name, filter] of CASES) {
      await listAdminOrders(db, filter);
      const times: number[] = [];
      let found = 0;
      for (let round = 0; round < 20; round++) {
        const started = performance.now();
        found = (await listAdminOrders(db, filter)).total;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`  ${name.padEnd(22)} ${String(found).padStart(7)} found  p50 ${times[10].toFixed(1)} ms  max ${times[19].toFixed(1)} ms`);
    }
  } finally {
    await close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchAdminOrders();

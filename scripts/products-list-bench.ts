// npx tsx scripts/products-list-bench.ts — how fast the back office's product list answers
// (README "Products") on DATABASE_URL / DATA_DIR: the first page, a page deep in the catalogue,
// searches by SKU, EAN, name, brand and category, and the stock and special-price filters. Each
// query is run 20 times after one warm-up; the median and the slowest are printed in ms.
import { closeConnection, getConnection } from "~/db/db.server";
import { listProducts, type ProductListFilter } from "~/services/product-admin.server";

const { db, dialect } = getConnection();
const sample = await db
  .selectFrom("product as p")
  .innerJoin("product_i18n as i", (j) => j.onRef("i.product_id", "=", "p.id").on("i.lang", "=", "sl"))
  .leftJoin("brand as b", "b.id", "p.brand_id")
  .innerJoin("category_i18n as c", (j) => j.onRef("c.category_id", "=", "p.main_category_id").on("c.lang", "=", "sl"))
  .select(["p.id", "p.sku", "p.ean", "i.name", "b.name as brand", "c.name as category"])
  .where("p.ean", "is not", null)
  .orderBy("p.id")
  .limit(1)
  .offset(40_000)
  .executeTakeFirstOrThrow();
const { count } = await db
  .selectFrom("product")
  .select((eb) => eb.fn.countAll<number>().as("count"))
  .executeTakeFirstOrThrow();
const middle = Math.round(sample.id + 10_000);
const cases: [string, ProductListFilter][] = [
  ["first page", {}],
  [`page after id ${middle}`, { after: middle }],
  [`SKU ${sample.sku}`, { q: sample.sku }],
  [`EAN ${sample.ean}`, { q: sample.ean! }],
  [`name "${sample.name}"`, { q: sample.name }],
  [`brand "${sample.brand}"`, { q: sample.brand ?? "" }],
  [`category "${sample.category}"`, { q: sample.category }],
  ["in stock", { stock: "in" }],
  ["out of stock", { stock: "out" }],
  ["special price now", { special: true }],
  ["out of stock, special price now", { stock: "out", special: true }],
];
console.log(`${dialect}, ${Number(count).toLocaleString("en")} products`);
for (const [label, filter] of cases) {
  await listProducts(db, filter);
  const times: number[] = [];
  let shown = 0;
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    shown = (await listProducts(db, filter)).items.length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(48)} ${String(shown).padStart(3)} rows  median ${times[10].toFixed(1).padStart(6)} ms  slowest ${times[19].toFixed(1).padStart(6)} ms`,
  );
}
await closeConnection();

// npm run db:seed [-- --products N] — replaces the catalogue and content of DATABASE_URL with a
// fresh demo shop of N products (default SEED_PRODUCTS, 2,000).
// --if-empty: seeds only a database without storefronts, logging as the server does; the
// server's first start runs it as a child process (app/db/seed/first-start.server.ts).
import { parseArgs } from "node:util";
import { closeConnection, getConnection } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { ensureDemoData, seedDemo } from "~/db/seed/seed.server";
import { getLogger } from "~/logger.server";
import { getEnv } from "~/env.server";
import { createProgress } from "~/lib/progress";

const { values } = parseArgs({ options: { products: { type: "string" }, "if-empty": { type: "boolean" } } });
const env = getEnv();
const products = values.products === undefined ? env.SEED_PRODUCTS : Number(values.products);
if (!Number.isInteger(products) || products < 10 || products > 1_000_000) {
  console.error(`--products must be a whole number between 10 and 1000000 (got ${JSON.stringify(values.products)})`);
  process.exit(1);
}

const { db, dialect } = getConnection();
await migrateToLatest(db);
if (values["if-empty"]) {
  const log = getLogger();
  const seeded = await ensureDemoData(db, { products, imageDir: env.IMAGE_DIR, log });
  if (seeded) log.info(seeded, "demo data seeded");
  await closeConnection();
  process.exit(0);
}
// progress on stderr (a bar on a terminal, a line per tenth in a log); the summary on stdout
const progress = createProgress("seeding products", products);
const summary = await seedDemo(db, { products, imageDir: env.IMAGE_DIR, progress });
console.log(
  `Seeded ${dialect}: ${summary.storefronts} storefronts, ${summary.categories} categories, ${summary.products} products in ${summary.seconds.toFixed(1)} s`,
);
await closeConnection();

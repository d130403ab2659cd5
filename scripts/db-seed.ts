// npm run db:seed [-- --products N] — replaces the catalogue and content of DATABASE_URL with a
// fresh demo shop of N products (default SEED_PRODUCTS, 2,000).
import { parseArgs } from "node:util";
import { closeConnection, getConnection } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDemo } from "~/db/seed/seed.server";
import { getEnv } from "~/env.server";
import { createProgress } from "~/lib/progress";

const { values } = parseArgs({ options: { products: { type: "string" } } });
const env = getEnv();
const products = values.products === undefined ? env.SEED_PRODUCTS : Number(values.products);
if (!Number.isInteger(products) || products < 10 || products > 1_000_000) {
  console.error(`--products must be a whole number between 10 and 1000000 (got ${JSON.stringify(values.products)})`);
  process.exit(1);
}

const { db, dialect } = getConnection();
await migrateToLatest(db);
// progress on stderr (a bar on a terminal, a line per tenth in a log); the summary on stdout
const progress = createProgress("seeding products", products);
const summary = await seedDemo(db, { products, imageDir: env.IMAGE_DIR, progress });
console.log(
  `Seeded ${dialect}: ${summary.storefronts} storefronts, ${summary.categories} categories, ${summary.products} products in ${summary.seconds.toFixed(1)} s`,
);
await closeConnection();

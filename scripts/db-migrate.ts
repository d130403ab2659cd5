// npm run db:migrate — applies the migrations to DATABASE_URL (the server also does at start).
import { closeConnection, getConnection } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";

const { db, dialect } = getConnection();
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied on ${dialect}: ${applied.join(", ")}` : `The ${dialect} database is up to date.`);
await closeConnection();

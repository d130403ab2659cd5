import { type Kysely, sql } from "kysely";
import { idColumn } from "../dialect";

// The back office's people and its history (DESIGN.md "Sessions and safety": staff are not
// customers; "every change it makes is in one audit log"):
// - staff: one row per account, its e-mail unique whatever its letter case (stored lower-cased,
//   and the unique index is on lower(email), so a write that forgot to normalise is refused too);
//   password_hash is argon2id; role is owner, manager or support (app/lib/staff-roles.ts); the
//   second factor is a TOTP secret, confirmed once a first code matched, and last_totp_step
//   (the 30-second step of the last code accepted) lets a code be used once only.
// - staff_recovery_code: one-time codes for a lost authenticator, stored hashed.
// - audit_log: who (a staff e-mail, or "command:<os user>") changed what (kind, subject), with
//   the subject before and after as JSON text. Rows are only ever added
//   (app/services/audit-log.server.ts has no update or delete).
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("staff"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("disabled_at", "text")
    .addColumn("totp_secret", "text")
    .addColumn("totp_confirmed_at", "text")
    .addColumn("last_totp_step", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("staff_email")
    .on("staff")
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await idColumn(db, db.schema.createTable("staff_recovery_code"))
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_recovery_code_staff").on("staff_recovery_code").column("staff_id").execute();

  await idColumn(db, db.schema.createTable("audit_log"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .execute();
  // the back office's filters: by date, and by who, what kind or which subject within dates
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor", "at"]).execute();
  await db.schema.createIndex("audit_log_kind").on("audit_log").columns(["kind", "at"]).execute();
  await db.schema.createIndex("audit_log_subject").on("audit_log").columns(["subject", "at"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("audit_log").ifExists().execute();
  await db.schema.dropTable("staff_recovery_code").ifExists().execute();
  await db.schema.dropTable("staff").ifExists().execute();
}

import type { DB } from "~/db/db.server";

// The one audit log (DESIGN.md "Layers": every change the back office makes is in it; the staff
// command's too). A change writes its row with recordAudit inside the transaction that makes the
// change, so the log holds a row exactly when the change committed. Rows are only added: this
// module has no update and no delete, and nothing else writes the table.

export interface AuditEntry {
  /** who: a staff member's e-mail, or "command:<os user>" for an operator's command */
  actor: string;
  /** what was done, `<entity>.<verb>`: staff.add, staff.disable, … */
  kind: string;
  /** to what, `<entity>:<id>`: staff:3 */
  subject: string;
  /** the subject before and after, as plain data (stored as JSON text); null when it did not exist / no longer exists */
  before: unknown;
  after: unknown;
}

export interface AuditRecord {
  id: number;
  at: string;
  actor: string;
  kind: string;
  subject: string;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  actor?: string;
  kind?: string;
  subject?: string;
  /** ISO date-time, inclusive */
  from?: string;
  /** ISO date-time, exclusive */
  to?: string;
  /** at most this many rows, newest first (default 200) */
  limit?: number;
  /** skipping this many of the newest (the back office's pages) */
  offset?: number;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Writes one row of the log; `trx` is the transaction of the change it records. */
export async function recordAudit(trx: DB, entry: AuditEntry, at = new Date().toISOString()) {
  await trx
    .insertInto("audit_log")
    .values({ at, actor: entry.actor, kind: entry.kind, subject: entry.subject, before: json(entry.before), after: json(entry.after) })
    .execute();
}

/** The log's rows that match every filter given, newest first. */
export async function listAudit(db: DB, filter: AuditFilter = {}): Promise<AuditRecord[]> {
  let query = db.selectFrom("audit_log").select(["id", "at", "actor", "kind", "subject", "before", "after"]);
  if (filter.actor !== undefined) query = query.where("actor", "=", filter.actor);
  if (filter.kind !== undefined) query = query.where("kind", "=", filter.kind);
  if (filter.subject !== undefined) query = query.where("subject", "=", filter.subject);
  if (filter.from !== undefined) query = query.where("at", ">=", filter.from);
  if (filter.to !== undefined) query = query.where("at", "<", filter.to);
  const rows = await query
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(filter.limit ?? 200)
    .offset(filter.offset ?? 0)
    .execute();
  return rows.map((row) => ({
    ...row,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  }));
}

/** Who and what kinds the log names, for the back office's filters. */
export async function auditFacets(db: DB) {
  const [actors, kinds] = await Promise.all([
    db.selectFrom("audit_log").select("actor").distinct().orderBy("actor").execute(),
    db.selectFrom("audit_log").select("kind").distinct().orderBy("kind").execute(),
  ]);
  return { actors: actors.map((r) => r.actor), kinds: kinds.map((r) => r.kind) };
}

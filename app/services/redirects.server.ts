import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { type ExistingRule, importCounts, parseRedirectCsv, planRedirectImport, type PlannedRow } from "~/lib/redirect-import";
import {
  checkFromPath,
  checkStatus,
  checkTarget,
  loopProblem,
  REDIRECTS_PER_PAGE,
  type RedirectRule,
  type RedirectStatus,
  rulesByPage,
} from "~/lib/redirect-rules";
import { containsPattern } from "~/lib/search-term";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { getListingIndex, memoAsyncOnIndex } from "./listing-index.server";
import { listStorefronts } from "./storefronts.server";

export interface RedirectTarget {
  location: string;
  status: 301 | 302;
}

/**
 * Spec §2: every storefront page first gets a redirect check, which may send the visitor to
 * another internal or external URL. Paths are matched without the storefront prefix and
 * without a trailing slash. The redirects are read once per catalogue version (they are written
 * with the catalogue, which raises it), not with a query on every page view.
 */
export async function findRedirect(db: DB, department: string, restPath: string): Promise<RedirectTarget | null> {
  const fromPath = restPath.length > 1 ? restPath.replace(/\/+$/, "") : restPath;
  return (await redirectMap(db)).get(`${department}\0${fromPath}`) ?? null;
}

async function redirectMap(db: DB): Promise<Map<string, RedirectTarget>> {
  return memoAsyncOnIndex(await getListingIndex(db), "redirects", async () => {
    const rows = await db.selectFrom("redirect").select(["department", "from_path", "to_url", "status"]).execute();
    return new Map(
      rows.map((row) => [`${row.department}\0${row.from_path}`, { location: row.to_url, status: Number(row.status) === 302 ? 302 : 301 } as RedirectTarget]),
    );
  });
}

// The back office's redirects room (README "Redirects and the sale message"): the rules listed,
// written one at a time or from a CSV file, each checked at its field (lib/redirect-rules.ts),
// every change audited and marked as a catalogue change, so findRedirect above and the full-page
// cache of every instance move on within the version check.

export interface RedirectView {
  id: number;
  department: string;
  from: string;
  to: string;
  status: RedirectStatus;
}

const asStatus = (status: unknown): RedirectStatus => (Number(status) === 302 ? 302 : 301);

export async function listRedirects(db: DB, query: { q?: string; department?: string; page: number }) {
  const q = (query.q ?? "").trim().toLowerCase();
  const filtered = db
    .selectFrom("redirect")
    .$if(Boolean(query.department), (qb) => qb.where("department", "=", query.department!))
    .$if(q !== "", (qb) =>
      qb.where((eb) =>
        eb.or([
          sql<boolean>`lower(${eb.ref("from_path")}) like ${containsPattern(q)} escape '\\'`,
          sql<boolean>`lower(${eb.ref("to_url")}) like ${containsPattern(q)} escape '\\'`,
        ]),
      ),
    );
  const [rows, count] = await Promise.all([
    filtered
      .select(["id", "department", "from_path", "to_url", "status"])
      .orderBy("id", "desc")
      .limit(REDIRECTS_PER_PAGE)
      .offset((query.page - 1) * REDIRECTS_PER_PAGE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toView), total: Number(count.n), page: query.page };
}

function toView(row: { id: number; department: string; from_path: string; to_url: string; status: unknown }): RedirectView {
  return { id: row.id, department: row.department, from: row.from_path, to: row.to_url, status: asStatus(row.status) };
}

export async function getRedirect(db: DB, id: number): Promise<RedirectView | null> {
  const row = await db.selectFrom("redirect").select(["id", "department", "from_path", "to_url", "status"]).where("id", "=", id).executeTakeFirst();
  return row ? toView(row) : null;
}

async function allRules(db: DB): Promise<ExistingRule[]> {
  const rows = await db.selectFrom("redirect").select(["id", "department", "from_path", "to_url", "status"]).execute();
  return rows.map((row) => ({ id: row.id, department: row.department, from: row.from_path, to: row.to_url, status: asStatus(row.status) }));
}

export type RedirectField = "department" | "from" | "to" | "status";
export type RedirectAnswer = { ok: true; id: number; changed: boolean } | { ok: false; field: RedirectField; message: string };

/** A refusal found inside the write's transaction: it is rolled back (nothing marked, nothing audited). */
class Refused extends Error {
  constructor(readonly answer: Extract<RedirectAnswer, { ok: false }>) {
    super(answer.message);
  }
}

/**
 * Adds a rule (no `id`) or changes rule `id`, as typed in the form: the checks of every field, no
 * second rule for the same old path of a storefront, no loop. The version is marked first, so a
 * concurrent writer waits for this one (its row lock) and checks loops against what it wrote.
 */
export async function saveRedirect(
  db: DB,
  input: { id?: number; department: string; from: string; to: string; status: string },
  actor: string,
): Promise<RedirectAnswer> {
  const storefronts = await listStorefronts(db);
  if (!storefronts.some((s) => s.department === input.department)) return { ok: false, field: "department", message: "Choose one of the storefronts." };
  const from = checkFromPath(input.from);
  if (!from.ok) return { ok: false, field: "from", message: from.message };
  const to = checkTarget(input.to);
  if (!to.ok) return { ok: false, field: "to", message: to.message };
  const status = checkStatus(input.status);
  if (!status.ok) return { ok: false, field: "status", message: status.message };
  const rule: RedirectRule = { department: input.department, from: from.value, to: to.value, status: status.value };
  try {
    return await db.transaction().execute(async (trx) => {
      await markCatalogueChanged(trx);
      const rules = await allRules(trx);
      const before = input.id === undefined ? undefined : rules.find((r) => r.id === input.id);
      if (input.id !== undefined && !before) throw new Refused({ ok: false, field: "from", message: "That redirect was deleted meanwhile." });
      const others = rules.filter((r) => r.id !== input.id);
      if (others.some((r) => r.department === rule.department && r.from === rule.from))
        throw new Refused({ ok: false, field: "from", message: `This storefront has a redirect from ${rule.from} already: change that one.` });
      const loop = loopProblem(rule, rulesByPage(others), storefronts);
      if (loop) throw new Refused({ ok: false, field: "to", message: loop });
      if (before && before.department === rule.department && before.from === rule.from && before.to === rule.to && before.status === rule.status)
        throw new Unchanged(before.id);
      const values = { department: rule.department, from_path: rule.from, to_url: rule.to, status: rule.status };
      let id: number;
      if (before) {
        await trx.updateTable("redirect").set(values).where("id", "=", before.id).execute();
        id = before.id;
      } else {
        id = Number((await trx.insertInto("redirect").values(values).returning("id").executeTakeFirstOrThrow()).id);
      }
      await recordAudit(trx, {
        actor,
        kind: before ? "redirect.update" : "redirect.create",
        subject: `${rule.department} ${rule.from}`,
        before: before ? { department: before.department, from: before.from, to: before.to, status: before.status } : null,
        after: rule,
      });
      return { ok: true as const, id, changed: true };
    });
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    if (error instanceof Unchanged) return { ok: true, id: error.id, changed: false };
    throw error;
  }
}

/** Saving a rule as it is: nothing written, nothing marked. */
class Unchanged extends Error {
  constructor(readonly id: number) {
    super("unchanged");
  }
}

/** Deletes rule `id`; false when there is none. */
export async function deleteRedirect(db: DB, id: number, actor: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("redirect").select(["department", "from_path", "to_url", "status"]).where("id", "=", id).executeTakeFirst();
    if (!before) return false;
    await trx.deleteFrom("redirect").where("id", "=", id).execute();
    await recordAudit(trx, {
      actor,
      kind: "redirect.delete",
      subject: `${before.department} ${before.from_path}`,
      before: { department: before.department, from: before.from_path, to: before.to_url, status: asStatus(before.status) },
      after: null,
    });
    await markCatalogueChanged(trx);
    return true;
  });
}

/** The dry run of a CSV file: each row's fate against the rules as they are now. */
export async function planRedirectFile(db: DB, text: string, defaultDepartment: string | null) {
  const parsed = parseRedirectCsv(text);
  if (!parsed.ok) return parsed;
  return { ok: true as const, value: planRedirectImport(parsed.value, await allRules(db), await listStorefronts(db), defaultDepartment) };
}

/**
 * Applies a CSV file: the plan made again inside the transaction, against the rules as they are
 * then, and its additions and changes written (refused rows and rows already so are left). One
 * audit row names every rule added and changed; nothing to write writes nothing.
 */
export async function applyRedirectFile(db: DB, text: string, defaultDepartment: string | null, actor: string, fileName: string) {
  const parsed = parseRedirectCsv(text);
  if (!parsed.ok) return parsed;
  const storefronts = await listStorefronts(db);
  const plan = await db
    .transaction()
    .execute(async (trx) => {
      await markCatalogueChanged(trx);
      const plan = planRedirectImport(parsed.value, await allRules(trx), storefronts, defaultDepartment);
      const writes = plan.filter((row) => row.outcome === "add" || row.outcome === "change");
      if (writes.length === 0) throw new NothingToWrite(plan);
      for (const row of writes) {
        const { department, from, to, status } = row.rule!;
        const values = { department, from_path: from, to_url: to, status };
        if (row.outcome === "change") await trx.updateTable("redirect").set(values).where("id", "=", row.id!).execute();
        else await trx.insertInto("redirect").values(values).execute();
      }
      const counts = importCounts(plan);
      await recordAudit(trx, {
        actor,
        kind: "redirect.import",
        subject: fileName,
        before: writes.filter((row) => row.before).map((row) => ({ department: row.department, from: row.rule!.from, ...row.before })),
        after: { ...counts, rules: writes.map((row) => row.rule) },
      });
      return plan;
    })
    .catch((error) => {
      if (error instanceof NothingToWrite) return error.plan;
      throw error;
    });
  return { ok: true as const, value: plan };
}

/** An import with nothing to add or change: rolled back, so the version is not raised for nothing. */
class NothingToWrite extends Error {
  constructor(readonly plan: PlannedRow[]) {
    super("nothing to write");
  }
}

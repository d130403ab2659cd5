import { createHash } from "node:crypto";
import type { DB } from "~/db/db.server";
import { paragraphsToHtml } from "~/lib/content-markdown";
import { type PublicAddress, publicUrl } from "~/lib/public-url";
import type { Storefront } from "~/lib/storefront";

// The terms and conditions and the privacy notice as a shopper accepted them (migration 027).
// The shop's CMS pages "terms" and "privacy" may be edited at any time; an order keeps the
// version it was placed under — the text itself, recorded once per version in legal_text — and
// its confirmation mail links to /legal/<version>, which shows that text again for as long as
// the shop keeps its orders.

export const LEGAL_KINDS = ["terms", "privacy"] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

const VERSION = /^[0-9a-f]{16}$/;

/** A text's version: the first 16 hex digits of the SHA-256 of its kind, language, title and body (the page's HTML). */
export const legalVersion = (kind: string, lang: string, title: string, body: string) =>
  createHash("sha256")
    .update(JSON.stringify([kind, lang, title, body]))
    .digest("hex")
    .slice(0, 16);

/**
 * The versions of the terms and the privacy notice in `lang` as they read now, recorded if new
 * (in the caller's transaction: the order that names them is written in it too). null for a
 * kind the shop has no page of in that language.
 */
export async function currentLegalTexts(trx: DB, lang: string): Promise<Record<LegalKind, number | null>> {
  const pages = await trx
    .selectFrom("cms_page as p")
    .innerJoin("cms_page_i18n as i", "i.page_id", "p.id")
    .where("p.published", "=", 1)
    .select(["p.key", "i.title", "i.body"])
    .where("p.key", "in", LEGAL_KINDS)
    .where("i.lang", "=", lang)
    .execute();
  const wanted = pages.map((p) => ({ kind: p.key as LegalKind, title: p.title, body: p.body, version: legalVersion(p.key, lang, p.title, p.body) }));
  const ids: Record<LegalKind, number | null> = { terms: null, privacy: null };
  if (wanted.length === 0) return ids;
  const versions = wanted.map((w) => w.version);
  const known = async () => trx.selectFrom("legal_text").select(["id", "kind"]).where("version", "in", versions).execute();
  let rows = await known();
  if (rows.length < wanted.length) {
    const now = new Date().toISOString();
    for (const w of wanted.filter((w) => !rows.some((r) => r.kind === w.kind)))
      await trx
        .insertInto("legal_text")
        .values({ kind: w.kind, lang, version: w.version, title: w.title, body: w.body, created_at: now })
        .onConflict((oc) => oc.column("version").doNothing())
        .execute();
    rows = await known();
  }
  for (const r of rows) ids[r.kind] = r.id;
  return ids;
}

export interface LegalText {
  kind: LegalKind;
  lang: string;
  version: string;
  title: string;
  /** the text as it read: recorded as paragraphs (before migration 030) or as sanitised HTML */
  html: string;
  /** when an order first accepted this version */
  since: string;
}

/**
 * A recorded body as HTML: versions recorded before the pages were written in Markdown
 * (migration 030) hold a JSON array of paragraphs, shown as the paragraphs they were; later
 * ones the page's sanitised HTML, which never starts with "[".
 */
export const legalTextHtml = (body: string) => (body.startsWith("[") ? paragraphsToHtml(JSON.parse(body) as string[]) : body);

/** A recorded version, by its version string; null for an unknown or malformed one. */
export async function getLegalText(db: DB, version: string): Promise<LegalText | null> {
  if (!VERSION.test(version)) return null;
  const row = await db.selectFrom("legal_text").selectAll().where("version", "=", version).executeTakeFirst();
  if (!row) return null;
  return { kind: row.kind, lang: row.lang, version: row.version, title: row.title, html: legalTextHtml(row.body), since: row.created_at };
}

/** The versions an order was placed under, with their pages' addresses on the order's storefront. */
export async function orderLegalTexts(db: DB, orderId: number, storefront: Pick<Storefront, "domain" | "prefix">, address: PublicAddress) {
  const rows = await db
    .selectFrom("shop_order as o")
    .innerJoin("legal_text as l", (join) => join.on((eb) => eb.or([eb("l.id", "=", eb.ref("o.terms_text_id")), eb("l.id", "=", eb.ref("o.privacy_text_id"))])))
    .select(["l.kind", "l.version", "l.title"])
    .where("o.id", "=", orderId)
    .execute();
  return LEGAL_KINDS.flatMap((kind) => rows.filter((r) => r.kind === kind)).map((r) => ({
    kind: r.kind,
    title: r.title,
    url: publicUrl(storefront, `/legal/${r.version}`, address),
  }));
}

/** The terms' and the privacy notice's CMS pages in `lang` (title and slug), for the checkout's review to link. */
export async function currentLegalPages(db: DB, lang: string) {
  const rows = await db
    .selectFrom("cms_page as p")
    .innerJoin("cms_page_i18n as i", "i.page_id", "p.id")
    .where("p.published", "=", 1)
    .select(["p.key", "i.title", "i.url_key"])
    .where("p.key", "in", LEGAL_KINDS)
    .where("i.lang", "=", lang)
    .execute();
  return LEGAL_KINDS.flatMap((kind) => rows.filter((r) => r.key === kind)).map((r) => ({ title: r.title, urlKey: r.url_key }));
}

/** The slug of the kind's CMS page in `lang` as it is now (the current version), or null. */
export async function currentLegalSlug(db: DB, kind: LegalKind, lang: string) {
  const row = await db
    .selectFrom("cms_page as p")
    .innerJoin("cms_page_i18n as i", "i.page_id", "p.id")
    .where("p.published", "=", 1)
    .select("i.url_key")
    .where("p.key", "=", kind)
    .where("i.lang", "=", lang)
    .executeTakeFirst();
  return row?.url_key ?? null;
}

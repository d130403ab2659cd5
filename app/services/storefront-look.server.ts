import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DB } from "~/db/db.server";
import type { MailLogo } from "~/lib/mail-html";
import { publicUrl } from "~/lib/public-url";
import { LOGO_FILE, type LookPageData, logoPngPath, MAX_LOGO_BYTES } from "~/lib/storefront-look";
import { sanitizeSvgLogo } from "~/lib/svg-logo";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { sharp, withImageSlot } from "./sharp.server";
import { resolvePublicAddress } from "./public-address.server";
import { findStorefront, forgetStorefronts, listStorefronts } from "./storefronts.server";

// A storefront's look and status (README "Logo, colour, and switching a storefront off"), as
// the owner's back office room sets them: the logo (a sanitised SVG or a PNG sharp reads), the
// brand colour, and whether the storefront is open. Each change is audited, forgets the kept
// storefront list on this instance at once (others within 30 s, storefronts.server.ts) and marks
// the catalogue version, so that the full-page cache and the sitemaps kept per version move on
// everywhere (catalogue-version.server.ts).

/** Where logos are kept: IMAGE_DIR/logos, beside the pictures (backups hold IMAGE_DIR). */
export const logoDir = (imageDir: string) => path.join(imageDir, "logos");

/** The largest side of the PNG drawn from an SVG logo for og:image and mail clients that show no SVG. */
const RENDERED_SIDE = 600;
const MAX_PNG_SIDE = 4000;

export const LOGO_MESSAGES = {
  missing: "Choose a logo to upload.",
  tooLarge: `The logo is larger than ${MAX_LOGO_BYTES / (1024 * 1024)} MB.`,
  notLogo: "That file is not a logo this shop takes: upload an SVG drawing or a PNG picture.",
  tooBig: `The PNG is larger than ${MAX_PNG_SIDE} pixels on a side.`,
  unreadable: "That SVG could not be drawn: check that it opens in a browser.",
} as const;

type Answer = { ok: true; changed: boolean } | { ok: false; message: string };

async function update(db: DB, department: string, kind: string, field: "enabled" | "logo" | "brand_colour", value: number | string | null, actor: string) {
  const changed = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("storefront").select(["enabled", "logo", "brand_colour"]).where("department", "=", department).executeTakeFirstOrThrow();
    const before = field === "enabled" ? Number(row.enabled) : row[field];
    if (before === value) return false;
    await trx
      .updateTable("storefront")
      .set({ [field]: value })
      .where("department", "=", department)
      .execute();
    await markCatalogueChanged(trx);
    await recordAudit(trx, { actor, kind, subject: department, before: { [field]: before }, after: { [field]: value } });
    return true;
  });
  forgetStorefronts();
  return changed;
}

/** Switches a storefront on or off; the default storefront is never switched off (the service refuses, whatever the form says). */
export async function setStorefrontEnabled(db: DB, department: string, enabled: boolean, actor: string): Promise<Answer> {
  const row = await db.selectFrom("storefront").select("is_default").where("department", "=", department).executeTakeFirst();
  if (!row) return { ok: false, message: "That storefront is not known." };
  if (!enabled && row.is_default === 1) {
    return {
      ok: false,
      message: "The default storefront cannot be switched off: unknown hosts are answered by it. Make another storefront the default first.",
    };
  }
  return { ok: true, changed: await update(db, department, "storefront.enabled", "enabled", enabled ? 1 : 0, actor) };
}

/** Sets the brand colour ("#rrggbb", checked by brandColourSchema) or, with null, goes back to the shop's own. */
export async function setBrandColour(db: DB, department: string, colour: string | null, actor: string): Promise<Answer> {
  return { ok: true, changed: await update(db, department, "storefront.colour", "brand_colour", colour, actor) };
}

export async function removeLogo(db: DB, department: string, actor: string): Promise<Answer> {
  // the files stay: a page or mail already sent may still show them, and they are small
  return { ok: true, changed: await update(db, department, "storefront.logo", "logo", null, actor) };
}

/**
 * Reads an upload as a logo: a PNG sharp reads, or an SVG drawing once sanitised (lib/svg-logo.ts)
 * that sharp can draw. Whatever the file's name or type says, its bytes decide.
 */
async function readLogo(file: File): Promise<{ ok: true; kind: "svg" | "png"; bytes: Buffer } | { ok: false; message: string }> {
  const bytes = Buffer.from(await file.arrayBuffer());
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (meta?.format === "png") {
    if (!meta.width || !meta.height) return { ok: false, message: LOGO_MESSAGES.notLogo };
    if (meta.width > MAX_PNG_SIDE || meta.height > MAX_PNG_SIDE) return { ok: false, message: LOGO_MESSAGES.tooBig };
    return { ok: true, kind: "png", bytes };
  }
  const text = bytes.toString("utf8");
  if (!/^\s*</.test(text.replace(/^\uFEFF/, ""))) return { ok: false, message: LOGO_MESSAGES.notLogo };
  const clean = sanitizeSvgLogo(text);
  if (!clean.ok) return clean;
  const svg = Buffer.from(clean.svg);
  const drawn = await sharp(svg)
    .metadata()
    .catch(() => null);
  if (drawn?.format !== "svg") return { ok: false, message: LOGO_MESSAGES.unreadable };
  return { ok: true, kind: "svg", bytes: svg };
}

/**
 * Stores an uploaded logo and makes it the storefront's. Files are named by their content's
 * hash: a new logo is a new URL (served with a year's cache), the same logo twice is one file.
 * An SVG gets a PNG drawn from it beside it, for og:image and mail clients that show no SVG.
 */
export async function storeLogo(db: DB, imageDir: string, department: string, file: File | null, actor: string): Promise<Answer> {
  if (!file || file.size === 0) return { ok: false, message: LOGO_MESSAGES.missing };
  if (file.size > MAX_LOGO_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  const logo = await readLogo(file);
  if (!logo.ok) return logo;
  const hash = createHash("sha256").update(logo.bytes).digest("hex").slice(0, 32);
  const dir = logoDir(imageDir);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${hash}.${logo.kind}`), logo.bytes);
  if (logo.kind === "svg") {
    const rendered = await withImageSlot(() =>
      sharp(logo.bytes, { density: 300 })
        .resize(RENDERED_SIDE, RENDERED_SIDE, { fit: "inside" })
        .png()
        .toBuffer()
        .catch(() => null),
    );
    if (!rendered) return { ok: false, message: LOGO_MESSAGES.unreadable };
    await writeFile(path.join(dir, `${hash}.png`), rendered);
  }
  return { ok: true, changed: await update(db, department, "storefront.logo", "logo", `${hash}.${logo.kind}`, actor) };
}

/** A stored logo's bytes (or the PNG drawn from an SVG one), null for a name that is not one. */
export async function readLogoFile(imageDir: string, file: string) {
  if (!LOGO_FILE.test(file)) return null;
  return readFile(path.join(logoDir(imageDir), file)).catch(() => null);
}

/** The look room's data for a storefront (the default one when none is named), null for an unknown department. */
export async function loadLookPage(db: DB, department: string | undefined): Promise<LookPageData | null> {
  const all = await listStorefronts(db);
  const chosen = department === undefined ? (all.find((s) => s.isDefault) ?? all[0]) : all.find((s) => s.department === department);
  if (!chosen) return null;
  return {
    storefronts: all.map((s) => ({ department: s.department, name: s.name, enabled: s.enabled })),
    department: chosen.department,
    name: chosen.name,
    isDefault: chosen.isDefault,
    enabled: chosen.enabled,
    logo: chosen.logo,
    brandColour: chosen.brandColour,
  };
}

/**
 * A storefront's logo in its mails: the PNG (an SVG one's drawn PNG: mail clients seldom show
 * SVG) at an absolute URL on the storefront's configured domain and the public scheme and port —
 * never a request's Host (DESIGN.md "Sessions and safety"); null without a logo.
 */
export async function mailLogo(db: DB, department: string): Promise<MailLogo | null> {
  const storefront = await findStorefront(db, department);
  if (!storefront?.logo) return null;
  return { src: publicUrl(storefront, logoPngPath(storefront.logo), await resolvePublicAddress(db)), alt: storefront.name };
}

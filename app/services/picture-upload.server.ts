import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect";
import { SOURCE_SIZE } from "~/db/seed/images.server";
import { VARIANT_CACHE_DIR } from "~/lib/images";
import { sharp, withImageSlot } from "./sharp.server";

// A picture uploaded in the back office (a product's, a blog post's cover, a home page banner)
// is stored by the import's rules (catalogue-write.server.ts storeNewImages): read by sharp —
// a file sharp cannot read as a picture is refused, whatever its name or type says — turned
// upright, at most 1400 px, written under IMAGE_DIR, and given an `image` row that the image
// route (/images/{id}/{width}.{format}) serves in every size. Linking it to what shows it is the
// caller's, in its own transaction: a picture stored for a save that then fails is only an
// unused file and row.

/** The largest picture a form takes (app/body-limit.server.ts gives its routes a little more, for the form around it). */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** What sharp reads and a browser shows; the stored original is JPEG, or PNG when it has transparency. */
const FORMATS = new Set(["jpeg", "png", "webp", "avif", "gif", "tiff"]);
/** A picture's side above this is someone's mistake (or a decompression bomb), not a product photo. */
const MAX_SIDE = 20_000;

export type PictureAnswer = { ok: true; id: number; width: number; height: number } | { ok: false; message: string };

export const PICTURE_MESSAGES = {
  missing: "Choose a picture to upload.",
  tooLarge: `The picture is larger than ${MAX_PICTURE_BYTES / (1024 * 1024)} MB.`,
  notPicture: "That file is not a picture: upload a JPEG, PNG, WebP, AVIF, GIF or TIFF file.",
  tooBig: `The picture is larger than ${MAX_SIDE} pixels on a side.`,
} as const;

/** An uploaded file that sharp reads as a picture, not yet stored. */
export type CheckedPicture = { bytes: Buffer; hasAlpha: boolean };

/**
 * Reads an uploaded file as a picture, or says why it is not one in words for the form. A form
 * taking several files checks them all before it stores any: one that is not a picture and none
 * is stored.
 */
export async function checkUploadedPicture(file: File | null | undefined): Promise<{ ok: true; picture: CheckedPicture } | { ok: false; message: string }> {
  if (!file || file.size === 0) return { ok: false, message: PICTURE_MESSAGES.missing };
  if (file.size > MAX_PICTURE_BYTES) return { ok: false, message: PICTURE_MESSAGES.tooLarge };
  const bytes = Buffer.from(await file.arrayBuffer());
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) return { ok: false, message: PICTURE_MESSAGES.notPicture };
  if (meta.width > MAX_SIDE || meta.height > MAX_SIDE) return { ok: false, message: PICTURE_MESSAGES.tooBig };
  return { ok: true, picture: { bytes, hasAlpha: Boolean(meta.hasAlpha) } };
}

/** Stores a checked picture: its file under IMAGE_DIR and its `image` row. */
export async function storeCheckedPicture(db: DB, imageDir: string, picture: CheckedPicture): Promise<PictureAnswer> {
  const name = `uploads/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${picture.hasAlpha ? "png" : "jpg"}`;
  const target = path.join(imageDir, name);
  await mkdir(path.dirname(target), { recursive: true });
  const info = await withImageSlot(() =>
    sharp(picture.bytes, { animated: false })
      .rotate()
      .resize(SOURCE_SIZE, SOURCE_SIZE, { fit: "inside", withoutEnlargement: true })
      .toFile(target)
      .catch(() => null),
  );
  if (!info) return { ok: false, message: PICTURE_MESSAGES.notPicture };
  const id = await insertImage(db, name, info.width, info.height);
  // resized variants are cached by image id: none may be left from a picture that once had it
  await rm(path.join(imageDir, VARIANT_CACHE_DIR, String(id)), { recursive: true, force: true });
  return { ok: true, id, width: info.width, height: info.height };
}

/** Checks and stores an uploaded picture; the answer names the new image, or says why not in words for the form. */
export async function storeUploadedPicture(db: DB, imageDir: string, file: File | null | undefined): Promise<PictureAnswer> {
  const checked = await checkUploadedPicture(file);
  return checked.ok ? storeCheckedPicture(db, imageDir, checked.picture) : checked;
}

/** image.id is a plain integer key (as the import writes it): the next free one, again if an import or a colleague took it meanwhile. */
async function insertImage(db: DB, file: string, width: number, height: number) {
  for (let attempt = 0; ; attempt++) {
    const { max } = await db
      .selectFrom("image")
      .select((eb) => eb.fn.max("id").as("max"))
      .executeTakeFirstOrThrow();
    const id = Number(max ?? 0) + 1;
    try {
      await db.insertInto("image").values({ id, file, width, height }).execute();
      return id;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

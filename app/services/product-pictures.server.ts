import type { DB } from "~/db/db.server";
import { addPictures, movePicture, type PictureMove } from "~/lib/product-pictures";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";

// A product's pictures in the back office (README "Pictures"): the order of product_image (the
// first is the main picture), the merchant's alt text per language (product_image_alt, 035).
// Each change is one transaction with its audit row and a new catalogue version, so the page
// cache lets the storefront show it within seconds. A removed picture is only unlinked: its
// image row and file stay, an import or another product may name the same picture.

export interface AdminPicture {
  id: number;
  width: number;
  height: number;
  file: string;
  /** the merchant's alt text by language; a language without one is missing */
  alt: Record<string, string>;
}

/** The product's pictures in their order. */
export async function listProductPictures(db: DB, productId: number): Promise<AdminPicture[]> {
  const [rows, alts] = await Promise.all([
    db
      .selectFrom("product_image as pi")
      .innerJoin("image as im", "im.id", "pi.image_id")
      .select(["im.id", "im.width", "im.height", "im.file"])
      .where("pi.product_id", "=", productId)
      .orderBy("pi.position")
      .execute(),
    db.selectFrom("product_image_alt").select(["image_id", "lang", "alt"]).where("product_id", "=", productId).execute(),
  ]);
  return rows.map((row) => ({
    ...row,
    alt: Object.fromEntries(alts.filter((a) => a.image_id === row.id).map((a) => [a.lang, a.alt])),
  }));
}

async function pictureIds(trx: DB, productId: number) {
  const rows = await trx.selectFrom("product_image").select("image_id").where("product_id", "=", productId).orderBy("position").execute();
  return rows.map((row) => row.image_id);
}

/** Writes the product's list anew (position is part of the key: moving rows one by one would collide). */
async function writeList(trx: DB, productId: number, ids: readonly number[]) {
  await trx.deleteFrom("product_image").where("product_id", "=", productId).execute();
  if (ids.length)
    await trx
      .insertInto("product_image")
      .values(ids.map((image_id, position) => ({ product_id: productId, position, image_id })))
      .execute();
}

type Change = { productId: number; actor: string };

/** Changes the list (`next` from the current one) with its audit row; false when nothing changed. */
async function changeList(db: DB, input: Change, next: (ids: number[]) => number[]) {
  return db.transaction().execute(async (trx) => {
    const before = await pictureIds(trx, input.productId);
    const after = next(before);
    if (after.join() === before.join()) return false;
    await writeList(trx, input.productId, after);
    // an unlinked picture's alt texts go with it
    const gone = before.filter((id) => !after.includes(id));
    if (gone.length) await trx.deleteFrom("product_image_alt").where("product_id", "=", input.productId).where("image_id", "in", gone).execute();
    await markCatalogueChanged(trx);
    await recordAudit(trx, {
      actor: input.actor,
      kind: "product.pictures",
      subject: `product:${input.productId}`,
      before: { pictures: before },
      after: { pictures: after },
    });
    return true;
  });
}

/** Adds stored pictures (storeCheckedPicture) after the product's own. */
export const addProductPictures = (db: DB, input: Change & { imageIds: readonly number[] }) => changeList(db, input, (ids) => addPictures(ids, input.imageIds));

/** Moves a picture first (the main picture), up or down. */
export const moveProductPicture = (db: DB, input: Change & { imageId: number; to: PictureMove }) =>
  changeList(db, input, (ids) => movePicture(ids, input.imageId, input.to));

/** Takes a picture off the product. */
export const removeProductPicture = (db: DB, input: Change & { imageId: number }) => changeList(db, input, (ids) => ids.filter((id) => id !== input.imageId));

/** Sets a picture's alt texts (an empty one removes it); false when the picture is not the product's or nothing changed. */
export async function saveProductPictureAlt(db: DB, input: Change & { imageId: number; alt: Record<string, string> }) {
  return db.transaction().execute(async (trx) => {
    if (!(await pictureIds(trx, input.productId)).includes(input.imageId)) return false;
    const rows = await trx
      .selectFrom("product_image_alt")
      .select(["lang", "alt"])
      .where("product_id", "=", input.productId)
      .where("image_id", "=", input.imageId)
      .execute();
    const before = Object.fromEntries(rows.map((r) => [r.lang, r.alt]));
    const after = { ...before };
    for (const [lang, alt] of Object.entries(input.alt)) {
      if (alt) after[lang] = alt;
      else delete after[lang];
    }
    const langs = Object.keys(input.alt).filter((lang) => (before[lang] ?? "") !== (after[lang] ?? ""));
    if (langs.length === 0) return false;
    const key = trx.deleteFrom("product_image_alt").where("product_id", "=", input.productId).where("image_id", "=", input.imageId);
    await key.where("lang", "in", langs).execute();
    const written = langs.filter((lang) => after[lang]).map((lang) => ({ product_id: input.productId, image_id: input.imageId, lang, alt: after[lang] }));
    if (written.length) await trx.insertInto("product_image_alt").values(written).execute();
    await markCatalogueChanged(trx);
    await recordAudit(trx, {
      actor: input.actor,
      kind: "product.picture_alt",
      subject: `product:${input.productId}`,
      before: { image: input.imageId, alt: before },
      after: { image: input.imageId, alt: after },
    });
    return true;
  });
}

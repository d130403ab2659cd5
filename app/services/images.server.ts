import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { sharp, withImageSlot } from "./sharp.server";
import type { DB } from "~/db/db.server";
import { type ImageFormat, VARIANT_CACHE_DIR } from "~/lib/images";

// Resized product pictures (spec §9 sizes, app/lib/images.ts): made once with sharp from the
// stored original and kept on disk as {imageDir}/cache/{id}/{width}.{format}. Files are
// written to a temporary name and renamed, so a reader never sees half a file, even when
// several processes make the same variant at once; in one process, concurrent first
// requests share one resize.

export interface ImageVariant {
  body: Buffer;
  /** strong validator of this variant's bytes */
  etag: string;
  fromCache: boolean;
}

type Image = ReturnType<typeof sharp>;
const ENCODERS: Record<ImageFormat, (image: Image) => Image> = {
  webp: (image) => image.webp({ quality: 80 }),
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  jpg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
};

const inFlight = new Map<string, Promise<ImageVariant | null>>();

const etagOf = (size: number, mtimeMs: number) => `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

async function readCached(file: string): Promise<ImageVariant | null> {
  try {
    const [body, info] = await Promise.all([readFile(file), stat(file)]);
    return { body, etag: etagOf(info.size, info.mtimeMs), fromCache: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

async function produce(db: DB, imageDir: string, id: number, width: number, format: ImageFormat, target: string) {
  const row = await db.selectFrom("image").select("file").where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const root = path.resolve(imageDir);
  const original = path.resolve(root, row.file);
  // the file column is data, not trusted: it must stay inside the image folder
  if (!original.startsWith(root + path.sep)) return null;
  let body: Buffer;
  try {
    body = await withImageSlot(() => ENCODERS[format](sharp(original).rotate().resize({ width, withoutEnlargement: true })).toBuffer());
  } catch (error) {
    if (/missing|no such file|unsupported image format/i.test(String((error as Error).message))) return null;
    throw error;
  }
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temp, body);
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  const info = await stat(target);
  return { body, etag: etagOf(info.size, info.mtimeMs), fromCache: false };
}

/** The variant's bytes, from the disk cache or made now; null when the image is unknown. */
export async function getImageVariant(db: DB, imageDir: string, id: number, width: number, format: ImageFormat): Promise<ImageVariant | null> {
  const target = path.join(imageDir, VARIANT_CACHE_DIR, String(id), `${width}.${format}`);
  const cached = await readCached(target);
  if (cached) return cached;
  const key = `${id}/${width}.${format}`;
  let job = inFlight.get(key);
  if (!job) {
    job = produce(db, imageDir, id, width, format, target).finally(() => inFlight.delete(key));
    inFlight.set(key, job);
  }
  return job;
}

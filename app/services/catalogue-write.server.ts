import { existsSync, realpathSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { DB } from "~/db/db.server";
import { insertMany } from "~/db/seed/bulk.server";
import { SOURCE_SIZE } from "~/db/seed/images.server";
import { rebuildSearchIndex } from "~/db/search-index";
import type { RowProblem } from "~/lib/catalogue-file";
import {
  type CatalogueShop,
  type Counts,
  type ImportPlan,
  planCatalogueImport,
  type PlanOptions,
  type ProductWrite,
  searchIndexScope,
} from "~/lib/catalogue-rows";
import type { CatalogueRows } from "~/lib/catalogue-sections";
import { VARIANT_CACHE_DIR } from "~/lib/images";
import type { Progress } from "~/lib/progress";
import { loadCatalogueProducts, loadCatalogueShop } from "./catalogue-shop.server";
import { markCatalogueChanged, readCatalogueVersion } from "./catalogue-version.server";
import { sharp } from "./sharp.server";
import { importedFigures, type StockCause } from "./stock-movements.server";

// Writing catalogue rows into the shop (README "Catalogue import and export"), whoever read them:
// the import command today, an upload or a product form of the back office later. The rows are
// checked whole first (app/lib/catalogue-rows.ts): any bad row and nothing is written. A good set
// is one transaction with the search index and the catalogue version, so every instance's
// listings and cached pages follow; rows that change nothing write nothing.

export interface CatalogueWriteOptions {
  /** where image names are looked up: the import file's folder unless --images DIR */
  sourceDir: string;
  /** the shop's IMAGE_DIR */
  imageDir: string;
  /** check and count, write nothing */
  dryRun?: boolean;
  progress?: (label: string, total: number) => Progress;
  /** where a picture the shop does not have comes from, instead of `sourceDir` (a browser's upload has no folder) */
  locateImage?: PlanOptions["locateImage"];
}

export interface CatalogueWriteReport {
  ok: boolean;
  problems: RowProblem[];
  products: Counts;
  brands: Counts;
  categories: Counts;
  images: number;
  /** the catalogue version after the write; null when nothing changed (or a dry run) */
  version: number | null;
  changed: boolean;
  /** how long each phase took, for an operator sizing a big import */
  seconds: Record<string, number>;
}

/** Checks the rows against the shop and writes what differs: refused whole when any row is bad (report.ok false). */
export async function writeCatalogueRows(db: DB, rows: CatalogueRows, options: CatalogueWriteOptions): Promise<CatalogueWriteReport> {
  const seconds: Record<string, number> = {};
  let mark = performance.now();
  const lap = (phase: string) => {
    const now = performance.now();
    seconds[phase] = (now - mark) / 1000;
    mark = now;
  };
  const shop = await loadCatalogueShop(db);
  const existing = await loadCatalogueProducts(db);
  lap("loaded");
  const plan = planCatalogueImport(rows, shop, existing, {
    locateImage: options.locateImage ?? ((name) => locateImage(options.sourceDir, name)),
    progress: options.progress,
  });
  lap("checked");
  const report: CatalogueWriteReport = {
    ok: plan.problems.length === 0,
    problems: plan.problems,
    products: plan.productCounts,
    brands: plan.brandCounts,
    categories: plan.categoryCounts,
    images: plan.newImages.length,
    version: null,
    changed: plan.changed,
    seconds,
  };
  if (!report.ok || options.dryRun || !plan.changed) return report;
  const imageRows = await storeNewImages(plan.newImages, shop, options);
  lap("images");
  report.version = await db.transaction().execute(async (trx) => {
    await applyCataloguePlan(trx, plan, imageRows, { progress: options.progress, written: () => lap("written") });
    return readCatalogueVersion(trx);
  });
  lap("search index and commit");
  return report;
}

/**
 * Writes a checked plan (no problems) inside the caller's transaction: its rows, the search rows
 * of what changed, and the catalogue version. The import writes a file's plan with it, the back
 * office's product form a plan of one row (app/services/product-admin.server.ts).
 */
export async function applyCataloguePlan(
  trx: DB,
  plan: ImportPlan,
  imageRows: { id: number; file: string; width: number; height: number }[] = [],
  options: { progress?: CatalogueWriteOptions["progress"]; written?: () => void; stockCause?: StockCause } = {},
) {
  if (!plan.changed) return;
  await writePlan(trx, plan, imageRows, options.stockCause ?? IMPORT_CAUSE, options.progress);
  options.written?.();
  await rebuildSearchIndex(trx, searchIndexScope(plan));
  await markCatalogueChanged(trx);
}

/** A picture the shop does not have yet, as a file under `dir`: read only when it is there and no link leads to it. */
function locateImage(dir: string, name: string) {
  const source = path.resolve(dir, name);
  if (!existsSync(source)) return { problem: `image file not found: ${source}` };
  if (throughSymlink(dir, name)) return { problem: `image file is reached through a symbolic link: ${source} (copy the picture into the folder)` };
  return { source };
}

/**
 * Whether the picture `name` (a safe relative name: no "." or ".." segments) is reached through a
 * symbolic link — the file itself or a folder on its way inside `dir`. Import reads only files
 * that are in the folder it was given: a link could hand it any file the command can read.
 */
function throughSymlink(dir: string, name: string) {
  return realpathSync(path.resolve(dir, name)) !== path.resolve(realpathSync(dir), name);
}

/**
 * New pictures go through sharp as the seed's do: turned upright, at most 1400 px, written under
 * IMAGE_DIR by the name the file gives. Before the transaction: a picture written for an import
 * whose transaction then fails is only an unused file.
 */
async function storeNewImages(images: { name: string; source: string }[], shop: CatalogueShop, options: CatalogueWriteOptions) {
  let nextId = Math.max(0, ...shop.images.values()) + 1;
  const rows: { id: number; file: string; width: number; height: number }[] = [];
  const progress = images.length ? options.progress?.("storing images", images.length) : undefined;
  for (const image of images) {
    const target = path.join(options.imageDir, image.name);
    await mkdir(path.dirname(target), { recursive: true });
    const info = await sharp(image.source).rotate().resize(SOURCE_SIZE, SOURCE_SIZE, { fit: "inside", withoutEnlargement: true }).toFile(target);
    const id = nextId++;
    // resized variants are cached by image id (images.server.ts): none may be left from an older image
    await rm(path.join(options.imageDir, VARIANT_CACHE_DIR, String(id)), { recursive: true, force: true });
    rows.push({ id, file: image.name, width: info.width, height: info.height });
    shop.images.set(image.name, id);
    progress?.advance();
  }
  progress?.finish();
  return rows;
}

/** Who changes the figures an import sets (the product form names its staff member). */
const IMPORT_CAUSE: StockCause = { reason: "import", actor: "import" };

/** Chunks that keep `where … in (…)` under both dialects' parameter limits. */
const IN_CHUNK = 5_000;

async function writePlan(
  db: DB,
  plan: ImportPlan,
  imageRows: { id: number; file: string; width: number; height: number }[],
  stockCause: StockCause,
  progress?: CatalogueWriteOptions["progress"],
) {
  await insertMany(db, "image", imageRows);
  const imageIds = new Map(imageRows.map((r) => [r.file, r.id]));
  const allImageIds = new Map([...(await db.selectFrom("image").select(["id", "file"]).execute()).map((r) => [r.file, r.id] as const), ...imageIds]);

  for (const brand of plan.brands) {
    if (brand.isNew)
      await db
        .insertInto("brand")
        .values(brand.row as never)
        .execute();
    else await db.updateTable("brand").set(brand.row).where("id", "=", brand.id).execute();
    await db.deleteFrom("brand_i18n").where("brand_id", "=", brand.id).execute();
    await insertMany(db, "brand_i18n", brand.descriptions);
  }
  for (const category of plan.categories) {
    if (category.isNew)
      await db
        .insertInto("category")
        .values(category.row as never)
        .execute();
    else await db.updateTable("category").set(category.row!).where("id", "=", category.id).execute();
    await db.deleteFrom("category_i18n").where("category_id", "=", category.id).execute();
    await insertMany(db, "category_i18n", category.texts);
  }

  const bar = progress?.("writing products", plan.products.length);
  const created = plan.products.filter((p) => p.isNew);
  const updated = plan.products.filter((p) => !p.isNew);
  // url keys are unique per language: two products swapping theirs would meet the index half
  // way, so every key that changes is first moved out of the way (a value no url key can have)
  for (const p of updated) {
    for (const lang of p.renamed) {
      await db
        .updateTable("product_i18n")
        .set({ url_key: `~${p.id}` })
        .where("product_id", "=", p.id)
        .where("lang", "=", lang)
        .execute();
    }
  }
  // updated products: the changed product rows one by one, their changed lists replaced whole
  for (let i = 0; i < updated.length; i += IN_CHUNK) {
    const chunk = updated.slice(i, i + IN_CHUNK);
    for (const p of chunk) {
      if (p.product) await db.updateTable("product").set(p.product).where("id", "=", p.id).execute();
      for (const text of p.texts) {
        // a language the product had no row in yet is inserted (planProducts gives it a title)
        if ("title" in text) {
          await db
            .insertInto("product_i18n")
            .values(text as never)
            .execute();
          continue;
        }
        const { product_id, lang, ...values } = text;
        await db
          .updateTable("product_i18n")
          .set(values)
          .where("product_id", "=", product_id as number)
          .where("lang", "=", lang as string)
          .execute();
      }
    }
    await replaceLists(db, chunk, allImageIds, stockCause);
    bar?.advance(chunk.length);
  }
  for (let i = 0; i < created.length; i += IN_CHUNK) {
    const chunk = created.slice(i, i + IN_CHUNK);
    await insertMany(
      db,
      "product",
      chunk.map((p) => p.product!),
    );
    await insertMany(
      db,
      "product_i18n",
      chunk.flatMap((p) => p.texts),
    );
    await replaceLists(db, chunk, allImageIds, stockCause);
    bar?.advance(chunk.length);
  }
  bar?.finish();
  await moveRenamedProductUrls(db, plan.products);
}

/**
 * A product whose url key changed keeps its old URL as a permanent redirect (301) to the new one
 * in every storefront of that language (README "Catalogue import and export").
 */
async function moveRenamedProductUrls(db: DB, products: ProductWrite[]) {
  const storefronts = await db.selectFrom("storefront").select(["department", "iso"]).execute();
  const langs = [...new Set(products.flatMap((p) => p.texts.map((t) => t.lang as string)))];
  await moveRenamedUrls(
    db,
    langs.map((lang) => ({
      departments: [...new Set(storefronts.filter((s) => s.iso === lang).map((s) => s.department))],
      inUse: products.flatMap((p) => p.texts.filter((t) => t.lang === lang).map((t) => `/${t.url_key as string}`)),
      moves: products.flatMap((p) => p.urlMoves.filter((r) => r.lang === lang)).map(({ from, to }) => ({ from: `/${from}`, to: `/${to}` })),
    })),
  );
}

/** Old and new paths (unprefixed, with their leading slash) in some storefronts, and the paths that now lead to a page there. */
export interface UrlMoves {
  departments: string[];
  inUse: string[];
  moves: { from: string; to: string }[];
}

/**
 * A page whose URL changed — a product's or a category's url key, a brand's — keeps its old URL
 * as a permanent redirect (301) to the new one in the storefronts given. Redirects that led to the
 * old URL now lead to the new one (no chains), and no redirect may start at a path a page now
 * has: the redirect check runs before the page, so it would hide the page (and a key renamed back
 * and forth would otherwise loop).
 */
export async function moveRenamedUrls(db: DB, groups: UrlMoves[]) {
  for (const { departments, inUse, moves } of groups) {
    if (departments.length === 0) continue;
    for (let i = 0; i < inUse.length; i += IN_CHUNK) {
      await db
        .deleteFrom("redirect")
        .where("department", "in", departments)
        .where("from_path", "in", inUse.slice(i, i + IN_CHUNK))
        .execute();
    }
    for (const { from, to } of moves) {
      await db.updateTable("redirect").set({ to_url: to }).where("department", "in", departments).where("to_url", "=", from).execute();
      await db.deleteFrom("redirect").where("department", "in", departments).where("from_path", "=", from).execute();
      await insertMany(
        db,
        "redirect",
        departments.map((department) => ({ department, from_path: from, to_url: to, status: 301 })),
      );
    }
  }
}

async function replaceLists(db: DB, products: ProductWrite[], imageIds: Map<string, number>, stockCause: StockCause) {
  const lists = [
    { table: "product_category", rows: (p: ProductWrite) => p.categories },
    { table: "product_attribute_value", rows: (p: ProductWrite) => p.values },
    { table: "product_stock", rows: (p: ProductWrite) => p.stock },
    {
      table: "product_image",
      rows: (p: ProductWrite) => p.images?.map((file, position) => ({ product_id: p.id, position, image_id: imageIds.get(file)! })),
    },
  ] as const;
  for (const list of lists) {
    const touched = products.filter((p) => list.rows(p) !== undefined);
    // the import sets figures: what each changes is a movement (README "Stock")
    if (list.table === "product_stock")
      await importedFigures(
        db,
        touched.filter((p) => !p.isNew).map((p) => p.id),
        touched.flatMap((p) => p.stock!) as { product_id: number; warehouse_code: string; qty: number }[],
        stockCause,
      );
    const stale = touched.filter((p) => !p.isNew).map((p) => p.id);
    if (stale.length) await db.deleteFrom(list.table).where("product_id", "in", stale).execute();
    await insertMany(
      db,
      list.table,
      touched.flatMap((p) => list.rows(p)!),
    );
  }
}

import type { DB } from "~/db/db.server";
import { insertMany } from "~/db/seed/bulk.server";
import { rebuildSearchIndex } from "~/db/search-index";
import { isUrlKey } from "~/lib/catalogue-file";
import { childrenOf, linksMoved, moveProblem, placements, reorder, subtreeIds, type TreeNode } from "~/lib/category-tree";
import { slugify } from "~/lib/text";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { moveRenamedUrls } from "./catalogue-write.server";

// The back office's categories (README "Categories and brands"): the tree, a category's names and
// url keys per storefront language, its place (parent and order), and deleting an empty one. A
// category's page is at its store url (the url keys of its ancestors and its own): whatever
// changes store urls — a new url key, a move — leaves a 301 from each old one in every storefront
// of that language (moveRenamedUrls, as a product's new url key does). Products are in their
// categories and every ancestor of them (product_category): a move takes them along. Each change
// is one transaction with its audit row, the search rows it touches and the catalogue version.

export interface CategoryText {
  name: string;
  urlKey: string;
  storeUrl: string;
}

export interface AdminCategory extends TreeNode {
  level: number;
  texts: Record<string, CategoryText>;
  /** products in it or in a category under it */
  products: number;
}

async function languagesOf(db: DB) {
  const rows = await db.selectFrom("storefront").select(["iso", "is_default"]).orderBy("is_default", "desc").orderBy("position").execute();
  return [...new Set(rows.map((r) => r.iso))];
}

/** Every category with its texts and product count; the default language first. */
export async function loadCategories(db: DB, options: { counts?: boolean } = {}) {
  const [languages, rows, texts, counts] = await Promise.all([
    languagesOf(db),
    db.selectFrom("category").select(["id", "parent_id", "position", "level"]).execute(),
    db.selectFrom("category_i18n").select(["category_id", "lang", "name", "url_key", "store_url"]).execute(),
    options.counts
      ? db
          .selectFrom("product_category")
          .select(["category_id", (eb) => eb.fn.countAll<number>().as("n")])
          .groupBy("category_id")
          .execute()
      : Promise.resolve([]),
  ]);
  const count = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  const byId = new Map<number, AdminCategory>(
    rows.map((r) => [r.id, { id: r.id, parentId: r.parent_id, position: r.position, level: r.level, urlKeys: {}, texts: {}, products: count.get(r.id) ?? 0 }]),
  );
  for (const t of texts) {
    const c = byId.get(t.category_id);
    if (!c) continue;
    c.urlKeys[t.lang] = t.url_key;
    c.texts[t.lang] = { name: t.name, urlKey: t.url_key, storeUrl: t.store_url };
  }
  return { languages, categories: [...byId.values()] };
}

/** The tree in order, depth first, as the room lists it. */
export function inTreeOrder(categories: AdminCategory[]) {
  const out: AdminCategory[] = [];
  const walk = (parentId: number | null) => {
    for (const c of childrenOf(categories, parentId) as AdminCategory[]) {
      out.push(c);
      walk(c.id);
    }
  };
  walk(null);
  return out;
}

export type CategoryTextsInput = Record<string, { name: string; urlKey: string }>;
export type CategoryAnswer = { ok: true; id: number; changed: boolean } | { ok: false; errors: Record<string, string> };

/** The names and url keys checked (a url key left empty is made from the name); errors by field. */
function checkTexts(languages: string[], input: CategoryTextsInput, others: AdminCategory[]) {
  const errors: Record<string, string> = {};
  const texts: Record<string, { name: string; urlKey: string }> = {};
  for (const lang of languages) {
    const name = (input[lang]?.name ?? "").trim();
    const typed = (input[lang]?.urlKey ?? "").trim();
    const urlKey = typed || slugify(name);
    if (!name) errors[`name_${lang}`] = `A name in language ${lang} is required.`;
    else if (name.length > 200) errors[`name_${lang}`] = "A name is at most 200 characters.";
    if (!isUrlKey(urlKey)) {
      if (typed || name) errors[`url_key_${lang}`] = `"${urlKey}" is not a URL key: small letters a–z, digits and single dashes.`;
    } else if (urlKey.length > 200) errors[`url_key_${lang}`] = "A URL key is at most 200 characters.";
    else if (others.some((c) => c.urlKeys[lang] === urlKey)) errors[`url_key_${lang}`] = `URL key "${urlKey}" is used by another category in language ${lang}.`;
    texts[lang] = { name, urlKey };
  }
  return { errors, texts };
}

/**
 * Writes the tree `after` where it differs from `before` (category rows, store urls) with the
 * 301s from every store url that changed, and moves the products of moved categories into their
 * new ancestors. Returns the ids of products whose search rows changed.
 */
async function writeTree(trx: DB, languages: string[], before: AdminCategory[], after: TreeNode[], only: Set<number>) {
  const was = placements(before);
  const now = placements(after);
  const byId = new Map(before.map((c) => [c.id, c]));
  const moved: number[] = [];
  const urlChanges: { id: number; lang: string; from: string; to: string }[] = [];
  for (const node of after) {
    if (!only.has(node.id)) continue;
    const old = byId.get(node.id);
    const placed = now.get(node.id)!;
    if (!old) continue;
    const placedBefore = was.get(node.id)!;
    if (old.parentId !== node.parentId || old.position !== node.position || placedBefore.path !== placed.path || placedBefore.level !== placed.level) {
      await trx
        .updateTable("category")
        .set({ parent_id: node.parentId, position: node.position, path: placed.path, level: placed.level })
        .where("id", "=", node.id)
        .execute();
    }
    if (placedBefore.path !== placed.path) moved.push(node.id);
    for (const lang of languages) {
      const from = old.texts[lang]?.storeUrl;
      const to = placed.storeUrls[lang];
      if (from !== undefined && to !== undefined && from !== to) urlChanges.push({ id: node.id, lang, from, to });
    }
  }
  // store urls are unique per language: those that change first step aside, as product url keys do
  for (const change of urlChanges) {
    await trx
      .updateTable("category_i18n")
      .set({ store_url: `~${change.id}` })
      .where("category_id", "=", change.id)
      .where("lang", "=", change.lang)
      .execute();
  }
  for (const change of urlChanges) {
    await trx.updateTable("category_i18n").set({ store_url: change.to }).where("category_id", "=", change.id).where("lang", "=", change.lang).execute();
  }
  await leaveRedirects(trx, urlChanges, []);
  return moved.length ? relinkProducts(trx, before, after, moved) : [];
}

/** 301s from the old store urls, and no redirect left in front of a store url now in use. */
async function leaveRedirects(trx: DB, changes: { lang: string; from: string; to: string }[], created: { lang: string; storeUrl: string }[]) {
  const storefronts = await trx.selectFrom("storefront").select(["department", "iso"]).execute();
  const langs = [...new Set([...changes.map((c) => c.lang), ...created.map((c) => c.lang)])];
  await moveRenamedUrls(
    trx,
    langs.map((lang) => ({
      departments: [...new Set(storefronts.filter((s) => s.iso === lang).map((s) => s.department))],
      inUse: [...changes.filter((c) => c.lang === lang).map((c) => `/${c.to}`), ...created.filter((c) => c.lang === lang).map((c) => `/${c.storeUrl}`)],
      moves: changes.filter((c) => c.lang === lang).map((c) => ({ from: `/${c.from}`, to: `/${c.to}` })),
    })),
  );
}

/** Products of moved categories leave the old ancestors and enter the new ones; their ids. */
async function relinkProducts(trx: DB, before: TreeNode[], after: TreeNode[], moved: number[]) {
  const oldPaths = new Map([...placements(before)].map(([id, p]) => [id, p.path]));
  const newPaths = new Map([...placements(after)].map(([id, p]) => [id, p.path]));
  const productIds = [
    ...new Set((await trx.selectFrom("product_category").select("product_id").where("category_id", "in", moved).execute()).map((r) => r.product_id)),
  ];
  for (let i = 0; i < productIds.length; i += 5_000) {
    const chunk = productIds.slice(i, i + 5_000);
    const links = await trx.selectFrom("product_category").select(["product_id", "category_id", "position"]).where("product_id", "in", chunk).execute();
    const byProduct = new Map<number, { category_id: number; position: number }[]>();
    for (const l of links) byProduct.set(l.product_id, [...(byProduct.get(l.product_id) ?? []), l]);
    const removals = new Map<number, number[]>();
    const additions: { category_id: number; product_id: number; position: number }[] = [];
    for (const [productId, rows] of byProduct) {
      const linked = rows.map((r) => r.category_id);
      const wanted = new Set(linksMoved(oldPaths, newPaths, linked));
      const position = Math.max(0, ...rows.map((r) => r.position));
      for (const c of linked) if (!wanted.has(c)) removals.set(c, [...(removals.get(c) ?? []), productId]);
      for (const c of wanted) if (!linked.includes(c)) additions.push({ category_id: c, product_id: productId, position });
    }
    for (const [categoryId, ids] of removals)
      await trx.deleteFrom("product_category").where("category_id", "=", categoryId).where("product_id", "in", ids).execute();
    await insertMany(trx, "product_category", additions);
  }
  return productIds;
}

/** Search rows hold category names: those of these products are written again (all when many). */
async function refreshSearch(trx: DB, productIds: readonly number[]) {
  if (productIds.length === 0) return;
  await rebuildSearchIndex(trx, productIds.length > 5_000 ? undefined : productIds);
}

async function productsIn(trx: DB, categoryId: number) {
  return (await trx.selectFrom("product_category").select("product_id").where("category_id", "=", categoryId).execute()).map((r) => r.product_id);
}

const snapshot = (c: { parentId: number | null; position: number; texts: Record<string, { name: string; urlKey: string }> }) => ({
  parent: c.parentId,
  position: c.position,
  texts: Object.fromEntries(Object.entries(c.texts).map(([lang, t]) => [lang, { name: t.name, urlKey: t.urlKey }])),
});

/** A new category under `parentId` (null: at the top), last among its siblings. */
export async function createCategory(db: DB, parentId: number | null, input: CategoryTextsInput, actor: string): Promise<CategoryAnswer> {
  return db.transaction().execute(async (trx) => {
    const { languages, categories } = await loadCategories(trx);
    if (parentId !== null && !categories.some((c) => c.id === parentId)) return { ok: false, errors: { parent: "There is no such parent category." } };
    const { errors, texts } = checkTexts(languages, input, categories);
    if (Object.keys(errors).length) return { ok: false, errors };
    const id = Math.max(0, ...categories.map((c) => c.id)) + 1;
    const position = Math.max(-1, ...childrenOf(categories, parentId).map((c) => c.position)) + 1;
    const node: TreeNode = { id, parentId, position, urlKeys: Object.fromEntries(languages.map((l) => [l, texts[l].urlKey])) };
    const placed = placements([...categories, node]).get(id)!;
    await trx.insertInto("category").values({ id, parent_id: parentId, level: placed.level, position, path: placed.path }).execute();
    await insertMany(
      trx,
      "category_i18n",
      languages.map((lang) => ({ category_id: id, lang, name: texts[lang].name, url_key: texts[lang].urlKey, store_url: placed.storeUrls[lang] })),
    );
    await leaveRedirects(
      trx,
      [],
      languages.map((lang) => ({ lang, storeUrl: placed.storeUrls[lang] })),
    );
    await recordAudit(trx, { actor, kind: "category.create", subject: `category:${id}`, before: null, after: snapshot({ parentId, position, texts }) });
    await markCatalogueChanged(trx);
    return { ok: true, id, changed: true };
  });
}

/** New names and url keys; the store urls of the category and everything under it follow, each old one a 301. */
export async function saveCategoryTexts(db: DB, id: number, input: CategoryTextsInput, actor: string): Promise<CategoryAnswer> {
  return db.transaction().execute(async (trx) => {
    const { languages, categories } = await loadCategories(trx);
    const current = categories.find((c) => c.id === id);
    if (!current) return { ok: false, errors: { category: "There is no such category." } };
    const { errors, texts } = checkTexts(
      languages,
      input,
      categories.filter((c) => c.id !== id),
    );
    if (Object.keys(errors).length) return { ok: false, errors };
    const changedLangs = languages.filter((l) => current.texts[l]?.name !== texts[l].name || current.texts[l]?.urlKey !== texts[l].urlKey);
    if (changedLangs.length === 0) return { ok: true, id, changed: false };
    const after = categories.map((c) => (c.id === id ? { ...c, urlKeys: Object.fromEntries(languages.map((l) => [l, texts[l].urlKey])) } : c));
    for (const lang of changedLangs) {
      const text = { category_id: id, lang, name: texts[lang].name, url_key: texts[lang].urlKey };
      if (current.texts[lang]) {
        await trx.updateTable("category_i18n").set({ name: text.name, url_key: text.url_key }).where("category_id", "=", id).where("lang", "=", lang).execute();
      } else {
        // a language the category had no row in: its store url is written with the tree's
        const storeUrl = placements(after).get(id)!.storeUrls[lang];
        await trx
          .insertInto("category_i18n")
          .values({ ...text, store_url: storeUrl })
          .execute();
        await leaveRedirects(trx, [], [{ lang, storeUrl }]);
      }
    }
    await writeTree(trx, languages, categories, after, subtreeIds(categories, id));
    if (changedLangs.some((l) => current.texts[l]?.name !== texts[l].name)) await refreshSearch(trx, await productsIn(trx, id));
    await recordAudit(trx, {
      actor,
      kind: "category.update",
      subject: `category:${id}`,
      before: snapshot(current),
      after: snapshot({ ...current, texts }),
    });
    await markCatalogueChanged(trx);
    return { ok: true, id, changed: true };
  });
}

export type PlaceAnswer = { ok: true; changed: boolean } | { ok: false; message: string };

/** Moves a category under another parent (null: to the top), last among its new siblings. */
export async function moveCategory(db: DB, id: number, parentId: number | null, actor: string): Promise<PlaceAnswer> {
  return db.transaction().execute(async (trx) => {
    const { languages, categories } = await loadCategories(trx);
    const current = categories.find((c) => c.id === id);
    if (!current) return { ok: false, message: "There is no such category." };
    const problem = moveProblem(categories, id, parentId);
    if (problem === "self") return { ok: false, message: "A category cannot move under itself." };
    if (problem === "descendant") return { ok: false, message: "A category cannot move under one of its own subcategories." };
    if (problem === "unknownParent") return { ok: false, message: "There is no such parent category." };
    if (current.parentId === parentId) return { ok: true, changed: false };
    const position = Math.max(-1, ...childrenOf(categories, parentId).map((c) => c.position)) + 1;
    const after = categories.map((c) => (c.id === id ? { ...c, parentId, position } : c));
    const products = await writeTree(trx, languages, categories, after, subtreeIds(categories, id));
    await refreshSearch(trx, products);
    await recordAudit(trx, {
      actor,
      kind: "category.move",
      subject: `category:${id}`,
      before: { parent: current.parentId, position: current.position },
      after: { parent: parentId, position },
    });
    await markCatalogueChanged(trx);
    return { ok: true, changed: true };
  });
}

/** One place up (-1) or down (+1) among its siblings. */
export async function reorderCategory(db: DB, id: number, step: -1 | 1, actor: string): Promise<PlaceAnswer> {
  return db.transaction().execute(async (trx) => {
    const { categories } = await loadCategories(trx);
    const current = categories.find((c) => c.id === id);
    if (!current) return { ok: false, message: "There is no such category." };
    const changes = reorder(categories, id, step);
    if (changes.length === 0) return { ok: true, changed: false };
    for (const { id: sibling, position } of changes) await trx.updateTable("category").set({ position }).where("id", "=", sibling).execute();
    const siblings = childrenOf(categories, current.parentId).map((c) => c.id);
    const order = childrenOf(
      categories.map((c) => ({ ...c, position: changes.find((p) => p.id === c.id)?.position ?? c.position })),
      current.parentId,
    ).map((c) => c.id);
    await recordAudit(trx, { actor, kind: "category.reorder", subject: `category:${id}`, before: { order: siblings }, after: { order } });
    await markCatalogueChanged(trx);
    return { ok: true, changed: true };
  });
}

/** Deletes a category with no subcategory and no product; otherwise says why not. */
export async function deleteCategory(db: DB, id: number, actor: string): Promise<PlaceAnswer> {
  return db.transaction().execute(async (trx) => {
    const { categories } = await loadCategories(trx);
    const current = categories.find((c) => c.id === id);
    if (!current) return { ok: false, message: "There is no such category." };
    const children = childrenOf(categories, id).length;
    if (children > 0) return { ok: false, message: `It has ${children} subcategor${children === 1 ? "y" : "ies"}: move or delete them first.` };
    const products = (await productsIn(trx, id)).length;
    const main = await trx.selectFrom("product").select("id").where("main_category_id", "=", id).executeTakeFirst();
    if (products > 0 || main)
      return {
        ok: false,
        message: `${products > 1 ? `${products} products are` : "A product is"} in it: take them out first (products list, bulk change "Remove from a category").`,
      };
    await trx.deleteFrom("category_i18n").where("category_id", "=", id).execute();
    await trx.deleteFrom("category").where("id", "=", id).execute();
    await recordAudit(trx, { actor, kind: "category.delete", subject: `category:${id}`, before: snapshot(current), after: null });
    await markCatalogueChanged(trx);
    return { ok: true, changed: true };
  });
}

/** Every category as a choice: its path of names in the default language ("Home › Candles"), in tree order. */
export async function categoryChoices(db: DB) {
  const { languages, categories } = await loadCategories(db);
  const lang = languages[0];
  const byId = new Map(categories.map((c) => [c.id, c]));
  const label = (c: AdminCategory): string => {
    const own = c.texts[lang]?.name ?? `#${c.id}`;
    const parent = c.parentId === null ? undefined : byId.get(c.parentId);
    return parent ? `${label(parent)} › ${own}` : own;
  };
  return inTreeOrder(categories).map((c) => ({ id: c.id, label: label(c) }));
}

// The category tree as the back office changes it (README "Categories and brands"): where a
// category may move, the order of a parent's children, and what follows from the tree — each
// category's path of ids ("/1/4/12/"), its level, and its store url in each language (the url
// keys of its ancestors and its own, joined by "/": the page's path on the storefront).

export interface TreeNode {
  id: number;
  parentId: number | null;
  position: number;
  /** url key by language */
  urlKeys: Record<string, string>;
}

export type MoveProblem = "unknownParent" | "self" | "descendant";

/** Why `id` may not move under `parentId` (null: to the top), or null when it may. */
export function moveProblem(nodes: readonly TreeNode[], id: number, parentId: number | null): MoveProblem | null {
  if (parentId === null) return null;
  if (parentId === id) return "self";
  const byId = new Map(nodes.map((n) => [n.id, n]));
  if (!byId.has(parentId)) return "unknownParent";
  // walk up from the new parent: meeting the category itself means the parent is its descendant
  for (let at = byId.get(parentId); at; at = at.parentId === null ? undefined : byId.get(at.parentId)) {
    if (at.id === id) return "descendant";
  }
  return null;
}

/** A parent's children in their order: by position, then id. */
export function childrenOf(nodes: readonly TreeNode[], parentId: number | null) {
  return nodes.filter((n) => n.parentId === parentId).sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The ids of a category and every category under it. */
export function subtreeIds(nodes: readonly TreeNode[], id: number) {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const n of nodes) {
      if (n.parentId !== null && ids.has(n.parentId) && !ids.has(n.id)) {
        ids.add(n.id);
        grew = true;
      }
    }
  }
  return ids;
}

/**
 * The positions of `id`'s siblings after it moves one place up (-1) or down (+1): every sibling
 * renumbered 0, 1, 2… so equal positions (an import may leave them) order as shown. Empty when it
 * is already first or last.
 */
export function reorder(nodes: readonly TreeNode[], id: number, step: -1 | 1) {
  const node = nodes.find((n) => n.id === id);
  if (!node) return [];
  const siblings = childrenOf(nodes, node.parentId);
  const at = siblings.findIndex((n) => n.id === id);
  const to = at + step;
  if (to < 0 || to >= siblings.length) return [];
  [siblings[at], siblings[to]] = [siblings[to], siblings[at]];
  return siblings.map((n, position) => ({ id: n.id, position })).filter((p) => nodes.find((n) => n.id === p.id)!.position !== p.position);
}

export interface Placement {
  path: string;
  level: number;
  /** store url by language; a language the category has no url key in is missing */
  storeUrls: Record<string, string>;
}

/**
 * Every category's path, level and store urls, from the top down. A language an ancestor has no
 * url key in adds nothing to its descendants' store urls (as the import builds them).
 */
export function placements(nodes: readonly TreeNode[]): Map<number, Placement> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const placed = new Map<number, Placement>();
  const place = (node: TreeNode, seen: Set<number>): Placement => {
    const known = placed.get(node.id);
    if (known) return known;
    if (seen.has(node.id)) throw new Error(`category ${node.id} is its own ancestor`);
    seen.add(node.id);
    const parentNode = node.parentId === null ? undefined : byId.get(node.parentId);
    const parent = parentNode ? place(parentNode, seen) : { path: "/", level: 0, storeUrls: {} as Record<string, string> };
    const storeUrls: Record<string, string> = {};
    for (const [lang, key] of Object.entries(node.urlKeys)) storeUrls[lang] = parent.storeUrls[lang] ? `${parent.storeUrls[lang]}/${key}` : key;
    const placement = { path: `${parent.path}${node.id}/`, level: parent.level + 1, storeUrls };
    placed.set(node.id, placement);
    return placement;
  };
  for (const node of nodes) place(node, new Set());
  return placed;
}

/**
 * The categories a product is in after it is added to or removed from `categoryId`, given the
 * paths of all categories: a product is in its chosen categories and every ancestor of them
 * (the import places it so). Removing takes it out of the category and everything under it, and
 * out of the ancestors no other of its categories needs.
 */
export function linksAfter(paths: ReadonlyMap<number, string>, linked: readonly number[], change: { add: number } | { remove: number }) {
  const lineage = (id: number) => (paths.get(id) ?? "").split("/").filter(Boolean).map(Number);
  const isAncestor = (c: number) => linked.some((d) => d !== c && lineage(d).includes(c));
  let chosen = linked.filter((c) => !isAncestor(c));
  if ("add" in change) chosen = [...chosen, change.add];
  else chosen = chosen.filter((c) => !lineage(c).includes(change.remove));
  return [...new Set(chosen.flatMap(lineage))];
}

/**
 * A product's categories after the tree changed under them: its chosen categories (those no other
 * of its categories lies under, read with the old paths) and their ancestors by the new paths.
 */
export function linksMoved(oldPaths: ReadonlyMap<number, string>, newPaths: ReadonlyMap<number, string>, linked: readonly number[]) {
  const lineage = (paths: ReadonlyMap<number, string>, id: number) => (paths.get(id) ?? "").split("/").filter(Boolean).map(Number);
  const chosen = linked.filter((c) => !linked.some((d) => d !== c && lineage(oldPaths, d).includes(c)));
  return [...new Set(chosen.flatMap((c) => lineage(newPaths, c)))];
}

/** The posted names and URL keys of a category form (name_sl, url_key_sl, …), per language. */
export function textsFromForm(languages: readonly string[], fields: Record<string, string>) {
  return Object.fromEntries(
    languages.map((lang) => [lang, { name: (fields[`name_${lang}`] ?? "").slice(0, 300), urlKey: (fields[`url_key_${lang}`] ?? "").slice(0, 300) }]),
  );
}

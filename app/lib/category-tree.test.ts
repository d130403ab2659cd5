import { describe, expect, it } from "vitest";
import { childrenOf, linksAfter, linksMoved, moveProblem, placements, reorder, subtreeIds, type TreeNode } from "./category-tree";

// 1 home ─┬ 2 candles ── 4 scented
//         └ 3 soaps
// 5 garden
const tree: TreeNode[] = [
  { id: 1, parentId: null, position: 0, urlKeys: { sl: "dom", en: "home" } },
  { id: 2, parentId: 1, position: 0, urlKeys: { sl: "svece", en: "candles" } },
  { id: 3, parentId: 1, position: 0, urlKeys: { sl: "mila", en: "soaps" } },
  { id: 4, parentId: 2, position: 0, urlKeys: { sl: "disece", en: "scented" } },
  { id: 5, parentId: null, position: 1, urlKeys: { sl: "vrt" } },
];

describe("moveProblem", () => {
  it("lets a category move to the top, under a sibling or under another branch", () => {
    expect(moveProblem(tree, 4, null)).toBeNull();
    expect(moveProblem(tree, 3, 2)).toBeNull();
    expect(moveProblem(tree, 2, 5)).toBeNull();
  });
  it("refuses a move under itself or under one of its own descendants, at any depth", () => {
    expect(moveProblem(tree, 2, 2)).toBe("self");
    expect(moveProblem(tree, 2, 4)).toBe("descendant");
    expect(moveProblem(tree, 1, 4)).toBe("descendant");
    expect(moveProblem(tree, 1, 3)).toBe("descendant");
  });
  it("refuses a parent that does not exist", () => {
    expect(moveProblem(tree, 2, 99)).toBe("unknownParent");
  });
});

describe("order", () => {
  it("orders children by position, then id", () => {
    expect(childrenOf(tree, 1).map((n) => n.id)).toEqual([2, 3]);
    expect(childrenOf(tree, null).map((n) => n.id)).toEqual([1, 5]);
  });
  it("moves a category one place, renumbering siblings that share a position", () => {
    // 2 and 3 share position 0: 3 first means 3 at 0 (as it was), 2 at 1
    expect(reorder(tree, 3, -1)).toEqual([{ id: 2, position: 1 }]);
    expect(reorder(tree, 2, 1)).toEqual([{ id: 2, position: 1 }]);
    expect(reorder(tree, 5, -1)).toEqual([
      { id: 5, position: 0 },
      { id: 1, position: 1 },
    ]);
  });
  it("changes nothing when the category is first or last already", () => {
    expect(reorder(tree, 1, -1)).toEqual([]);
    expect(reorder(tree, 5, 1)).toEqual([]);
    expect(reorder(tree, 99, 1)).toEqual([]);
  });
});

describe("placements", () => {
  it("builds paths, levels and store urls per language from the top", () => {
    const placed = placements(tree);
    expect(placed.get(4)).toEqual({ path: "/1/2/4/", level: 3, storeUrls: { sl: "dom/svece/disece", en: "home/candles/scented" } });
    expect(placed.get(5)).toEqual({ path: "/5/", level: 1, storeUrls: { sl: "vrt" } });
  });
  it("follows a move and a new url key through the whole subtree", () => {
    const moved = tree.map((n) => (n.id === 2 ? { ...n, parentId: 5, urlKeys: { ...n.urlKeys, sl: "sveče-nove" } } : n));
    const placed = placements(moved);
    expect(placed.get(4)).toEqual({ path: "/5/2/4/", level: 3, storeUrls: { sl: "vrt/sveče-nove/disece", en: "candles/scented" } });
  });
  it("names the subtree of a category", () => {
    expect([...subtreeIds(tree, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...subtreeIds(tree, 4)]).toEqual([4]);
  });
});

describe("linksAfter", () => {
  const paths = new Map([...placements(tree)].map(([id, p]) => [id, p.path]));
  it("adds a category with its ancestors", () => {
    expect(linksAfter(paths, [5], { add: 4 }).sort()).toEqual([1, 2, 4, 5]);
  });
  it("removes a category with what is under it, and the ancestors no other category needs", () => {
    expect(linksAfter(paths, [1, 2, 4, 3], { remove: 2 }).sort()).toEqual([1, 3]);
    expect(linksAfter(paths, [1, 2, 4], { remove: 4 })).toEqual([]);
    expect(linksAfter(paths, [1, 2, 4, 3], { remove: 4 }).sort()).toEqual([1, 3]);
    expect(linksAfter(paths, [1, 2, 4, 5], { remove: 1 }).sort()).toEqual([5]);
  });
});

describe("linksMoved", () => {
  it("takes a product out of its category's old ancestors and into the new ones", () => {
    const before = new Map([...placements(tree)].map(([id, p]) => [id, p.path]));
    const after = new Map([...placements(tree.map((n) => (n.id === 2 ? { ...n, parentId: 5 } : n)))].map(([id, p]) => [id, p.path]));
    expect(linksMoved(before, after, [1, 2, 4]).sort()).toEqual([2, 4, 5]);
    // a product also in soaps stays in home
    expect(linksMoved(before, after, [1, 2, 4, 3]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

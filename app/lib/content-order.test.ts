import { describe, expect, it } from "vitest";
import { byRowThenPosition } from "./content-order";

describe("content block item order (spec §3: items have position and row)", () => {
  it("orders by row, then by position", () => {
    const items = [
      { id: "c", row: 1, position: 0 },
      { id: "b", row: 0, position: 2 },
      { id: "a", row: 0, position: 1 },
      { id: "d", row: 1, position: 5 },
    ];
    expect(byRowThenPosition(items).map((i) => i.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("treats missing row and position as 0 and keeps equals in their order", () => {
    const items = [{ id: "x", row: 1 }, { id: "y" }, { id: "z", position: 0 }];
    expect(byRowThenPosition(items).map((i) => i.id)).toEqual(["y", "z", "x"]);
  });

  it("does not change the given list", () => {
    const items = [
      { id: 2, position: 2 },
      { id: 1, position: 1 },
    ];
    byRowThenPosition(items);
    expect(items[0].id).toBe(2);
  });
});

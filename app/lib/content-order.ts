// Spec §3: content block items "have position and row". They are shown row by row, and by
// position within a row; an item without them counts as row 0, position 0 (and keeps its place
// among equals, since the sort is stable).

export interface Placed {
  position?: number;
  row?: number;
}

export function byRowThenPosition<T extends Placed>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || (a.position ?? 0) - (b.position ?? 0));
}

// Fixed-size sets of small non-negative integers (product positions in the listing index),
// one bit each: intersections and counts over 100,000 products take microseconds, which is
// how facet counts stay far under the 50 ms budget of DESIGN.md.

export type Bitset = Uint32Array;

export function createBitset(size: number): Bitset {
  return new Uint32Array(Math.ceil(size / 32));
}

export function addBit(set: Bitset, index: number) {
  set[index >>> 5] |= 1 << (index & 31);
}

export function hasBit(set: Bitset, index: number) {
  return (set[index >>> 5] & (1 << (index & 31))) !== 0;
}

function popcount32(value: number) {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The intersection of every set given (a copy; the inputs are left alone). */
export function intersect(first: Bitset, ...others: Bitset[]): Bitset {
  const result = first.slice();
  for (const other of others) {
    for (let i = 0; i < result.length; i++) result[i] &= other[i];
  }
  return result;
}

/** The union of the sets given, or an empty set of `size` bits when none is. */
export function union(size: number, sets: readonly Bitset[]): Bitset {
  const result = createBitset(size);
  for (const set of sets) {
    for (let i = 0; i < result.length; i++) result[i] |= set[i];
  }
  return result;
}

export function count(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) if (set[i] !== 0) total += popcount32(set[i]);
  return total;
}

/** |a ∩ b| without building the intersection. */
export function countIntersection(a: Bitset, b: Bitset): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const word = a[i] & b[i];
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

/** Calls `visit` for every member, in ascending order. */
export function forEachBit(set: Bitset, visit: (index: number) => void) {
  for (let i = 0; i < set.length; i++) {
    let word = set[i];
    while (word !== 0) {
      const low = word & -word;
      visit((i << 5) + (31 - Math.clz32(low)));
      word ^= low;
    }
  }
}

import { describe, expect, it } from "vitest";
import {
  codeVariants, containsPattern, looksLikeCode, matchCategories, MAX_TERM_LENGTH, normalizeSearchTerm, pageNumber, searchWords,
} from "./search-term";

describe("normalizeSearchTerm", () => {
  it("trims and collapses whitespace", () => {
    expect(normalizeSearchTerm("  krema   za\tobraz ")).toBe("krema za obraz");
  });
  it("answers an empty string for nothing, whitespace or a non-string", () => {
    expect(normalizeSearchTerm("   ")).toBe("");
    expect(normalizeSearchTerm(null)).toBe("");
    expect(normalizeSearchTerm(undefined)).toBe("");
  });
  it("cuts terms longer than 100 characters without splitting a character", () => {
    const long = "č".repeat(150);
    expect(Array.from(normalizeSearchTerm(long))).toHaveLength(MAX_TERM_LENGTH);
    expect(normalizeSearchTerm("😀".repeat(120))).toBe("😀".repeat(100));
  });
  it("drops control characters", () => {
    expect(normalizeSearchTerm("kre\u0000ma\nmilo")).toBe("kre ma milo");
  });
});

describe("searchWords (accent-insensitive, every word must match)", () => {
  it("folds accents like the stored search columns", () => {
    expect(searchWords("Čistilni GEL")).toEqual(["cistilni", "gel"]);
    expect(searchWords("arctisztító")).toEqual(searchWords("arctisztito"));
    expect(searchWords("őszi fűszer")).toEqual(["oszi", "fuszer"]);
  });
  it("drops duplicates, punctuation around words and empty words", () => {
    expect(searchWords("krema, krema! (obraz) - ")).toEqual(["krema", "obraz"]);
  });
  it("keeps at most 8 words", () => {
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("containsPattern", () => {
  it("escapes LIKE wildcards so they match literally", () => {
    expect(containsPattern("50%")).toBe("%50\\%%");
    expect(containsPattern("a_b\\c")).toBe("%a\\_b\\\\c%");
  });
});

describe("codes (spec §3 resultType skuOrEan)", () => {
  it("treats one token of letters, digits and dashes as a possible SKU or EAN", () => {
    expect(looksLikeCode("LM-000123")).toBe(true);
    expect(looksLikeCode("3830012345678")).toBe(true);
    expect(looksLikeCode("krema za obraz")).toBe(false);
    expect(looksLikeCode("-x")).toBe(false);
  });
  it("looks a code up as typed, in upper and in lower case", () => {
    expect(codeVariants("lm-000123")).toEqual(["lm-000123", "LM-000123"]);
  });
});

describe("matchCategories", () => {
  const categories = [
    { name: "Nega obraza", level: 1, position: 1 },
    { name: "Kreme za obraz", level: 2, position: 2 },
    { name: "Čiščenje obraza", level: 2, position: 1 },
    { name: "Obrazne maske", level: 3, position: 1 },
    { name: "Sveče", level: 1, position: 2 },
  ];
  it("finds names containing every word, accents ignored", () => {
    expect(matchCategories(categories, ["ciscenje"]).map((c) => c.name)).toEqual(["Čiščenje obraza"]);
    expect(matchCategories(categories, ["obraz", "krem"]).map((c) => c.name)).toEqual(["Kreme za obraz"]);
  });
  it("ranks names starting with the word first, then upper levels, then tree order", () => {
    expect(matchCategories(categories, ["obraz"]).map((c) => c.name)).toEqual([
      "Nega obraza", "Čiščenje obraza", "Kreme za obraz", "Obrazne maske",
    ]);
  });
  it("finds nothing for no words", () => {
    expect(matchCategories(categories, [])).toEqual([]);
  });
});

describe("pageNumber (spec §5: positive integer, otherwise 1)", () => {
  it.each([
    [null, 1], ["", 1], ["abc", 1], ["0", 1], ["-2", 1], ["1.5", 1], ["3", 3], ["9999999999", 1],
  ])("%s -> %s", (raw, expected) => {
    expect(pageNumber(raw)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import {
  prefixPattern,
  codeVariants,
  containsPattern,
  looksLikeCode,
  matchCategories,
  MAX_TERM_LENGTH,
  normalizeSearchTerm,
  pageNumber,
  searchWords,
  correctable,
  editDistance,
  Vocabulary,
  fts5Query,
  isOneSlipAway,
  tsQuery,
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

describe("prefixPattern", () => {
  it("matches what starts with the word, its wildcards literally", () => {
    expect(prefixPattern("ana")).toBe("ana%");
    expect(prefixPattern("a_b%\\")).toBe("a\\_b\\%\\\\%");
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
    expect(matchCategories(categories, ["obraz"]).map((c) => c.name)).toEqual(["Nega obraza", "Čiščenje obraza", "Kreme za obraz", "Obrazne maske"]);
  });
  it("finds nothing for no words", () => {
    expect(matchCategories(categories, [])).toEqual([]);
  });
});

describe("pageNumber (spec §5: positive integer, otherwise 1)", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["abc", 1],
    ["0", 1],
    ["-2", 1],
    ["1.5", 1],
    ["3", 3],
    ["9999999999", 1],
  ])("%s -> %s", (raw, expected) => {
    expect(pageNumber(raw)).toBe(expected);
  });
});

describe("typing slips (a word of 5+ letters still finds the product)", () => {
  it.each([
    ["two swaps", "lvaendre", "lavender", false],
    ["swapped", "lvaender", "lavender", true],
    ["dropped", "lavnder", "lavender", true],
    ["doubled", "lavvender", "lavender", true],
    ["replaced", "lavendor", "lavender", true],
    ["one letter too many at the end", "candles", "candle", true],
    ["last letter dropped", "candl", "candle", true],
    ["first letter dropped", "andle", "candle", true],
    ["two slips", "lavnedr", "lavender", false],
    ["the same word", "candle", "candle", false],
    ["diacritics are folded before", "cistilni", "cistilno", true],
  ])("%s: %s ~ %s", (_kind, typed, known, expected) => {
    expect(isOneSlipAway(typed, known)).toBe(expected);
  });

  it("only words of five letters and more without digits are corrected", () => {
    expect(correctable("krema")).toBe(true);
    expect(correctable("kre")).toBe(false);
    expect(correctable("50ml5")).toBe(false);
  });
});

describe("full-text queries never read input as syntax", () => {
  it("quotes every token, makes the last one a prefix and keeps to the language", () => {
    expect(fts5Query("en", [["lavender"], ["candle"]])).toBe('lang : "en" AND "lavender"* AND "candle"*');
    expect(fts5Query("en", [["lavendr", "lavender"]])).toBe('lang : "en" AND ("lavendr"* OR "lavender"*)');
  });

  it("drops quotes, stars, NEAR and minus signs to plain tokens", () => {
    expect(fts5Query("sl", [['"near*'], ["a-b"]])).toBe('lang : "sl" AND "near"* AND "a" + "b"*');
    expect(fts5Query("sl", [["***"]])).toBeNull();
    expect(tsQuery([["a-b"], ["x'y"]])).toBe("a:* <-> b:* & x:* <-> y:*");
    expect(tsQuery([["krema", "kreme"]])).toBe("(krema:* | kreme:*)");
    expect(tsQuery([["!!"]])).toBeNull();
  });
});

describe("the names' vocabulary", () => {
  const vocabulary = new Vocabulary(["aurora lavender fields candle 200 g", "verdelia lavender body lotion", "kintsu green tea", "lavender soap"]);

  it("holds a word a name contains, also as a part (typing)", () => {
    expect(vocabulary.holds("lavender")).toBe(true);
    expect(vocabulary.holds("laven")).toBe(true);
    expect(vocabulary.holds("lavendr")).toBe(false);
  });

  it("corrects a slip to the name words one slip away, the most used first", () => {
    expect(vocabulary.slipsOf("lavendr")).toEqual(["lavender"]);
    expect(vocabulary.slipsOf("candel")).toEqual(["candle"]);
    expect(vocabulary.slipsOf("xxxxxxx")).toEqual([]);
  });

  it("proposes the closest word within two edits for 'did you mean'", () => {
    expect(vocabulary.closest("lavnedr")).toBe("lavender");
    expect(vocabulary.closest("lavender")).toBeNull();
    expect(vocabulary.closest("zzzzzzzz")).toBeNull();
    expect(editDistance("candle", "candel")).toBe(1);
    expect(editDistance("lavnedr", "lavender")).toBe(2);
  });
});

import { fold } from "./text";

// Search terms (spec §2 "search/{term}", §4 Search): what the shopper typed, made safe and
// comparable. Pure, shared by the search page, the API and the header box.

/** Longer terms are cut: nobody types more, and every word costs a LIKE scan. */
export const MAX_TERM_LENGTH = 100;
/** Words beyond this add nothing a shopper would notice, only scan time. */
export const MAX_WORDS = 8;

/** Trims, collapses whitespace and cuts to 100 characters: "  krema   za obraz " -> "krema za obraz". */
export function normalizeSearchTerm(raw: string | null | undefined): string {
  if (typeof raw !== "string") return "";
  // control characters never belong to a term (and would end up in a URL)
  const clean = raw.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim();
  return Array.from(clean).slice(0, MAX_TERM_LENGTH).join("").trim();
}

/**
 * The words every result must contain (AND), folded like the stored search columns so that
 * "Čistilni" and "cistilni" are the same word. Duplicates are dropped.
 */
export function searchWords(term: string): string[] {
  const words = fold(normalizeSearchTerm(term))
    .split(/[\s,;]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** A `LIKE '%word%'` pattern with the wildcards of the word escaped (used with ESCAPE '\'). */
export function containsPattern(word: string) {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a term could be a SKU or an EAN (spec §3 search result type skuOrEan): one token of
 * letters, digits, dots, dashes or underscores. Only such terms are looked up as codes.
 */
export function looksLikeCode(term: string) {
  return /^[\p{L}\p{N}][\p{L}\p{N}._\-/]{0,63}$/u.test(term);
}

/** The spellings of a code worth an indexed lookup: as typed, upper case, lower case. */
export function codeVariants(term: string) {
  return [...new Set([term, term.toUpperCase(), term.toLowerCase()])];
}

export interface NamedCategory {
  name: string;
  level: number;
  position: number;
}

/**
 * Categories whose name contains every word (names are folded here: the ~40 names of a
 * language are not stored folded). Names that start with the first word come first, then
 * the upper levels of the tree, then the tree order.
 */
export function matchCategories<T extends NamedCategory>(categories: readonly T[], words: readonly string[]): T[] {
  if (words.length === 0) return [];
  const scored = categories.flatMap((category) => {
    const name = fold(category.name);
    if (!words.every((word) => name.includes(word))) return [];
    const startsWith = name.startsWith(words[0]) || name.includes(` ${words[0]}`) ? 0 : 1;
    return [{ category, startsWith }];
  });
  scored.sort(
    (a, b) =>
      a.startsWith - b.startsWith || a.category.level - b.category.level || a.category.position - b.category.position,
  );
  return scored.map((entry) => entry.category);
}

/** Spec §5 "Page number: positive integer, otherwise 1". */
export function pageNumber(raw: string | null | undefined) {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

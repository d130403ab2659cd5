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
  const clean = raw
    // eslint-disable-next-line no-control-regex -- finding them is the point
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
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
  scored.sort((a, b) => a.startsWith - b.startsWith || a.category.level - b.category.level || a.category.position - b.category.position);
  return scored.map((entry) => entry.category);
}

/** Spec §5 "Page number: positive integer, otherwise 1". */
export function pageNumber(raw: string | null | undefined) {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/**
 * Whether `typed` is one typing slip away from `known` (Damerau–Levenshtein distance 1): a
 * letter swapped with its neighbour, dropped, doubled (one letter too many) or replaced.
 * Equal words are not a slip.
 */
export function isOneSlipAway(typed: string, known: string): boolean {
  if (typed === known) return false;
  const a = Array.from(typed);
  const b = Array.from(known);
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // replaced: the rest after one differing letter is equal; swapped: the next two cross over
    const tail = (from: number) => a.slice(from).join("") === b.slice(from).join("");
    return tail(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && tail(i + 2));
  }
  // one letter too many (typed longer: doubled or stray) or one dropped (typed shorter)
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1).join("") === shorter.slice(i).join("");
}

/** Words a search may correct (spec-free shop rule): five letters or more, digits are never guessed. */
export const MIN_CORRECTED_LENGTH = 5;

export function correctable(word: string) {
  return Array.from(word).length >= MIN_CORRECTED_LENGTH && !/\d/.test(word);
}

/** The letters-and-digits tokens of a folded word, as a full-text index splits it. */
export function wordTokens(word: string): string[] {
  return word.split(/[^\p{L}\p{N}]+/u).filter((token) => token.length > 0);
}

/**
 * Each word's spellings as one full-text group: every spelling a phrase of its letter-and-digit
 * tokens (so no user input is read as query syntax), the spellings OR'ed. Null when a word has
 * no token at all, or there is no word.
 */
function queryGroups(words: readonly (readonly string[])[], phrase: (tokens: string[]) => string, or: string): string[] | null {
  const groups = words.map((spellings) => {
    const phrases = spellings
      .map((word) => wordTokens(word))
      .filter((tokens) => tokens.length > 0)
      .map(phrase);
    return phrases.length === 0 ? null : phrases.length === 1 ? phrases[0] : `(${phrases.join(` ${or} `)})`;
  });
  return groups.length === 0 || groups.some((group) => group === null) ? null : (groups as string[]);
}

/**
 * An SQLite FTS5 MATCH expression: the language's rows where every word (any of its spellings)
 * starts a token. Each token is quoted, so "NEAR", "-", "*" and quotes are plain text.
 */
export function fts5Query(language: string, words: readonly (readonly string[])[]): string | null {
  const groups = queryGroups(words, (tokens) => tokens.map((t, k) => `"${t}"${k === tokens.length - 1 ? "*" : ""}`).join(" + "), "OR");
  return groups && [`lang : "${wordTokens(language).join("")}"`, ...groups].join(" AND ");
}

/** The same question for PostgreSQL's to_tsquery('simple', …): every word a prefix, spellings OR'ed. */
export function tsQuery(words: readonly (readonly string[])[]): string | null {
  return queryGroups(words, (tokens) => tokens.map((t) => `${t}:*`).join(" <-> "), "|")?.join(" & ") ?? null;
}

/** Damerau–Levenshtein distance (optimal string alignment) between two words, by letters. */
export function editDistance(left: string, right: string): number {
  const a = Array.from(left);
  const b = Array.from(right);
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/**
 * The words of a language's product names, with how many names use each: what a slip is
 * corrected to, and what "did you mean" proposes. Built once per catalogue and language.
 */
export class Vocabulary {
  /** letter-and-digit words with how many names use them: what slips are corrected to */
  private readonly counts = new Map<string, number>();
  /**
   * the names split at spaces only: a search word (which has no space) is part of a name
   * exactly when it is part of one of these
   */
  private readonly pieces = new Set<string>();

  constructor(texts: Iterable<string>) {
    for (const text of texts) {
      for (const piece of text.split(/\s+/)) if (piece) this.pieces.add(piece);
      for (const word of new Set(wordTokens(text))) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
    }
  }

  get size() {
    return this.counts.size;
  }

  /** Some name holds the typed word (the same part-of-a-name test the name search makes). */
  holds(word: string) {
    if (this.pieces.has(word)) return true;
    for (const piece of this.pieces) if (piece.includes(word)) return true;
    return false;
  }

  /** Name words one slip away from the typed word, the most used first. */
  slipsOf(word: string, limit = 5): string[] {
    const found: [string, number][] = [];
    for (const [known, count] of this.counts) if (isOneSlipAway(word, known)) found.push([known, count]);
    return found
      .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
      .slice(0, limit)
      .map(([known]) => known);
  }

  /** The closest name word within two edits (for "did you mean"), or null. */
  closest(word: string): string | null {
    const length = Array.from(word).length;
    if (length < 4 || /\d/.test(word) || this.holds(word)) return null;
    let best: { word: string; distance: number; count: number } | null = null;
    for (const [known, count] of this.counts) {
      if (Math.abs(Array.from(known).length - length) > 2) continue;
      const distance = editDistance(word, known);
      if (distance > 2) continue;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { word: known, distance, count };
    }
    return best?.word ?? null;
  }
}

/** A `LIKE 'word%'` pattern with the wildcards of the word escaped (used with ESCAPE '\'). */
export function prefixPattern(word: string) {
  return `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

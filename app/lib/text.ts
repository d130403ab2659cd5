// Text folding for accent-insensitive search and ascii slugs (č, š, ž, ő, ű, ß ... all fold).

const SPECIAL: Record<string, string> = { ß: "ss", đ: "d", Đ: "d", ł: "l", Ł: "l", ø: "o", Ø: "o", æ: "ae", œ: "oe" };

/** Lowercase, without diacritics: "Čistilni GEL ő" -> "cistilni gel o". */
export function fold(text: string) {
  return text
    .replace(/[ßđĐłŁøØæœ]/g, (c) => SPECIAL[c])
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
}

/** An ascii url slug: "Krema za obraz 50 ml" -> "krema-za-obraz-50-ml". */
export function slugify(text: string) {
  return fold(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

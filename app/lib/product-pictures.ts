// A product's pictures as the back office changes them (README "Pictures"): an ordered list of
// image ids — the first is the main picture, the one cards and shares show — and an alt text
// per storefront language.

export type PictureMove = "first" | "up" | "down";

/** The list with one picture moved; the same list when it cannot move that way (or is not in it). */
export function movePicture(ids: readonly number[], imageId: number, to: PictureMove): number[] {
  const list = [...ids];
  const from = list.indexOf(imageId);
  const target = to === "first" ? 0 : to === "up" ? from - 1 : from + 1;
  if (from === -1 || target < 0 || target >= list.length || target === from) return list;
  list.splice(from, 1);
  list.splice(target, 0, imageId);
  return list;
}

/** The list with new pictures after the ones it has (a picture already there is not listed twice). */
export function addPictures(ids: readonly number[], added: readonly number[]): number[] {
  return [...new Set([...ids, ...added])];
}

/** An alt text longer than this is a description, not an alt text. */
export const ALT_MAX = 250;

// eslint-disable-next-line no-control-regex -- the control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The alt field of an image in a language, as the form names it. */
export const altField = (imageId: number, lang: string) => `alt_${imageId}_${lang}`;

/**
 * The posted alt texts of one picture by language (trimmed, inner white space as one space; an
 * empty one removes it), or the fields that are too long or hold a control character, with their message.
 */
export function readAltTexts(
  fields: Record<string, string | undefined>,
  imageId: number,
  languages: readonly string[],
): { ok: true; alt: Record<string, string> } | { ok: false; errors: Record<string, string> } {
  const alt: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const lang of languages) {
    const text = (fields[altField(imageId, lang)] ?? "").replace(/\s+/g, " ").trim();
    if (text.length > ALT_MAX)
      errors[altField(imageId, lang)] = `The alt text (${lang}) is longer than ${ALT_MAX} characters: describe the picture in a sentence.`;
    else if (CONTROL.test(text)) errors[altField(imageId, lang)] = `The alt text (${lang}) holds a control character: write it as plain text.`;
    else alt[lang] = text;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, alt };
}

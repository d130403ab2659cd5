// A meta description should be about 155 characters (what search results show): the text
// cut at a word boundary, with an ellipsis when something was cut.

export const META_DESCRIPTION_LENGTH = 155;

export function excerpt(text: string, max = META_DESCRIPTION_LENGTH) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  // a single very long word is cut inside it rather than dropped
  const head = space > max / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,.;:!?–-]+$/, "")}…`;
}

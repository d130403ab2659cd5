// How a language writes a person's name (Hungarian puts the family name first,
// "Kovács Éva"; the storefronts' other languages the given name).

export function familyNameFirst(iso: string | undefined) {
  return iso === "hu";
}

/** A name to show or print, in the language's order. */
export function personName(given: string, family: string, iso: string | undefined) {
  return familyNameFirst(iso) ? `${family} ${given}` : `${given} ${family}`;
}

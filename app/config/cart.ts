// The cart's constants, shared by the server and the forms the browser renders (a value a form
// needs cannot live in a .server module: imported into JSX from there it is undefined in the
// browser bundle).

/** spec §9: "Cart item sku wsLBX-AC25 marks an advent calendar." */
export const ADVENT_CALENDAR_SKU = "wsLBX-AC25";

/** A line's quantity: 1..99 (the database checks it too). */
export const MAX_QTY = 99;

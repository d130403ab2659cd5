import type { T } from "~/utils/use-t";

// Checked by `npm run typecheck` (never run, never bundled): a message key is typed, so a typo
// fails the typecheck, and the base key of a plural form is accepted.

// @ts-expect-error "cartCont" is not a key of header
export const typo = (t: T) => t("header.cartCont");
export const plural = (t: T) => t("header.cartCount", { count: 2 });
export const nested = (t: T) => t("account.errors.title");

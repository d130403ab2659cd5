// How long an answer may be kept, and by whom: the header sets every route and module uses.

/** An answer nobody keeps: errors, redirects that carried a token, the setting-up page. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** A page with a shopper's own data (cart, checkout): never stored, by the browser's cache either. */
export const PERSONAL = { "Cache-Control": "private, no-store" } as const;

/** A personal page that is not for search engines either (checkout, the link hop). */
export const PERSONAL_NOINDEX = { ...PERSONAL, "X-Robots-Tag": "noindex" } as const;

/** Spec §7: the account and cart calls answer with "no-cache headers", old proxies' included. */
export const API_NO_CACHE = { "Cache-Control": "no-store, no-cache, must-revalidate, private", Pragma: "no-cache", Expires: "0" } as const;

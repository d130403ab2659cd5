import type { Messages } from "~/locales/en";

// A page's messages, not the whole language (issue: a lean shell): the messages are split into
// namespaces, a top-level group ("listing") or one group inside it ("product.card"). The root
// sends the shell's namespaces (header, footer, errors, consent, the cards of the 404 page);
// each page route declares its own in `handle.i18n` and its loader sends them
// (utils/messages.server.ts withMessages). The server renders with exactly those, so a page
// that forgets one shows MISSING_MARK in its HTML, which the tests look for.

type Groups<T> = { [K in keyof T & string]: T[K] extends string ? never : `${K}.${keyof T[K] & string}` }[keyof T & string];

/** A namespace: a top-level group of the messages, or one group inside it. A typo fails typecheck. */
export type Namespace = (keyof Messages & string) | Groups<Messages>;

/** What the root sends on every page: what the layouts, the error page and the consent banner say. */
export const SHELL_NAMESPACES = [
  "system_currency",
  "meta",
  "header",
  "footer",
  "checkoutLayout",
  "home",
  "errors",
  "consent",
  "system",
  "account.header",
  "account.wishlist",
  // the 404 page's recommended products and every card's wishlist heart
  "product",
  "discovery.dropdown",
  "discovery.notFound",
] as const satisfies readonly Namespace[];

/** What a page says for a key nobody sent it (i18next's parseMissingKeyHandler). */
export const MISSING_MARK = "⟦missing message⟧";

type Tree = { [key: string]: string | Tree };

/** The part of `messages` the namespaces name, nested as in the whole. */
export function pickMessages(messages: object, namespaces: readonly string[]): Tree {
  const out: Tree = {};
  for (const namespace of namespaces) {
    const [group, inner] = namespace.split(".");
    const value = (messages as Tree)[group];
    if (value === undefined) continue;
    if (inner === undefined || typeof value === "string") out[group] = value;
    else if (value[inner] !== undefined) {
      const kept = out[group];
      out[group] = { ...(typeof kept === "object" ? kept : {}), [inner]: value[inner] };
    }
  }
  return out;
}

/** Several parts in one (a later part's group adds to an earlier one's). */
export function mergeMessages(parts: readonly Tree[]): Tree {
  const out: Tree = {};
  for (const part of parts) {
    for (const [group, value] of Object.entries(part)) {
      const kept = out[group];
      out[group] = typeof value === "object" && typeof kept === "object" ? { ...kept, ...value } : value;
    }
  }
  return out;
}

/** A page route's handle: the namespaces its loader sends (withMessages) and its components use. */
export interface PageHandle {
  i18n: readonly Namespace[];
}

/**
 * Where messages travel as files of their own (utils/messages.server.ts): the shell's of a
 * language (`/build/i18n/sl/shell.<hash>.json`) and each page's namespaces
 * (`/build/i18n/sl/listing+product.<hash>.json`), named by their content's hash, not inside
 * every page's loader data, where they were half of what a page from the cache hands the browser
 * to hydrate from. The root's and the pages' data name them, the page preloads them, and the
 * browser fetches each once and keeps it.
 */
export const MESSAGES_FILES = "/build/i18n/";

/** Whether a route's `messages` names a file (else it is the JSON itself, as the back office's preview sends it). */
export const isMessagesFile = (messages: string) => messages.startsWith(MESSAGES_FILES);

// the messages files this process has made (server) or fetched (browser), by address
const kept = new Map<string, string>();
const loading = new Map<string, Promise<void>>();

/** A messages file's JSON, once made or fetched here. */
export function keptMessages(href: string): string | undefined {
  return kept.get(href);
}

/** Notes a messages file's JSON (the server as it makes it; the browser as it fetches it). */
export function keepMessages(href: string, json: string) {
  kept.set(href, json);
}

/** Fetches a messages file unless it is here already (once, however many ask); rejects when it cannot be had. */
export function loadMessages(href: string): Promise<void> {
  if (kept.has(href)) return Promise.resolve();
  let pending = loading.get(href);
  if (!pending) {
    pending = fetch(href)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        kept.set(href, await response.text());
      })
      .finally(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}

import { createHash } from "node:crypto";
import { messagesFor } from "~/i18next.server";
import { isLanguage } from "~/i18n";
import { keepMessages, MESSAGES_FILES, type Namespace, pickMessages, SHELL_NAMESPACES } from "~/lib/messages";
import type { Storefront } from "~/lib/storefront";

// The messages a page sends (app/lib/messages.ts): serialized once per language and namespaces,
// as a JSON string (one string costs Remix's encoder nothing next to a tree of them).

const serialized = new Map<string, string>();

export function messagesJson(language: string, namespaces: readonly Namespace[]): string {
  const key = `${language}|${namespaces.join(",")}`;
  let json = serialized.get(key);
  if (json === undefined) serialized.set(key, (json = JSON.stringify(pickMessages(messagesFor(language), namespaces))));
  return json;
}

interface MessagesFile {
  href: string;
  json: string;
}

const shellFiles = new Map<string, MessagesFile>();

/**
 * The shell's messages of a language as a file of their own (MESSAGES_FILES): its address, named
 * by its content's hash so that the browser may keep it for a year, and its JSON, kept here for
 * the server's own renders (components/i18n-provider.tsx reads it by address).
 */
export function shellMessages(language: string): MessagesFile {
  // a language the shop does not speak has English messages (messagesFor), so its file is English's
  const lng = isLanguage(language) ? language : "en";
  let file = shellFiles.get(lng);
  if (!file) {
    const json = messagesJson(lng, SHELL_NAMESPACES);
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
    file = { href: `${MESSAGES_FILES}${lng}.${hash}.json`, json };
    keepMessages(file.href, json);
    shellFiles.set(lng, file);
  }
  return file;
}

/**
 * The answer to a request for a messages file (server.ts), by its name (`sl.<hash>.json`): null
 * for a name that is not one (a forged path, a language the shop does not speak). A name with
 * another hash is a page stored before the messages changed: it gets today's, not kept for long.
 */
export function shellMessagesFile(name: string): { json: string; current: boolean } | null {
  const parts = /^([a-z]{2})\.([0-9a-f]{12})\.json$/.exec(name);
  if (!parts || !isLanguage(parts[1])) return null;
  const file = shellMessages(parts[1]);
  return { json: file.json, current: file.href === `${MESSAGES_FILES}${name}` };
}

export interface PageMessages {
  /** this page's namespaces of the storefront's language, as JSON */
  messages: string;
}

/** Plain page data: not a promise (await it first) nor `data(…)` (wrap what goes into it). */
type PagePayload = { then?: never; init?: never };

/**
 * A page loader's data with the page's namespaces (its `handle.i18n`) in the storefront's
 * language. What a loader throws (a 404) is rendered with the shell's messages.
 */
export function withMessages<D extends object>(storefront: Pick<Storefront, "iso">, namespaces: readonly Namespace[], page: D & PagePayload): D & PageMessages {
  return { ...page, messages: messagesJson(storefront.iso, namespaces) };
}

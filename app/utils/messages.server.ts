import { createHash } from "node:crypto";
import { messagesFor } from "~/i18next.server";
import { isLanguage, type Language } from "~/i18n";
import { keepMessages, MESSAGES_FILES, type Namespace, pickMessages, SHELL_NAMESPACES } from "~/lib/messages";
import type { Storefront } from "~/lib/storefront";

// The messages a page uses (app/lib/messages.ts): serialized once per language and namespaces,
// and sent as files of their own, which the pages' data name (shellMessages, withMessages).

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

// the files the app has made, by language and set ("sl/shell", "sl/listing+product")
const files = new Map<string, MessagesFile>();

const hashOf = (json: string) => createHash("sha256").update(json).digest("hex").slice(0, 12);

// a language the shop does not speak has English messages (messagesFor), so its files are English's
const spoken = (language: string): Language => (isLanguage(language) ? language : "en");

function fileOf(language: Language, set: string, namespaces: readonly Namespace[]): MessagesFile {
  const key = `${language}/${set}`;
  let file = files.get(key);
  if (!file) {
    const json = messagesJson(language, namespaces);
    file = { href: `${MESSAGES_FILES}${key}.${hashOf(json)}.json`, json };
    // kept here too, for the server's own renders (components/i18n-provider.tsx reads them by address)
    keepMessages(file.href, json);
    files.set(key, file);
  }
  return file;
}

/** The shell's messages of a language as a file of their own (lib/messages.ts MESSAGES_FILES). */
export function shellMessages(language: string): MessagesFile {
  return fileOf(spoken(language), "shell", SHELL_NAMESPACES);
}

/** A page's namespaces of a language as a file of their own, named by its namespaces. */
export function pageMessages(language: string, namespaces: readonly Namespace[]): MessagesFile {
  return fileOf(spoken(language), namespaces.join("+"), namespaces);
}

/** Whether a name is one of the messages' namespaces: a group, or a group inside one (lib/messages.ts Namespace). */
function isNamespace(name: string): name is Namespace {
  const [group, inner, more] = name.split(".");
  const messages = messagesFor("en") as unknown as Record<string, unknown>;
  // own keys only: "constructor" or "__proto__" is no namespace
  if (!Object.hasOwn(messages, group) || more !== undefined) return false;
  const value = messages[group];
  return inner === undefined || (typeof value === "object" && value !== null && Object.hasOwn(value, inner));
}

/**
 * The answer to a request for a messages file (server.ts), by its name under MESSAGES_FILES
 * (`sl/shell.<hash>.json`, `sl/listing+product.<hash>.json`); null for a name that is not one (a
 * forged path, a language the shop does not speak, a namespace it does not have). A name with
 * another hash is a page stored before the messages changed: it gets today's, not kept for long.
 * A set of namespaces this process has not made (another instance's page) is made for the answer
 * alone, so that a forged list of valid namespaces fills no memory.
 */
export function messagesFile(name: string): { json: string; current: boolean } | null {
  const parts = /^([a-z]{2})\/([A-Za-z_.+]{1,200})\.([0-9a-f]{12})\.json$/.exec(name);
  if (!parts || !isLanguage(parts[1])) return null;
  const [, language, set] = parts;
  const made = set === "shell" ? shellMessages(language) : files.get(`${language}/${set}`);
  if (made) return { json: made.json, current: made.href === `${MESSAGES_FILES}${name}` };
  const namespaces = set.split("+");
  if (namespaces.length > 20 || !namespaces.every(isNamespace)) return null;
  const json = JSON.stringify(pickMessages(messagesFor(language), namespaces));
  return { json, current: name.endsWith(`.${hashOf(json)}.json`) };
}

export interface PageMessages {
  /** the file of this page's namespaces in the storefront's language (pageMessages) */
  messages: string;
}

/** Plain page data: not a promise (await it first) nor `data(…)` (wrap what goes into it). */
type PagePayload = { then?: never; init?: never };

/**
 * A page loader's data with the file of the page's namespaces (its `handle.i18n`) in the
 * storefront's language. What a loader throws (a 404) is rendered with the shell's messages.
 */
export function withMessages<D extends object>(storefront: Pick<Storefront, "iso">, namespaces: readonly Namespace[], page: D & PagePayload): D & PageMessages {
  return { ...page, messages: pageMessages(storefront.iso, namespaces).href };
}

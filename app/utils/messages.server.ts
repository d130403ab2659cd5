import { messagesFor } from "~/i18next.server";
import { type Namespace, pickMessages } from "~/lib/messages";
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

import { useLocation, useMatches } from "@remix-run/react";
import { createInstance, type i18n as I18n } from "i18next";
import { type ReactNode, useState } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import i18nConfig from "~/i18n";
import { isMessagesFile, keptMessages, loadMessages, MISSING_MARK, mergeMessages } from "~/lib/messages";

/**
 * The page's messages (app/lib/messages.ts): the root's shell namespaces and each matched
 * route's own, as files their data name (or, in the back office's preview, as the JSON itself).
 * Server and browser render the same text, and the browser gets only what the page says. The
 * server made the files for its render; the browser fetched them before hydrating
 * (entry.client.tsx), and fetches the next page's while the page before stays on screen.
 */
export function I18nProvider({ language, shell, children }: { language: string; shell: string | object; children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const parts = [typeof shell === "string" ? messagesOf(shell, location) : shell];
  for (const match of matches) {
    const messages = (match.data as { messages?: unknown } | undefined)?.messages;
    if (match.id !== "root" && typeof messages === "string") parts.push(messagesOf(messages, location));
  }
  return <I18nextProvider i18n={instanceFor(language, parts)}>{children}</I18nextProvider>;
}

/**
 * The page's messages files, preloaded from its head: entry.client.tsx has them before it
 * hydrates. The browser keeps the document's first ones: a later page's files are fetched as it
 * renders (messagesOf), and a preload added then would only ask for them again.
 */
export function MessagesPreloads({ shell }: { shell: string | undefined }) {
  const matches = useMatches();
  const named = matches.map((match) => (match.id === "root" ? shell : (match.data as { messages?: unknown } | undefined)?.messages));
  const [files] = useState(() => named.filter((messages): messages is string => typeof messages === "string" && isMessagesFile(messages)));
  return (
    <>
      {files.map((href) => (
        <link key={href} rel="preload" href={href} as="fetch" crossOrigin="anonymous" />
      ))}
    </>
  );
}

/**
 * A part's JSON: as it is, or the file it names. In the browser a file not here yet suspends the
 * render (a navigation's: the page before stays until it has come); one that cannot be had turns
 * the navigation into a document request for the page, which the server renders whole (or the
 * service worker answers offline) rather than a page without its words.
 */
function messagesOf(messages: string, location: { pathname: string; search: string; hash: string }): string {
  if (!isMessagesFile(messages)) return messages;
  const json = keptMessages(messages);
  if (json !== undefined || typeof document === "undefined") return json ?? "{}";
  throw loadMessages(messages).catch((error: unknown) => {
    console.error("messages:", error);
    window.location.assign(location.pathname + location.search + location.hash);
    return new Promise<never>(() => undefined);
  });
}

const parsed = new Map<string, object>();
function parse(json: string) {
  let value = parsed.get(json);
  if (!value) {
    if (parsed.size > 100) parsed.clear();
    parsed.set(json, (value = JSON.parse(json) as object));
  }
  return value;
}

// An instance only reads its messages, so one per language and set of parts serves every
// request showing the same kind of page (bounded: a few kinds of page per language).
const instances = new Map<string, I18n>();

function instanceFor(language: string, parts: readonly (string | object)[]) {
  const key = `${language}\u0000${parts.map((part) => (typeof part === "string" ? part : "")).join("\u0000")}`;
  let instance = instances.get(key);
  if (!instance) {
    if (instances.size > 200) instances.clear();
    instance = createInstance();
    const messages = mergeMessages(parts.map((part) => (typeof part === "string" ? parse(part) : part)) as Parameters<typeof mergeMessages>[0]);
    void instance.use(initReactI18next).init({
      ...i18nConfig,
      lng: language,
      fallbackLng: false,
      resources: { [language]: { common: messages } },
      initImmediate: false,
      react: { useSuspense: false },
      parseMissingKeyHandler: () => MISSING_MARK,
    });
    instances.set(key, instance);
  }
  return instance;
}

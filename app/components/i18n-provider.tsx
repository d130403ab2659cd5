import { useMatches } from "@remix-run/react";
import { createInstance, type i18n as I18n } from "i18next";
import { type ReactNode, useEffect, useState } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import i18nConfig from "~/i18n";
import { keptMessages, loadMessages, MISSING_MARK, mergeMessages } from "~/lib/messages";

/**
 * The page's messages (app/lib/messages.ts): the root's shell namespaces and each matched
 * route's own, as its loader sent them. Server and browser render the same text, and the
 * browser gets only what the page says.
 */
export function I18nProvider({ language, shell, children }: { language: string; shell: string | object; children: ReactNode }) {
  const matches = useMatches();
  const parts = [shell];
  for (const match of matches) {
    const messages = (match.data as { messages?: unknown } | undefined)?.messages;
    if (match.id !== "root" && typeof messages === "string") parts.push(messages);
  }
  return <I18nextProvider i18n={instanceFor(language, parts)}>{children}</I18nextProvider>;
}

// the shell's messages last rendered with, in the browser (see useShellMessages)
let lastShell: string | undefined;

/**
 * The shell's messages the root's data names (a file, lib/messages.ts MESSAGES_FILES), as JSON:
 * the server made them in the root's loader, and the browser fetched them before hydrating
 * (entry.client.tsx). Should the root's data name another file without a new document (links
 * between storefronts load one), the page goes on with the last ones until it has come.
 */
export function useShellMessages(href: string | undefined): string | undefined {
  const [, arrived] = useState(0);
  const json = href === undefined ? undefined : keptMessages(href);
  useEffect(() => {
    if (href !== undefined && json === undefined)
      loadMessages(href).then(
        () => arrived((count) => count + 1),
        (error: unknown) => console.error("messages:", error),
      );
  }, [href, json]);
  // the browser only: on the server every request's own are made before it renders
  if (typeof document === "undefined" || href === undefined) return json;
  if (json !== undefined) lastShell = json;
  return json ?? lastShell;
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

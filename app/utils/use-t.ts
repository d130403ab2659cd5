import type { i18n as I18n, TOptions } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";
import type { MessageKey } from "~/lib/message-keys";

/** A message by its key; a key that does not exist in the messages fails `npm run typecheck`. */
export type T = (key: MessageKey, options?: TOptions) => string;

/**
 * The page's translation function: i18next's own, remembered per key (and per options, when they
 * are plain values). A page asks for a few hundred messages and i18next spends 9–18 µs on each
 * (nesting, plurals, interpolation, post-processing: about a tenth of a rendered page's time);
 * an instance's messages never change (components/i18n-provider.tsx makes one per language and
 * set of messages), so each answer can be kept. Read from the provider's context rather than
 * through react-i18next's useTranslation, which would subscribe every component to language
 * changes an instance never has.
 */
export function useT(): T {
  // outside a provider, the instance initReactI18next registered, as useTranslation takes it
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return i18n ? translatorOf(i18n) : untranslated;
}

/** Without any instance (as useTranslation answers then): the key itself. */
const untranslated: T = (key) => key;

const translators = new WeakMap<I18n, T>();
/** A translator keeps at most this many answers, then starts over (options with counts and names vary). */
const KEPT = 2000;

export function translatorOf(i18n: I18n): T {
  let translator = translators.get(i18n);
  if (!translator) {
    const t = i18n.getFixedT(null, (i18n.options.defaultNS as string | undefined) ?? null) as unknown as T;
    const kept = new Map<string, string>();
    translator = (key, options) => {
      const memo = memoKey(key, options);
      if (memo === null) return t(key, options);
      let text = kept.get(memo);
      if (text === undefined) {
        if (kept.size >= KEPT) kept.clear();
        text = t(key, options);
        kept.set(memo, text);
      }
      return text;
    };
    translators.set(i18n, translator);
  }
  return translator;
}

/** The key an answer is kept under: the message key and each option's plain value; null when an option is not plain. */
function memoKey(key: string, options: TOptions | undefined) {
  if (options === undefined) return key;
  let memo = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if (value !== null && type !== "string" && type !== "number" && type !== "boolean" && type !== "undefined") return null;
    memo += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return memo;
}

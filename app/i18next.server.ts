import { RemixI18Next } from "remix-i18next/server";
import i18n, { SUPPORTED_LANGUAGES, isLanguage, type Language } from "~/i18n";
import cs from "~/locales/cs";
import de from "~/locales/de";
import en, { type Messages } from "~/locales/en";
import hr from "~/locales/hr";
import hu from "~/locales/hu";
import it from "~/locales/it";
import sl from "~/locales/sl";

export const MESSAGES: Record<Language, Messages> = { sl, hr, hu, en, de, it, cs };

export function messagesFor(language: string): Messages {
  return isLanguage(language) ? MESSAGES[language] : en;
}

const resources = Object.fromEntries(SUPPORTED_LANGUAGES.map((lng) => [lng, { common: MESSAGES[lng] }]));

// remix-i18next on the server: getFixedT for loaders and meta. The language is never detected
// from the browser; callers pass the storefront's language (findLocale is only a fallback).
const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: i18n.fallbackLng,
    findLocale: async () => i18n.fallbackLng,
  },
  i18next: { ...i18n, resources },
});

const fixedTs = new Map<string, ReturnType<RemixI18Next["getFixedT"]>>();

/**
 * A translation function for one storefront language. remix-i18next builds a new i18next
 * instance on every call; the messages never change while the process runs, so one per
 * language serves every request.
 */
export function getFixedT(language: string) {
  const lng = isLanguage(language) ? language : i18n.fallbackLng;
  let fixed = fixedTs.get(lng);
  if (!fixed) fixedTs.set(lng, (fixed = i18next.getFixedT(lng, "common")));
  return fixed;
}

import { createInstance, type i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import i18nConfig from "~/i18n";

/**
 * One i18next instance per language, built synchronously from the messages the root loader
 * sent (spec §3: a Locale carries its messages). Server and browser render the same text, and
 * the browser downloads only its storefront's language.
 */
export function I18nProvider({ language, messages, children }: { language: string; messages: object; children: ReactNode }) {
  return <I18nextProvider i18n={instanceFor(language, messages)}>{children}</I18nextProvider>;
}

// An instance only reads its messages, so one per (messages, language) serves every request:
// on the server the messages object is the module's own, in the browser the root loader's.
const instances = new WeakMap<object, Map<string, I18n>>();

function instanceFor(language: string, messages: object) {
  let byLanguage = instances.get(messages);
  if (!byLanguage) instances.set(messages, (byLanguage = new Map()));
  let instance = byLanguage.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      ...i18nConfig,
      lng: language,
      fallbackLng: false,
      resources: { [language]: { common: messages } },
      initImmediate: false,
      react: { useSuspense: false },
    });
    byLanguage.set(language, instance);
  }
  return instance;
}

import { createInstance } from "i18next";
import { type ReactNode, useMemo } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import i18nConfig from "~/i18n";

/**
 * One i18next instance per language, built synchronously from the messages the root loader
 * sent (spec §3: a Locale carries its messages). Server and browser render the same text, and
 * the browser downloads only its storefront's language.
 */
export function I18nProvider({ language, messages, children }: { language: string; messages: object; children: ReactNode }) {
  const i18n = useMemo(() => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      ...i18nConfig,
      lng: language,
      fallbackLng: false,
      resources: { [language]: { common: messages } },
      initImmediate: false,
      react: { useSuspense: false },
    });
    return instance;
  }, [language, messages]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

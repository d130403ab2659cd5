// Shared i18next configuration (server and browser). The language always follows the
// storefront (DESIGN.md), never the browser's Accept-Language.
export const SUPPORTED_LANGUAGES = ["sl", "hr", "hu", "en", "de", "it", "cs"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export default {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: "en",
  defaultNS: "common",
  interpolation: { escapeValue: false },
};

export function isLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

import type { Messages } from "../en";

// Consent banner.
const consent = {
  title: "Cookies und Datenschutz",
  text: "Wir verwenden notwendige Cookies für den Betrieb des Shops. Mit Ihrer Erlaubnis verwenden wir auch funktionale Cookies (Tag-Manager, Benachrichtigungen, Vertrauenssiegel) und Statistik-Cookies, die uns helfen, den Shop zu verbessern. Sie können Ihre Wahl jederzeit unter Cookie-Einstellungen unten auf der Seite ändern.",
  purposes: "Zwecke",
  necessary: "Notwendig",
  necessaryText: "speichern Warenkorb, Anmeldung und Ihre Auswahl; immer aktiv.",
  functional: "Funktional",
  functionalText: "Tag-Manager, Push-Benachrichtigungen und Vertrauenssiegel.",
  statistics: "Statistik",
  statisticsText: "anonyme Messungen der Shop-Nutzung.",
  rejectAll: "Alle ablehnen",
  save: "Auswahl speichern",
  acceptAll: "Alle akzeptieren",
  settingsLink: "Cookie-Einstellungen",
} satisfies Messages["consent"];

export default consent;

import type { Messages } from "../en";

// Offline page and new-version notice (service worker, new versions).
const system = {
  offlineTitle: "Sie sind offline",
  offlineText: "Diese Seite kann ohne Verbindung nicht geladen werden. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
  offlineRetry: "Erneut versuchen",
  newVersion: "Eine neue Version des Shops ist verfügbar.",
  newVersionReload: "Neu laden",
} satisfies Messages["system"];

export default system;

import type { Messages } from "../en";

// Offline page and new-version notice (service worker, new versions).
const system = {
  offlineTitle: "Jste offline",
  offlineText: "Tuto stránku nelze bez připojení načíst. Zkontrolujte připojení k internetu a zkuste to znovu.",
  offlineRetry: "Zkusit znovu",
  newVersion: "Je k dispozici nová verze obchodu.",
  newVersionReload: "Obnovit",
} satisfies Messages["system"];

export default system;

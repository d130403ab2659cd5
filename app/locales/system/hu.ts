import type { Messages } from "../en";

// Offline page and new-version notice (service worker, new versions).
const system = {
  offlineTitle: "Nincs internetkapcsolat",
  offlineText: "Ez az oldal kapcsolat nélkül nem tölthető be. Ellenőrizze az internetkapcsolatot, és próbálja újra.",
  offlineRetry: "Újrapróbálás",
  newVersion: "Elérhető a webáruház új verziója.",
  newVersionReload: "Frissítés",
} satisfies Messages["system"];

export default system;

import type { Messages } from "../en";

// Offline page and new-version notice (service worker, new versions).
const system = {
  offlineTitle: "Niste povezani",
  offlineText: "Ova se stranica ne može učitati bez veze. Provjerite internetsku vezu i pokušajte ponovno.",
  offlineRetry: "Pokušaj ponovno",
  newVersion: "Dostupna je nova verzija trgovine.",
  newVersionReload: "Osvježi",
} satisfies Messages["system"];

export default system;

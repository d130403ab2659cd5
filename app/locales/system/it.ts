import type { Messages } from "../en";

// Offline page and new-version notice (service worker, new versions).
const system = {
  offlineTitle: "Sei offline",
  offlineText: "Questa pagina non può essere caricata senza connessione. Controlla la connessione a Internet e riprova.",
  offlineRetry: "Riprova",
  newVersion: "È disponibile una nuova versione del negozio.",
  newVersionReload: "Ricarica",
} satisfies Messages["system"];

export default system;

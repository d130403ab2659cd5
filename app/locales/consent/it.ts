import type { Messages } from "../en";

// Consent banner.
const consent = {
  title: "Cookie e privacy",
  text: "Utilizziamo cookie necessari per il funzionamento del negozio. Con il tuo consenso utilizziamo anche cookie funzionali (tag manager, notifiche, sigillo di fiducia) e cookie statistici che ci aiutano a migliorare il negozio. Puoi modificare la tua scelta in qualsiasi momento da Impostazioni cookie in fondo alla pagina.",
  purposes: "Finalità",
  necessary: "Necessari",
  necessaryText: "conservano carrello, accesso e le tue scelte; sempre attivi.",
  functional: "Funzionali",
  functionalText: "tag manager, notifiche push e sigillo di fiducia.",
  statistics: "Statistici",
  statisticsText: "misurazioni anonime dell'uso del negozio.",
  rejectAll: "Rifiuta tutto",
  save: "Salva le scelte",
  acceptAll: "Accetta tutto",
  settingsLink: "Impostazioni cookie",
} satisfies Messages["consent"];

export default consent;

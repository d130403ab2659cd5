import type { Messages } from "../en";

const discovery = {
  search: {
    title: "Suche",
    titleTerm: "Suchergebnisse für „{{term}}“",
    description: "Produkte und Kategorien von {{site}} zu „{{term}}“.",
    emptyLead: "Was suchen Sie? Suchen Sie nach Produktname, Marke, Inhaltsstoff oder Artikelnummer.",
    resultCount_one: "{{count}} Produkt gefunden",
    resultCount_other: "{{count}} Produkte gefunden",
    resultCountCapped: "Mehr als {{count}} Produkte gefunden",
    categories: "Passende Kategorien",
    products: "Produkte",
    noResults: "Zu „{{term}}“ haben wir keine Produkte gefunden.",
    didYouMean: "Meinten Sie",
    correctedTo: "Wir zeigen Produkte für „{{term}}“.",
    noResultsHint: "Prüfen Sie die Schreibweise, versuchen Sie weniger oder allgemeinere Wörter oder starten Sie mit einer beliebten Suche:",
    popular: "Beliebte Suchen",
    pagination: "Ergebnisseiten",
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    pageOf: "Seite {{page}} von {{total}}",
  },
  dropdown: {
    label: "Suchvorschläge",
    products: "Produkte",
    categories: "Kategorien",
    showAll: "Alle Ergebnisse für „{{term}}“ anzeigen",
    searching: "Suche läuft …",
    noSuggestions: "Keine Vorschläge für „{{term}}“. Drücken Sie die Eingabetaste, um zu suchen.",
    available_one: "{{count}} Vorschlag verfügbar, wählen Sie mit den Pfeiltasten.",
    available_other: "{{count}} Vorschläge verfügbar, wählen Sie mit den Pfeiltasten.",
  },
  notFound: {
    recommended: "Das könnte Ihnen gefallen",
  },
};

export default discovery satisfies Messages["discovery"];

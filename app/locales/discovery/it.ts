import type { Messages } from "../en";

const discovery = {
  search: {
    title: "Ricerca",
    titleTerm: "Risultati della ricerca per «{{term}}»",
    description: "Prodotti e categorie di {{site}} per «{{term}}».",
    emptyLead: "Che cosa cerchi? Cerca per nome del prodotto, marca, ingrediente o codice articolo.",
    resultCount_one: "{{count}} prodotto trovato",
    resultCount_other: "{{count}} prodotti trovati",
    resultCountCapped: "Più di {{count}} prodotti trovati",
    categories: "Categorie corrispondenti",
    products: "Prodotti",
    noResults: "Non abbiamo trovato prodotti per «{{term}}».",
    didYouMean: "Forse cercavi",
    correctedTo: "Mostriamo i prodotti per «{{term}}».",
    noResultsHint: "Controlla l'ortografia, prova con meno parole o parole più generiche, oppure parti da una ricerca popolare:",
    popular: "Ricerche popolari",
    pagination: "Pagine dei risultati",
    previous: "Pagina precedente",
    next: "Pagina successiva",
    pageOf: "Pagina {{page}} di {{total}}",
  },
  dropdown: {
    label: "Suggerimenti di ricerca",
    products: "Prodotti",
    categories: "Categorie",
    showAll: "Mostra tutti i risultati per «{{term}}»",
    searching: "Ricerca in corso…",
    noSuggestions: "Nessun suggerimento per «{{term}}». Premi Invio per cercare.",
    available_one: "{{count}} suggerimento disponibile, scegli con i tasti freccia.",
    available_other: "{{count}} suggerimenti disponibili, scegli con i tasti freccia.",
  },
  notFound: {
    recommended: "Potrebbero piacerti",
  },
};

export default discovery satisfies Messages["discovery"];

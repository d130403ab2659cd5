import type { Messages } from "../en";

const discovery = {
  search: {
    title: "Vyhledávání",
    titleTerm: "Výsledky vyhledávání pro „{{term}}“",
    description: "Produkty a kategorie obchodu {{site}} odpovídající výrazu „{{term}}“.",
    emptyLead: "Co hledáte? Hledejte podle názvu produktu, značky, složky nebo kódu produktu.",
    resultCount_one: "Nalezen {{count}} produkt",
    resultCount_few: "Nalezeny {{count}} produkty",
    resultCount_other: "Nalezeno {{count}} produktů",
    resultCountCapped: "Nalezeno více než {{count}} produktů",
    categories: "Odpovídající kategorie",
    products: "Produkty",
    noResults: "Pro „{{term}}“ jsme nenašli žádný produkt.",
    didYouMean: "Měli jste na mysli",
    correctedTo: "Zobrazujeme produkty pro „{{term}}“.",
    noResultsHint: "Zkontrolujte pravopis, zkuste méně nebo obecnější slova, nebo začněte oblíbeným hledáním:",
    popular: "Oblíbená hledání",
    pagination: "Stránky výsledků",
    previous: "Předchozí stránka",
    next: "Další stránka",
    pageOf: "Stránka {{page}} z {{total}}",
  },
  dropdown: {
    label: "Návrhy vyhledávání",
    products: "Produkty",
    categories: "Kategorie",
    showAll: "Zobrazit všechny výsledky pro „{{term}}“",
    searching: "Hledáme…",
    noSuggestions: "Pro „{{term}}“ nejsou žádné návrhy. Stiskněte Enter pro vyhledání.",
    available_one: "K dispozici je {{count}} návrh, vyberte šipkami.",
    available_few: "K dispozici jsou {{count}} návrhy, vyberte šipkami.",
    available_other: "K dispozici je {{count}} návrhů, vyberte šipkami.",
  },
  notFound: {
    recommended: "Mohlo by se vám líbit",
  },
};

export default discovery satisfies Messages["discovery"];

import type { Messages } from "../en";

const discovery = {
  search: {
    title: "Keresés",
    titleTerm: "Találatok erre: „{{term}}”",
    description: "A(z) {{site}} termékei és kategóriái, amelyek megfelelnek ennek: „{{term}}”.",
    emptyLead: "Mit keres? Keressen terméknév, márka, összetevő vagy cikkszám alapján.",
    resultCount_one: "{{count}} termék található",
    resultCount_other: "{{count}} termék található",
    resultCountCapped: "Több mint {{count}} termék található",
    categories: "Megfelelő kategóriák",
    products: "Termékek",
    noResults: "Nem találtunk terméket erre: „{{term}}”.",
    didYouMean: "Erre gondolt:",
    correctedTo: "Találatok erre: „{{term}}”.",
    noResultsHint: "Ellenőrizze a helyesírást, próbáljon kevesebb vagy általánosabb szót, vagy válasszon egy népszerű keresést:",
    popular: "Népszerű keresések",
    pagination: "Találati oldalak",
    previous: "Előző oldal",
    next: "Következő oldal",
    pageOf: "{{page}}. oldal / {{total}}",
  },
  dropdown: {
    label: "Keresési javaslatok",
    products: "Termékek",
    categories: "Kategóriák",
    showAll: "Az összes találat erre: „{{term}}”",
    searching: "Keresés…",
    noSuggestions: "Nincs javaslat erre: „{{term}}”. Nyomja meg az Entert a kereséshez.",
    available_one: "{{count}} javaslat érhető el, válasszon a nyílbillentyűkkel.",
    available_other: "{{count}} javaslat érhető el, válasszon a nyílbillentyűkkel.",
  },
  notFound: {
    recommended: "Ezek is tetszhetnek",
  },
};

export default discovery satisfies Messages["discovery"];

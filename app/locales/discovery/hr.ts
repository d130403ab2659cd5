import type { Messages } from "../en";

const discovery = {
  search: {
    title: "Pretraživanje",
    titleTerm: "Rezultati pretraživanja za „{{term}}”",
    description: "Proizvodi i kategorije trgovine {{site}} koji odgovaraju pojmu „{{term}}”.",
    emptyLead: "Što tražite? Pretražujte po nazivu proizvoda, marki, sastojku ili šifri proizvoda.",
    resultCount_one: "Pronađen je {{count}} proizvod",
    resultCount_few: "Pronađena su {{count}} proizvoda",
    resultCount_other: "Pronađeno je {{count}} proizvoda",
    resultCountCapped: "Pronađeno je više od {{count}} proizvoda",
    categories: "Odgovarajuće kategorije",
    products: "Proizvodi",
    noResults: "Za „{{term}}” nismo pronašli nijedan proizvod.",
    didYouMean: "Jeste li mislili",
    correctedTo: "Prikazujemo proizvode za „{{term}}”.",
    noResultsHint: "Provjerite pravopis, pokušajte s manje ili općenitijih riječi ili odaberite popularno pretraživanje:",
    popular: "Popularna pretraživanja",
    pagination: "Stranice rezultata",
    previous: "Prethodna stranica",
    next: "Sljedeća stranica",
    pageOf: "Stranica {{page}} od {{total}}",
  },
  dropdown: {
    label: "Prijedlozi pretraživanja",
    products: "Proizvodi",
    categories: "Kategorije",
    showAll: "Prikaži sve rezultate za „{{term}}”",
    searching: "Pretražujemo…",
    noSuggestions: "Nema prijedloga za „{{term}}”. Pritisnite Enter za pretraživanje.",
    available_one: "Dostupan je {{count}} prijedlog, odaberite ga strelicama.",
    available_few: "Dostupna su {{count}} prijedloga, odaberite strelicama.",
    available_other: "Dostupno je {{count}} prijedloga, odaberite strelicama.",
  },
  notFound: {
    recommended: "Moglo bi vam se svidjeti",
  },
};

export default discovery satisfies Messages["discovery"];

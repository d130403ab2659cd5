import type { Messages } from "../en";

const discovery = {
  search: {
    title: "Iskanje",
    titleTerm: "Rezultati iskanja za »{{term}}«",
    description: "Izdelki in kategorije trgovine {{site}}, ki ustrezajo iskanju »{{term}}«.",
    emptyLead: "Kaj iščete? Iščite po imenu izdelka, znamki, sestavini ali šifri izdelka.",
    resultCount_one: "Najden {{count}} izdelek",
    resultCount_two: "Najdena {{count}} izdelka",
    resultCount_few: "Najdeni {{count}} izdelki",
    resultCount_other: "Najdenih {{count}} izdelkov",
    resultCountCapped: "Najdenih več kot {{count}} izdelkov",
    categories: "Ustrezne kategorije",
    products: "Izdelki",
    noResults: "Za »{{term}}« nismo našli nobenega izdelka.",
    didYouMean: "Ste morda mislili",
    correctedTo: "Prikazujemo izdelke za »{{term}}«.",
    noResultsHint: "Preverite črkovanje, poskusite z manj ali bolj splošnimi besedami ali izberite priljubljeno iskanje:",
    popular: "Priljubljena iskanja",
    pagination: "Strani rezultatov",
    previous: "Prejšnja stran",
    next: "Naslednja stran",
    pageOf: "Stran {{page}} od {{total}}",
  },
  dropdown: {
    label: "Predlogi iskanja",
    products: "Izdelki",
    categories: "Kategorije",
    showAll: "Prikaži vse rezultate za »{{term}}«",
    searching: "Iščemo …",
    noSuggestions: "Za »{{term}}« ni predlogov. Pritisnite Enter za iskanje.",
    available_one: "Na voljo je {{count}} predlog, izberite ga s puščicami.",
    available_two: "Na voljo sta {{count}} predloga, izberite s puščicami.",
    available_few: "Na voljo so {{count}} predlogi, izberite s puščicami.",
    available_other: "Na voljo je {{count}} predlogov, izberite s puščicami.",
  },
  notFound: {
    recommended: "Morda vam bo všeč",
  },
};

export default discovery satisfies Messages["discovery"];

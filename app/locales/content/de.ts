import type { Messages } from "../en";

const content = {
  home: {
    featured: "Empfehlungen",
    categoriesTitle: "Nach Kategorie einkaufen",
    brandsTitle: "Unsere Marken",
    allBrands: "Alle Marken",
    recommendedTitle: "Für Sie empfohlen",
    // the home page of a storefront with nothing to show yet (a shop started empty, issue 29 §2)
    empty: "Unsere Produkte sind bald hier.",
    advantagesTitle: "Warum bei uns einkaufen",
    socialTitle: "Folgen Sie uns",
    socialText: "Tipps, Neuheiten und Angebote – zuerst auf unseren sozialen Netzwerken.",
  },
  blog: {
    title: "Blog",
    description: "Tipps für natürliche Hautpflege, nachhaltiges Wohnen und Neuigkeiten aus unseren Geschäften.",
    categoryDescription: "Artikel der Rubrik „{{name}}“ in unserem Blog.",
    categories: "Themen",
    allPosts: "Alle Artikel",
    readMore: "Artikel lesen",
    related: "Mehr aus {{name}}",
    backToBlog: "Zurück zum Blog",
    noPosts: "Hier gibt es noch keine Artikel.",
    pagination: "Blogseiten",
    previous: "Zurück",
    next: "Weiter",
    page: "Seite {{page}}",
    postCount_one: "{{count}} Artikel",
    postCount_other: "{{count}} Artikel",
  },
  cms: {
    otherPages: "Weitere Informationen",
    acceptedVersion: "Dies ist der Text, wie er mit Bestellungen ab dem {{date}} akzeptiert wurde.",
    currentVersion: "Zur aktuellen Fassung",
  },
  brands: {
    title: "Marken",
    description: "Alle Marken, die wir führen, von A bis Z – woher sie kommen und wie viele ihrer Produkte wir anbieten.",
    intro: "Alle Marken, die wir führen, von A bis Z. Wählen Sie eine Marke, um alle ihre Produkte zu sehen.",
    letters: "Marken nach Anfangsbuchstaben",
    viewProducts: "Produkte ansehen",
    productCount_one: "{{count}} Produkt",
    productCount_other: "{{count}} Produkte",
  },
};

export default content satisfies Messages["content"];

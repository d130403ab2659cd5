import type { Messages } from "../en";

const content = {
  home: {
    featured: "In evidenza",
    categoriesTitle: "Acquista per categoria",
    brandsTitle: "I nostri marchi",
    allBrands: "Tutti i marchi",
    recommendedTitle: "Consigliati per te",
    // the home page of a storefront with nothing to show yet (a shop started empty, issue 29 §2)
    empty: "I nostri prodotti saranno presto qui.",
    advantagesTitle: "Perché acquistare da noi",
    socialTitle: "Seguici",
    socialText: "Consigli, novità e offerte, in anteprima sui nostri social network.",
  },
  blog: {
    title: "Blog",
    description: "Consigli per la cura naturale della pelle, una casa sostenibile e novità dai nostri negozi.",
    categoryDescription: "Articoli della rubrica «{{name}}» sul nostro blog.",
    categories: "Argomenti",
    allPosts: "Tutti gli articoli",
    readMore: "Leggi l'articolo",
    related: "Altro in {{name}}",
    backToBlog: "Torna al blog",
    noPosts: "Non ci sono ancora articoli.",
    pagination: "Pagine del blog",
    previous: "Precedente",
    next: "Successiva",
    page: "Pagina {{page}}",
    postCount_one: "{{count}} articolo",
    postCount_other: "{{count}} articoli",
  },
  cms: {
    otherPages: "Altre informazioni",
    acceptedVersion: "Questo è il testo così come è stato accettato con gli ordini dal {{date}} in poi.",
    currentVersion: "Leggi la versione in vigore",
  },
  brands: {
    title: "Marchi",
    description: "Tutti i marchi che vendiamo, dalla A alla Z: da dove vengono e quanti loro prodotti offriamo.",
    intro: "Tutti i marchi che vendiamo, dalla A alla Z. Scegli un marchio per vedere tutti i suoi prodotti.",
    letters: "Marchi per iniziale",
    viewProducts: "Vedi i prodotti",
    productCount_one: "{{count}} prodotto",
    productCount_other: "{{count}} prodotti",
  },
};

export default content satisfies Messages["content"];

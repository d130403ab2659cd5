import type { Messages } from "../en";

const content = {
  home: {
    featured: "Izdvojeno",
    categoriesTitle: "Kupujte po kategorijama",
    brandsTitle: "Naši brendovi",
    allBrands: "Svi brendovi",
    recommendedTitle: "Preporučujemo vam",
    // the home page of a storefront with nothing to show yet (a shop started empty, issue 29 §2)
    empty: "Naši će proizvodi uskoro biti ovdje.",
    advantagesTitle: "Zašto kupovati kod nas",
    socialTitle: "Pratite nas",
    socialText: "Savjeti, novosti i ponude – prvo na našim društvenim mrežama.",
  },
  blog: {
    title: "Blog",
    description: "Savjeti za prirodnu njegu kože, održivi život kod kuće i novosti iz naših trgovina.",
    categoryDescription: "Članci u rubrici „{{name}}” na našem blogu.",
    categories: "Teme",
    allPosts: "Svi članci",
    readMore: "Pročitajte članak",
    related: "Više u rubrici {{name}}",
    backToBlog: "Natrag na blog",
    noPosts: "Ovdje još nema članaka.",
    pagination: "Stranice bloga",
    previous: "Prethodna",
    next: "Sljedeća",
    page: "Stranica {{page}}",
    postCount_one: "{{count}} članak",
    postCount_few: "{{count}} članka",
    postCount_other: "{{count}} članaka",
  },
  cms: {
    otherPages: "Više informacija",
    acceptedVersion: "Ovo je tekst kakav je prihvaćen s narudžbama od {{date}} nadalje.",
    currentVersion: "Pročitajte važeću verziju",
  },
  brands: {
    title: "Brendovi",
    description: "Svi brendovi koje prodajemo, od A do Ž – odakle dolaze i koliko njihovih proizvoda imamo.",
    intro: "Svi brendovi koje prodajemo, od A do Ž. Odaberite brend i pogledajte sve njegove proizvode.",
    letters: "Brendovi po početnom slovu",
    viewProducts: "Pogledajte proizvode",
    productCount_one: "{{count}} proizvod",
    productCount_few: "{{count}} proizvoda",
    productCount_other: "{{count}} proizvoda",
  },
};

export default content satisfies Messages["content"];

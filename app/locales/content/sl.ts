import type { Messages } from "../en";

const content = {
  home: {
    featured: "Izpostavljeno",
    categoriesTitle: "Nakupujte po kategorijah",
    brandsTitle: "Naše znamke",
    allBrands: "Vse znamke",
    recommendedTitle: "Priporočamo vam",
    // the home page of a storefront with nothing to show yet (a shop started empty, issue 29 §2)
    empty: "Naši izdelki bodo kmalu tukaj.",
    advantagesTitle: "Zakaj nakupovati pri nas",
    socialTitle: "Sledite nam",
    socialText: "Nasveti, novosti in ponudbe – najprej na naših družbenih omrežjih.",
  },
  blog: {
    title: "Blog",
    description: "Nasveti za naravno nego kože, trajnostno življenje doma in novice iz naših trgovin.",
    categoryDescription: "Članki v rubriki »{{name}}« na našem blogu.",
    categories: "Teme",
    allPosts: "Vsi članki",
    readMore: "Preberite članek",
    related: "Več v rubriki {{name}}",
    backToBlog: "Nazaj na blog",
    noPosts: "Tu še ni člankov.",
    pagination: "Strani bloga",
    previous: "Prejšnja",
    next: "Naslednja",
    page: "Stran {{page}}",
    postCount_one: "{{count}} članek",
    postCount_two: "{{count}} članka",
    postCount_few: "{{count}} članki",
    postCount_other: "{{count}} člankov",
  },
  cms: {
    otherPages: "Več informacij",
    acceptedVersion: "To je besedilo, kot je bilo sprejeto z naročili od {{date}} dalje.",
    currentVersion: "Preberite veljavno različico",
  },
  brands: {
    title: "Znamke",
    description: "Vse znamke, ki jih prodajamo, od A do Ž – od kod prihajajo in koliko njihovih izdelkov imamo.",
    intro: "Vse znamke, ki jih prodajamo, od A do Ž. Izberite znamko in si oglejte vse njene izdelke.",
    letters: "Znamke po začetnici",
    viewProducts: "Oglejte si izdelke",
    productCount_one: "{{count}} izdelek",
    productCount_two: "{{count}} izdelka",
    productCount_few: "{{count}} izdelki",
    productCount_other: "{{count}} izdelkov",
  },
};

export default content satisfies Messages["content"];

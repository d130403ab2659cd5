import type { Messages } from "../en";

const content = {
  home: {
    featured: "Kiemelt ajánlatok",
    categoriesTitle: "Vásároljon kategóriák szerint",
    brandsTitle: "Márkáink",
    allBrands: "Összes márka",
    recommendedTitle: "Ajánlataink Önnek",
    // the home page of a storefront with nothing to show yet (a shop started empty, issue 29 §2)
    empty: "Termékeink hamarosan itt lesznek.",
    advantagesTitle: "Miért nálunk vásároljon",
    socialTitle: "Kövessen minket",
    socialText: "Tippek, újdonságok és ajánlatok – elsőként közösségi oldalainkon.",
  },
  blog: {
    title: "Blog",
    description: "Tippek a természetes bőrápoláshoz és a fenntartható otthonhoz, valamint hírek üzleteinkből.",
    categoryDescription: "Cikkek a(z) „{{name}}” rovatban blogunkon.",
    categories: "Témák",
    allPosts: "Összes cikk",
    readMore: "Tovább a cikkhez",
    related: "További cikkek: {{name}}",
    backToBlog: "Vissza a bloghoz",
    noPosts: "Itt még nincsenek cikkek.",
    pagination: "Blogoldalak",
    previous: "Előző",
    next: "Következő",
    page: "{{page}}. oldal",
    postCount_one: "{{count}} cikk",
    postCount_other: "{{count}} cikk",
  },
  cms: {
    otherPages: "További információk",
    acceptedVersion: "Ez a szöveg abban a formában, ahogyan a {{date}} óta leadott rendelésekkel elfogadták.",
    currentVersion: "Az érvényes változat",
  },
  brands: {
    title: "Márkák",
    description: "Az összes általunk forgalmazott márka A-tól Z-ig: honnan származnak, és hány termékük kapható nálunk.",
    intro: "Az összes általunk forgalmazott márka A-tól Z-ig. Válasszon egy márkát, és nézze meg összes termékét.",
    letters: "Márkák kezdőbetű szerint",
    viewProducts: "Termékek megtekintése",
    productCount_one: "{{count}} termék",
    productCount_other: "{{count}} termék",
  },
};

export default content satisfies Messages["content"];

import type { Messages } from "../en";

const content = {
  home: {
    featured: "Doporučujeme",
    categoriesTitle: "Nakupujte podle kategorií",
    brandsTitle: "Naše značky",
    allBrands: "Všechny značky",
    recommendedTitle: "Vybrali jsme pro vás",
    // the home page of a storefront with nothing to show yet (a shop started empty, issue 29 §2)
    empty: "Naše produkty tu budou brzy.",
    advantagesTitle: "Proč nakupovat u nás",
    socialTitle: "Sledujte nás",
    socialText: "Tipy, novinky a nabídky – nejdříve na našich sociálních sítích.",
  },
  blog: {
    title: "Blog",
    description: "Tipy pro přírodní péči o pleť, udržitelné bydlení a novinky z našich prodejen.",
    categoryDescription: "Články v rubrice „{{name}}“ na našem blogu.",
    categories: "Témata",
    allPosts: "Všechny články",
    readMore: "Přečíst článek",
    related: "Další v rubrice {{name}}",
    backToBlog: "Zpět na blog",
    noPosts: "Zatím zde nejsou žádné články.",
    pagination: "Stránky blogu",
    previous: "Předchozí",
    next: "Další",
    page: "Strana {{page}}",
    postCount_one: "{{count}} článek",
    postCount_few: "{{count}} články",
    postCount_other: "{{count}} článků",
  },
  cms: {
    otherPages: "Další informace",
    acceptedVersion: "Toto je text ve znění, jak byl přijat s objednávkami od {{date}}.",
    currentVersion: "Přečtěte si platné znění",
  },
  brands: {
    title: "Značky",
    description: "Všechny značky, které prodáváme, od A do Z – odkud pocházejí a kolik jejich výrobků nabízíme.",
    intro: "Všechny značky, které prodáváme, od A do Z. Vyberte si značku a prohlédněte si všechny její výrobky.",
    letters: "Značky podle písmene",
    viewProducts: "Zobrazit výrobky",
    productCount_one: "{{count}} výrobek",
    productCount_few: "{{count}} výrobky",
    productCount_other: "{{count}} výrobků",
  },
};

export default content satisfies Messages["content"];

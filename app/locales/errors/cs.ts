import type { Messages } from "../en";

const errors = {
  notFoundTitle: "Stránka nenalezena",
  notFoundDescription: "Stránka, kterou hledáte, neexistuje nebo byla přesunuta. Zkuste vyhledat, co potřebujete.",
  goneTitle: "Tento produkt již neprodáváme",
  goneDescription: "Produkt na této adrese již neprodáváme. Vyhledejte něco podobného nebo se podívejte na naše doporučení.",
  tooManyRequestsTitle: "Příliš mnoho požadavků",
  tooManyRequests: "V krátké době jste odeslali příliš mnoho požadavků. Chvíli počkejte a zkuste to znovu.",
  generalTitle: "Něco se pokazilo",
  general: "Došlo k neočekávané chybě. Zkuste to prosím za chvíli znovu.",
  code: "Chyba {{code}}",
  backHome: "Zpět na úvodní stránku",
};

export default errors satisfies Messages["errors"];

import type { Messages } from "../en";

// Czech messages of the withdrawal function (../en.ts is the reference).
const withdrawal: Messages["withdrawal"] = {
  link: "Odstoupení od smlouvy",
  title: "Odstoupení od smlouvy",
  intro: "Od nákupu můžete odstoupit do {{days}} dnů od doručení bez udání důvodu. Vyplňte formulář; na další stránce jej zkontrolujete a potvrdíte.",
  form: {
    name: "Jméno a příjmení",
    email: "E-mailová adresa objednávky",
    orderNumber: "Číslo objednávky",
    orderNumberHint: "Jako v potvrzení objednávky, např. SU-2026-000042",
    whichItems: "Od čeho odstupujete?",
    wholeOrder: "Od celé objednávky",
    someItems: "Jen od některého zboží",
    items: "Které zboží (název a množství)",
    lines: "Zboží objednávky",
    reason: "Důvod (nepovinné)",
    submit: "Odstupuji od smlouvy",
  },
  confirm: {
    title: "Zkontrolujte a potvrďte odstoupení",
    intro: "Toto obdržíme. Zatím nic nebylo odesláno.",
    items: "Zboží",
    wholeOrder: "Celá objednávka",
    reason: "Důvod",
    submit: "Potvrzuji odstoupení",
    change: "Změnit údaje",
  },
  done: {
    title: "Odstoupení přijato",
    text: "Děkujeme. Pokud údaje odpovídají objednávce, poslali jsme na e-mailovou adresu objednávky potvrzení o přijetí s obsahem odstoupení a datem a časem přijetí.",
    back: "Zpět do obchodu",
  },
  errors: {
    nameRequired: "Zadejte své jméno.",
    emailInvalid: "Zadejte e-mailovou adresu, se kterou jste objednali.",
    orderNumberInvalid: "Zadejte číslo objednávky jako v potvrzení, např. SU-2026-000042.",
    itemsRequired: "Uveďte, které zboží vracíte, nebo zvolte celou objednávku.",
    reasonTooLong: "Důvod smí mít nejvýše 1000 znaků.",
  },
  order: {
    period: "Od této objednávky můžete odstoupit do {{days}} dnů od doručení.",
    periodUntil: "Od této objednávky můžete odstoupit do {{date}} ({{days}} dnů od doručení).",
  },
  mail: {
    subject: "Přijali jsme vaše odstoupení od objednávky {{number}}",
    greeting: "Dobrý den, {{name}},",
    received: "vaše odstoupení od smlouvy k objednávce {{number}} jsme přijali {{when}}.",
    receiptOnly: "Tento e-mail potvrzuje přijetí; zatím nejde o naše rozhodnutí o něm.",
    content: "Co jste poslali:",
    receivedAt: "Přijato",
    next: "Ohledně vrácení zboží a peněz se vám ozveme.",
    period: "Od smlouvy můžete odstoupit do {{days}} dnů od doručení: {{link}}",
  },
};

export default withdrawal;

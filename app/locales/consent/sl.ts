import type { Messages } from "../en";

// Consent banner.
const consent = {
  title: "Piškotki in zasebnost",
  text: "Za delovanje trgovine uporabljamo nujne piškotke. Z vašim dovoljenjem uporabljamo tudi funkcionalne piškotke (upravitelj oznak, obvestila, znak zaupanja) in statistične piškotke, ki nam pomagajo izboljšati trgovino. Izbiro lahko kadar koli spremenite pod Nastavitve piškotkov na dnu strani.",
  purposes: "Nameni",
  necessary: "Nujni",
  necessaryText: "ohranijo košarico, prijavo in vaše izbire; vedno vklopljeni.",
  functional: "Funkcionalni",
  functionalText: "upravitelj oznak, potisna obvestila in znak zaupanja.",
  statistics: "Statistični",
  statisticsText: "anonimne meritve uporabe trgovine.",
  rejectAll: "Zavrni vse",
  save: "Shrani izbiro",
  acceptAll: "Sprejmi vse",
  settingsLink: "Nastavitve piškotkov",
} satisfies Messages["consent"];

export default consent;

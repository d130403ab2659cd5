import type { Messages } from "../en";

// Consent banner.
const consent = {
  title: "Cookies a soukromí",
  text: "K provozu obchodu používáme nezbytné cookies. S vaším svolením používáme také funkční cookies (správce značek, oznámení, pečeť důvěry) a statistické cookies, které nám pomáhají obchod zlepšovat. Svou volbu můžete kdykoli změnit v Nastavení cookies dole na stránce.",
  purposes: "Účely",
  necessary: "Nezbytné",
  necessaryText: "uchovávají košík, přihlášení a vaše volby; vždy zapnuté.",
  functional: "Funkční",
  functionalText: "správce značek, push oznámení a pečeť důvěry.",
  statistics: "Statistické",
  statisticsText: "anonymní měření používání obchodu.",
  rejectAll: "Odmítnout vše",
  save: "Uložit volbu",
  acceptAll: "Přijmout vše",
  settingsLink: "Nastavení cookies",
} satisfies Messages["consent"];

export default consent;

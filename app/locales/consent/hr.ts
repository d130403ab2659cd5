import type { Messages } from "../en";

// Consent banner.
const consent = {
  title: "Kolačići i privatnost",
  text: "Za rad trgovine koristimo nužne kolačiće. Uz vaše dopuštenje koristimo i funkcionalne kolačiće (upravitelj oznaka, obavijesti, znak povjerenja) i statističke kolačiće koji nam pomažu poboljšati trgovinu. Izbor možete promijeniti u bilo kojem trenutku pod Postavke kolačića na dnu stranice.",
  purposes: "Svrhe",
  necessary: "Nužni",
  necessaryText: "čuvaju košaricu, prijavu i vaše izbore; uvijek uključeni.",
  functional: "Funkcionalni",
  functionalText: "upravitelj oznaka, push obavijesti i znak povjerenja.",
  statistics: "Statistički",
  statisticsText: "anonimna mjerenja korištenja trgovine.",
  rejectAll: "Odbij sve",
  save: "Spremi izbor",
  acceptAll: "Prihvati sve",
  settingsLink: "Postavke kolačića",
} satisfies Messages["consent"];

export default consent;

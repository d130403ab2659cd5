import type { Messages } from "../en";

// Consent banner.
const consent = {
  title: "Sütik és adatvédelem",
  text: "A webáruház működéséhez szükséges sütiket használunk. Az Ön engedélyével funkcionális sütiket (címkekezelő, értesítések, megbízhatósági jelvény) és statisztikai sütiket is használunk, amelyek segítenek fejleszteni az áruházat. Döntését bármikor módosíthatja az oldal alján található Sütibeállítások menüpontban.",
  purposes: "Célok",
  necessary: "Szükséges",
  necessaryText: "megőrzik a kosarat, a bejelentkezést és a választásait; mindig bekapcsolva.",
  functional: "Funkcionális",
  functionalText: "címkekezelő, push értesítések és megbízhatósági jelvény.",
  statistics: "Statisztikai",
  statisticsText: "névtelen mérések az áruház használatáról.",
  rejectAll: "Összes elutasítása",
  save: "Választás mentése",
  acceptAll: "Összes elfogadása",
  settingsLink: "Sütibeállítások",
} satisfies Messages["consent"];

export default consent;

import type { Messages } from "../en";

const errors = {
  notFoundTitle: "Az oldal nem található",
  notFoundDescription: "A keresett oldal nem létezik, vagy áthelyezték. Próbálja megkeresni, amire szüksége van.",
  goneTitle: "Ezt a terméket már nem forgalmazzuk",
  goneDescription: "Az ezen a címen található terméket már nem forgalmazzuk. Keressen valami hasonlót, vagy nézze meg ajánlatainkat.",
  tooManyRequestsTitle: "Túl sok kérés",
  tooManyRequests: "Rövid idő alatt túl sok kérést küldött. Kérjük, várjon egy kicsit, majd próbálja újra.",
  generalTitle: "Hiba történt",
  general: "Váratlan hiba történt. Kérjük, próbálja újra egy kis idő múlva.",
  code: "Hibakód: {{code}}",
  backHome: "Vissza a főoldalra",
};

export default errors satisfies Messages["errors"];

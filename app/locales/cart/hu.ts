import type { Messages } from "../en";

const cart = {
  title: "Kosár",
  lineCount_one: "{{count}} termék a kosárban",
  lineCount_other: "{{count}} termék a kosárban",
  empty: "A kosara üres.",
  emptyHint: "Keressen valamit, ami tetszik, és tegye a kosárba.",
  continueShopping: "Vásárlás folytatása",
  product: "Termék",
  unitPrice: "Ár",
  quantity: "Mennyiség",
  lineTotal: "Összesen",
  qtyLabel: "Mennyiség: {{name}}",
  update: "Frissítés",
  remove: "Eltávolítás",
  removeLabel: "{{name}} eltávolítása a kosárból",
  lineOutOfStock: "Jelenleg nincs készleten",
  summary: "Rendelés összesítése",
  subtotal: "Részösszeg",
  discount: "Megtakarítás",
  grandTotal: "Összesen",
  taxNote: "Az árak az áfát tartalmazzák.",
  freeShipping: "A rendelése ingyenes szállítással érkezik.",
  freeShippingMissing: "Még {{amount}} értékben vásároljon az ingyenes szállításhoz.",
  points_one: "Ezzel a rendeléssel {{count}} hűségpontot kap.",
  points_other: "Ezzel a rendeléssel {{count}} hűségpontot kap.",
  checkout: "Tovább a pénztárhoz",
  saving: "A változtatások mentése…",
  errors: {
    invalid: "A kérést nem sikerült értelmezni. Kérjük, próbálja újra.",
    quantity: "Adjon meg 1 és 99 közötti mennyiséget.",
    unknownProduct: "Ez a termék ebben az üzletben nem elérhető.",
    outOfStock: "Sajnáljuk, ez a termék nincs készleten.",
    notInCart: "Ez a termék már nincs a kosarában.",
  },
};

export default cart satisfies Messages["cart"];

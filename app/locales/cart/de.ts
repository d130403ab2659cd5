import type { Messages } from "../en";

const cart = {
  title: "Warenkorb",
  lineCount_one: "{{count}} Produkt im Warenkorb",
  lineCount_other: "{{count}} Produkte im Warenkorb",
  empty: "Ihr Warenkorb ist leer.",
  emptyHint: "Finden Sie etwas, das Ihnen gefällt, und legen Sie es in den Warenkorb.",
  continueShopping: "Weiter einkaufen",
  product: "Produkt",
  unitPrice: "Preis",
  quantity: "Menge",
  lineTotal: "Summe",
  qtyLabel: "Menge von {{name}}",
  update: "Aktualisieren",
  remove: "Entfernen",
  removeLabel: "{{name}} aus dem Warenkorb entfernen",
  lineOutOfStock: "Derzeit nicht auf Lager",
  summary: "Bestellübersicht",
  subtotal: "Zwischensumme",
  discount: "Sie sparen",
  grandTotal: "Gesamtsumme",
  taxNote: "Preise inkl. MwSt.",
  freeShipping: "Ihre Bestellung wird versandkostenfrei geliefert.",
  freeShippingMissing: "Noch {{amount}} bis zum kostenlosen Versand.",
  points_one: "Mit dieser Bestellung erhalten Sie {{count}} Treuepunkt.",
  points_other: "Mit dieser Bestellung erhalten Sie {{count}} Treuepunkte.",
  checkout: "Zur Kasse",
  saving: "Ihre Änderungen werden gespeichert …",
  errors: {
    invalid: "Die Anfrage konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.",
    quantity: "Geben Sie eine Menge von 1 bis 99 ein.",
    unknownProduct: "Dieses Produkt ist in diesem Shop nicht erhältlich.",
    outOfStock: "Leider ist dieses Produkt nicht auf Lager.",
    notInCart: "Dieses Produkt ist nicht mehr in Ihrem Warenkorb.",
  },
};

export default cart satisfies Messages["cart"];

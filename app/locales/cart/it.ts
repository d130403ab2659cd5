import type { Messages } from "../en";

const cart = {
  title: "Carrello",
  lineCount_one: "{{count}} prodotto nel carrello",
  lineCount_other: "{{count}} prodotti nel carrello",
  empty: "Il tuo carrello è vuoto.",
  emptyHint: "Trova qualcosa che ti piace e aggiungilo al carrello.",
  continueShopping: "Continua gli acquisti",
  product: "Prodotto",
  unitPrice: "Prezzo",
  quantity: "Quantità",
  lineTotal: "Totale",
  qtyLabel: "Quantità di {{name}}",
  update: "Aggiorna",
  remove: "Rimuovi",
  removeLabel: "Rimuovi {{name}} dal carrello",
  lineOutOfStock: "Al momento non disponibile",
  summary: "Riepilogo dell'ordine",
  subtotal: "Subtotale",
  discount: "Risparmi",
  grandTotal: "Totale",
  taxNote: "I prezzi includono l'IVA.",
  freeShipping: "Il tuo ordine ha la spedizione gratuita.",
  freeShippingMissing: "Aggiungi ancora {{amount}} per la spedizione gratuita.",
  points_one: "Con questo ordine ricevi {{count}} punto fedeltà.",
  points_other: "Con questo ordine ricevi {{count}} punti fedeltà.",
  checkout: "Vai alla cassa",
  saving: "Salvataggio delle modifiche…",
  errors: {
    invalid: "Non è stato possibile comprendere la richiesta. Riprova.",
    quantity: "Inserisci una quantità da 1 a 99.",
    unknownProduct: "Questo prodotto non è disponibile in questo negozio.",
    outOfStock: "Spiacenti, questo prodotto non è disponibile.",
    notInCart: "Questo prodotto non è più nel tuo carrello.",
  },
};

export default cart satisfies Messages["cart"];

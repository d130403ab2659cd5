import type { Messages } from "../en";

const product = {
  card: {
    rating: "Valutazione {{rating}} su 5",
    regularPrice: "Prezzo pieno",
    youSave: "Risparmi {{amount}}",
    lowest30: "Prezzo più basso degli ultimi 30 giorni: {{amount}}",
    inStock: "Disponibile",
    outOfStock: "Non disponibile",
  },
};

export default product satisfies Messages["product"];

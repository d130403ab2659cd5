import type { Messages } from "../en";

const product = {
  card: {
    rating: "Bewertung {{rating}} von 5",
    regularPrice: "Regulärer Preis",
    youSave: "Sie sparen {{amount}}",
    lowest30: "Niedrigster Preis der letzten 30 Tage: {{amount}}",
    inStock: "Auf Lager",
    outOfStock: "Nicht auf Lager",
  },
};

export default product satisfies Messages["product"];

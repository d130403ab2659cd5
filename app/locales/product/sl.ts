import type { Messages } from "../en";

const product = {
  card: {
    rating: "Ocena {{rating}} od 5",
    regularPrice: "Redna cena",
    youSave: "Prihranite {{amount}}",
    lowest30: "Najnižja cena v zadnjih 30 dneh: {{amount}}",
    inStock: "Na zalogi",
    outOfStock: "Ni na zalogi",
  },
};

export default product satisfies Messages["product"];

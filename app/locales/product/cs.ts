import type { Messages } from "../en";

const product = {
  card: {
    rating: "Hodnocení {{rating}} z 5",
    regularPrice: "Běžná cena",
    youSave: "Ušetříte {{amount}}",
    lowest30: "Nejnižší cena za posledních 30 dní: {{amount}}",
    inStock: "Skladem",
    outOfStock: "Není skladem",
  },
};

export default product satisfies Messages["product"];

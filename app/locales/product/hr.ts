import type { Messages } from "../en";

const product = {
  card: {
    rating: "Ocjena {{rating}} od 5",
    regularPrice: "Redovna cijena",
    youSave: "Uštedite {{amount}}",
    lowest30: "Najniža cijena u zadnjih 30 dana: {{amount}}",
    inStock: "Na zalihi",
    outOfStock: "Nije na zalihi",
  },
};

export default product satisfies Messages["product"];

import type { Messages } from "../en";

const product = {
  card: {
    rating: "Értékelés: {{rating}} / 5",
    regularPrice: "Eredeti ár",
    youSave: "Megtakarítás: {{amount}}",
    lowest30: "Legalacsonyabb ár az elmúlt 30 napban: {{amount}}",
    inStock: "Raktáron",
    outOfStock: "Nincs raktáron",
  },
};

export default product satisfies Messages["product"];

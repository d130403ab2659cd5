// English product messages: the reference set for this section (see ../en.ts).
const product = {
  card: {
    rating: "Rated {{rating}} out of 5",
    regularPrice: "Regular price",
    youSave: "You save {{amount}}",
    lowest30: "Lowest price in the last 30 days: {{amount}}",
    inStock: "In stock",
    outOfStock: "Out of stock",
  },
};

export default product;

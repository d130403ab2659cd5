// English cart messages (the cart page and its form messages): the reference set for this
// section (see ../en.ts).
const cart = {
  title: "Shopping cart",
  lineCount_one: "{{count}} product in your cart",
  lineCount_other: "{{count}} products in your cart",
  empty: "Your cart is empty.",
  emptyHint: "Find something you like and add it to the cart.",
  continueShopping: "Continue shopping",
  product: "Product",
  unitPrice: "Price",
  quantity: "Quantity",
  lineTotal: "Total",
  qtyLabel: "Quantity of {{name}}",
  update: "Update",
  remove: "Remove",
  removeLabel: "Remove {{name}} from the cart",
  lineOutOfStock: "Currently out of stock",
  summary: "Order summary",
  subtotal: "Subtotal",
  discount: "You save",
  grandTotal: "Total",
  taxNote: "Prices include VAT.",
  freeShipping: "Your order ships free.",
  freeShippingMissing: "Add {{amount}} more for free shipping.",
  points_one: "You earn {{count}} reward point with this order.",
  points_other: "You earn {{count}} reward points with this order.",
  checkout: "Proceed to checkout",
  saving: "Saving your changes…",
  errors: {
    invalid: "That request could not be understood. Please try again.",
    quantity: "Enter a quantity from 1 to 99.",
    unknownProduct: "This product is not available in this shop.",
    outOfStock: "Sorry, this product is out of stock.",
    notInCart: "This product is no longer in your cart.",
  },
};

export default cart;

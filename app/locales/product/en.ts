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
  page: {
    sku: "Product code: {{sku}}",
    gallery: "Product pictures",
    picture: "Picture {{number}} of {{total}}",
    showPicture: "Show picture {{number}}",
    noPicture: "No picture yet",
    noRating: "Not rated yet",
    availability: "Availability",
    inStock: "In stock",
    outOfStock: "Out of stock – this product cannot be ordered right now",
    deliveryDays_one: "delivery in {{count}} working day",
    deliveryDays_other: "delivery in {{count}} working days",
    quantity: "Quantity",
    addToCart: "Add to cart",
    addedToCart: "Added to your cart.",
    addToWishlist: "Add to wishlist",
    rewardPoints_one: "You earn {{count}} reward point",
    rewardPoints_other: "You earn {{count}} reward points",
    freeShipping: "Free shipping",
    freeShippingMissing: "Add {{amount}} more for free shipping",
    description: "Description",
    attributes: "Product details",
    recommended: "You may also like",
  },
  breadcrumbs: {
    label: "Breadcrumbs",
    home: "Home",
  },
};

export default product;

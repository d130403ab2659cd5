import listing from "./listing/en";
import product from "./product/en";
import discovery from "./discovery/en";
import content from "./content/en";
import account from "./account/en";
import cart from "./cart/en";
import cartExtras from "./cart-extras/en";
import system from "./system/en";
import consent from "./consent/en";
import checkout from "./checkout/en";
import orders from "./orders/en";
import withdrawal from "./withdrawal/en";
import errors from "./errors/en";
// English messages: the reference set. Every other language file must have the same keys
// (checked by the type `Messages` and by a unit test).
const en = {
  system_currency: "€",
  meta: {
    separator: " | ",
  },
  header: {
    skipToContent: "Skip to content",
    searchLabel: "Search the shop",
    searchPlaceholder: "Search products, brands, categories…",
    searchButton: "Search",
    account: "My account",
    login: "Log in",
    wishlist: "Wishlist",
    cart: "Cart",
    cartCount_one: "{{count}} item in cart",
    cartCount_other: "{{count}} items in cart",
    menu: "Menu",
    closeMenu: "Close menu",
    categories: "Categories",
    allProducts: "All in {{name}}",
    storefronts: "Shop in another country",
    brands: "Brands",
    blog: "Blog",
    giftCertificates: "Gift cards",
  },
  footer: {
    customerService: "Customer service",
    about: "About the shop",
    followUs: "Follow us",
    shops: "Our shops",
    awards: "Awards",
    rights: "All rights reserved.",
    paymentNote: "Secure payment · Delivery in 1–3 working days",
    withdraw: "Withdraw from contract",
    contact: "Contact",
    vatNumber: "VAT number: {{number}}",
    registrationNumber: "Registration number: {{number}}",
    hours: "Opening hours",
  },
  checkoutLayout: {
    backToCart: "Back to cart",
    secure: "Secure checkout",
  },
  home: {
    featured: "Shop by category",
    browse: "Browse",
    productCount_one: "{{count}} product",
    productCount_other: "{{count}} products",
  },
  errors,
};

const messages = { ...en, listing, product, discovery, content, account, cart, cartExtras, system, consent, checkout, orders, withdrawal };

export default messages;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof messages>;

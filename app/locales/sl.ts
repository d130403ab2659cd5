import type { Messages } from "./en";
import listing from "./listing/sl";
import product from "./product/sl";
import discovery from "./discovery/sl";
import content from "./content/sl";
import account from "./account/sl";
import cart from "./cart/sl";
import cartExtras from "./cart-extras/sl";
import system from "./system/sl";
import consent from "./consent/sl";
import checkout from "./checkout/sl";
import orders from "./orders/sl";
import withdrawal from "./withdrawal/sl";
import errors from "./errors/sl";

// Slovenian messages. Slovenian uses four plural forms in i18next (_one, _two, _few, _other);
// the extra forms are not part of `Messages`, so the object is checked with `satisfies` on export
// (all keys of en are required; the extra plural keys are allowed).
const sl = {
  system_currency: "€",
  meta: {
    separator: " | ",
  },
  header: {
    skipToContent: "Preskoči na vsebino",
    searchLabel: "Iskanje po trgovini",
    searchPlaceholder: "Iščite izdelke, blagovne znamke, kategorije …",
    searchButton: "Išči",
    account: "Moj račun",
    login: "Prijava",
    wishlist: "Seznam želja",
    cart: "Košarica",
    cartCount_one: "{{count}} izdelek v košarici",
    cartCount_two: "{{count}} izdelka v košarici",
    cartCount_few: "{{count}} izdelki v košarici",
    cartCount_other: "{{count}} izdelkov v košarici",
    menu: "Meni",
    closeMenu: "Zapri meni",
    categories: "Kategorije",
    allProducts: "Vse v kategoriji {{name}}",
    storefronts: "Nakupujte v drugi državi",
    brands: "Blagovne znamke",
    blog: "Blog",
    giftCertificates: "Darilni boni",
  },
  footer: {
    customerService: "Pomoč kupcem",
    about: "O trgovini",
    followUs: "Sledite nam",
    shops: "Naše trgovine",
    awards: "Nagrade",
    rights: "Vse pravice pridržane.",
    paymentNote: "Varno plačilo · Dostava v 1–3 delovnih dneh",
    withdraw: "Odstop od pogodbe",
    contact: "Kontakt",
    vatNumber: "ID za DDV: {{number}}",
    registrationNumber: "Matična številka: {{number}}",
    hours: "Delovni čas",
  },
  checkoutLayout: {
    backToCart: "Nazaj v košarico",
    secure: "Varen zaključek nakupa",
  },
  home: {
    featured: "Nakupujte po kategorijah",
    browse: "Prebrskaj",
    productCount_one: "{{count}} izdelek",
    productCount_two: "{{count}} izdelka",
    productCount_few: "{{count}} izdelki",
    productCount_other: "{{count}} izdelkov",
  },
  errors,
};

export default { ...sl, listing, product, discovery, content, account, cart, cartExtras, system, consent, checkout, orders, withdrawal } satisfies Messages;

import type { Messages } from "./en";
import listing from "./listing/hr";
import product from "./product/hr";
import discovery from "./discovery/hr";
import content from "./content/hr";
import account from "./account/hr";
import cart from "./cart/hr";
import cartExtras from "./cart-extras/hr";
import system from "./system/hr";
import consent from "./consent/hr";
import checkout from "./checkout/hr";
import orders from "./orders/hr";
import withdrawal from "./withdrawal/hr";
import errors from "./errors/hr";

// Croatian messages. Croatian uses three plural forms in i18next (_one, _few, _other); the extra
// form is not part of `Messages`, so the object is checked with `satisfies` on export
// (all keys of en are required; the extra plural keys are allowed).
const hr = {
  system_currency: "€",
  meta: {
    separator: " | ",
  },
  header: {
    skipToContent: "Preskoči na sadržaj",
    searchLabel: "Pretraži trgovinu",
    searchPlaceholder: "Tražite proizvode, robne marke, kategorije…",
    searchButton: "Traži",
    account: "Moj račun",
    login: "Prijava",
    wishlist: "Lista želja",
    cart: "Košarica",
    cartCount_one: "{{count}} artikl u košarici",
    cartCount_few: "{{count}} artikla u košarici",
    cartCount_other: "{{count}} artikala u košarici",
    menu: "Izbornik",
    closeMenu: "Zatvori izbornik",
    categories: "Kategorije",
    allProducts: "Sve iz kategorije {{name}}",
    storefronts: "Kupujte u drugoj zemlji",
    brands: "Robne marke",
    blog: "Blog",
    giftCertificates: "Poklon-bonovi",
  },
  footer: {
    customerService: "Korisnička podrška",
    about: "O trgovini",
    followUs: "Pratite nas",
    shops: "Naše trgovine",
    awards: "Nagrade",
    rights: "Sva prava pridržana.",
    paymentNote: "Sigurno plaćanje · Dostava za 1–3 radna dana",
    withdraw: "Jednostrani raskid ugovora",
    contact: "Kontakt",
    vatNumber: "PDV ID: {{number}}",
    registrationNumber: "Matični broj: {{number}}",
    hours: "Radno vrijeme",
  },
  checkoutLayout: {
    backToCart: "Natrag u košaricu",
    secure: "Sigurna kupnja",
  },
  home: {
    featured: "Kupujte po kategorijama",
    browse: "Pregledaj",
    productCount_one: "{{count}} proizvod",
    productCount_few: "{{count}} proizvoda",
    productCount_other: "{{count}} proizvoda",
  },
  errors,
};

export default { ...hr, listing, product, discovery, content, account, cart, cartExtras, system, consent, checkout, orders, withdrawal } satisfies Messages;

import type { Messages } from "./en";
import listing from "./listing/hu";
import product from "./product/hu";
import discovery from "./discovery/hu";
import content from "./content/hu";
import account from "./account/hu";
import cart from "./cart/hu";
import cartExtras from "./cart-extras/hu";
import system from "./system/hu";
import consent from "./consent/hu";
import checkout from "./checkout/hu";
import orders from "./orders/hu";
import withdrawal from "./withdrawal/hu";
import errors from "./errors/hu";

// Hungarian messages (i18next plural forms: _one, _other; a noun after a number stays singular).
const hu = {
  system_currency: "Ft",
  meta: {
    separator: " | ",
  },
  header: {
    skipToContent: "Ugrás a tartalomhoz",
    searchLabel: "Keresés a webáruházban",
    searchPlaceholder: "Termékek, márkák, kategóriák keresése…",
    searchButton: "Keresés",
    account: "Fiókom",
    login: "Bejelentkezés",
    wishlist: "Kívánságlista",
    cart: "Kosár",
    cartCount_one: "{{count}} termék a kosárban",
    cartCount_other: "{{count}} termék a kosárban",
    menu: "Menü",
    closeMenu: "Menü bezárása",
    categories: "Kategóriák",
    allProducts: "Összes termék: {{name}}",
    storefronts: "Vásárlás másik országban",
    brands: "Márkák",
    blog: "Blog",
    giftCertificates: "Ajándékkártyák",
  },
  footer: {
    customerService: "Ügyfélszolgálat",
    about: "A webáruházról",
    followUs: "Kövessen minket",
    shops: "Üzleteink",
    awards: "Díjak",
    rights: "Minden jog fenntartva.",
    paymentNote: "Biztonságos fizetés · Szállítás 1–3 munkanapon belül",
    withdraw: "Elállás a szerződéstől",
    contact: "Kapcsolat",
    vatNumber: "Közösségi adószám: {{number}}",
    registrationNumber: "Cégjegyzékszám: {{number}}",
    hours: "Nyitvatartás",
  },
  checkoutLayout: {
    backToCart: "Vissza a kosárhoz",
    secure: "Biztonságos fizetés",
  },
  home: {
    featured: "Vásároljon kategóriák szerint",
    browse: "Böngészés",
    productCount_one: "{{count}} termék",
    productCount_other: "{{count}} termék",
  },
  errors,
};

export default { ...hu, listing, product, discovery, content, account, cart, cartExtras, system, consent, checkout, orders, withdrawal } satisfies Messages;

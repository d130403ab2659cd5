import type { Messages } from "./en";
import listing from "./listing/cs";
import product from "./product/cs";
import discovery from "./discovery/cs";
import content from "./content/cs";
import account from "./account/cs";
import cart from "./cart/cs";
import cartExtras from "./cart-extras/cs";
import system from "./system/cs";
import consent from "./consent/cs";
import checkout from "./checkout/cs";
import orders from "./orders/cs";
import withdrawal from "./withdrawal/cs";
import errors from "./errors/cs";

// Czech messages. Czech uses the plural forms _one, _few and _other here (i18next's _many is only
// for fractional counts); the extra form is not part of `Messages`, so the object is checked with
// `satisfies` on export (all keys of en are required; the extra plural keys are allowed).
const cs = {
  system_currency: "Kč",
  meta: {
    separator: " | ",
  },
  header: {
    skipToContent: "Přeskočit na obsah",
    searchLabel: "Hledat v obchodě",
    searchPlaceholder: "Hledejte produkty, značky, kategorie…",
    searchButton: "Hledat",
    account: "Můj účet",
    login: "Přihlásit se",
    wishlist: "Oblíbené",
    cart: "Košík",
    cartCount_one: "{{count}} položka v košíku",
    cartCount_few: "{{count}} položky v košíku",
    cartCount_other: "{{count}} položek v košíku",
    menu: "Menu",
    closeMenu: "Zavřít menu",
    categories: "Kategorie",
    allProducts: "Vše v kategorii {{name}}",
    storefronts: "Nakupovat v jiné zemi",
    brands: "Značky",
    blog: "Blog",
    giftCertificates: "Dárkové poukazy",
  },
  footer: {
    customerService: "Zákaznický servis",
    about: "O obchodě",
    followUs: "Sledujte nás",
    shops: "Naše prodejny",
    awards: "Ocenění",
    rights: "Všechna práva vyhrazena.",
    paymentNote: "Bezpečná platba · Doručení do 1–3 pracovních dnů",
    withdraw: "Odstoupení od smlouvy",
    contact: "Kontakt",
    vatNumber: "DIČ: {{number}}",
    registrationNumber: "IČO: {{number}}",
    hours: "Otevírací doba",
  },
  checkoutLayout: {
    backToCart: "Zpět do košíku",
    secure: "Zabezpečená pokladna",
  },
  home: {
    featured: "Nakupujte podle kategorií",
    browse: "Procházet",
    productCount_one: "{{count}} produkt",
    productCount_few: "{{count}} produkty",
    productCount_other: "{{count}} produktů",
  },
  errors,
};

export default { ...cs, listing, product, discovery, content, account, cart, cartExtras, system, consent, checkout, orders, withdrawal } satisfies Messages;

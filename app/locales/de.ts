import type { Messages } from "./en";
import listing from "./listing/de";
import product from "./product/de";
import discovery from "./discovery/de";
import content from "./content/de";
import account from "./account/de";
import cart from "./cart/de";
import cartExtras from "./cart-extras/de";
import system from "./system/de";
import consent from "./consent/de";
import checkout from "./checkout/de";
import orders from "./orders/de";
import withdrawal from "./withdrawal/de";
import errors from "./errors/de";

// German messages for the Austrian shop (i18next plural forms: _one, _other).
const de = {
  system_currency: "€",
  meta: {
    separator: " | ",
  },
  header: {
    skipToContent: "Zum Inhalt springen",
    searchLabel: "Im Shop suchen",
    searchPlaceholder: "Produkte, Marken, Kategorien suchen …",
    searchButton: "Suchen",
    account: "Mein Konto",
    login: "Anmelden",
    wishlist: "Merkliste",
    cart: "Warenkorb",
    cartCount_one: "{{count}} Artikel im Warenkorb",
    cartCount_other: "{{count}} Artikel im Warenkorb",
    menu: "Menü",
    closeMenu: "Menü schließen",
    categories: "Kategorien",
    allProducts: "Alle Produkte in {{name}}",
    storefronts: "In einem anderen Land einkaufen",
    brands: "Marken",
    blog: "Blog",
    giftCertificates: "Gutscheine",
  },
  footer: {
    customerService: "Kundenservice",
    about: "Über den Shop",
    followUs: "Folgen Sie uns",
    shops: "Unsere Filialen",
    awards: "Auszeichnungen",
    rights: "Alle Rechte vorbehalten.",
    paymentNote: "Sichere Zahlung · Lieferung in 1–3 Werktagen",
    withdraw: "Vertrag widerrufen",
    contact: "Kontakt",
    vatNumber: "USt-IdNr.: {{number}}",
    registrationNumber: "Firmenbuchnummer: {{number}}",
    hours: "Öffnungszeiten",
  },
  checkoutLayout: {
    backToCart: "Zurück zum Warenkorb",
    secure: "Sichere Kasse",
  },
  home: {
    featured: "Einkaufen nach Kategorie",
    browse: "Entdecken",
    productCount_one: "{{count}} Produkt",
    productCount_other: "{{count}} Produkte",
  },
  errors,
};

export default { ...de, listing, product, discovery, content, account, cart, cartExtras, system, consent, checkout, orders, withdrawal } satisfies Messages;

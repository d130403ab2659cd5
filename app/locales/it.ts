import type { Messages } from "./en";
import listing from "./listing/it";
import product from "./product/it";
import discovery from "./discovery/it";
import content from "./content/it";
import account from "./account/it";
import cart from "./cart/it";
import cartExtras from "./cart-extras/it";
import system from "./system/it";
import consent from "./consent/it";
import checkout from "./checkout/it";
import orders from "./orders/it";
import withdrawal from "./withdrawal/it";
import errors from "./errors/it";

// Italian messages (i18next plural forms: _one, _other).
const it = {
  system_currency: "€",
  meta: {
    separator: " | ",
  },
  header: {
    skipToContent: "Vai al contenuto",
    searchLabel: "Cerca nel negozio",
    searchPlaceholder: "Cerca prodotti, marchi, categorie…",
    searchButton: "Cerca",
    account: "Il mio account",
    login: "Accedi",
    wishlist: "Lista dei desideri",
    cart: "Carrello",
    cartCount_one: "{{count}} articolo nel carrello",
    cartCount_other: "{{count}} articoli nel carrello",
    menu: "Menu",
    closeMenu: "Chiudi menu",
    categories: "Categorie",
    allProducts: "Tutto in {{name}}",
    storefronts: "Acquista in un altro Paese",
    brands: "Marchi",
    blog: "Blog",
    giftCertificates: "Carte regalo",
  },
  footer: {
    customerService: "Servizio clienti",
    about: "Chi siamo",
    followUs: "Seguici",
    shops: "I nostri negozi",
    awards: "Riconoscimenti",
    rights: "Tutti i diritti riservati.",
    paymentNote: "Pagamento sicuro · Consegna in 1–3 giorni lavorativi",
    withdraw: "Recesso dal contratto",
    contact: "Contatti",
    vatNumber: "Partita IVA: {{number}}",
    registrationNumber: "Numero di registrazione: {{number}}",
    hours: "Orari di apertura",
  },
  checkoutLayout: {
    backToCart: "Torna al carrello",
    secure: "Pagamento sicuro",
  },
  home: {
    featured: "Acquista per categoria",
    browse: "Scopri",
    productCount_one: "{{count}} prodotto",
    productCount_other: "{{count}} prodotti",
  },
  errors,
};

export default { ...it, listing, product, discovery, content, account, cart, cartExtras, system, consent, checkout, orders, withdrawal } satisfies Messages;

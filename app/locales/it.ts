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
  },
  checkoutLayout: {
    backToCart: "Torna al carrello",
    secure: "Pagamento sicuro",
  },
  pages: {
    home: { title: "Home" },
    login: { title: "Accedi o crea un account", pending: "Accesso e registrazione saranno disponibili con l’apertura degli account cliente." },
    verify: { title: "Verifica dell’e-mail", pending: "I link di verifica funzioneranno con l’apertura degli account cliente." },
    profile: { title: "Il mio account", pending: "Il tuo profilo, i tuoi indirizzi e i tuoi ordini appariranno qui con l’apertura degli account cliente." },
    wishlist: { title: "Lista dei desideri", pending: "Potrai salvare i tuoi preferiti con l’apertura degli account cliente." },
    cart: { title: "Carrello", pending: "Il carrello sarà disponibile a breve; per ora non è ancora possibile ordinare i prodotti." },
    search: { title: "Cerca", titleTerm: "Risultati della ricerca per «{{term}}»", pending: "La ricerca sarà disponibile insieme al catalogo." },
    blog: { title: "Blog", pending: "I nostri articoli saranno pubblicati qui a breve." },
    blogCategory: { title: "Categoria del blog", pending: "Gli articoli di questa categoria saranno pubblicati qui a breve." },
    blogPost: { title: "Blog", pending: "Questo articolo sarà pubblicato qui a breve." },
    brands: { title: "Marchi", pending: "L’elenco dei nostri marchi sarà pubblicato qui a breve." },
    brand: { title: "Marchio", pending: "I prodotti di questo marchio saranno elencati qui a breve." },
    cms: { title: "Informazioni", pending: "Questa pagina sarà pubblicata a breve." },
    passwordReset: { title: "Imposta una nuova password", pending: "Il recupero della password sarà disponibile con gli account cliente." },
    forgottenPassword: { title: "Password dimenticata", pending: "Il recupero della password sarà disponibile con gli account cliente." },
    giftCertificate: { title: "Carte regalo", pending: "A breve potrai acquistare qui le carte regalo." },
    catalogue: { title: "Catalogo", pending: "Le pagine dei prodotti e delle categorie saranno disponibili insieme al catalogo." },
    checkout: { title: "Cassa", pending: "La cassa sarà disponibile insieme al carrello." },
    checkoutSuccess: { title: "Grazie per il tuo ordine", pending: "Le conferme d’ordine appariranno qui quando la cassa sarà disponibile." },
    checkoutStatus: { title: "Stato del pagamento", pending: "Gli esiti dei pagamenti appariranno qui quando la cassa sarà disponibile." },
  },
  home: {
    featured: "Acquista per categoria",
    browse: "Scopri",
    productCount_one: "{{count}} prodotto",
    productCount_other: "{{count}} prodotti",
  },
  errors: {
    notFoundTitle: "Pagina non trovata",
    notFoundDescription: "La pagina che stai cercando non esiste o è stata spostata. Prova a cercare ciò che ti serve.",
    tooManyRequestsTitle: "Troppe richieste",
    tooManyRequests: "Hai inviato troppe richieste in poco tempo. Attendi un momento e riprova.",
    generalTitle: "Qualcosa è andato storto",
    general: "Si è verificato un errore imprevisto. Riprova tra qualche istante.",
    code: "Errore {{code}}",
    backHome: "Torna alla home page",
  },
};

export default { ...it, listing, product, discovery, content, account, cart, cartExtras, system, consent, checkout, orders } satisfies Messages;

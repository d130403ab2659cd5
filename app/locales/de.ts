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
  },
  checkoutLayout: {
    backToCart: "Zurück zum Warenkorb",
    secure: "Sichere Kasse",
  },
  pages: {
    home: { title: "Startseite" },
    login: { title: "Anmelden oder Konto erstellen", pending: "Anmeldung und Registrierung sind möglich, sobald die Kundenkonten freigeschaltet sind." },
    verify: { title: "E-Mail-Bestätigung", pending: "Bestätigungslinks funktionieren, sobald die Kundenkonten freigeschaltet sind." },
    profile: { title: "Mein Konto", pending: "Ihr Profil, Ihre Adressen und Bestellungen erscheinen hier, sobald die Kundenkonten freigeschaltet sind." },
    wishlist: { title: "Merkliste", pending: "Favoriten können Sie speichern, sobald die Kundenkonten freigeschaltet sind." },
    cart: { title: "Warenkorb", pending: "Der Warenkorb öffnet in Kürze; Produkte können noch nicht bestellt werden." },
    search: { title: "Suche", titleTerm: "Suchergebnisse für „{{term}}“", pending: "Die Suche startet gemeinsam mit dem Katalog." },
    blog: { title: "Blog", pending: "Unsere Beiträge erscheinen hier in Kürze." },
    blogCategory: { title: "Blog-Kategorie", pending: "Beiträge dieser Kategorie erscheinen hier in Kürze." },
    blogPost: { title: "Blog", pending: "Dieser Beitrag erscheint hier in Kürze." },
    brands: { title: "Marken", pending: "Die Übersicht unserer Marken erscheint hier in Kürze." },
    brand: { title: "Marke", pending: "Die Produkte dieser Marke werden hier in Kürze angezeigt." },
    cms: { title: "Information", pending: "Diese Seite wird in Kürze veröffentlicht." },
    passwordReset: { title: "Neues Passwort festlegen", pending: "Die Passwort-Wiederherstellung ist mit den Kundenkonten verfügbar." },
    forgottenPassword: { title: "Passwort vergessen", pending: "Die Passwort-Wiederherstellung ist mit den Kundenkonten verfügbar." },
    giftCertificate: { title: "Gutscheine", pending: "Gutscheine können Sie hier in Kürze kaufen." },
    catalogue: { title: "Katalog", pending: "Produkt- und Kategorieseiten starten gemeinsam mit dem Katalog." },
    checkout: { title: "Kasse", pending: "Die Kasse öffnet gemeinsam mit dem Warenkorb." },
    checkoutSuccess: { title: "Vielen Dank für Ihre Bestellung", pending: "Bestellbestätigungen erscheinen hier, sobald die Kasse geöffnet ist." },
    checkoutStatus: { title: "Zahlungsstatus", pending: "Zahlungsergebnisse erscheinen hier, sobald die Kasse geöffnet ist." },
  },
  home: {
    featured: "Einkaufen nach Kategorie",
    browse: "Entdecken",
    productCount_one: "{{count}} Produkt",
    productCount_other: "{{count}} Produkte",
  },
  errors: {
    notFoundTitle: "Seite nicht gefunden",
    notFoundDescription: "Die gesuchte Seite existiert nicht oder wurde verschoben. Versuchen Sie, das Gewünschte über die Suche zu finden.",
    tooManyRequestsTitle: "Zu viele Anfragen",
    tooManyRequests: "Sie haben in kurzer Zeit zu viele Anfragen gesendet. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    generalTitle: "Etwas ist schiefgelaufen",
    general: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es gleich noch einmal.",
    code: "Fehler {{code}}",
    backHome: "Zurück zur Startseite",
  },
};

export default { ...de, listing, product, discovery, content, account, cart, cartExtras, system, consent, checkout, orders } satisfies Messages;

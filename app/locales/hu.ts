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
  },
  checkoutLayout: {
    backToCart: "Vissza a kosárhoz",
    secure: "Biztonságos fizetés",
  },
  pages: {
    home: { title: "Főoldal" },
    login: { title: "Jelentkezzen be, vagy hozzon létre fiókot", pending: "A bejelentkezés és a regisztráció a vásárlói fiókok indulásával lesz elérhető." },
    verify: { title: "E-mail-cím megerősítése", pending: "A megerősítő linkek a vásárlói fiókok indulása után működnek." },
    profile: { title: "Fiókom", pending: "Profilja, címei és rendelései itt jelennek meg, amint elindulnak a vásárlói fiókok." },
    wishlist: { title: "Kívánságlista", pending: "A kedvencek mentése a vásárlói fiókokkal együtt lesz elérhető." },
    cart: { title: "Kosár", pending: "A kosár hamarosan elérhető lesz; termékeket még nem lehet rendelni." },
    search: { title: "Keresés", titleTerm: "Keresési találatok: „{{term}}”", pending: "A keresés a katalógussal együtt indul." },
    blog: { title: "Blog", pending: "Cikkeink hamarosan itt jelennek meg." },
    blogCategory: { title: "Blogkategória", pending: "Az ebbe a kategóriába tartozó cikkek hamarosan itt jelennek meg." },
    blogPost: { title: "Blog", pending: "Ez a cikk hamarosan itt jelenik meg." },
    brands: { title: "Márkák", pending: "Márkáink listája hamarosan itt jelenik meg." },
    brand: { title: "Márka", pending: "A márka termékei hamarosan itt lesznek láthatók." },
    cms: { title: "Információ", pending: "Ez az oldal hamarosan megjelenik." },
    passwordReset: { title: "Új jelszó beállítása", pending: "A jelszó-visszaállítás a vásárlói fiókokkal együtt lesz elérhető." },
    forgottenPassword: { title: "Elfelejtett jelszó", pending: "A jelszó-visszaállítás a vásárlói fiókokkal együtt lesz elérhető." },
    giftCertificate: { title: "Ajándékkártyák", pending: "Ajándékkártyát hamarosan itt vásárolhat." },
    catalogue: { title: "Katalógus", pending: "A termék- és kategóriaoldalak a katalógussal együtt indulnak." },
    checkout: { title: "Pénztár", pending: "A pénztár a kosárral együtt nyílik meg." },
    checkoutSuccess: { title: "Köszönjük a rendelését!", pending: "A rendelés-visszaigazolások itt jelennek meg, amint megnyílik a pénztár." },
    checkoutStatus: { title: "Fizetés állapota", pending: "A fizetések eredményei itt jelennek meg, amint megnyílik a pénztár." },
  },
  home: {
    featured: "Vásároljon kategóriák szerint",
    browse: "Böngészés",
    productCount_one: "{{count}} termék",
    productCount_other: "{{count}} termék",
  },
  errors: {
    notFoundTitle: "Az oldal nem található",
    notFoundDescription: "A keresett oldal nem létezik, vagy áthelyezték. Próbálja megkeresni, amire szüksége van.",
    tooManyRequestsTitle: "Túl sok kérés",
    tooManyRequests: "Rövid idő alatt túl sok kérést küldött. Kérjük, várjon egy kicsit, majd próbálja újra.",
    generalTitle: "Hiba történt",
    general: "Váratlan hiba történt. Kérjük, próbálja újra egy kis idő múlva.",
    code: "Hibakód: {{code}}",
    backHome: "Vissza a főoldalra",
  },
};

export default { ...hu, listing, product, discovery, content, account, cart, cartExtras, system, consent, checkout, orders } satisfies Messages;

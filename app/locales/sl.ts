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
  },
  checkoutLayout: {
    backToCart: "Nazaj v košarico",
    secure: "Varen zaključek nakupa",
  },
  pages: {
    home: { title: "Domov" },
    login: { title: "Prijava ali registracija", pending: "Prijava in registracija bosta na voljo, ko odpremo uporabniške račune." },
    verify: { title: "Potrditev e-poštnega naslova", pending: "Povezave za potrditev bodo delovale, ko odpremo uporabniške račune." },
    profile: { title: "Moj račun", pending: "Vaš profil, naslovi in naročila bodo prikazani tukaj, ko odpremo uporabniške račune." },
    wishlist: { title: "Seznam želja", pending: "Shranjevanje priljubljenih izdelkov bo na voljo z uporabniškimi računi." },
    cart: { title: "Nakupovalna košarica", pending: "Košarica bo na voljo kmalu; izdelkov še ni mogoče naročiti." },
    search: { title: "Iskanje", titleTerm: "Rezultati iskanja za »{{term}}«", pending: "Iskanje bo na voljo skupaj s katalogom." },
    blog: { title: "Blog", pending: "Naši članki bodo kmalu objavljeni tukaj." },
    blogCategory: { title: "Kategorija bloga", pending: "Članki iz te kategorije bodo kmalu objavljeni tukaj." },
    blogPost: { title: "Blog", pending: "Ta članek bo kmalu objavljen tukaj." },
    brands: { title: "Blagovne znamke", pending: "Seznam naših blagovnih znamk bo kmalu objavljen tukaj." },
    brand: { title: "Blagovna znamka", pending: "Izdelki te blagovne znamke bodo kmalu prikazani tukaj." },
    cms: { title: "Informacije", pending: "Ta stran bo kmalu objavljena." },
    passwordReset: { title: "Nastavite novo geslo", pending: "Obnovitev gesla bo na voljo z uporabniškimi računi." },
    forgottenPassword: { title: "Pozabljeno geslo", pending: "Obnovitev gesla bo na voljo z uporabniškimi računi." },
    giftCertificate: { title: "Darilni boni", pending: "Darilne bone boste lahko kmalu kupili tukaj." },
    catalogue: { title: "Katalog", pending: "Strani izdelkov in kategorij bodo na voljo skupaj s katalogom." },
    checkout: { title: "Zaključek nakupa", pending: "Zaključek nakupa bo na voljo skupaj s košarico." },
    checkoutSuccess: { title: "Hvala za vaše naročilo", pending: "Potrditve naročil bodo prikazane tukaj, ko bo zaključek nakupa na voljo." },
    checkoutStatus: { title: "Stanje plačila", pending: "Rezultati plačil bodo prikazani tukaj, ko bo zaključek nakupa na voljo." },
  },
  home: {
    featured: "Nakupujte po kategorijah",
    browse: "Prebrskaj",
    productCount_one: "{{count}} izdelek",
    productCount_two: "{{count}} izdelka",
    productCount_few: "{{count}} izdelki",
    productCount_other: "{{count}} izdelkov",
  },
  errors: {
    notFoundTitle: "Stran ni bila najdena",
    notFoundDescription: "Stran, ki jo iščete, ne obstaja ali je bila premaknjena. Poskusite poiskati, kar potrebujete.",
    tooManyRequestsTitle: "Preveč zahtev",
    tooManyRequests: "V kratkem času ste poslali preveč zahtev. Počakajte trenutek in poskusite znova.",
    generalTitle: "Prišlo je do napake",
    general: "Prišlo je do nepričakovane napake. Poskusite znova čez trenutek.",
    code: "Napaka {{code}}",
    backHome: "Nazaj na domačo stran",
  },
};

export default { ...sl, listing, product, discovery, content, account, cart, cartExtras, system, consent, checkout, orders } satisfies Messages;

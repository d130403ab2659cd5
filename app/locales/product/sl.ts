import type { Messages } from "../en";

const product = {
  card: {
    rating: "Ocena {{rating}} od 5",
    regularPrice: "Redna cena",
    youSave: "Prihranite {{amount}}",
    lowest30: "Najnižja cena v zadnjih 30 dneh: {{amount}}",
    inStock: "Na zalogi",
    outOfStock: "Ni na zalogi",
  },
  page: {
    sku: "Šifra izdelka: {{sku}}",
    gallery: "Slike izdelka",
    picture: "Slika {{number}} od {{total}}",
    showPicture: "Prikaži sliko {{number}}",
    noPicture: "Slika še ni na voljo",
    noRating: "Še brez ocen",
    availability: "Razpoložljivost",
    inStock: "Na zalogi",
    outOfStock: "Ni na zalogi – izdelka trenutno ni mogoče naročiti",
    deliveryDays_one: "dostava v {{count}} delovnem dnevu",
    deliveryDays_two: "dostava v {{count}} delovnih dneh",
    deliveryDays_few: "dostava v {{count}} delovnih dneh",
    deliveryDays_other: "dostava v {{count}} delovnih dneh",
    quantity: "Količina",
    addToCart: "Dodaj v košarico",
    addedToCart: "Dodano v košarico.",
    addToWishlist: "Dodaj med priljubljene",
    rewardPoints_one: "Prejmete {{count}} točko zvestobe",
    rewardPoints_two: "Prejmete {{count}} točki zvestobe",
    rewardPoints_few: "Prejmete {{count}} točke zvestobe",
    rewardPoints_other: "Prejmete {{count}} točk zvestobe",
    freeShipping: "Brezplačna dostava",
    freeShippingMissing: "Do brezplačne dostave vam manjka še {{amount}}",
    description: "Opis",
    attributes: "Lastnosti izdelka",
    recommended: "Morda vam bo všeč tudi",
  },
  breadcrumbs: {
    label: "Drobtinice",
    home: "Domov",
  },
};

export default product satisfies Messages["product"];

import type { Messages } from "../en";

const product = {
  card: {
    rating: "Értékelés: {{rating}} / 5",
    regularPrice: "Eredeti ár",
    youSave: "Megtakarítás: {{amount}}",
    lowest30: "Legalacsonyabb ár az elmúlt 30 napban: {{amount}}",
    inStock: "Raktáron",
    outOfStock: "Nincs raktáron",
  },
  page: {
    sku: "Termékkód: {{sku}}",
    gallery: "Termékképek",
    picture: "{{number}}. kép / {{total}}",
    showPicture: "{{number}}. kép megjelenítése",
    noPicture: "Még nincs kép",
    noRating: "Még nincs értékelés",
    availability: "Elérhetőség",
    inStock: "Raktáron",
    outOfStock: "Nincs raktáron – a termék jelenleg nem rendelhető",
    deliveryDays_one: "szállítás {{count}} munkanapon belül",
    deliveryDays_other: "szállítás {{count}} munkanapon belül",
    quantity: "Mennyiség",
    addToCart: "Kosárba",
    addedToCart: "A termék a kosárba került.",
    inCart: "A kosárban: {{qty}} db.",
    cartFull: "A kosárban már a rendelésenként megengedett legnagyobb mennyiség van ({{max}} db).",
    viewCart: "Kosár megtekintése",
    toCheckout: "Tovább a pénztárhoz",
    addToWishlist: "Kívánságlistára",
    rewardPoints_one: "{{count}} hűségpontot kap",
    rewardPoints_other: "{{count}} hűségpontot kap",
    freeShipping: "Ingyenes szállítás",
    freeShippingMissing: "Még {{amount}} hiányzik az ingyenes szállításhoz",
    description: "Leírás",
    attributes: "Termékjellemzők",
    recommended: "Ezek is tetszhetnek",
  },
  breadcrumbs: {
    label: "Morzsamenü",
    home: "Főoldal",
  },
};

export default product satisfies Messages["product"];

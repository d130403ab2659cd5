import type { Messages } from "../en";

const product = {
  card: {
    rating: "Bewertung {{rating}} von 5",
    regularPrice: "Regulärer Preis",
    youSave: "Sie sparen {{amount}}",
    lowest30: "Niedrigster Preis der letzten 30 Tage: {{amount}}",
    inStock: "Auf Lager",
    outOfStock: "Nicht auf Lager",
  },
  page: {
    sku: "Artikelnummer: {{sku}}",
    gallery: "Produktbilder",
    picture: "Bild {{number}} von {{total}}",
    showPicture: "Bild {{number}} anzeigen",
    noPicture: "Noch kein Bild",
    noRating: "Noch keine Bewertungen",
    availability: "Verfügbarkeit",
    inStock: "Auf Lager",
    outOfStock: "Nicht auf Lager – dieses Produkt ist derzeit nicht bestellbar",
    deliveryDays_one: "Lieferung in {{count}} Werktag",
    deliveryDays_other: "Lieferung in {{count}} Werktagen",
    quantity: "Menge",
    addToCart: "In den Warenkorb",
    addedToCart: "In den Warenkorb gelegt.",
    inCart: "Im Warenkorb: {{qty}}.",
    cartFull: "Ihr Warenkorb enthält bereits die Höchstmenge pro Bestellung ({{max}}).",
    viewCart: "Warenkorb ansehen",
    toCheckout: "Zur Kasse",
    addToWishlist: "Auf die Wunschliste",
    rewardPoints_one: "Sie erhalten {{count}} Treuepunkt",
    rewardPoints_other: "Sie erhalten {{count}} Treuepunkte",
    freeShipping: "Kostenloser Versand",
    freeShippingMissing: "Noch {{amount}} bis zum kostenlosen Versand",
    description: "Beschreibung",
    attributes: "Produktmerkmale",
    recommended: "Das könnte Ihnen auch gefallen",
  },
  breadcrumbs: {
    label: "Brotkrümelnavigation",
    home: "Startseite",
  },
};

export default product satisfies Messages["product"];

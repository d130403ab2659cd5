import type { Messages } from "../en";

const product = {
  card: {
    rating: "Ocjena {{rating}} od 5",
    regularPrice: "Redovna cijena",
    youSave: "Uštedite {{amount}}",
    lowest30: "Najniža cijena u zadnjih 30 dana: {{amount}}",
    inStock: "Na zalihi",
    outOfStock: "Nije na zalihi",
  },
  page: {
    sku: "Šifra proizvoda: {{sku}}",
    gallery: "Slike proizvoda",
    picture: "Slika {{number}} od {{total}}",
    showPicture: "Prikaži sliku {{number}}",
    noPicture: "Slika još nije dostupna",
    noRating: "Još nema ocjena",
    availability: "Dostupnost",
    inStock: "Na zalihi",
    outOfStock: "Nema na zalihi – proizvod trenutačno nije moguće naručiti",
    deliveryDays_one: "dostava za {{count}} radni dan",
    deliveryDays_few: "dostava za {{count}} radna dana",
    deliveryDays_other: "dostava za {{count}} radnih dana",
    quantity: "Količina",
    addToCart: "Dodaj u košaricu",
    addedToCart: "Dodano u košaricu.",
    inCart: "U košarici: {{qty}}.",
    cartFull: "U košarici je već najveća količina za jednu narudžbu ({{max}}).",
    viewCart: "Pogledaj košaricu",
    toCheckout: "Na blagajnu",
    addToWishlist: "Dodaj na listu želja",
    rewardPoints_one: "Ostvarujete {{count}} bod vjernosti",
    rewardPoints_few: "Ostvarujete {{count}} boda vjernosti",
    rewardPoints_other: "Ostvarujete {{count}} bodova vjernosti",
    freeShipping: "Besplatna dostava",
    freeShippingMissing: "Do besplatne dostave nedostaje još {{amount}}",
    description: "Opis",
    attributes: "Značajke proizvoda",
    recommended: "Možda će vam se svidjeti i",
  },
  breadcrumbs: {
    label: "Navigacijski put",
    home: "Početna",
  },
};

export default product satisfies Messages["product"];

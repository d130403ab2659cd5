import type { Messages } from "../en";

const product = {
  card: {
    rating: "Hodnocení {{rating}} z 5",
    regularPrice: "Běžná cena",
    youSave: "Ušetříte {{amount}}",
    lowest30: "Nejnižší cena za posledních 30 dní: {{amount}}",
    inStock: "Skladem",
    outOfStock: "Není skladem",
  },
  page: {
    sku: "Kód produktu: {{sku}}",
    gallery: "Obrázky produktu",
    picture: "Obrázek {{number}} z {{total}}",
    showPicture: "Zobrazit obrázek {{number}}",
    noPicture: "Obrázek zatím není k dispozici",
    noRating: "Zatím bez hodnocení",
    availability: "Dostupnost",
    inStock: "Skladem",
    outOfStock: "Není skladem – produkt nyní nelze objednat",
    deliveryDays_one: "doručení za {{count}} pracovní den",
    deliveryDays_few: "doručení za {{count}} pracovní dny",
    deliveryDays_other: "doručení za {{count}} pracovních dní",
    quantity: "Množství",
    addToCart: "Přidat do košíku",
    addedToCart: "Přidáno do košíku.",
    inCart: "V košíku: {{qty}}.",
    cartFull: "V košíku je už nejvyšší množství pro jednu objednávku ({{max}}).",
    viewCart: "Zobrazit košík",
    toCheckout: "K pokladně",
    addToWishlist: "Přidat do seznamu přání",
    rewardPoints_one: "Získáte {{count}} věrnostní bod",
    rewardPoints_few: "Získáte {{count}} věrnostní body",
    rewardPoints_other: "Získáte {{count}} věrnostních bodů",
    freeShipping: "Doprava zdarma",
    freeShippingMissing: "Do dopravy zdarma zbývá {{amount}}",
    description: "Popis",
    attributes: "Vlastnosti produktu",
    recommended: "Mohlo by se vám líbit také",
  },
  breadcrumbs: {
    label: "Drobečková navigace",
    home: "Domů",
  },
};

export default product satisfies Messages["product"];

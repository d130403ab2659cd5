import type { Messages } from "../en";

const product = {
  card: {
    rating: "Valutazione {{rating}} su 5",
    regularPrice: "Prezzo pieno",
    youSave: "Risparmi {{amount}}",
    lowest30: "Prezzo più basso degli ultimi 30 giorni: {{amount}}",
    inStock: "Disponibile",
    outOfStock: "Non disponibile",
  },
  page: {
    sku: "Codice prodotto: {{sku}}",
    gallery: "Immagini del prodotto",
    picture: "Immagine {{number}} di {{total}}",
    showPicture: "Mostra immagine {{number}}",
    noPicture: "Immagine non ancora disponibile",
    noRating: "Ancora nessuna recensione",
    availability: "Disponibilità",
    inStock: "Disponibile",
    outOfStock: "Non disponibile – al momento questo prodotto non può essere ordinato",
    deliveryDays_one: "consegna in {{count}} giorno lavorativo",
    deliveryDays_other: "consegna in {{count}} giorni lavorativi",
    quantity: "Quantità",
    addToCart: "Aggiungi al carrello",
    addedToCart: "Aggiunto al carrello.",
    inCart: "Nel carrello: {{qty}}.",
    cartFull: "Il carrello contiene già la quantità massima per ordine ({{max}}).",
    viewCart: "Vedi il carrello",
    toCheckout: "Vai alla cassa",
    addToWishlist: "Aggiungi alla lista dei desideri",
    rewardPoints_one: "Ricevi {{count}} punto fedeltà",
    rewardPoints_other: "Ricevi {{count}} punti fedeltà",
    freeShipping: "Spedizione gratuita",
    freeShippingMissing: "Ti mancano {{amount}} per la spedizione gratuita",
    description: "Descrizione",
    attributes: "Caratteristiche del prodotto",
    recommended: "Potrebbe piacerti anche",
  },
  breadcrumbs: {
    label: "Percorso di navigazione",
    home: "Home",
  },
};

export default product satisfies Messages["product"];

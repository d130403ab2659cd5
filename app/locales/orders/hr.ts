import type { Messages } from "../en";

// Croatian order messages (see ./en.ts).
const orders: Messages["orders"] = {
  testPayment: "Testno plaćanje — novac se ne prenosi",
  statuses: {
    awaiting_payment: "Čeka plaćanje",
    placed: "Zaprimljena",
    paid: "Plaćena",
    shipped: "Poslana",
    delivered: "Dostavljena",
    cancelled: "Otkazana",
  },
  page: {
    title: "Narudžba {{number}}",
    placedOn: "Naručeno {{date}}",
    details: "Pojedinosti narudžbe",
    status: "Status",
    payment: "Plaćanje",
    delivery: "Dostava",
    each: "{{price}} po komadu",
    summary: "Sažetak",
  },
  payment: {
    paid: "Plaćeno {{date}}",
    awaitingPayment: "Čeka plaćanje",
    awaitingTransfer: "Čeka vašu bankovnu uplatu",
    onDelivery: "Plaćanje pri preuzimanju",
    notPaid: "Ništa nije naplaćeno",
  },
  history: {
    title: "Povijest",
    attempt: "Raniji pokušaj {{number}}",
    events: {
      placed: "Narudžba zaprimljena",
      paid: "Uplata primljena",
      shipped: "Poslano",
      delivered: "Dostavljeno",
      cancelledByShop: "Trgovina je otkazala narudžbu",
      cancelled: "Otkazali ste plaćanje",
      failed: "Plaćanje nije uspjelo",
      expired: "Isteklo je vrijeme za plaćanje",
      replaced: "Ostalo neplaćeno i zamijenjeno novom narudžbom",
    },
  },
  mail: {
    viewOrder: "Vaša narudžba u vašem računu:",
    paidSubject: "Plaćanje za narudžbu {{number}} je primljeno",
    paidText: "primili smo vašu uplatu od {{amount}} za narudžbu {{number}}.",
    deliveredText: "vaša narudžba {{number}} je dostavljena i primili smo vašu uplatu od {{amount}}.",
    certificatesFollow: "Poklon bonove primit ćete u zasebnim porukama, svaki sa svojim kodom.",
    nextShipping: "Pripremamo vaš paket i javit ćemo vam se kada bude na putu.",
    shippedSubject: "Vaša narudžba {{number}} je na putu",
    shippedText: "vaša narudžba {{number}} je na putu na adresu: {{address}}",
    shippedPickup: "vaša narudžba {{number}} je na putu u trgovinu {{shop}}, gdje je možete preuzeti.",
    codAmount: "Pripremite {{amount}}: plaćate pri preuzimanju.",
    tracking: "Paket možete pratiti kod prijevoznika:",
    parcel: "{{carrier}}, broj pošiljke {{number}}",
    parcelOther: "Broj pošiljke {{number}}",
    cancelledSubject: "Vaša narudžba {{number}} je otkazana",
    cancelledText: "otkazali smo vašu narudžbu {{number}}.",
    cancelledReason: "Razlog:",
    cancelledNothingCharged: "Za ovu narudžbu ništa vam nije naplaćeno.",
    cancelledBank: "Uplatu za ovu narudžbu nismo primili. Ako ste već poslali uplatu, vratit ćemo novac na vaš račun.",
  },
};

export default orders;

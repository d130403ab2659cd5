import type { Messages } from "../en";

// Slovenian order messages (see ./en.ts).
const orders: Messages["orders"] = {
  testPayment: "Testno plačilo — denar se ne prenese",
  statuses: {
    awaiting_payment: "Čaka na plačilo",
    placed: "Prejeto",
    paid: "Plačano",
    shipped: "Poslano",
    delivered: "Dostavljeno",
    cancelled: "Preklicano",
  },
  page: {
    title: "Naročilo {{number}}",
    placedOn: "Oddano {{date}}",
    details: "Podrobnosti naročila",
    status: "Stanje",
    payment: "Plačilo",
    delivery: "Dostava",
    each: "{{price}} za kos",
    summary: "Povzetek",
  },
  payment: {
    paid: "Plačano {{date}}",
    awaitingPayment: "Čaka na plačilo",
    awaitingTransfer: "Čaka na vaše bančno nakazilo",
    onDelivery: "Plačilo ob prevzemu",
    notPaid: "Nič ni bilo zaračunano",
  },
  history: {
    title: "Zgodovina",
    attempt: "Prejšnji poskus {{number}}",
    events: {
      placed: "Naročilo oddano",
      paid: "Plačilo prejeto",
      shipped: "Poslano",
      delivered: "Dostavljeno",
      cancelledByShop: "Trgovina je naročilo preklicala",
      cancelled: "Plačilo ste preklicali",
      failed: "Plačilo ni uspelo",
      expired: "Čas za plačilo je potekel",
      replaced: "Ostalo neplačano, nadomestilo ga je novo naročilo",
    },
  },
  mail: {
    viewOrder: "Vaše naročilo v vašem računu:",
    paidSubject: "Plačilo za naročilo {{number}} je prejeto",
    paidText: "prejeli smo vaše plačilo v znesku {{amount}} za naročilo {{number}}.",
    deliveredText: "vaše naročilo {{number}} je dostavljeno in prejeli smo vaše plačilo v znesku {{amount}}.",
    certificatesFollow: "Darilne bone prejmete v ločenih sporočilih, vsakega s svojo kodo.",
    nextShipping: "Paket pripravljamo in vam bomo znova pisali, ko bo na poti.",
    shippedSubject: "Vaše naročilo {{number}} je na poti",
    shippedText: "vaše naročilo {{number}} je na poti na naslov: {{address}}",
    shippedPickup: "vaše naročilo {{number}} je na poti v trgovino {{shop}}, kjer ga lahko prevzamete.",
    codAmount: "Pripravite {{amount}}: plačate ob prevzemu.",
    tracking: "Paket lahko spremljate pri prevozniku:",
    parcel: "{{carrier}}, številka pošiljke {{number}}",
    parcelOther: "Številka pošiljke {{number}}",
    cancelledSubject: "Vaše naročilo {{number}} je preklicano",
    cancelledText: "vaše naročilo {{number}} smo preklicali.",
    cancelledReason: "Razlog:",
    cancelledNothingCharged: "Za to naročilo vam ni bilo nič zaračunano.",
    cancelledBank: "Plačila za to naročilo nismo prejeli. Če ste nakazilo že poslali, vam bomo denar vrnili na vaš račun.",
  },
};

export default orders;

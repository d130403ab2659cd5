import type { Messages } from "../en";

// Italian order messages (see ./en.ts).
const orders: Messages["orders"] = {
  testPayment: "Pagamento di prova — nessun denaro viene trasferito",
  statuses: {
    awaiting_payment: "In attesa di pagamento",
    placed: "Ricevuto",
    paid: "Pagato",
    shipped: "Spedito",
    delivered: "Consegnato",
    cancelled: "Annullato",
  },
  page: {
    title: "Ordine {{number}}",
    placedOn: "Effettuato il {{date}}",
    details: "Dettagli dell'ordine",
    status: "Stato",
    payment: "Pagamento",
    delivery: "Consegna",
    each: "{{price}} cad.",
    summary: "Riepilogo",
  },
  payment: {
    paid: "Pagato il {{date}}",
    awaitingPayment: "In attesa di pagamento",
    awaitingTransfer: "In attesa del tuo bonifico",
    onDelivery: "Pagamento alla consegna",
    notPaid: "Non è stato addebitato nulla",
  },
  history: {
    title: "Cronologia",
    attempt: "Tentativo precedente {{number}}",
    events: {
      placed: "Ordine effettuato",
      paid: "Pagamento ricevuto",
      shipped: "Spedito",
      delivered: "Consegnato",
      cancelledByShop: "Annullato dal negozio",
      cancelled: "Pagamento annullato da te",
      failed: "Il pagamento non è riuscito",
      expired: "Il tempo per pagare è scaduto",
      replaced: "Rimasto non pagato e sostituito da un nuovo ordine",
    },
  },
  mail: {
    viewOrder: "Il tuo ordine nel tuo account:",
    paidSubject: "Pagamento ricevuto per l'ordine {{number}}",
    paidText: "abbiamo ricevuto il tuo pagamento di {{amount}} per l'ordine {{number}}.",
    deliveredText: "il tuo ordine {{number}} è stato consegnato e abbiamo ricevuto il tuo pagamento di {{amount}}.",
    certificatesFollow: "I tuoi buoni regalo arrivano in e-mail separate, ognuno con il suo codice.",
    nextShipping: "Stiamo preparando il tuo pacco e ti scriveremo di nuovo quando sarà in viaggio.",
    shippedSubject: "Il tuo ordine {{number}} è in viaggio",
    shippedText: "il tuo ordine {{number}} è in viaggio verso: {{address}}",
    shippedPickup: "il tuo ordine {{number}} è in viaggio verso {{shop}}, dove potrai ritirarlo.",
    codAmount: "Tieni pronti {{amount}}: paghi alla consegna.",
    tracking: "Segui il tuo pacco presso il corriere:",
    parcel: "{{carrier}}, numero di spedizione {{number}}",
    parcelOther: "Numero di spedizione {{number}}",
    cancelledSubject: "Il tuo ordine {{number}} è stato annullato",
    cancelledText: "abbiamo annullato il tuo ordine {{number}}.",
    cancelledReason: "Il motivo:",
    cancelledNothingCharged: "Per questo ordine non ti è stato addebitato nulla.",
    cancelledBank: "Non avevamo ricevuto alcun pagamento per questo ordine. Se hai già inviato il bonifico, ti restituiremo l'importo sul tuo conto.",
  },
};

export default orders;

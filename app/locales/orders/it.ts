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
  },
};

export default orders;

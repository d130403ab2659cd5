import type { Messages } from "../en";

// German order messages (see ./en.ts).
const orders: Messages["orders"] = {
  testPayment: "Testzahlung — es fließt kein Geld",
  statuses: {
    awaiting_payment: "Wartet auf Zahlung",
    placed: "Eingegangen",
    paid: "Bezahlt",
    shipped: "Versendet",
    delivered: "Zugestellt",
    cancelled: "Storniert",
  },
  page: {
    title: "Bestellung {{number}}",
    placedOn: "Bestellt am {{date}}",
    details: "Details der Bestellung",
    status: "Status",
    payment: "Zahlung",
    delivery: "Lieferung",
    each: "je {{price}}",
    summary: "Übersicht",
  },
  payment: {
    paid: "Bezahlt am {{date}}",
    awaitingPayment: "Wartet auf Zahlung",
    awaitingTransfer: "Wartet auf Ihre Überweisung",
    onDelivery: "Zahlung bei Lieferung",
    notPaid: "Nichts wurde belastet",
  },
  history: {
    title: "Verlauf",
    attempt: "Früherer Versuch {{number}}",
    events: {
      placed: "Bestellung aufgegeben",
      paid: "Zahlung eingegangen",
      shipped: "Versendet",
      delivered: "Zugestellt",
      cancelledByShop: "Vom Shop storniert",
      cancelled: "Zahlung von Ihnen abgebrochen",
      failed: "Die Zahlung ist fehlgeschlagen",
      expired: "Die Zahlungsfrist ist abgelaufen",
      replaced: "Unbezahlt geblieben und durch eine neue Bestellung ersetzt",
    },
  },
  mail: {
    viewOrder: "Ihre Bestellung in Ihrem Konto:",
    paidSubject: "Zahlung für Bestellung {{number}} erhalten",
    paidText: "wir haben Ihre Zahlung über {{amount}} für die Bestellung {{number}} erhalten.",
    deliveredText: "Ihre Bestellung {{number}} wurde zugestellt und wir haben Ihre Zahlung über {{amount}} erhalten.",
    certificatesFollow: "Ihre Geschenkgutscheine erhalten Sie in eigenen E-Mails, jeden mit seinem Code.",
    nextShipping: "Wir bereiten Ihr Paket vor und melden uns, sobald es unterwegs ist.",
    shippedSubject: "Ihre Bestellung {{number}} ist unterwegs",
    shippedText: "Ihre Bestellung {{number}} ist unterwegs an: {{address}}",
    shippedPickup: "Ihre Bestellung {{number}} ist unterwegs zu {{shop}}, wo Sie sie abholen können.",
    codAmount: "Bitte halten Sie {{amount}} bereit: Sie zahlen bei der Zustellung.",
    tracking: "Verfolgen Sie Ihr Paket beim Versanddienst:",
    parcel: "{{carrier}}, Sendungsnummer {{number}}",
    parcelOther: "Sendungsnummer {{number}}",
    cancelledSubject: "Ihre Bestellung {{number}} wurde storniert",
    cancelledText: "wir haben Ihre Bestellung {{number}} storniert.",
    cancelledReason: "Der Grund:",
    cancelledNothingCharged: "Für diese Bestellung wurde Ihnen nichts berechnet.",
    cancelledBank:
      "Für diese Bestellung ist keine Zahlung eingegangen. Falls Sie die Überweisung bereits gesendet haben, erstatten wir Ihnen den Betrag auf Ihr Konto.",
  },
};

export default orders;

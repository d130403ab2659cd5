import type { Messages } from "../en";

// Czech order messages (see ./en.ts).
const orders: Messages["orders"] = {
  testPayment: "Testovací platba — žádné peníze se nepřevádějí",
  statuses: {
    awaiting_payment: "Čeká na platbu",
    placed: "Přijata",
    paid: "Zaplacena",
    shipped: "Odeslána",
    delivered: "Doručena",
    cancelled: "Zrušena",
  },
  page: {
    title: "Objednávka {{number}}",
    placedOn: "Objednáno {{date}}",
    details: "Podrobnosti objednávky",
    status: "Stav",
    payment: "Platba",
    delivery: "Doručení",
    each: "{{price}} za kus",
    summary: "Souhrn",
  },
  payment: {
    paid: "Zaplaceno {{date}}",
    awaitingPayment: "Čeká na platbu",
    awaitingTransfer: "Čeká na váš bankovní převod",
    onDelivery: "Platba při převzetí",
    notPaid: "Nic nebylo účtováno",
  },
  history: {
    title: "Historie",
    attempt: "Dřívější pokus {{number}}",
    events: {
      placed: "Objednávka přijata",
      paid: "Platba přijata",
      shipped: "Odesláno",
      delivered: "Doručeno",
      cancelledByShop: "Zrušeno obchodem",
      cancelled: "Platbu jste zrušili",
      failed: "Platba se nezdařila",
      expired: "Čas na zaplacení vypršel",
      replaced: "Zůstala nezaplacena a nahradila ji nová objednávka",
    },
  },
  mail: {
    viewOrder: "Vaše objednávka ve vašem účtu:",
    paidSubject: "Platba za objednávku {{number}} přijata",
    paidText: "přijali jsme vaši platbu {{amount}} za objednávku {{number}}.",
    deliveredText: "vaše objednávka {{number}} byla doručena a přijali jsme vaši platbu {{amount}}.",
    certificatesFollow: "Dárkové poukazy obdržíte v samostatných e-mailech, každý s vlastním kódem.",
    nextShipping: "Připravujeme váš balík a ozveme se znovu, až bude na cestě.",
    shippedSubject: "Vaše objednávka {{number}} je na cestě",
    shippedText: "vaše objednávka {{number}} je na cestě na adresu: {{address}}",
    shippedPickup: "vaše objednávka {{number}} je na cestě do prodejny {{shop}}, kde si ji můžete vyzvednout.",
    codAmount: "Připravte si prosím {{amount}}: platíte při převzetí.",
    tracking: "Balík můžete sledovat u dopravce:",
    parcel: "{{carrier}}, číslo zásilky {{number}}",
    parcelOther: "Číslo zásilky {{number}}",
    cancelledSubject: "Vaše objednávka {{number}} byla zrušena",
    cancelledText: "zrušili jsme vaši objednávku {{number}}.",
    cancelledReason: "Důvod:",
    cancelledNothingCharged: "Za tuto objednávku vám nebylo nic účtováno.",
    cancelledBank: "Platbu za tuto objednávku jsme neobdrželi. Pokud jste převod již odeslali, vrátíme vám peníze na váš účet.",
  },
};

export default orders;

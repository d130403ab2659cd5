import type { Messages } from "../en";

// Hungarian order messages (see ./en.ts).
const orders: Messages["orders"] = {
  testPayment: "Tesztfizetés — valódi pénz nem mozdul",
  statuses: {
    awaiting_payment: "Fizetésre vár",
    placed: "Beérkezett",
    paid: "Fizetve",
    shipped: "Feladva",
    delivered: "Kézbesítve",
    cancelled: "Törölve",
  },
  page: {
    title: "{{number}} számú rendelés",
    placedOn: "Leadva: {{date}}",
    details: "A rendelés adatai",
    status: "Állapot",
    payment: "Fizetés",
    delivery: "Szállítás",
    each: "{{price}} / db",
    summary: "Összesítés",
  },
  payment: {
    paid: "Fizetve: {{date}}",
    awaitingPayment: "Fizetésre vár",
    awaitingTransfer: "Az átutalására vár",
    onDelivery: "Fizetés átvételkor",
    notPaid: "Semmit sem terheltünk",
  },
  history: {
    title: "Előzmények",
    attempt: "Korábbi kísérlet: {{number}}",
    events: {
      placed: "Rendelés leadva",
      paid: "Fizetés beérkezett",
      shipped: "Feladva",
      delivered: "Kézbesítve",
      cancelledByShop: "Az üzlet törölte",
      cancelled: "Ön megszakította a fizetést",
      failed: "A fizetés nem sikerült",
      expired: "Lejárt a fizetési idő",
      replaced: "Fizetetlen maradt, egy új rendelés váltotta fel",
    },
  },
  mail: {
    viewOrder: "A rendelése a fiókjában:",
    paidSubject: "Megérkezett a(z) {{number}} számú rendelés kifizetése",
    paidText: "Megkaptuk a(z) {{number}} számú rendelésére fizetett {{amount}} összeget.",
    deliveredText: "A(z) {{number}} számú rendelését kézbesítettük, és megkaptuk a(z) {{amount}} összegű fizetését.",
    certificatesFollow: "Az ajándékutalványokat külön e-mailekben küldjük, mindegyiket a saját kódjával.",
    nextShipping: "Csomagját előkészítjük, és újra írunk, amikor úton van.",
    shippedSubject: "A(z) {{number}} számú rendelése úton van",
    shippedText: "A(z) {{number}} számú rendelése úton van ide: {{address}}",
    shippedPickup: "A(z) {{number}} számú rendelése úton van a(z) {{shop}} üzletbe, ahol átveheti.",
    codAmount: "Kérjük, készítsen elő {{amount}} összeget: átvételkor fizet.",
    tracking: "Csomagját a futárszolgálatnál követheti:",
    parcel: "{{carrier}}, csomagszám: {{number}}",
    parcelOther: "Csomagszám: {{number}}",
    cancelledSubject: "A(z) {{number}} számú rendelését töröltük",
    cancelledText: "A(z) {{number}} számú rendelését töröltük.",
    cancelledReason: "Az ok:",
    cancelledNothingCharged: "Ezért a rendelésért semmit nem számoltunk fel.",
    cancelledBank: "Ehhez a rendeléshez nem érkezett fizetés. Ha az átutalást már elküldte, az összeget visszautaljuk a számlájára.",
  },
};

export default orders;

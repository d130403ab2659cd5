import type { Messages } from "../en";

// Croatian messages of the withdrawal function (../en.ts is the reference).
const withdrawal: Messages["withdrawal"] = {
  link: "Jednostrani raskid ugovora",
  title: "Jednostrani raskid ugovora",
  intro:
    "Od kupnje možete odustati u roku od {{days}} dana od dostave bez navođenja razloga. Ispunite obrazac; na sljedećoj stranici ga provjerite i potvrdite.",
  form: {
    name: "Ime i prezime",
    email: "E-adresa narudžbe",
    orderNumber: "Broj narudžbe",
    orderNumberHint: "Kao u potvrdi narudžbe, npr. SU-2026-000042",
    whichItems: "Od čega odustajete?",
    wholeOrder: "Od cijele narudžbe",
    someItems: "Samo od nekih proizvoda",
    items: "Koji proizvodi (naziv i količina)",
    lines: "Proizvodi narudžbe",
    reason: "Razlog (nije obavezno)",
    submit: "Raskidam ugovor",
  },
  confirm: {
    title: "Provjerite i potvrdite raskid",
    intro: "Ovo ćemo primiti. Ništa još nije poslano.",
    items: "Proizvodi",
    wholeOrder: "Cijela narudžba",
    reason: "Razlog",
    submit: "Potvrđujem raskid",
    change: "Promijeni podatke",
  },
  done: {
    title: "Raskid zaprimljen",
    text: "Hvala. Ako se podaci podudaraju s narudžbom, na e-adresu narudžbe poslali smo potvrdu primitka sa sadržajem izjave te datumom i vremenom primitka.",
    back: "Natrag u trgovinu",
  },
  errors: {
    nameRequired: "Upišite svoje ime.",
    emailInvalid: "Upišite e-adresu s kojom ste naručili.",
    orderNumberInvalid: "Upišite broj narudžbe kao u potvrdi, npr. SU-2026-000042.",
    itemsRequired: "Navedite koje proizvode vraćate ili odaberite cijelu narudžbu.",
    reasonTooLong: "Razlog može imati najviše 1000 znakova.",
  },
  order: {
    period: "Od ove narudžbe možete odustati u roku od {{days}} dana od dostave.",
    periodUntil: "Od ove narudžbe možete odustati do {{date}} ({{days}} dana od dostave).",
  },
  mail: {
    subject: "Zaprimili smo vaš raskid za narudžbu {{number}}",
    greeting: "Poštovani/a {{name}},",
    received: "vašu izjavu o jednostranom raskidu ugovora za narudžbu {{number}} zaprimili smo {{when}}.",
    receiptOnly: "Ovom porukom potvrđujemo primitak; to još nije naša odluka o njoj.",
    content: "Što ste poslali:",
    receivedAt: "Zaprimljeno",
    next: "Javit ćemo vam se u vezi s povratom robe i novca.",
    period: "Od ugovora možete odustati u roku od {{days}} dana od dostave: {{link}}",
  },
};

export default withdrawal;

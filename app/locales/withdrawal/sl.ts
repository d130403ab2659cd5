import type { Messages } from "../en";

// Slovenian messages of the withdrawal function (../en.ts is the reference).
const withdrawal: Messages["withdrawal"] = {
  link: "Odstop od pogodbe",
  title: "Odstop od pogodbe",
  intro: "Od nakupa lahko odstopite v {{days}} dneh od dostave, ne da bi navedli razlog. Izpolnite obrazec; na naslednji strani ga preverite in potrdite.",
  form: {
    name: "Ime in priimek",
    email: "E-poštni naslov naročila",
    orderNumber: "Številka naročila",
    orderNumberHint: "Kot v potrditvi naročila, npr. SU-2026-000042",
    whichItems: "Od česa odstopate?",
    wholeOrder: "Od celotnega naročila",
    someItems: "Samo od nekaterih izdelkov",
    items: "Kateri izdelki (ime in količina)",
    lines: "Izdelki naročila",
    reason: "Razlog (neobvezno)",
    submit: "Odstopam od pogodbe",
  },
  confirm: {
    title: "Preverite in potrdite odstop",
    intro: "To bomo prejeli. Ničesar še nismo poslali.",
    items: "Izdelki",
    wholeOrder: "Celotno naročilo",
    reason: "Razlog",
    submit: "Potrjujem odstop",
    change: "Spremeni podatke",
  },
  done: {
    title: "Odstop prejet",
    text: "Hvala. Če se podatki ujemajo z naročilom, smo na e-poštni naslov naročila poslali potrdilo o prejemu z vsebino odstopa ter datumom in uro prejema.",
    back: "Nazaj v trgovino",
  },
  errors: {
    nameRequired: "Vpišite svoje ime.",
    emailInvalid: "Vpišite e-poštni naslov, s katerim ste oddali naročilo.",
    orderNumberInvalid: "Vpišite številko naročila, kot je v potrditvi, npr. SU-2026-000042.",
    itemsRequired: "Navedite, katere izdelke vračate, ali izberite celotno naročilo.",
    reasonTooLong: "Razlog je lahko dolg največ 1000 znakov.",
  },
  order: {
    period: "Od tega naročila lahko odstopite v {{days}} dneh od dostave.",
    periodUntil: "Od tega naročila lahko odstopite do {{date}} ({{days}} dni od dostave).",
  },
  mail: {
    subject: "Prejeli smo vaš odstop od naročila {{number}}",
    greeting: "Pozdravljeni, {{name}},",
    received: "vaš odstop od pogodbe za naročilo {{number}} smo prejeli {{when}}.",
    receiptOnly: "S tem sporočilom potrjujemo prejem; to še ni naša odločitev o odstopu.",
    content: "Kaj ste poslali:",
    receivedAt: "Prejeto",
    next: "O vračilu blaga in denarja vam bomo pisali.",
    period: "Od pogodbe lahko odstopite v {{days}} dneh od dostave: {{link}}",
  },
};

export default withdrawal;

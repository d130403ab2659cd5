import { isLanguage, type Language } from "~/i18n";

// The words an invoice or credit note is printed with (app/services/invoice-pdf.server.ts), in
// each storefront language. A document is a legal record in the language it was issued in
// (app/lib/invoice.ts `lang`), so the words are kept here as plain data rather than in the
// storefront's message files, which change with the shop's wording: a PDF made again from the
// same document must say the same. Formal invoice vocabulary of each country (art. 226 of the
// VAT directive names the fields; the words are the ones tax offices print on their forms).

export interface InvoiceLabels {
  /** the locale dates are written in (Intl), e.g. 28. 11. 2026 */
  locale: string;
  invoice: string;
  creditNote: string;
  number: string;
  seller: string;
  buyer: string;
  registrationNumber: string;
  vatNumber: string;
  issueDate: string;
  supplyDate: string;
  orderNumber: string;
  /** {number}, {date}: the invoice a credit note corrects */
  creditNoteFor: string;
  amountsTakenBack: string;
  item: string;
  sku: string;
  qty: string;
  unitNet: string;
  rate: string;
  net: string;
  vat: string;
  shipping: string;
  /** {amount}: the discount code's or points' gross amount */
  discountNote: string;
  vatSummary: string;
  taxableAmount: string;
  totalTaxable: string;
  totalVat: string;
  outside: string;
  outsideNote: string;
  total: string;
  certificatesSpent: string;
  certificatesReturned: string;
  amountPaid: string;
  amountRefunded: string;
  payment: string;
  refund: string;
  /** {date} */
  paidOn: string;
  /** {date} */
  refundedOn: string;
  paidOnDelivery: string;
  methods: Record<"cod" | "bank" | "card" | "wallet" | "certificate", string>;
  reverseCharge: string;
  reverseChargeNote: string;
  /** {page}, {pages} */
  page: string;
}

export const INVOICE_LABELS: Record<Language, InvoiceLabels> = {
  sl: {
    locale: "sl-SI",
    invoice: "Račun",
    creditNote: "Dobropis",
    number: "Številka",
    seller: "Prodajalec",
    buyer: "Kupec",
    registrationNumber: "Matična številka",
    vatNumber: "ID za DDV",
    issueDate: "Datum izdaje",
    supplyDate: "Datum dobave",
    orderNumber: "Številka naročila",
    creditNoteFor: "Dobropis k računu {number} z dne {date}",
    amountsTakenBack: "Zneski tega dobropisa zmanjšujejo zneske računa.",
    item: "Opis",
    sku: "Šifra",
    qty: "Kol.",
    unitNet: "Cena na enoto brez DDV",
    rate: "Stopnja DDV",
    net: "Znesek brez DDV",
    vat: "DDV",
    shipping: "Stroški dostave",
    discountNote: "Popust v znesku {amount} (z DDV) je že upoštevan v zgornjih zneskih.",
    vatSummary: "Rekapitulacija DDV",
    taxableAmount: "Davčna osnova",
    totalTaxable: "Skupaj davčna osnova",
    totalVat: "Skupaj DDV",
    outside: "Ni predmet DDV",
    outsideNote: "darilni boni: večnamenski boni, niso predmet DDV",
    total: "Skupaj",
    certificatesSpent: "Plačano z darilnimi boni",
    certificatesReturned: "Vrnjeno na darilne bone",
    amountPaid: "Plačani znesek",
    amountRefunded: "Vrnjeni znesek",
    payment: "Plačilo",
    refund: "Vračilo",
    paidOn: "plačano {date}",
    refundedOn: "vrnjeno {date}",
    paidOnDelivery: "plačilo ob prevzemu",
    methods: { cod: "Plačilo po povzetju", bank: "Bančno nakazilo", card: "Plačilna kartica", wallet: "Digitalna denarnica", certificate: "Darilni bon" },
    reverseCharge: "Obrnjena davčna obveznost",
    reverseChargeNote: "DDV obračuna prejemnik (člen 196 Direktive 2006/112/ES)",
    page: "Stran {page} od {pages}",
  },
  hr: {
    locale: "hr-HR",
    invoice: "Račun",
    creditNote: "Odobrenje",
    number: "Broj",
    seller: "Prodavatelj",
    buyer: "Kupac",
    registrationNumber: "Matični broj",
    vatNumber: "PDV identifikacijski broj",
    issueDate: "Datum izdavanja",
    supplyDate: "Datum isporuke",
    orderNumber: "Broj narudžbe",
    creditNoteFor: "Odobrenje za račun {number} od {date}",
    amountsTakenBack: "Iznosi ovog odobrenja umanjuju iznose računa.",
    item: "Opis",
    sku: "Šifra",
    qty: "Kol.",
    unitNet: "Jedinična cijena bez PDV-a",
    rate: "Stopa PDV-a",
    net: "Iznos bez PDV-a",
    vat: "PDV",
    shipping: "Troškovi dostave",
    discountNote: "Popust od {amount} (s PDV-om) već je uračunat u gornje iznose.",
    vatSummary: "Rekapitulacija PDV-a",
    taxableAmount: "Porezna osnovica",
    totalTaxable: "Ukupno porezna osnovica",
    totalVat: "Ukupno PDV",
    outside: "Nije predmet PDV-a",
    outsideNote: "poklon-bonovi: višenamjenski vaučeri, nisu predmet PDV-a",
    total: "Ukupno",
    certificatesSpent: "Plaćeno poklon-bonovima",
    certificatesReturned: "Vraćeno na poklon-bonove",
    amountPaid: "Plaćeni iznos",
    amountRefunded: "Vraćeni iznos",
    payment: "Plaćanje",
    refund: "Povrat",
    paidOn: "plaćeno {date}",
    refundedOn: "vraćeno {date}",
    paidOnDelivery: "plaćanje pri preuzimanju",
    methods: { cod: "Plaćanje pouzećem", bank: "Bankovna uplata", card: "Platna kartica", wallet: "Digitalni novčanik", certificate: "Poklon-bon" },
    reverseCharge: "Prijenos porezne obveze",
    reverseChargeNote: "PDV obračunava primatelj (članak 196. Direktive 2006/112/EZ)",
    page: "Stranica {page} od {pages}",
  },
  hu: {
    locale: "hu-HU",
    invoice: "Számla",
    creditNote: "Jóváíró számla",
    number: "Sorszám",
    seller: "Eladó",
    buyer: "Vevő",
    registrationNumber: "Cégjegyzékszám",
    vatNumber: "Közösségi adószám",
    issueDate: "Kiállítás dátuma",
    supplyDate: "Teljesítés dátuma",
    orderNumber: "Rendelésszám",
    creditNoteFor: "Jóváírás a(z) {number} sorszámú, {date} keltű számlához",
    amountsTakenBack: "A jóváíró számla összegei a számla összegeit csökkentik.",
    item: "Megnevezés",
    sku: "Cikkszám",
    qty: "Menny.",
    unitNet: "Nettó egységár",
    rate: "ÁFA-kulcs",
    net: "Nettó összeg",
    vat: "ÁFA",
    shipping: "Szállítási díj",
    discountNote: "A(z) {amount} (ÁFA-val) kedvezmény a fenti összegekben már szerepel.",
    vatSummary: "ÁFA-összesítő",
    taxableAmount: "Adóalap",
    totalTaxable: "Adóalap összesen",
    totalVat: "ÁFA összesen",
    outside: "Az ÁFA hatályán kívül",
    outsideNote: "ajándékutalványok: többcélú utalványok, az ÁFA hatályán kívül",
    total: "Bruttó összesen",
    certificatesSpent: "Ajándékutalvánnyal fizetve",
    certificatesReturned: "Ajándékutalványra visszatérítve",
    amountPaid: "Fizetett összeg",
    amountRefunded: "Visszatérített összeg",
    payment: "Fizetés",
    refund: "Visszatérítés",
    paidOn: "fizetve: {date}",
    refundedOn: "visszatérítve: {date}",
    paidOnDelivery: "fizetés átvételkor",
    methods: { cod: "Utánvét", bank: "Banki átutalás", card: "Bankkártya", wallet: "Digitális pénztárca", certificate: "Ajándékutalvány" },
    reverseCharge: "Fordított adózás",
    reverseChargeNote: "Az ÁFÁ-t a vevő fizeti (a 2006/112/EK irányelv 196. cikke)",
    page: "{page}. oldal / {pages}",
  },
  cs: {
    locale: "cs-CZ",
    invoice: "Faktura – daňový doklad",
    creditNote: "Opravný daňový doklad",
    number: "Číslo",
    seller: "Dodavatel",
    buyer: "Odběratel",
    registrationNumber: "Registrační číslo",
    vatNumber: "DIČ",
    issueDate: "Datum vystavení",
    supplyDate: "Datum uskutečnění plnění",
    orderNumber: "Číslo objednávky",
    creditNoteFor: "Opravný daňový doklad k faktuře {number} ze dne {date}",
    amountsTakenBack: "Částky tohoto dokladu snižují částky faktury.",
    item: "Popis",
    sku: "Kód",
    qty: "Množ.",
    unitNet: "Jedn. cena bez DPH",
    rate: "Sazba DPH",
    net: "Částka bez DPH",
    vat: "DPH",
    shipping: "Doprava",
    discountNote: "Sleva {amount} (vč. DPH) je již zahrnuta v částkách výše.",
    vatSummary: "Rekapitulace DPH",
    taxableAmount: "Základ daně",
    totalTaxable: "Základ daně celkem",
    totalVat: "DPH celkem",
    outside: "Mimo předmět DPH",
    outsideNote: "dárkové poukázky: víceúčelové poukazy, mimo předmět DPH",
    total: "Celkem",
    certificatesSpent: "Uhrazeno dárkovými poukázkami",
    certificatesReturned: "Vráceno na dárkové poukázky",
    amountPaid: "Uhrazeno",
    amountRefunded: "Vráceno",
    payment: "Platba",
    refund: "Vrácení",
    paidOn: "uhrazeno {date}",
    refundedOn: "vráceno {date}",
    paidOnDelivery: "platba při převzetí",
    methods: { cod: "Dobírka", bank: "Bankovní převod", card: "Platební karta", wallet: "Digitální peněženka", certificate: "Dárková poukázka" },
    reverseCharge: "Přenesení daňové povinnosti",
    reverseChargeNote: "Daň odvede zákazník (článek 196 směrnice 2006/112/ES)",
    page: "Strana {page} z {pages}",
  },
  de: {
    locale: "de-DE",
    invoice: "Rechnung",
    creditNote: "Rechnungskorrektur",
    number: "Nummer",
    seller: "Verkäufer",
    buyer: "Käufer",
    registrationNumber: "Registernummer",
    vatNumber: "USt-IdNr.",
    issueDate: "Rechnungsdatum",
    supplyDate: "Lieferdatum",
    orderNumber: "Bestellnummer",
    creditNoteFor: "Rechnungskorrektur zur Rechnung {number} vom {date}",
    amountsTakenBack: "Die Beträge dieser Rechnungskorrektur mindern die Beträge der Rechnung.",
    item: "Bezeichnung",
    sku: "Art.-Nr.",
    qty: "Menge",
    unitNet: "Einzelpreis netto",
    rate: "USt-Satz",
    net: "Betrag netto",
    vat: "USt",
    shipping: "Versand",
    discountNote: "Ein Rabatt von {amount} (inkl. USt) ist in den obigen Beträgen bereits berücksichtigt.",
    vatSummary: "Umsatzsteuer nach Steuersätzen",
    taxableAmount: "Bemessungsgrundlage",
    totalTaxable: "Summe netto",
    totalVat: "Summe USt",
    outside: "Nicht steuerbar",
    outsideNote: "Geschenkgutscheine: Mehrzweck-Gutscheine, nicht steuerbar",
    total: "Gesamtbetrag",
    certificatesSpent: "Mit Geschenkgutscheinen bezahlt",
    certificatesReturned: "Auf Geschenkgutscheine erstattet",
    amountPaid: "Bezahlter Betrag",
    amountRefunded: "Erstatteter Betrag",
    payment: "Zahlung",
    refund: "Erstattung",
    paidOn: "bezahlt am {date}",
    refundedOn: "erstattet am {date}",
    paidOnDelivery: "Zahlung bei Lieferung",
    methods: { cod: "Nachnahme", bank: "Banküberweisung", card: "Karte", wallet: "Digitale Geldbörse", certificate: "Geschenkgutschein" },
    reverseCharge: "Steuerschuldnerschaft des Leistungsempfängers",
    reverseChargeNote: "Die Umsatzsteuer schuldet der Leistungsempfänger (Artikel 196 der Richtlinie 2006/112/EG)",
    page: "Seite {page} von {pages}",
  },
  it: {
    locale: "it-IT",
    invoice: "Fattura",
    creditNote: "Nota di credito",
    number: "Numero",
    seller: "Cedente",
    buyer: "Cessionario",
    registrationNumber: "Numero di iscrizione",
    vatNumber: "Partita IVA",
    issueDate: "Data di emissione",
    supplyDate: "Data della cessione",
    orderNumber: "Numero d'ordine",
    creditNoteFor: "Nota di credito relativa alla fattura {number} del {date}",
    amountsTakenBack: "Gli importi di questa nota di credito riducono quelli della fattura.",
    item: "Descrizione",
    sku: "Codice",
    qty: "Q.tà",
    unitNet: "Prezzo unitario netto",
    rate: "Aliquota IVA",
    net: "Imponibile",
    vat: "IVA",
    shipping: "Spedizione",
    discountNote: "Uno sconto di {amount} (IVA inclusa) è già compreso negli importi sopra.",
    vatSummary: "Riepilogo IVA",
    taxableAmount: "Imponibile",
    totalTaxable: "Totale imponibile",
    totalVat: "Totale IVA",
    outside: "Fuori campo IVA",
    outsideNote: "buoni regalo: buoni multiuso, fuori campo IVA",
    total: "Totale",
    certificatesSpent: "Pagato con buoni regalo",
    certificatesReturned: "Rimborsato su buoni regalo",
    amountPaid: "Importo pagato",
    amountRefunded: "Importo rimborsato",
    payment: "Pagamento",
    refund: "Rimborso",
    paidOn: "pagato il {date}",
    refundedOn: "rimborsato il {date}",
    paidOnDelivery: "pagamento alla consegna",
    methods: { cod: "Contrassegno", bank: "Bonifico bancario", card: "Carta di pagamento", wallet: "Portafoglio digitale", certificate: "Buono regalo" },
    reverseCharge: "Inversione contabile",
    reverseChargeNote: "IVA da assolversi dal destinatario (articolo 196 della direttiva 2006/112/CE)",
    page: "Pagina {page} di {pages}",
  },
  en: {
    locale: "en-GB",
    invoice: "Invoice",
    creditNote: "Credit note",
    number: "Number",
    seller: "Seller",
    buyer: "Buyer",
    registrationNumber: "Registration number",
    vatNumber: "VAT number",
    issueDate: "Date of issue",
    supplyDate: "Date of supply",
    orderNumber: "Order number",
    creditNoteFor: "Credit note for invoice {number} of {date}",
    amountsTakenBack: "The amounts of this credit note are taken back from the invoice.",
    item: "Description",
    sku: "SKU",
    qty: "Qty",
    unitNet: "Unit price excl. VAT",
    rate: "VAT rate",
    net: "Amount excl. VAT",
    vat: "VAT",
    shipping: "Shipping",
    discountNote: "A discount of {amount} (VAT included) is already taken into the amounts above.",
    vatSummary: "VAT by rate",
    taxableAmount: "Taxable amount",
    totalTaxable: "Total taxable amount",
    totalVat: "Total VAT",
    outside: "Outside the scope of VAT",
    outsideNote: "gift certificates: multi-purpose vouchers, outside the scope of VAT",
    total: "Total",
    certificatesSpent: "Paid with gift certificates",
    certificatesReturned: "Refunded to gift certificates",
    amountPaid: "Amount paid",
    amountRefunded: "Amount refunded",
    payment: "Payment",
    refund: "Refund",
    paidOn: "paid on {date}",
    refundedOn: "refunded on {date}",
    paidOnDelivery: "paid on delivery",
    methods: { cod: "Cash on delivery", bank: "Bank transfer", card: "Card", wallet: "Digital wallet", certificate: "Gift certificate" },
    reverseCharge: "Reverse charge",
    reverseChargeNote: "VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC)",
    page: "Page {page} of {pages}",
  },
};

/** The labels of a document's language; English for a language the shop no longer has. */
export function invoiceLabels(lang: string): InvoiceLabels {
  return INVOICE_LABELS[isLanguage(lang) ? lang : "en"];
}

/** A label with its {placeholders} filled in. */
export function fillLabel(label: string, values: Record<string, string>) {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

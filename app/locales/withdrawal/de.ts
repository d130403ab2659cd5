import type { Messages } from "../en";

// German messages of the withdrawal function (../en.ts is the reference; § 356a BGB: "Vertrag widerrufen").
const withdrawal: Messages["withdrawal"] = {
  link: "Vertrag widerrufen",
  title: "Vertrag widerrufen",
  intro:
    "Sie können Ihren Kauf innerhalb von {{days}} Tagen ab Lieferung ohne Angabe von Gründen widerrufen. Füllen Sie das Formular aus; auf der nächsten Seite prüfen und bestätigen Sie es.",
  form: {
    name: "Ihr Name",
    email: "E-Mail-Adresse der Bestellung",
    orderNumber: "Bestellnummer",
    orderNumberHint: "Wie in Ihrer Bestellbestätigung, z. B. SU-2026-000042",
    whichItems: "Was widerrufen Sie?",
    wholeOrder: "Die ganze Bestellung",
    someItems: "Nur einzelne Artikel",
    items: "Welche Artikel (Name und Menge)",
    lines: "Artikel der Bestellung",
    reason: "Grund (freiwillig)",
    submit: "Vertrag widerrufen",
  },
  confirm: {
    title: "Widerruf prüfen und bestätigen",
    intro: "Das werden wir erhalten. Noch ist nichts gesendet.",
    items: "Artikel",
    wholeOrder: "Die ganze Bestellung",
    reason: "Grund",
    submit: "Widerruf bestätigen",
    change: "Angaben ändern",
  },
  done: {
    title: "Widerruf eingegangen",
    text: "Danke. Wenn die Angaben zu einer Bestellung passen, haben wir an die E-Mail-Adresse der Bestellung eine Eingangsbestätigung mit dem Inhalt und dem Zeitpunkt des Eingangs gesendet.",
    back: "Zurück zum Shop",
  },
  errors: {
    nameRequired: "Geben Sie Ihren Namen ein.",
    emailInvalid: "Geben Sie die E-Mail-Adresse ein, mit der Sie bestellt haben.",
    orderNumberInvalid: "Geben Sie die Bestellnummer wie in der Bestätigung ein, z. B. SU-2026-000042.",
    itemsRequired: "Geben Sie an, welche Artikel Sie zurücksenden, oder wählen Sie die ganze Bestellung.",
    reasonTooLong: "Der Grund darf höchstens 1000 Zeichen lang sein.",
  },
  order: {
    period: "Sie können diese Bestellung innerhalb von {{days}} Tagen ab Lieferung widerrufen.",
    periodUntil: "Sie können diese Bestellung bis {{date}} widerrufen ({{days}} Tage ab Lieferung).",
  },
  mail: {
    subject: "Ihr Widerruf zur Bestellung {{number}} ist eingegangen",
    greeting: "Guten Tag {{name}},",
    received: "Ihr Widerruf des Vertrags zur Bestellung {{number}} ist am {{when}} bei uns eingegangen.",
    receiptOnly: "Diese E-Mail bestätigt den Eingang; sie ist noch keine Entscheidung darüber.",
    content: "Was Sie gesendet haben:",
    receivedAt: "Eingegangen",
    next: "Wir melden uns zur Rücksendung der Ware und zur Erstattung.",
    period: "Sie können den Vertrag innerhalb von {{days}} Tagen ab Lieferung widerrufen: {{link}}",
  },
};

export default withdrawal;

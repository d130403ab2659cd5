import type { Messages } from "../en";

// Italian messages of the withdrawal function (../en.ts is the reference).
const withdrawal: Messages["withdrawal"] = {
  link: "Recesso dal contratto",
  title: "Recesso dal contratto",
  intro:
    "Può recedere dall'acquisto entro {{days}} giorni dalla consegna senza indicarne il motivo. Compili il modulo; nella pagina successiva lo controlla e lo conferma.",
  form: {
    name: "Nome e cognome",
    email: "Indirizzo e-mail dell'ordine",
    orderNumber: "Numero d'ordine",
    orderNumberHint: "Come nella conferma d'ordine, ad es. SU-2026-000042",
    whichItems: "Da che cosa recede?",
    wholeOrder: "Dall'intero ordine",
    someItems: "Solo da alcuni articoli",
    items: "Quali articoli (nome e quantità)",
    lines: "Articoli dell'ordine",
    reason: "Motivo (facoltativo)",
    submit: "Recedo dal contratto",
  },
  confirm: {
    title: "Controlli e confermi il recesso",
    intro: "Questo è ciò che riceveremo. Non è stato ancora inviato nulla.",
    items: "Articoli",
    wholeOrder: "L'intero ordine",
    reason: "Motivo",
    submit: "Confermo il recesso",
    change: "Modifica i dati",
  },
  done: {
    title: "Recesso ricevuto",
    text: "Grazie. Se i dati corrispondono a un ordine, abbiamo inviato all'indirizzo e-mail dell'ordine una conferma di ricezione con il contenuto della dichiarazione e la data e l'ora di ricezione.",
    back: "Torna al negozio",
  },
  errors: {
    nameRequired: "Inserisca il suo nome.",
    emailInvalid: "Inserisca l'indirizzo e-mail con cui ha ordinato.",
    orderNumberInvalid: "Inserisca il numero d'ordine come nella conferma, ad es. SU-2026-000042.",
    itemsRequired: "Indichi quali articoli restituisce, oppure scelga l'intero ordine.",
    reasonTooLong: "Il motivo può avere al massimo 1000 caratteri.",
  },
  order: {
    period: "Può recedere da questo ordine entro {{days}} giorni dalla consegna.",
    periodUntil: "Può recedere da questo ordine fino al {{date}} ({{days}} giorni dalla consegna).",
  },
  mail: {
    subject: "Abbiamo ricevuto il suo recesso per l'ordine {{number}}",
    greeting: "Gentile {{name}},",
    received: "abbiamo ricevuto il suo recesso dal contratto per l'ordine {{number}} il {{when}}.",
    receiptOnly: "Questa e-mail conferma la ricezione; non è ancora una nostra decisione in merito.",
    content: "Che cosa ha inviato:",
    receivedAt: "Ricevuto",
    next: "Le scriveremo per la restituzione della merce e il rimborso.",
    period: "Può recedere dal contratto entro {{days}} giorni dalla consegna: {{link}}",
  },
};

export default withdrawal;

import type { Messages } from "../en";

const errors = {
  notFoundTitle: "Pagina non trovata",
  notFoundDescription: "La pagina che stai cercando non esiste o è stata spostata. Prova a cercare ciò che ti serve.",
  goneTitle: "Questo prodotto non è più in vendita",
  goneDescription: "Il prodotto a questo indirizzo non è più in vendita. Cerca qualcosa di simile o guarda i nostri consigli.",
  tooManyRequestsTitle: "Troppe richieste",
  tooManyRequests: "Hai inviato troppe richieste in poco tempo. Attendi un momento e riprova.",
  generalTitle: "Qualcosa è andato storto",
  general: "Si è verificato un errore imprevisto. Riprova tra qualche istante.",
  code: "Errore {{code}}",
  backHome: "Torna alla home page",
};

export default errors satisfies Messages["errors"];

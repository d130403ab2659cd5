import type { Messages } from "../en";

const errors = {
  notFoundTitle: "Seite nicht gefunden",
  notFoundDescription: "Die gesuchte Seite existiert nicht oder wurde verschoben. Versuchen Sie, das Gewünschte über die Suche zu finden.",
  goneTitle: "Dieses Produkt wird nicht mehr verkauft",
  goneDescription: "Das Produkt unter dieser Adresse verkaufen wir nicht mehr. Suchen Sie nach etwas Ähnlichem oder sehen Sie sich unsere Empfehlungen an.",
  tooManyRequestsTitle: "Zu viele Anfragen",
  tooManyRequests: "Sie haben in kurzer Zeit zu viele Anfragen gesendet. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  generalTitle: "Etwas ist schiefgelaufen",
  general: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es gleich noch einmal.",
  code: "Fehler {{code}}",
  backHome: "Zurück zur Startseite",
};

export default errors satisfies Messages["errors"];

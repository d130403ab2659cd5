import type { Messages } from "../en";

// Hungarian messages of the withdrawal function (../en.ts is the reference).
const withdrawal: Messages["withdrawal"] = {
  link: "Elállás a szerződéstől",
  title: "Elállás a szerződéstől",
  intro:
    "A vásárlástól a kézbesítéstől számított {{days}} napon belül indoklás nélkül elállhat. Töltse ki az űrlapot; a következő oldalon ellenőrizheti és megerősítheti.",
  form: {
    name: "Az Ön neve",
    email: "A rendelés e-mail-címe",
    orderNumber: "Rendelésszám",
    orderNumberHint: "Ahogy a rendelés visszaigazolásában áll, pl. SU-2026-000042",
    whichItems: "Miről áll el?",
    wholeOrder: "A teljes rendelésről",
    someItems: "Csak egyes termékekről",
    items: "Mely termékek (név és mennyiség)",
    lines: "A rendelés termékei",
    reason: "Indok (nem kötelező)",
    submit: "Elállok a szerződéstől",
  },
  confirm: {
    title: "Ellenőrizze és erősítse meg az elállást",
    intro: "Ezt fogjuk megkapni. Még semmi sincs elküldve.",
    items: "Termékek",
    wholeOrder: "A teljes rendelés",
    reason: "Indok",
    submit: "Megerősítem az elállást",
    change: "Adatok módosítása",
  },
  done: {
    title: "Az elállást megkaptuk",
    text: "Köszönjük. Ha az adatok egyeznek egy rendeléssel, a rendelés e-mail-címére elküldtük az átvételi visszaigazolást a nyilatkozat tartalmával és beérkezésének idejével.",
    back: "Vissza az áruházba",
  },
  errors: {
    nameRequired: "Adja meg a nevét.",
    emailInvalid: "Adja meg az e-mail-címet, amellyel rendelt.",
    orderNumberInvalid: "Adja meg a rendelésszámot a visszaigazolás szerint, pl. SU-2026-000042.",
    itemsRequired: "Adja meg, mely termékeket küldi vissza, vagy válassza a teljes rendelést.",
    reasonTooLong: "Az indok legfeljebb 1000 karakter lehet.",
  },
  order: {
    period: "Ettől a rendeléstől a kézbesítéstől számított {{days}} napon belül állhat el.",
    periodUntil: "Ettől a rendeléstől eddig állhat el: {{date}} (a kézbesítéstől számított {{days}} nap).",
  },
  mail: {
    subject: "Megkaptuk a(z) {{number}} rendeléshez tartozó elállását",
    greeting: "Kedves {{name}}!",
    received: "A(z) {{number}} rendeléshez tartozó elállási nyilatkozatát {{when}} időpontban megkaptuk.",
    receiptOnly: "Ez a levél az átvételt igazolja; még nem a döntésünk róla.",
    content: "Amit elküldött:",
    receivedAt: "Beérkezett",
    next: "Az áru visszaküldéséről és a visszatérítésről írni fogunk.",
    period: "A szerződéstől a kézbesítéstől számított {{days}} napon belül állhat el: {{link}}",
  },
};

export default withdrawal;

import type { Messages } from "../en";

const errors = {
  notFoundTitle: "Stranica nije pronađena",
  notFoundDescription: "Stranica koju tražite ne postoji ili je premještena. Pokušajte pretražiti ono što vam treba.",
  goneTitle: "Ovaj proizvod se više ne prodaje",
  goneDescription: "Proizvod na ovoj adresi više ne prodajemo. Potražite nešto slično ili pogledajte što preporučujemo.",
  tooManyRequestsTitle: "Previše zahtjeva",
  tooManyRequests: "Poslali ste previše zahtjeva u kratkom vremenu. Pričekajte trenutak i pokušajte ponovno.",
  generalTitle: "Nešto je pošlo po zlu",
  general: "Došlo je do neočekivane pogreške. Pokušajte ponovno za trenutak.",
  code: "Pogreška {{code}}",
  backHome: "Natrag na početnu stranicu",
};

export default errors satisfies Messages["errors"];

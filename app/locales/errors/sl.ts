import type { Messages } from "../en";

const errors = {
  notFoundTitle: "Stran ni bila najdena",
  notFoundDescription: "Stran, ki jo iščete, ne obstaja ali je bila premaknjena. Poskusite poiskati, kar potrebujete.",
  tooManyRequestsTitle: "Preveč zahtev",
  tooManyRequests: "V kratkem času ste poslali preveč zahtev. Počakajte trenutek in poskusite znova.",
  generalTitle: "Prišlo je do napake",
  general: "Prišlo je do nepričakovane napake. Poskusite znova čez trenutek.",
  code: "Napaka {{code}}",
  backHome: "Nazaj na domačo stran",
};

export default errors satisfies Messages["errors"];

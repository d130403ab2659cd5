import type { Messages } from "../en";

const errors = {
  notFoundTitle: "Stran ni bila najdena",
  notFoundDescription: "Stran, ki jo iščete, ne obstaja ali je bila premaknjena. Poskusite poiskati, kar potrebujete.",
  goneTitle: "Tega izdelka ne prodajamo več",
  goneDescription: "Izdelka na tem naslovu ne prodajamo več. Poiščite kaj podobnega ali si oglejte, kaj priporočamo.",
  tooManyRequestsTitle: "Preveč zahtev",
  tooManyRequests: "V kratkem času ste poslali preveč zahtev. Počakajte trenutek in poskusite znova.",
  generalTitle: "Prišlo je do napake",
  general: "Prišlo je do nepričakovane napake. Poskusite znova čez trenutek.",
  code: "Napaka {{code}}",
  backHome: "Nazaj na domačo stran",
};

export default errors satisfies Messages["errors"];

import { http, HttpResponse } from "msw";
import { mockOutside } from "./msw-server";

// The EU's VIES service, as far as the shop asks it, for tests. Preloaded into the shop's own
// process (startServer's `imports`, tests/e2e/start-server.mjs), like stripe-mock.ts: msw answers
// the shop's calls to VIES's REST interface (app/services/vies.server.ts) with the shapes VIES
// gives; nothing of the shop is replaced.
//
// The register it keeps: the companies below are registered; a number of Austria's finds the
// member state's service down (MS_UNAVAILABLE), as happens for hours at a time; every other
// number is not registered.

export const VIES_REGISTER: Record<string, { name: string; address: string }> = {
  HR33392005961: { name: "ČAJNA KUĆA D.O.O.", address: "Ilica 1\n10000 Zagreb" },
  DE136695976: { name: "Teehaus Müller GmbH", address: "Hauptstraße 1\n10115 Berlin" },
  SI84213574: { name: "LUMERA D.O.O.", address: "Dunajska cesta 1\n1000 Ljubljana" },
};

const VIES = "https://ec.europa.eu/taxation_customs/vies/rest-api";

mockOutside(
  http.get(`${VIES}/ms/:country/vat/:number`, ({ params }) => {
    const country = String(params.country);
    const number = String(params.number);
    if (country === "AT") return HttpResponse.json({ isValid: false, userError: "MS_UNAVAILABLE", requestDate: new Date().toISOString() });
    const company = VIES_REGISTER[`${country}${number}`];
    if (company)
      return HttpResponse.json({ isValid: true, userError: "VALID", name: company.name, address: company.address, vatNumber: number, countryCode: country });
    return HttpResponse.json({ isValid: false, userError: "INVALID", name: "---", address: "---", vatNumber: number, countryCode: country });
  }),
);

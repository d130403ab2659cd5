import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseVatNumber } from "~/lib/vat";
import { checkVatNumber, VIES_URL } from "./vies.server";

// VIES's REST answers as it gives them (msw stands in for the European Commission's service).

const vies = setupServer();
beforeAll(() => vies.listen({ onUnhandledRequest: "error" }));
afterEach(() => vies.resetHandlers());
afterAll(() => vies.close());

const number = (text: string) => {
  const vat = parseVatNumber(text);
  if (!vat) throw new Error(`${text} is no VAT number`);
  return vat;
};
const answer = (body: Record<string, string | boolean>, status = 200) =>
  vies.use(http.get(`${VIES_URL}/ms/:country/vat/:number`, () => HttpResponse.json(body, { status })));
const now = () => new Date("2026-11-27T10:00:00Z");

describe("checkVatNumber", () => {
  it("a number VIES confirms, with the name and address it gives", async () => {
    let asked = "";
    vies.use(
      http.get(`${VIES_URL}/ms/:country/vat/:number`, ({ params }) => {
        asked = `${params.country}/${params.number}`;
        return HttpResponse.json({ isValid: true, userError: "VALID", name: "Muster GmbH", address: "Hauptstraße 1\n10115 Berlin" });
      }),
    );
    expect(await checkVatNumber(number("DE 136 695 976"), { now })).toEqual({
      result: "confirmed",
      name: "Muster GmbH",
      address: "Hauptstraße 1\n10115 Berlin",
      checkedAt: "2026-11-27T10:00:00.000Z",
    });
    expect(asked).toBe("DE/136695976");
  });

  it("Greece is asked as EL; a name a member state keeps back is none", async () => {
    let asked = "";
    vies.use(
      http.get(`${VIES_URL}/ms/:country/vat/:number`, ({ params }) => {
        asked = String(params.country);
        return HttpResponse.json({ isValid: true, userError: "VALID", name: "---", address: "---" });
      }),
    );
    expect(await checkVatNumber(number("EL123456789"), { now })).toMatchObject({ result: "confirmed", name: null, address: null });
    expect(asked).toBe("EL");
  });

  it("a number VIES does not know is invalid", async () => {
    answer({ isValid: false, userError: "INVALID" });
    expect(await checkVatNumber(number("HR94577403194"), { now })).toEqual({ result: "invalid", checkedAt: "2026-11-27T10:00:00.000Z" });
  });

  it("a member state's service down, VIES's own error, a broken answer or a timeout: unreachable, never thrown", async () => {
    answer({ isValid: false, userError: "MS_UNAVAILABLE" });
    expect(await checkVatNumber(number("SI84213574"), { now })).toMatchObject({ result: "unreachable", reason: "VIES: MS_UNAVAILABLE (SI84213574)" });
    answer({ message: "oops" }, 500);
    expect(await checkVatNumber(number("SI84213574"), { now })).toMatchObject({ result: "unreachable", reason: "VIES answered 500" });
    vies.use(http.get(`${VIES_URL}/ms/:country/vat/:number`, () => new HttpResponse("<html>", { status: 200, headers: { "Content-Type": "text/html" } })));
    expect(await checkVatNumber(number("SI84213574"), { now })).toMatchObject({ result: "unreachable", reason: "VIES could not be reached" });
    vies.use(http.get(`${VIES_URL}/ms/:country/vat/:number`, () => HttpResponse.error()));
    expect(await checkVatNumber(number("SI84213574"), { now })).toMatchObject({ result: "unreachable" });
    vies.use(
      http.get(`${VIES_URL}/ms/:country/vat/:number`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return HttpResponse.json({ isValid: true });
      }),
    );
    expect(await checkVatNumber(number("SI84213574"), { now, timeoutMs: 50 })).toMatchObject({ result: "unreachable", reason: "VIES did not answer in time" });
  });
});

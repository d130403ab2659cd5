import { formatVatNumber, type VatNumber } from "~/lib/vat";

// A buyer's VAT number asked of the EU's VIES service (README "Taxes and invoices"): its REST
// interface answers per member state whether the number is issued and in use. A number VIES
// confirms, of another member state than the seller's, makes a reverse-charge sale
// (app/lib/vat.ts reverseChargeApplies); a number it does not know is refused at the field; when
// VIES or the member state's service cannot answer, the sale carries VAT and the buyer is told so.

/** The VIES REST interface; VIES_URL points elsewhere (a test's service, a proxy). */
export const VIES_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api";

/** How long a shopper waits for VIES before the order goes on with VAT charged. */
export const VIES_TIMEOUT_MS = 5_000;

export type ViesCheck =
  | { result: "confirmed"; name: string | null; address: string | null; checkedAt: string }
  | { result: "invalid"; checkedAt: string }
  | { result: "unreachable"; reason: string; checkedAt: string };

interface ViesAnswer {
  isValid?: unknown;
  userError?: unknown;
  name?: unknown;
  address?: unknown;
}

/** VIES's "---" for a name or address a member state does not give out. */
const given = (value: unknown) => (typeof value === "string" && value.trim() && value.trim() !== "---" ? value.trim() : null);

/** Asks VIES about a VAT number already checked by its form (parseVatNumber). Never throws. */
export async function checkVatNumber(vat: VatNumber, options: { baseUrl?: string; timeoutMs?: number; now?: () => Date } = {}): Promise<ViesCheck> {
  const baseUrl = (options.baseUrl ?? process.env.VIES_URL ?? VIES_URL).replace(/\/$/, "");
  const checkedAt = (options.now ?? (() => new Date()))().toISOString();
  const url = `${baseUrl}/ms/${encodeURIComponent(vat.prefix)}/vat/${encodeURIComponent(vat.number)}`;
  let answer: ViesAnswer;
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(options.timeoutMs ?? VIES_TIMEOUT_MS) });
    if (!response.ok) return { result: "unreachable", reason: `VIES answered ${response.status}`, checkedAt };
    answer = (await response.json()) as ViesAnswer;
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "VIES did not answer in time" : "VIES could not be reached";
    return { result: "unreachable", reason, checkedAt };
  }
  if (answer.isValid === true) return { result: "confirmed", name: given(answer.name), address: given(answer.address), checkedAt };
  // "INVALID" (or "VALID" with isValid false, as some member states answer) is an answer about
  // the number; the others (MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE, …) are about VIES
  const userError = typeof answer.userError === "string" ? answer.userError : "";
  if (answer.isValid === false && (userError === "" || userError === "INVALID" || userError === "VALID")) return { result: "invalid", checkedAt };
  return { result: "unreachable", reason: `VIES: ${userError || "no answer about the number"} (${formatVatNumber(vat)})`, checkedAt };
}

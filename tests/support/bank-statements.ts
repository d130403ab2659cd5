import { readFileSync } from "node:fs";
import path from "node:path";
import { request } from "./http";
import { ADMIN, ADMIN_ORIGIN } from "./staff";

// Bank statements in the tests: the camt.053 fixture (tests/fixtures/camt053-statement.xml) with
// the orders a test placed filled in, and its upload as a browser sends a file (multipart).

const FIXTURE = path.join(import.meta.dirname, "..", "fixtures", "camt053-statement.xml");

export interface StatementValues {
  /** makes the bank's entry references unique to one run of a test */
  RUN: string;
  REF_A: string;
  AMOUNT_A: string;
  NUMBER_B: string;
  AMOUNT_B: string;
  REF_C: string;
  AMOUNT_C: string;
}

/** The fixture with `values` in its placeholders. */
export function camt053(values: StatementValues) {
  return readFileSync(FIXTURE, "utf8").replace(/\{\{(\w+)\}\}/g, (_, name: keyof StatementValues) => values[name]);
}

/** Hundredths as the bank writes them: 4990 → "49.90". */
export const decimal = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;

/** A multipart body with the fields and one file, as a browser's form with encType multipart/form-data sends it. */
export function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; content: string | Buffer }) {
  const boundary = `----lumera${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a statement file to the back office as the signed-in `cookie`. */
export function uploadStatement(baseUrl: string, cookie: string, name: string, content: string, type = name.endsWith(".csv") ? "text/csv" : "application/xml") {
  const { body, contentType } = multipart({ intent: "upload" }, { field: "statement", name, type, content });
  return request(baseUrl, "/admin/payments/statements", {
    host: ADMIN,
    method: "POST",
    headers: { ...ADMIN_ORIGIN, "Content-Type": contentType, "Content-Length": String(body.length), Cookie: cookie },
    body,
  });
}

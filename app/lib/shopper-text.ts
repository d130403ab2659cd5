// What a shopper types stays text (DESIGN.md "Sessions and safety"): a name is a name, an
// address an address, an e-mail address a mailbox. These values come back in the shop's own
// mails — a stranger's inbox, when someone registers with their address — on the merchant's
// terminal and in spreadsheets, so each field takes only the characters it needs. One rule per
// field, here; every form and JSON call that takes such a field uses it.

/** C0 controls, DEL and C1 controls: what moves a terminal's cursor, clears it or ends a line. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function hasControlCharacter(text: string) {
  return CONTROL.test(text);
}

// Letters and combining marks of any script, spaces, and the punctuation names use: the
// apostrophe (typed ' or, by phones, ’), the hyphen and the full stop of an initial.
const NAME = /^[\p{L}\p{M} '’.-]+$/u;
// A full stop ends an initial or an abbreviation ("J. R.", "Jr."): one followed by a letter or a
// digit is a web address ("lumera-help.example"), which mail programs turn into a link.
const DOT_INSIDE_WORD = /\.[\p{L}\p{N}]/u;

/** A person's given or family name: letters, marks, spaces, ' ’ - and a full stop ending a word; at least one letter. */
export function isPersonName(text: string) {
  return NAME.test(text) && /\p{L}/u.test(text) && !DOT_INSIDE_WORD.test(text);
}

// An address line (street and house number, city): a name's characters, digits, and / , #
// ("Via Roma 12/A", "Ulica 1. maja 3, stan 4", "Kolodvorska #5").
const ADDRESS_TEXT = /^[\p{L}\p{M}\p{Nd} '’.\-/,#]+$/u;

/** A street or city: letters, marks, digits, spaces and ' ’ - . / , #; at least one letter or digit. */
export function isAddressText(text: string) {
  return ADDRESS_TEXT.test(text) && /[\p{L}\p{Nd}]/u.test(text);
}

/**
 * Free text a shopper writes for someone else (a gift certificate's message): any words, on
 * several lines, but no control character other than the line break, no web address with a
 * scheme ("://") and no angle brackets — the shop mails it to a recipient who did not ask for it.
 */
export function isMessageText(text: string) {
  return !hasControlCharacter(text.replace(/\r?\n/g, "")) && !text.includes("://") && !/[<>]/.test(text);
}

// RFC 5321 §4.1.2: a Dot-string local part — atoms of atext joined by single dots. No quoted
// local parts ("a b"@x), no comments, no spaces: what real mailboxes use.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LOCAL_PART = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*$`);
// A domain of labels (letters of any script for internationalised names, digits, inner hyphens), at least two.
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/** A mailbox: a dot-atom local part of at most 64 characters, @, a domain; 254 characters at most. */
export function isEmailAddress(text: string) {
  if (text.length > 254) return false;
  const at = text.lastIndexOf("@");
  if (at < 1) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split(".");
  return local.length <= 64 && LOCAL_PART.test(local) && labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

/**
 * Text for a terminal: every C0 and C1 control character and DEL written as a visible escape
 * ("\n", "\r", "\t", "\x1b", "\x7f", "\x9b"), and the backslash doubled so that an escape cannot
 * be forged. Whatever a shopper typed (or old data holds) cannot clear the merchant's screen,
 * move its cursor or add a line that looks like the desk's own.
 */
export function terminalText(text: string) {
  // eslint-disable-next-line no-control-regex -- the control characters are what is replaced
  return text.replace(/[\\\u0000-\u001f\u007f-\u009f]/g, (c) => {
    if (c === "\\") return "\\\\";
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "\t") return "\\t";
    return `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`;
  });
}

/**
 * Text for a page: a C0 control character other than tab and line break, DEL and every C1
 * control written as a visible escape ("\x1b"). What a shopper typed (or old data holds) is
 * shown as it is, and no page carries a code point HTML forbids.
 */
export function pageText(text: string) {
  // eslint-disable-next-line no-control-regex -- the control characters are what is replaced
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

/** pageText on every string of a loader's data (the back office's pages show what shoppers typed). */
export function pageTextDeep<T>(value: T): T {
  if (typeof value === "string") return pageText(value) as T;
  if (Array.isArray(value)) return value.map(pageTextDeep) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pageTextDeep(v)])) as T;
  }
  return value;
}

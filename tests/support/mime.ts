// A small reader of the MIME messages nodemailer writes (tests only: the outbox's .eml files and
// what the test's SMTP server receives): headers unfolded and RFC 2047-decoded (Q and B),
// multipart bodies split into their parts, quoted-printable and base64 decoded as UTF-8.

export interface MimePart {
  headers: Record<string, string>;
  contentType: string;
  /** the decoded body of a single part; "" for a multipart */
  body: string;
  /** the same as bytes, for an attachment (a PDF) */
  bytes: Buffer;
  parts: MimePart[];
}

function decodeQuotedPrintableBytes(text: string) {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); the space between two of them goes. */
export function decodeHeader(value: string) {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintableBytes(text.replace(/_/g, " ")).toString("utf8"),
    );
}

function parseHeaders(head: string) {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBytes(body: string, encoding: string) {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintableBytes(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64");
  return Buffer.from(body, "utf8");
}

/** Parses a raw message (or part). */
export function parseMime(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : "";
  const headers = parseHeaders(head);
  const contentType = (headers["content-type"] ?? "text/plain").split(";")[0].trim().toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (contentType.startsWith("multipart/") && boundary) {
    const sections = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:--)?[ \\t]*\\r?\\n?`));
    const parts = sections
      .slice(1)
      .filter((section) => section.trim() !== "")
      .map(parseMime);
    return { headers, contentType, body: "", bytes: Buffer.alloc(0), parts };
  }
  const bytes = decodeBytes(body, headers["content-transfer-encoding"] ?? "");
  return { headers, contentType, body: bytes.toString("utf8"), bytes, parts: [] };
}

/** The first part of this type, in the message or any of its multiparts. */
export function findPart(part: MimePart, type: string): MimePart | null {
  if (part.contentType === type && part.parts.length === 0) return part;
  for (const child of part.parts) {
    const found = findPart(child, type);
    if (found) return found;
  }
  return null;
}

/** A decoded header of the message ("" when absent). */
export function header(part: MimePart, name: string) {
  return decodeHeader(part.headers[name.toLowerCase()] ?? "");
}

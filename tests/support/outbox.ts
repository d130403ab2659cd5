import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Reads the e-mails a server wrote to its outbox (no SMTP_URL): one .eml file per message.

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Quoted-printable body and RFC 2047 subject decoded (nodemailer's defaults for UTF-8 text). */
function decodeQuotedPrintable(body: string) {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeHeader(value: string) {
  return value.replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_m, text: string) => decodeQuotedPrintable(text.replace(/_/g, " ")));
}

export function readOutbox(dir: string): OutboxMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), "utf8");
      const [head, ...rest] = raw.split(/\r?\n\r?\n/);
      const headers = head.replace(/\r?\n[ \t]+/g, " ");
      const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1] ?? "");
      const body = rest.join("\n\n");
      const text = /quoted-printable/i.test(headers) ? decodeQuotedPrintable(body) : body;
      return { file: f, to: header("To"), subject: header("Subject"), text };
    });
}

/** The newest mail to `to` whose text has a link with `path`, waiting for it (mails may be sent after the answer). */
export async function waitForLink(dir: string, to: string, pathPart: string, timeoutMs = 10_000): Promise<{ mail: OutboxMail; url: URL }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readOutbox(dir).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    for (const mail of mails.reverse()) {
      const match = new RegExp(`https?://\\S*${pathPart.replace(/[?]/g, "\\?")}\\S*`).exec(mail.text);
      if (match) return { mail, url: new URL(match[0]) };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with ${pathPart} in ${dir}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

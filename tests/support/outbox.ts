import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { DB } from "~/db/db.server";
import { findPart, header, parseMime } from "./mime";

// Reads the e-mails a server wrote to its outbox (no SMTP_URL): one .eml file per message, each
// multipart/alternative (text and HTML). `text` is the plain-text part, `html` the HTML part.
// Mails go out after the commit that queued them, not before the answer: wait for them
// (waitForOutbox, waitForLink) rather than reading the folder right after a request.

export interface OutboxMail {
  file: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

export function readOutbox(dir: string): OutboxMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((f) => {
      const message = parseMime(readFileSync(path.join(dir, f), "utf8"));
      const text = findPart(message, "text/plain")?.body ?? "";
      const html = findPart(message, "text/html")?.body ?? "";
      return { file: f, to: header(message, "To"), from: header(message, "From"), subject: header(message, "Subject"), text, html };
    });
}

/** The outbox's mails once `done` says they are all there, polling until the timeout (then it throws). */
export async function waitForOutbox(dir: string, done: (mails: OutboxMail[]) => boolean, timeoutMs = 10_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readOutbox(dir);
    if (done(mails)) return mails;
    if (Date.now() > deadline) throw new Error(`the mails awaited did not arrive in ${dir} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until the server has handed over every mail queued so far (mail_queue has none pending):
 * then the outbox holds them. For servers writing to the outbox, which never refuses a mail.
 */
export async function mailQueueDrained(db: DB, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await db.selectFrom("mail_queue").select("id").where("status", "=", "pending").limit(1).execute();
    if (pending.length === 0) return;
    if (Date.now() > deadline) {
      // which mails, and why: the server's log of the whole run is in .cache/test-logs (global-setup.ts)
      const rows = await db
        .selectFrom("mail_queue")
        .select(["id", "to_address", "subject", "attempts", "created_at", "next_attempt_at", "order_id", "order_mail", "last_error"])
        .where("status", "=", "pending")
        .limit(5)
        .execute();
      throw new Error(`mail still queued after ${timeoutMs} ms (now ${new Date().toISOString()}): ${JSON.stringify(rows)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
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

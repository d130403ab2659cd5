import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/env.server";
import { mailFromAddress } from "~/lib/mail-html";
import { getLogger } from "~/logger.server";
import type { InvoiceFile } from "./invoice-files.server";

// E-mail (DESIGN.md stack): nodemailer over SMTP when SMTP_URL is set; otherwise each message
// is written as an .eml file to the outbox folder and logged, so that password recovery works
// on a fresh machine (open the file in any mail program, or read the link from the log).
// Nothing calls this directly: mails are queued with what they tell of and handed over here by
// the queue (mail-queue.server.ts), which retries what fails.

/** A mail as the queue hands it over: both parts, and the sender's display name (the storefront's). */
export interface MailMessage {
  to: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
  /** files sent with it: an invoice or credit note (041 mail_queue.invoice_id) */
  attachments?: InvoiceFile[];
}

let smtp: Transporter | undefined;
// shorter than nodemailer's defaults (2 min to connect, 10 min of silence): a send must end well
// within the queue's claim on the mail (5 min, mail-queue.server.ts), or another process could
// send it too; SMTP_URL's own query parameters (?socketTimeout=…) still win
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
// builds the raw RFC 5322 message without sending it: the same bytes an SMTP server would get
const rawBuilder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

/** The message as nodemailer takes it: multipart/alternative (text, HTML) — in multipart/mixed with its files — UTF-8 headers encoded by nodemailer. */
function nodemailerMessage(message: MailMessage) {
  const env = getEnv();
  // MAIL_FROM is validated at boot to contain an address
  const address = mailFromAddress(env.MAIL_FROM) ?? env.MAIL_FROM;
  return {
    from: message.fromName ? { name: message.fromName, address } : address,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((file) => ({ filename: file.filename, content: file.content, contentType: file.contentType })),
  };
}

/** Hands one mail to SMTP (SMTP_URL) or writes it to the outbox; throws when that fails. */
export async function deliverMail(message: MailMessage) {
  const env = getEnv();
  const mail = nodemailerMessage(message);
  if (env.SMTP_URL) {
    smtp ??= nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS });
    await smtp.sendMail(mail);
    getLogger().info({ subject: message.subject }, "mail sent over SMTP");
    return;
  }
  const built = await rawBuilder.sendMail(mail);
  const raw = built.message as Buffer;
  await mkdir(env.OUTBOX_DIR, { recursive: true });
  const stamp = outboxStamp();
  const file = path.join(env.OUTBOX_DIR, `${stamp}-${built.messageId.replace(/[^\w.-]/g, "")}.eml`);
  await writeFile(file, raw, { mode: 0o600 });
  getLogger().info({ file, subject: message.subject }, "mail written to the outbox (no SMTP_URL)");
}

/**
 * The outbox file's time to the microsecond (2026-11-29T11-48-22-987-412Z), so its files sort in
 * the order they were written: two mails written in one millisecond no longer sort by their
 * random message ids.
 */
function outboxStamp() {
  const micros = Math.floor((performance.timeOrigin + performance.now()) * 1000);
  const iso = new Date(Math.floor(micros / 1000)).toISOString();
  return `${iso.slice(0, -1).replace(/[:.]/g, "-")}-${String(micros % 1000).padStart(3, "0")}Z`;
}

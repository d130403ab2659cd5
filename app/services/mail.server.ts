import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/env.server";
import { getLogger } from "~/logger.server";
import { getMetrics } from "~/metrics.server";

// E-mail (DESIGN.md stack): nodemailer over SMTP when SMTP_URL is set; otherwise each message
// is written as an .eml file to the outbox folder and logged, so that password recovery works
// on a fresh machine (open the file in any mail program, or read the link from the log).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

let smtp: Transporter | undefined;
// builds the raw RFC 5322 message without sending it: the same bytes an SMTP server would get
const rawBuilder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

export async function sendMail(message: MailMessage) {
  try {
    await deliver(message);
    getMetrics().mailsSent.inc({ outcome: "sent" });
  } catch (error) {
    getMetrics().mailsSent.inc({ outcome: "failed" });
    throw error;
  }
}

async function deliver(message: MailMessage) {
  const env = getEnv();
  const mail = { from: env.MAIL_FROM, to: message.to, subject: message.subject, text: message.text };
  if (env.SMTP_URL) {
    smtp ??= nodemailer.createTransport(env.SMTP_URL);
    await smtp.sendMail(mail);
    getLogger().info({ subject: message.subject }, "mail sent over SMTP");
    return;
  }
  const built = await rawBuilder.sendMail(mail);
  const raw = built.message as Buffer;
  await mkdir(env.OUTBOX_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(env.OUTBOX_DIR, `${stamp}-${built.messageId.replace(/[^\w.-]/g, "")}.eml`);
  await writeFile(file, raw, { mode: 0o600 });
  getLogger().info({ file, subject: message.subject }, "mail written to the outbox (no SMTP_URL)");
}

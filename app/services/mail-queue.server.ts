import type { Selectable } from "kysely";
import type { DB } from "~/db/db.server";
import type { MailQueueTable } from "~/db/schema";
import { getEnv } from "~/env.server";
import type { OrderMailKind } from "~/lib/admin-orders";
import { type MailLogo, renderMailHtml } from "~/lib/mail-html";
import { getLogger } from "~/logger.server";
import { getMetrics } from "~/metrics.server";
import { invoiceFile } from "./invoice-files.server";
import { deliverMail } from "./mail.server";

// The mail queue. A mail is written to mail_queue inside the transaction that
// commits what it tells of — the order, its payment, its certificates, an account's link — so
// the two commit together and a crash after the commit cannot lose the mail. Right after the
// commit the caller hands the new rows to deliverQueued; what SMTP refuses (or a process that
// died before sending) stays pending, and the server's sweep (sendDueMail) tries again after
// MAIL_RETRY_SECONDS, doubling the wait each time, until MAIL_MAX_ATTEMPTS: then the mail is
// marked failed and logged as an error.
//
// Several processes (instances on one PostgreSQL database, the order desk's command line) may
// reach for the same row: a conditional update claims it — only the update that still finds it
// pending and due changes it, moving next_attempt_at to the end of a claim — and the others
// leave it. A process that dies while sending leaves the claim to run out; the mail is then sent
// again (at least once: SMTP has no way to ask whether a message arrived).

/** A mail to queue: the storefront's name as the sender, the text, and the language of its HTML part. */
export interface QueuedMail {
  to: string;
  fromName: string;
  subject: string;
  text: string;
  lang: string;
  /** the URLs the shop built and put in the text: the only links of the HTML part (mail-html.ts) */
  links: string[];
  /** the storefront's logo above the HTML part (storefront-look.server.ts mailLogo) */
  logo?: MailLogo | null;
  /** the order the mail is about and which of its mails it is: the order's page lists it (020) */
  about?: { orderId: number; kind: OrderMailKind };
  /** an issued invoice or credit note (invoice.id): its PDF goes with the mail as "<number>.pdf" */
  invoiceId?: number;
}

/**
 * How long a claim lasts: well beyond the SMTP timeouts (mail.server.ts), so a slow send is not
 * taken by another process too; and how long a mail a dead process was sending waits.
 */
const CLAIM_MS = 5 * 60_000;
/** The longest wait between two attempts, whatever MAIL_RETRY_SECONDS × 2ⁿ comes to. */
const MAX_RETRY_MS = 6 * 3600_000;
/** How many due mails one sweep sends (the next sweep takes the rest). */
const SWEEP_BATCH = 50;

/** Writes the mail to the queue in the caller's transaction; returns its id for deliverQueued after the commit. */
export async function enqueueMail(trx: DB, mail: QueuedMail): Promise<number> {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto("mail_queue")
    .values({
      to_address: mail.to,
      from_name: mail.fromName,
      subject: mail.subject,
      text: mail.text,
      html: renderMailHtml(mail.text, { subject: mail.subject, lang: mail.lang, links: mail.links, logo: mail.logo }),
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      order_id: mail.about?.orderId ?? null,
      order_mail: mail.about?.kind ?? null,
      invoice_id: mail.invoiceId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The wait after the `attempts`-th failed attempt: MAIL_RETRY_SECONDS, doubled per attempt, at most 6 hours. */
export function retryDelayMs(attempts: number, retrySeconds: number) {
  return Math.min(retrySeconds * 1000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

type Attempt = "sent" | "retry" | "failed";
/** What a claim reads of a mail to send it (and to record a failed attempt). */
const CLAIMED = ["id", "to_address", "from_name", "subject", "text", "html", "attempts", "created_at", "invoice_id"] as const;
type Claimed = Pick<Selectable<MailQueueTable>, (typeof CLAIMED)[number]>;

/**
 * Claims, in one conditional update, those of the mails that are pending and due (not sent
 * already, not claimed by another process, not waiting for a retry), in the order given. A
 * change's mails are claimed together before the first is sent: while this process writes the
 * first (an invoice's PDF is made then), another's sweep cannot send the second ahead of it.
 */
async function claim(db: DB, ids: number[], now: Date): Promise<Claimed[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable("mail_queue")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() }))
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .returning(CLAIMED)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Sends one claimed mail; never throws for a failed delivery. */
async function attemptDelivery(db: DB, claimed: Claimed): Promise<Attempt> {
  try {
    // the document's PDF as it was issued; one that is gone fails the attempt rather than go without
    const attachment = claimed.invoice_id === null ? null : await invoiceFile(db, claimed.invoice_id);
    if (claimed.invoice_id !== null && !attachment) throw new Error(`invoice ${claimed.invoice_id} of the mail is not there`);
    await deliverMail({
      to: claimed.to_address,
      fromName: claimed.from_name,
      subject: claimed.subject,
      text: claimed.text,
      html: claimed.html,
      attachments: attachment ? [attachment] : [],
    });
  } catch (error) {
    return recordFailure(db, claimed, error);
  }
  // the body goes once sent: it may hold a sign-in or reset link still valid, and a row is only a record now
  await db
    .updateTable("mail_queue")
    .set({ status: "sent", sent_at: new Date().toISOString(), last_error: null, text: "", html: "" })
    .where("id", "=", claimed.id)
    .execute();
  getMetrics().mailsSent.inc({ outcome: "sent" });
  return "sent";
}

/** A failed attempt: pending again after the backoff, or failed for good after MAIL_MAX_ATTEMPTS. */
async function recordFailure(db: DB, mail: { id: number; subject: string; attempts: number; created_at: string }, error: unknown): Promise<Attempt> {
  const env = getEnv();
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const log = { mailId: mail.id, subject: mail.subject, attempts: mail.attempts, queuedAt: mail.created_at, err: error };
  if (mail.attempts >= env.MAIL_MAX_ATTEMPTS) {
    await db.updateTable("mail_queue").set({ status: "failed", last_error: message }).where("id", "=", mail.id).execute();
    getMetrics().mailsSent.inc({ outcome: "failed" });
    getLogger().error(log, "mail given up after MAIL_MAX_ATTEMPTS attempts: it stays in mail_queue as failed");
    return "failed";
  }
  const next = new Date(Date.now() + retryDelayMs(mail.attempts, env.MAIL_RETRY_SECONDS)).toISOString();
  await db.updateTable("mail_queue").set({ next_attempt_at: next, last_error: message }).where("id", "=", mail.id).execute();
  getMetrics().mailsSent.inc({ outcome: "deferred" });
  getLogger().warn({ ...log, nextAttemptAt: next }, "mail not delivered: queued for another attempt");
  return "retry";
}

/**
 * Sends the mails just committed (their ids from enqueueMail); returns how many were handed over
 * now. Never throws: what fails stays queued for the sweep. Callers answering a request need not
 * wait for it.
 */
export async function deliverQueued(db: DB, ids: number[]) {
  const delivery = deliverEach(db, ids);
  underWay.add(delivery);
  try {
    return await delivery;
  } finally {
    underWay.delete(delivery);
  }
}

/**
 * The deliveries started after a commit and not finished: a process closing its database waits
 * for them (deliveriesFinished), or a mail claimed and written out would be left claimed, and sent
 * again CLAIM_MS later by whoever sweeps next. On globalThis, as the database connection is: the
 * server (server.ts) and the app's build are two module graphs in one process.
 */
const UNDER_WAY_KEY = Symbol.for("storefront.mailDeliveries");
const underWay: Set<Promise<number>> = ((globalThis as typeof globalThis & { [UNDER_WAY_KEY]?: Set<Promise<number>> })[UNDER_WAY_KEY] ??= new Set());

/** Resolves once every delivery under way in this process has finished (sent, or left queued). */
export async function deliveriesFinished() {
  await Promise.allSettled([...underWay]);
}

async function deliverEach(db: DB, ids: number[]) {
  let claimed: Claimed[];
  try {
    claimed = await claim(db, ids, new Date());
  } catch (error) {
    // the database itself failed (the mails were committed; the sweep sends them later)
    getLogger().error({ err: error, mailIds: ids }, "mail queue: claiming queued mails failed");
    return 0;
  }
  let sent = 0;
  for (const [i, mail] of claimed.entries()) {
    let outcome: Attempt | "error";
    try {
      outcome = await attemptDelivery(db, mail);
    } catch (error) {
      // the database failed after the hand-over: the claim runs out and the sweep sends it again
      getLogger().error({ err: error, mailId: mail.id }, "mail queue: sending a queued mail failed");
      outcome = "error";
    }
    if (outcome === "sent") sent++;
    else {
      // SMTP refused one (or the database failed): the rest go back to the sweep now, rather than
      // each wait out a refusal while its claim runs (a claim run out lets a sweep send it again)
      await release(db, claimed.slice(i + 1)).catch((error: unknown) => getLogger().error({ err: error }, "mail queue: releasing claimed mails failed"));
      break;
    }
  }
  return sent;
}

/** Gives claimed mails back to the queue unsent, due at once, as if never attempted. */
async function release(db: DB, mails: Claimed[]) {
  if (mails.length === 0) return;
  await db
    .updateTable("mail_queue")
    .set((eb) => ({ attempts: eb("attempts", "-", 1), next_attempt_at: new Date().toISOString() }))
    .where(
      "id",
      "in",
      mails.map((mail) => mail.id),
    )
    .where("status", "=", "pending")
    .execute();
}

/** How long the record of a sent mail (recipient, subject, when) is kept. */
const SENT_KEPT_MS = 30 * 24 * 3600_000;

/**
 * The server's sweep: sends the pending mails that are due, oldest first, and deletes the records
 * of mail sent more than 30 days ago; returns what happened to the mails it tried.
 */
export async function sendDueMail(db: DB, now = new Date()) {
  const due = await db
    .selectFrom("mail_queue")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(SWEEP_BATCH)
    .execute();
  const counts = { sent: 0, retry: 0, failed: 0 };
  // one claim per mail: a sweep's batch sent one by one may take longer than a claim lasts
  for (const { id } of due) for (const mail of await claim(db, [id], now)) counts[await attemptDelivery(db, mail)]++;
  await db
    .deleteFrom("mail_queue")
    .where("status", "=", "sent")
    .where("sent_at", "<", new Date(now.getTime() - SENT_KEPT_MS).toISOString())
    .execute();
  getMetrics().mailQueue.set(await pendingMailCount(db));
  return counts;
}

/** Mails committed and not yet handed over (the mail_queue_depth gauge). */
export async function pendingMailCount(db: DB) {
  const row = await db
    .selectFrom("mail_queue")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

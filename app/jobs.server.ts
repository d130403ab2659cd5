import type { Logger } from "pino";
import type { DB } from "~/db/db.server";
import type { Env } from "~/env.server";
import { failStaleCatalogueJobs } from "~/services/catalogue-jobs.server";
import { describeChange, fetchEcbRates, syncRates } from "~/services/exchange-rates.server";
import { sendDueMail } from "~/services/mail-queue.server";
import { releaseExpiredPayments } from "~/services/payments.server";
import { sweepExpiredTokens } from "~/services/sessions.server";
import { runMorningSummary } from "~/services/staff-notify.server";
import { cancelUnpaidTransfers, remindUnpaidTransfers } from "~/services/unpaid-transfers.server";

// What the server does besides answering requests (README "Background jobs"). Every instance
// runs every job: each is safe to run on several at once (conditional updates, idempotent
// deletes). A job never overlaps itself, and the shutdown waits for a run under way before the
// database closes.

interface Job {
  name: string;
  /** the log line of a failed run */
  failed: string;
  everyMs: number;
  /** the first run, after the start; none: one period after it */
  firstAfterMs?: number;
  run: () => Promise<void>;
}

export function backgroundJobs(db: DB, env: Env, log: Logger): Job[] {
  const jobs: Job[] = [
    {
      // card and wallet orders left at the payment page give their stock (certificates, points,
      // code) back once their hold has passed (PAYMENT_HOLD_MINUTES), whether or not anyone orders
      name: "payment holds",
      failed: "releasing expired payment holds failed",
      everyMs: 60_000,
      run: async () => {
        const released = await releaseExpiredPayments(db);
        if (released > 0) log.info({ released }, "expired payment holds released");
      },
    },
    {
      // session tokens past their server-side lifetime and expired link tokens (lookups refuse them meanwhile)
      name: "token sweep",
      failed: "deleting expired tokens failed",
      everyMs: env.TOKEN_SWEEP_SECONDS * 1000,
      run: async () => {
        const swept = await sweepExpiredTokens(db);
        if (swept.sessions > 0 || swept.links > 0) log.info(swept, "expired tokens deleted");
      },
    },
    {
      // mails SMTP refused, or committed by a process that stopped before sending them: at the
      // start (mail left by the last run), then every MAIL_RETRY_SECONDS, a minute apart at most
      name: "mail queue",
      failed: "sending queued mail failed",
      everyMs: Math.min(env.MAIL_RETRY_SECONDS, 60) * 1000,
      firstAfterMs: 0,
      run: async () => {
        const swept = await sendDueMail(db);
        if (swept.sent > 0 || swept.retry > 0 || swept.failed > 0) log.info(swept, "mail queue swept");
      },
    },
    {
      // staff who chose it get the morning summary of what waits: from 07:00 server time, once a
      // day across every instance (a conditional update claims the day); by hand: sendMorningSummary
      name: "morning summary",
      failed: "the staff's morning summary was not sent",
      everyMs: 60_000,
      run: async () => {
        const mailed = await runMorningSummary(db);
        if (mailed !== null) log.info({ mailed }, "staff morning summary sent");
      },
    },
    {
      // bank-transfer orders still unpaid BANK_TRANSFER_REMINDER_DAYS after they were placed are
      // reminded, once each across instances (a conditional update of transfer_reminded_at)
      name: "transfer reminders",
      failed: "reminding unpaid bank transfers failed",
      everyMs: env.BANK_TRANSFER_JOBS_SECONDS * 1000,
      firstAfterMs: 60_000,
      run: async () => {
        const reminded = await remindUnpaidTransfers(db, new Date(), env.BANK_TRANSFER_REMINDER_DAYS, env.BANK_TRANSFER_CANCEL_DAYS);
        if (reminded > 0) log.info({ reminded }, "unpaid bank transfers reminded");
      },
    },
    {
      // … and after BANK_TRANSFER_CANCEL_DAYS cancelled through the order service, giving back
      // what they held (the cancel's conditional update on the status decides which instance)
      name: "transfer expiry",
      failed: "cancelling unpaid bank transfers failed",
      everyMs: env.BANK_TRANSFER_JOBS_SECONDS * 1000,
      firstAfterMs: 90_000,
      run: async () => {
        const cancelled = await cancelUnpaidTransfers(db, new Date(), env.BANK_TRANSFER_CANCEL_DAYS);
        if (cancelled > 0) log.info({ cancelled }, "unpaid bank transfers cancelled");
      },
    },
    {
      // a catalogue import whose process stopped (a restart, a crash) is marked failed, at the
      // start and then every minute, never left "running"; a checked upload not imported in a day is dropped
      name: "catalogue jobs",
      failed: "sweeping catalogue import jobs failed",
      everyMs: 60_000,
      firstAfterMs: 0,
      run: async () => {
        const swept = await failStaleCatalogueJobs(db);
        if (swept > 0) log.warn({ swept }, "catalogue import jobs interrupted or left unimported marked failed");
      },
    },
  ];
  if (env.RATES_SYNC === "daily")
    jobs.push({
      // the ECB's euro reference rates (a rate already current changes nothing)
      name: "exchange rates",
      failed: "exchange rates not updated",
      everyMs: 24 * 60 * 60 * 1000,
      firstAfterMs: 60_000,
      run: async () => {
        const report = await syncRates(db, await fetchEcbRates(env.ECB_RATES_URL));
        for (const change of report.changes)
          (change.outcome === "updated" || change.outcome === "unchanged" ? log.info : log.warn).call(
            log,
            { currency: change.currency, old: change.old, new: change.new, outcome: change.outcome },
            describeChange(change),
          );
      },
    });
  return jobs;
}

/** Starts the jobs; `stop` ends their timers and resolves once no run is under way. */
export function startJobs(jobs: Job[], log: Logger) {
  let stopped = false;
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  const runOnce = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    const run = job
      .run()
      .catch((error) => log.error({ err: error, job: job.name }, job.failed))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  for (const job of jobs) {
    const every = setInterval(() => runOnce(job), job.everyMs);
    every.unref();
    timers.push(every);
    if (job.firstAfterMs === 0) runOnce(job);
    else if (job.firstAfterMs !== undefined) {
      const first = setTimeout(() => runOnce(job), job.firstAfterMs);
      first.unref();
      timers.push(first);
    }
  }
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running.values());
    },
  };
}

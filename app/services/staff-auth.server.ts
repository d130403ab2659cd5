import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { DB } from "~/db/db.server";
import type { StaffRole } from "~/lib/staff-roles";
import { recordAudit } from "./audit-log.server";
import { normalizeEmail } from "./customers.server";
import { checkPassword } from "./passwords.server";
import { hashToken, newToken } from "./sessions.server";

// Signing in to the back office (DESIGN.md "Sessions and safety"; issue 26 §2): the password
// (argon2id), then a second factor for every account — TOTP as every authenticator app expects
// it (RFC 6238: SHA-1, 6 digits, 30 s), or one of ten recovery codes — and a session that ends
// after 30 idle minutes and 12 hours after the password, whatever happens.

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 3600_000;
/** last_seen_at is written at most this often (a page view is not a write each time) */
const TOUCH_EVERY_MS = 60_000;
export const RECOVERY_CODE_COUNT = 10;

export type SessionStage = "password" | "signed-in";

export interface StaffSession {
  id: number;
  stage: SessionStage;
  staff: { id: number; email: string; role: StaffRole; secondFactor: "none" | "pending" | "confirmed" };
  createdAt: string;
  expiresAt: string;
}

/** The account whose address and password match and which may sign in; one answer (null) for every failure, taking as long. */
export async function checkStaffPassword(db: DB, email: string, password: string) {
  const row = await db
    .selectFrom("staff")
    .select(["id", "password_hash", "disabled_at", "totp_confirmed_at"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  const ok = await checkPassword(row?.password_hash ?? null, password);
  return ok && row && row.disabled_at === null ? { id: row.id, secondFactorConfirmed: row.totp_confirmed_at !== null } : null;
}

export interface ClientFacts {
  ip: string;
  userAgent: string;
}

/**
 * A new session for the account at this stage: a new token (and id) each time, the one it
 * replaces deleted in the same transaction, and the 12 hours counted from the password.
 */
export async function startStaffSession(db: DB, staffId: number, stage: SessionStage, client: ClientFacts, replaces?: { id: number; createdAt: string }) {
  const token = newToken();
  const now = new Date();
  const createdAt = replaces?.createdAt ?? now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (replaces) await trx.deleteFrom("staff_session").where("id", "=", replaces.id).execute();
    await trx
      .insertInto("staff_session")
      .values({
        token_hash: hashToken(token),
        staff_id: staffId,
        stage,
        created_at: createdAt,
        last_seen_at: now.toISOString(),
        expires_at: new Date(Date.parse(createdAt) + SESSION_MAX_MS).toISOString(),
        client_ip: client.ip.slice(0, 64),
        user_agent: client.userAgent.slice(0, 300),
      })
      .execute();
  });
  return token;
}

/**
 * The live session a cookie's token names, or null: unknown, idle for 30 minutes, past its 12
 * hours, or its account disabled. A live session's last use is recorded (at most once a minute).
 */
export async function findStaffSession(db: DB, token: string, now = new Date()): Promise<StaffSession | null> {
  const row = await db
    .selectFrom("staff_session as ss")
    .innerJoin("staff as s", "s.id", "ss.staff_id")
    .select([
      "ss.id",
      "ss.stage",
      "ss.created_at",
      "ss.last_seen_at",
      "ss.expires_at",
      "s.id as staff_id",
      "s.email",
      "s.role",
      "s.disabled_at",
      "s.totp_secret",
      "s.totp_confirmed_at",
    ])
    .where("ss.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const idle = now.getTime() - Date.parse(row.last_seen_at) >= SESSION_IDLE_MS;
  if (idle || Date.parse(row.expires_at) <= now.getTime() || row.disabled_at !== null) {
    await db.deleteFrom("staff_session").where("id", "=", row.id).execute();
    return null;
  }
  if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) {
    await db.updateTable("staff_session").set({ last_seen_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return {
    id: row.id,
    stage: row.stage,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    staff: {
      id: row.staff_id,
      email: row.email,
      role: row.role,
      secondFactor: row.totp_secret === null ? "none" : row.totp_confirmed_at === null ? "pending" : "confirmed",
    },
  };
}

export async function endStaffSession(db: DB, token: string) {
  await db.deleteFrom("staff_session").where("token_hash", "=", hashToken(token)).execute();
}

export interface OpenSession {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  clientIp: string;
  userAgent: string;
}

export async function listStaffSessions(db: DB, staffId: number): Promise<OpenSession[]> {
  const rows = await db
    .selectFrom("staff_session")
    .select(["id", "created_at", "last_seen_at", "client_ip", "user_agent"])
    .where("staff_id", "=", staffId)
    .where("stage", "=", "signed-in")
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((r) => ({ id: r.id, createdAt: r.created_at, lastSeenAt: r.last_seen_at, clientIp: r.client_ip, userAgent: r.user_agent }));
}

/** Every account's open sessions in one query (the staff page): how many, and when the latest was last used; an account with none is absent. */
export async function staffSessionSummaries(db: DB): Promise<Map<number, { sessions: number; lastSeenAt: string }>> {
  const rows = await db
    .selectFrom("staff_session")
    .select((eb) => ["staff_id", eb.fn.countAll<string | number>().as("sessions"), eb.fn.max("last_seen_at").as("last_seen_at")])
    .where("stage", "=", "signed-in")
    .groupBy("staff_id")
    .execute();
  return new Map(rows.map((r) => [r.staff_id, { sessions: Number(r.sessions), lastSeenAt: r.last_seen_at }]));
}

/** Ends every session of an account (an owner's "sign out everywhere"); audited; the number ended. */
export async function endAllStaffSessions(db: DB, staffId: number, actor: string) {
  return db.transaction().execute(async (trx) => {
    const ended = await trx.deleteFrom("staff_session").where("staff_id", "=", staffId).executeTakeFirst();
    const count = Number(ended.numDeletedRows);
    await recordAudit(trx, { actor, kind: "staff.end-sessions", subject: `staff:${staffId}`, before: { sessions: count }, after: { sessions: 0 } });
    return count;
  });
}

// ---- the second factor ----

const TOTP_SETTINGS = { algorithm: "SHA1", digits: 6, period: 30 } as const;

function totpOf(secret: string, email = "", issuer = "") {
  return new TOTP({ ...TOTP_SETTINGS, issuer, label: email, secret: Secret.fromBase32(secret) });
}

/**
 * The secret an authenticator app is set up with: a new one for an account without one, the one
 * issued earlier while no code has matched it yet (a reloaded page shows the same QR code).
 * Null: the account already has a confirmed second factor.
 */
export async function totpSetup(db: DB, staffId: number, issuer: string) {
  const row = await db.selectFrom("staff").select(["email", "totp_secret", "totp_confirmed_at"]).where("id", "=", staffId).executeTakeFirstOrThrow();
  if (row.totp_confirmed_at !== null) return null;
  let secret = row.totp_secret;
  if (secret === null) {
    secret = new Secret({ size: 20 }).base32;
    const now = new Date().toISOString();
    const updated = await db
      .updateTable("staff")
      .set({ totp_secret: secret, updated_at: now })
      .where("id", "=", staffId)
      .where("totp_secret", "is", null)
      .executeTakeFirst();
    // two tabs at once: the first secret written is the one
    if (Number(updated.numUpdatedRows) === 0) return totpSetup(db, staffId, issuer);
  }
  return { secret, uri: totpOf(secret, row.email, issuer).toString() };
}

/** Six digits, spaces allowed (apps show "123 456"). */
export const normalizeTotpCode = (code: string) => code.replace(/\s+/g, "");

/**
 * Whether the code matches the account's secret now (one step either side, for clocks that
 * drift) and was not used before: the step it matched is recorded with a conditional update, so
 * the same code — or an older one — is refused the second time, even by two requests at once.
 */
export async function acceptTotpCode(db: DB, staffId: number, code: string, now = Date.now()) {
  const token = normalizeTotpCode(code);
  if (!/^\d{6}$/.test(token)) return false;
  const row = await db.selectFrom("staff").select(["totp_secret", "last_totp_step"]).where("id", "=", staffId).executeTakeFirst();
  if (!row?.totp_secret) return false;
  const delta = totpOf(row.totp_secret).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / TOTP_SETTINGS.period) + delta;
  const taken = await db
    .updateTable("staff")
    .set({ last_totp_step: step })
    .where("id", "=", staffId)
    .where((eb) => eb.or([eb("last_totp_step", "is", null), eb("last_totp_step", "<", step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Recovery codes look like "k7dq2-x9mfp": 50 random bits each, easy to read out and type. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
function newRecoveryCode() {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
export const normalizeRecoveryCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "");
// high-entropy random codes: a fast hash is enough (a slow one protects guessable passwords)
const recoveryHash = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

/**
 * The first code from the authenticator app confirms the set-up: the second factor is on, and
 * ten new recovery codes replace any earlier ones. Returns the codes (shown once; only their
 * hashes are kept), or null when the code did not match.
 */
export async function confirmTotpSetup(db: DB, staffId: number, code: string, actor: string) {
  if (!(await acceptTotpCode(db, staffId, code))) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await trx.updateTable("staff").set({ totp_confirmed_at: now, updated_at: now }).where("id", "=", staffId).execute();
    await trx.deleteFrom("staff_recovery_code").where("staff_id", "=", staffId).execute();
    await trx
      .insertInto("staff_recovery_code")
      .values(codes.map((c) => ({ staff_id: staffId, code_hash: recoveryHash(c), used_at: null })))
      .execute();
    await recordAudit(
      trx,
      {
        actor,
        kind: "staff.2fa-on",
        subject: `staff:${staffId}`,
        before: { secondFactor: "pending" },
        after: { secondFactor: "confirmed", recoveryCodes: RECOVERY_CODE_COUNT },
      },
      now,
    );
  });
  return codes;
}

/** A recovery code instead of the app's code: accepted once (marked used in the same update). */
export async function redeemRecoveryCode(db: DB, staffId: number, code: string, actor: string) {
  const wanted = recoveryHash(code);
  const rows = await db.selectFrom("staff_recovery_code").select(["id", "code_hash"]).where("staff_id", "=", staffId).where("used_at", "is", null).execute();
  const match = rows.find((r) => r.code_hash.length === wanted.length && timingSafeEqual(Buffer.from(r.code_hash), Buffer.from(wanted)));
  if (!match) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const used = await trx.updateTable("staff_recovery_code").set({ used_at: now }).where("id", "=", match.id).where("used_at", "is", null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await recordAudit(trx, { actor, kind: "staff.recovery-code-used", subject: `staff:${staffId}`, before: null, after: { remaining: rows.length - 1 } }, now);
    return true;
  });
}

import { isUniqueViolation } from "~/db/dialect";
import type { DB } from "~/db/db.server";
import { type NewStaffProblem, newStaffProblem } from "~/lib/staff-account";
import type { StaffRole } from "~/lib/staff-roles";
import { recordAudit } from "./audit-log.server";
import { normalizeEmail } from "./customers.server";
import { hashPassword } from "./passwords.server";

// Staff accounts of the back office (DESIGN.md "Sessions and safety"): not customers, their own
// table, a role, argon2id passwords under the shop's one password rule, and a second factor
// (TOTP) set up at the first sign-in. Every change writes its audit_log row in its own
// transaction; `actor` names who made it (a staff e-mail, or "command:<os user>").

/** none: set up at the next sign-in; pending: a secret was issued, no code has matched yet; confirmed: in use */
export type SecondFactor = "none" | "pending" | "confirmed";

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  disabledAt: string | null;
  secondFactor: SecondFactor;
  /** recovery codes not used yet */
  recoveryCodes: number;
  createdAt: string;
  /** mailed each new order, and a morning summary of what waits (the account page) */
  notify: StaffNotify;
}

export interface StaffNotify {
  orders: boolean;
  summary: boolean;
  /** a morning list of products low in stock (README "Stock") */
  lowStock: boolean;
}

export type AddStaffResult = { ok: true; staff: StaffMember } | { ok: false; problem: NewStaffProblem | "emailTaken" | "notRedeemed" };
export type DisableStaffResult = { kind: "unknown" } | { kind: "already" | "disabled" | "lastOwner"; staff: StaffMember };
export type ResetSecondFactorResult = { kind: "unknown" } | { kind: "none" | "reset"; staff: StaffMember };
export type ChangeRoleResult = { kind: "unknown" } | { kind: "same" | "changed" | "lastOwner"; staff: StaffMember };

const subject = (id: number) => `staff:${id}`;

/** What the audit log keeps of an account: never its password hash, TOTP secret or codes. */
const auditView = (s: StaffMember) => ({
  email: s.email,
  role: s.role,
  disabledAt: s.disabledAt,
  secondFactor: s.secondFactor,
  recoveryCodes: s.recoveryCodes,
});

function staffQuery(db: DB) {
  return db.selectFrom("staff as s").select((eb) => [
    "s.id",
    "s.email",
    "s.role",
    "s.disabled_at",
    "s.totp_secret",
    "s.totp_confirmed_at",
    "s.created_at",
    "s.notify_orders",
    "s.notify_summary",
    "s.notify_low_stock",
    eb
      .selectFrom("staff_recovery_code as c")
      .select((c) => c.fn.countAll().as("n"))
      .whereRef("c.staff_id", "=", "s.id")
      .where("c.used_at", "is", null)
      .as("recovery_codes"),
  ]);
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>["executeTakeFirstOrThrow"]>>;

function toStaff(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    disabledAt: row.disabled_at,
    secondFactor: row.totp_secret === null ? "none" : row.totp_confirmed_at === null ? "pending" : "confirmed",
    recoveryCodes: Number(row.recovery_codes ?? 0),
    createdAt: row.created_at,
    notify: { orders: row.notify_orders === 1, summary: row.notify_summary === 1, lowStock: row.notify_low_stock === 1 },
  };
}

export async function findStaffByEmail(db: DB, email: string) {
  const row = await staffQuery(db).where("s.email", "=", normalizeEmail(email)).executeTakeFirst();
  return row ? toStaff(row) : null;
}

export async function findStaffById(db: DB, id: number) {
  const row = await staffQuery(db).where("s.id", "=", id).executeTakeFirst();
  return row ? toStaff(row) : null;
}

/** Every account, oldest first. */
export async function listStaff(db: DB) {
  return (await staffQuery(db).orderBy("s.id").execute()).map(toStaff);
}

/** Thrown inside addStaff's transaction to roll it back when `redeem` refuses. */
class NotRedeemed extends Error {}

/**
 * A new account, its second factor to be set up at its first sign-in; refused when the address
 * (in any letter case) has one already. `redeem` runs in the account's transaction before the
 * insert (an owner's invitation, used once: staff-invite.server.ts); when it answers false
 * nothing is added.
 */
export async function addStaff(
  db: DB,
  input: { email: string; role: string; password: string },
  actor: string,
  redeem?: (trx: DB) => Promise<boolean>,
): Promise<AddStaffResult> {
  const problem = newStaffProblem(input);
  if (problem) return { ok: false, problem };
  const email = normalizeEmail(input.email);
  if (await findStaffByEmail(db, email)) return { ok: false, problem: "emailTaken" };
  // argon2id takes a moment: hashed before the transaction, which holds SQLite's write lock
  const passwordHash = await hashPassword(input.password);
  try {
    const staff = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      if (redeem && !(await redeem(trx))) throw new NotRedeemed();
      const { id } = await trx
        .insertInto("staff")
        .values({ email, password_hash: passwordHash, role: input.role as StaffRole, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      const added = toStaff(await staffQuery(trx).where("s.id", "=", id).executeTakeFirstOrThrow());
      await recordAudit(trx, { actor, kind: "staff.add", subject: subject(id), before: null, after: auditView(added) }, now);
      return added;
    });
    return { ok: true, staff };
  } catch (error) {
    if (error instanceof NotRedeemed) return { ok: false, problem: "notRedeemed" };
    // another process added the same address between the check and the insert
    if (isUniqueViolation(error)) return { ok: false, problem: "emailTaken" };
    throw error;
  }
}

/**
 * The account can no longer sign in, and its open sessions end now; repeating it changes
 * nothing. The last owner who can sign in is not disabled: nobody could manage staff after.
 */
export async function disableStaff(db: DB, email: string, actor: string): Promise<DisableStaffResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findStaffByEmail(trx, email);
    if (!before) return { kind: "unknown" };
    if (before.disabledAt !== null) return { kind: "already", staff: before };
    if (before.role === "owner") {
      const owners = await trx.selectFrom("staff").select("id").where("role", "=", "owner").where("disabled_at", "is", null).execute();
      if (owners.length <= 1) return { kind: "lastOwner", staff: before };
    }
    const now = new Date().toISOString();
    await trx.updateTable("staff").set({ disabled_at: now, updated_at: now }).where("id", "=", before.id).execute();
    await trx.deleteFrom("staff_session").where("staff_id", "=", before.id).execute();
    const after = { ...before, disabledAt: now };
    await recordAudit(trx, { actor, kind: "staff.disable", subject: subject(before.id), before: auditView(before), after: auditView(after) }, now);
    return { kind: "disabled", staff: after };
  });
}

/**
 * A lost authenticator: the TOTP secret and every recovery code go, so the next sign-in sets the
 * second factor up again (after the password). An account with nothing set up is left as it is.
 */
export async function resetSecondFactor(db: DB, email: string, actor: string): Promise<ResetSecondFactorResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findStaffByEmail(trx, email);
    if (!before) return { kind: "unknown" };
    const codes = await trx.selectFrom("staff_recovery_code").select("id").where("staff_id", "=", before.id).executeTakeFirst();
    if (before.secondFactor === "none" && !codes) return { kind: "none", staff: before };
    const now = new Date().toISOString();
    await trx
      .updateTable("staff")
      .set({ totp_secret: null, totp_confirmed_at: null, last_totp_step: null, updated_at: now })
      .where("id", "=", before.id)
      .execute();
    await trx.deleteFrom("staff_recovery_code").where("staff_id", "=", before.id).execute();
    // whoever holds the lost phone's sessions is signed out with it
    await trx.deleteFrom("staff_session").where("staff_id", "=", before.id).execute();
    const after: StaffMember = { ...before, secondFactor: "none", recoveryCodes: 0 };
    await recordAudit(trx, { actor, kind: "staff.reset-2fa", subject: subject(before.id), before: auditView(before), after: auditView(after) }, now);
    return { kind: "reset", staff: after };
  });
}

/**
 * A colleague's role changes (their open sessions keep going: every request reads the role
 * afresh). An enabled owner is not made something else when they are the last one: nobody could
 * manage staff after. The same role again changes nothing.
 */
export async function changeStaffRole(db: DB, email: string, role: StaffRole, actor: string): Promise<ChangeRoleResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findStaffByEmail(trx, email);
    if (!before) return { kind: "unknown" };
    if (before.role === role) return { kind: "same", staff: before };
    if (before.role === "owner" && before.disabledAt === null) {
      const owners = await trx.selectFrom("staff").select("id").where("role", "=", "owner").where("disabled_at", "is", null).execute();
      if (owners.length <= 1) return { kind: "lastOwner", staff: before };
    }
    const now = new Date().toISOString();
    await trx.updateTable("staff").set({ role, updated_at: now }).where("id", "=", before.id).execute();
    const after = { ...before, role };
    await recordAudit(trx, { actor, kind: "staff.role", subject: subject(before.id), before: auditView(before), after: auditView(after) }, now);
    return { kind: "changed", staff: after };
  });
}

/** What a staff member chose to be mailed (their own account page); audited when it changes. */
export async function setStaffNotify(db: DB, staffId: number, wanted: Omit<StaffNotify, "lowStock"> & { lowStock?: boolean }, actor: string) {
  return db.transaction().execute(async (trx) => {
    const before = await findStaffById(trx, staffId);
    if (!before) return null;
    // lowStock left out: kept as it is (a role that does not keep the catalogue is not offered it)
    const notify: StaffNotify = { ...wanted, lowStock: wanted.lowStock ?? before.notify.lowStock };
    if (before.notify.orders === notify.orders && before.notify.summary === notify.summary && before.notify.lowStock === notify.lowStock) return before;
    const now = new Date().toISOString();
    await trx
      .updateTable("staff")
      .set({ notify_orders: notify.orders ? 1 : 0, notify_summary: notify.summary ? 1 : 0, notify_low_stock: notify.lowStock ? 1 : 0, updated_at: now })
      .where("id", "=", staffId)
      .execute();
    await recordAudit(trx, { actor, kind: "staff.notify", subject: subject(staffId), before: before.notify, after: notify }, now);
    return { ...before, notify };
  });
}

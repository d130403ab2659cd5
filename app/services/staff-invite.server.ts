import type { DB } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { mailFromName } from "~/lib/mail-html";
import type { PasswordProblem } from "~/lib/password-policy";
import { isEmailAddress } from "~/lib/shopper-text";
import { newStaffProblem } from "~/lib/staff-account";
import { isStaffRole, type StaffRole } from "~/lib/staff-roles";
import { recordAudit } from "./audit-log.server";
import { normalizeEmail } from "./customers.server";
import { deliverQueued, enqueueMail } from "./mail-queue.server";
import { adminUrl } from "./public-address.server";
import { hashToken, newToken } from "./sessions.server";
import { addStaff, findStaffByEmail, type StaffMember } from "./staff.server";
import { shopName } from "./storefronts.server";

// An owner invites a colleague (DESIGN.md "Sessions and safety"; README "Inviting colleagues"):
// a mail with a link to the back office's host that sets a password once, within 24 hours. The
// token is 256 random bits, kept only as its SHA-256 (staff_invite, migration 022), like every
// other token of the shop. The account is made by addStaff, in the transaction that marks the
// invitation used, so a link clicked twice (or in two tabs) makes one account.

export const INVITE_HOURS = 24;
export const INVITE_PATH = "/admin/invite";

export type InviteResult = { ok: true; inviteId: number; expiresAt: string } | { ok: false; problem: "emailInvalid" | "role" | "emailTaken" };

export type InviteState = { kind: "open"; id: number; email: string; role: StaffRole; invitedBy: string; expiresAt: string } | { kind: InviteClosed };

/** withdrawn: the owner who sent it is disabled or no longer an owner — their invitations go with their say */
export type InviteClosed = "unknown" | "expired" | "used" | "withdrawn";

export type AcceptResult = { ok: true; staff: StaffMember } | { ok: false; problem: InviteClosed | PasswordProblem };

export interface OpenInvite {
  email: string;
  role: StaffRole;
  invitedBy: string;
  expiresAt: string;
}

/**
 * Mails an invitation to `email` for `role`, by the owner `inviter` (audited as "staff.invite").
 * An address with an account is refused; an earlier open invitation to the same address is
 * withdrawn (the newest is the one that counts). The mail is sent after the commit.
 */
export async function inviteStaff(db: DB, input: { email: string; role: string }, inviter: string, now = new Date()): Promise<InviteResult> {
  if (!isEmailAddress(input.email.trim())) return { ok: false, problem: "emailInvalid" };
  if (!isStaffRole(input.role)) return { ok: false, problem: "role" };
  const email = normalizeEmail(input.email);
  const role = input.role;
  if (await findStaffByEmail(db, email)) return { ok: false, problem: "emailTaken" };
  const token = newToken();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITE_HOURS * 3600_000).toISOString();
  const link = await adminUrl(db, `${INVITE_PATH}?token=${token}`);
  const shop = await shopName(db);
  const { inviteId, mailId } = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_invite")
      .set({ expires_at: at })
      .where("email", "=", email)
      .where("used_at", "is", null)
      .where("expires_at", ">", at)
      .execute();
    const { id } = await trx
      .insertInto("staff_invite")
      .values({ token_hash: hashToken(token), email, role, invited_by: inviter, created_at: at, expires_at: expiresAt, used_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mailId = await enqueueMail(trx, inviteMail(email, role, inviter, link, shop));
    await recordAudit(trx, { actor: inviter, kind: "staff.invite", subject: `staff-invite:${id}`, before: null, after: { email, role, expiresAt } }, at);
    return { inviteId: id, mailId };
  });
  await deliverQueued(db, [mailId]);
  return { ok: true, inviteId, expiresAt };
}

function inviteMail(email: string, role: StaffRole, inviter: string, link: string, shop: string | null) {
  const backOffice = shop ? `the back office of ${shop}` : "the shop's back office";
  const text = [
    "Hello,",
    "",
    `${inviter} invites you to ${backOffice} as ${role === "owner" ? "an owner" : `a ${role}`}.`,
    "",
    "Choose your password here (the link works once, for 24 hours):",
    link,
    "",
    "Then sign in with this e-mail address and set up the second factor: an authenticator app on your phone.",
    "",
    "If you did not expect this invitation, ignore this mail: nothing happens without it.",
  ].join("\n");
  return {
    to: email,
    fromName: mailFromName(getEnv().MAIL_FROM) ?? shop ?? "Back office",
    subject: `Your invitation to ${backOffice}`,
    text,
    lang: "en",
    links: [link],
  };
}

/** What a link's token opens: an open invitation, or why not (a forged or garbled token is "unknown"). */
export async function findInvite(db: DB, token: string, now = new Date()): Promise<InviteState> {
  const row = await db
    .selectFrom("staff_invite")
    .select(["id", "email", "role", "invited_by", "expires_at", "used_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return { kind: "unknown" };
  if (row.used_at !== null) return { kind: "used" };
  if (Date.parse(row.expires_at) <= now.getTime()) return { kind: "expired" };
  const inviter = await findStaffByEmail(db, row.invited_by);
  if (!inviter || inviter.role !== "owner" || inviter.disabledAt !== null) return { kind: "withdrawn" };
  return { kind: "open", id: row.id, email: row.email, role: row.role, invitedBy: row.invited_by, expiresAt: row.expires_at };
}

/**
 * The invited colleague's password makes the account (the shop's one password rule), audited as
 * "staff.add" by `invite:<the owner's e-mail>`: the owner decided who and which role, the
 * colleague chose the password — neither did it alone, and the row says both. The invitation is
 * claimed (used, not expired) in the account's own transaction.
 */
export async function acceptInvite(db: DB, token: string, password: string, now = new Date()): Promise<AcceptResult> {
  const invite = await findInvite(db, token, now);
  if (invite.kind !== "open") return { ok: false, problem: invite.kind };
  const input = { email: invite.email, role: invite.role, password };
  const problem = newStaffProblem(input);
  if (problem === "emailInvalid" || problem === "role") return { ok: false, problem: "unknown" };
  if (problem) return { ok: false, problem };
  const at = now.toISOString();
  const redeem = async (trx: DB) => {
    const claimed = await trx
      .updateTable("staff_invite")
      .set({ used_at: at })
      .where("id", "=", invite.id)
      .where("used_at", "is", null)
      .where("expires_at", ">", at)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  };
  const added = await addStaff(db, input, `invite:${invite.invitedBy}`, redeem);
  if (added.ok) return { ok: true, staff: added.staff };
  // another tab used it meanwhile, or the address got an account by the command
  return { ok: false, problem: "used" };
}

/** Invitations not used and not run out, newest first (the staff page). */
export async function listOpenInvites(db: DB, now = new Date()): Promise<OpenInvite[]> {
  const rows = await db
    .selectFrom("staff_invite")
    .select(["email", "role", "invited_by", "expires_at"])
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({ email: r.email, role: r.role, invitedBy: r.invited_by, expiresAt: r.expires_at }));
}

import { createHash } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { listAudit } from "~/services/audit-log.server";
import { request } from "../support/http";
import { waitForLink } from "../support/outbox";
import { ADMIN, createStaff, get, post, signIn, staffEmail } from "../support/staff";

// Owners invite colleagues (issue 26 §2; README "Inviting colleagues"): a mail with a link to the
// admin host — built from the configuration, not the request — valid 24 hours and once, the
// token kept hashed; a password under the shop's one rule makes the account, audited by
// "invite:<owner>", and the sign-in then sets up the second factor. A forged, run-out or used
// link is a 4xx page; an address with an account is refused at invite time. And an owner changes
// a colleague's role (not their own), audited.

const NEW_PASSWORD = "Rdeca-ribez-19-invite";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

for (const server of inject("servers")) {
  describe(`staff invitations and roles on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    const base = server.baseUrl;
    const outbox = path.join(server.dataDir, "outbox");
    let owner: Awaited<ReturnType<typeof createStaff>>;
    let cookie: string;

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      owner = await createStaff(db, "owner", "inviter");
      cookie = (await signIn(base, db, owner.email)).cookie;
    });
    afterAll(async () => close());

    const invitesTo = (email: string) => db.selectFrom("staff_invite").selectAll().where("email", "=", email).orderBy("id").execute();
    const invite = async (email: string, role = "manager") => {
      const res = await post(base, "/admin/staff", { intent: "invite", email, role }, cookie);
      expect(res.status, res.body.slice(0, 500)).toBe(302);
      return (await waitForLink(outbox, email, "/admin/invite?token=")).url;
    };

    it("mails a link to the admin host that sets a password once; the account signs in and sets up its second factor; both steps audited", async () => {
      const email = staffEmail("invited");
      const res = await post(base, "/admin/staff", { intent: "invite", email: email.toUpperCase(), role: "manager" }, cookie);
      expect(res.status).toBe(302);
      expect(decodeURIComponent(res.headers.location!)).toContain(`An invitation was mailed to ${email}`);
      const { mail, url } = await waitForLink(outbox, email, "/admin/invite?token=");
      expect(mail.subject).toBe("Your invitation to the back office of Lumera Slovenija");
      expect(mail.text).toContain(`${owner.email} invites you to the back office of Lumera Slovenija as a manager.`);
      // the configured admin host and the server's public port: never a request's Host
      expect(url.origin).toBe(`http://${ADMIN}:${new URL(base).port}`);
      expect(url.pathname).toBe("/admin/invite");
      const token = url.searchParams.get("token")!;
      const [row] = await invitesTo(email);
      expect(row).toMatchObject({ token_hash: sha256(token), role: "manager", invited_by: owner.email, used_at: null });
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(24 * 3600_000);
      expect(JSON.stringify(row)).not.toContain(token);
      const sent = await listAudit(db, { subject: `staff-invite:${row.id}` });
      expect(sent).toMatchObject([{ actor: owner.email, kind: "staff.invite", after: { email, role: "manager" } }]);

      // the page needs no cookie (a link from a webmail carries none), on the admin host only
      const link = url.pathname + url.search;
      const page = await get(base, link);
      expect(page.status).toBe(200);
      expect(page.body).toContain("Welcome to the back office");
      expect(page.body).toContain(email);
      expect((await request(base, link, { host: "si.lumera.localhost" })).status).toBe(404);

      // the shop's password rule and a repeat that differs: 400 at the field, nothing made
      const weak = await post(base, "/admin/invite", { token, password: "password", repeat: "password" });
      expect(weak.status).toBe(400);
      expect(weak.body).toContain("one of the most common ones");
      expect(weak.body).toMatch(/id="f-password"[^>]*aria-invalid="true"/);
      const differ = await post(base, "/admin/invite", { token, password: NEW_PASSWORD, repeat: `${NEW_PASSWORD}x` });
      expect(differ.status).toBe(400);
      expect(differ.body).toContain("The two passwords are not the same.");
      expect(await db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();

      const accepted = await post(base, "/admin/invite", { token, password: NEW_PASSWORD, repeat: NEW_PASSWORD });
      expect(accepted.status).toBe(302);
      expect(accepted.headers.location).toBe("/admin/sign-in?welcome=1");
      expect((await get(base, "/admin/sign-in?welcome=1")).body).toContain("Your account is ready.");
      const made = await db.selectFrom("staff").select(["id", "role", "totp_secret"]).where("email", "=", email).executeTakeFirstOrThrow();
      expect(made).toMatchObject({ role: "manager", totp_secret: null });
      expect((await invitesTo(email))[0].used_at).not.toBeNull();
      const added = await listAudit(db, { subject: `staff:${made.id}`, kind: "staff.add" });
      expect(added).toMatchObject([{ actor: `invite:${owner.email}`, after: { email, role: "manager", secondFactor: "none" } }]);

      // the first sign-in sets up the second factor, as for every account
      const theirs = await signIn(base, db, email, NEW_PASSWORD);
      expect(theirs.recoveryCodes).toHaveLength(10);
      expect((await get(base, "/admin/orders", theirs.cookie)).status).toBe(200);

      // once: the link again is a clear 410, the form too, and nothing changes
      const again = await get(base, link);
      expect(again.status).toBe(410);
      expect(again.body).toContain("This invitation was used already");
      const reposted = await post(base, "/admin/invite", { token, password: "Another-pass-77", repeat: "Another-pass-77" });
      expect(reposted.status).toBe(410);
      expect((await db.selectFrom("staff").select("id").where("email", "=", email).execute()).length).toBe(1);
    });

    it("a forged, garbled, run-out or withdrawn link is a 4xx page, never a 5xx; a new invitation withdraws the earlier one", async () => {
      for (const link of ["/admin/invite", "/admin/invite?token=abc", `/admin/invite?token=${"A".repeat(43)}`, "/admin/invite?token=%E0%A4%A"]) {
        const res = await get(base, link);
        expect(res.status, link).toBe(404);
        expect(res.body, link).toContain("This invitation link is not valid");
      }
      expect((await post(base, "/admin/invite", { token: "A".repeat(43), password: NEW_PASSWORD, repeat: NEW_PASSWORD })).status).toBe(404);
      expect((await post(base, "/admin/invite", { password: NEW_PASSWORD, repeat: NEW_PASSWORD })).status).toBe(404);

      const email = staffEmail("late");
      const first = await invite(email, "support");
      const second = await invite(email, "support");
      expect(second.searchParams.get("token")).not.toBe(first.searchParams.get("token"));
      const withdrawn = await get(base, first.pathname + first.search);
      expect(withdrawn.status).toBe(410);
      expect(withdrawn.body).toContain("This invitation has run out");
      expect((await get(base, second.pathname + second.search)).status).toBe(200);

      // 24 hours later
      await db
        .updateTable("staff_invite")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("email", "=", email)
        .execute();
      expect((await get(base, second.pathname + second.search)).status).toBe(410);
      const late = await post(base, "/admin/invite", { token: second.searchParams.get("token")!, password: NEW_PASSWORD, repeat: NEW_PASSWORD });
      expect(late.status).toBe(410);
      expect(late.body).toContain("This invitation has run out");
      expect(await db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();

      // an owner who leaves takes their open invitations along
      const leaving = await createStaff(db, "owner", "leaving");
      const theirs = await signIn(base, db, leaving.email);
      const colleague = staffEmail("orphan");
      expect((await post(base, "/admin/staff", { intent: "invite", email: colleague, role: "support" }, theirs.cookie)).status).toBe(302);
      const orphan = (await waitForLink(outbox, colleague, "/admin/invite?token=")).url;
      expect((await get(base, orphan.pathname + orphan.search)).status).toBe(200);
      expect((await post(base, "/admin/staff", { intent: "disable", email: leaving.email }, cookie)).status).toBe(302);
      const gone = await get(base, orphan.pathname + orphan.search);
      expect(gone.status).toBe(410);
      expect(gone.body).toContain("This invitation was withdrawn");
      const refused = await post(base, "/admin/invite", { token: orphan.searchParams.get("token")!, password: NEW_PASSWORD, repeat: NEW_PASSWORD });
      expect(refused.status).toBe(410);
      expect(await db.selectFrom("staff").select("id").where("email", "=", colleague).executeTakeFirst()).toBeUndefined();
    });

    it("refuses at invite time an address with an account, a bad address or role (400 at the field), and anyone but an owner (403)", async () => {
      const colleague = await createStaff(db, "support", "taken");
      const before = await db
        .selectFrom("staff_invite")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      const taken = await post(base, "/admin/staff", { intent: "invite", email: colleague.email.toUpperCase(), role: "manager" }, cookie);
      expect(taken.status).toBe(400);
      expect(taken.body).toContain("That address has a staff account already.");
      expect(taken.body).toMatch(/id="f-email"[^>]*aria-invalid="true"/);
      const bad = await post(base, "/admin/staff", { intent: "invite", email: "not an address", role: "manager" }, cookie);
      expect(bad.status).toBe(400);
      expect(bad.body).toContain("That is not an e-mail address.");
      expect(bad.body).toContain('value="not an address"');
      const role = await post(base, "/admin/staff", { intent: "invite", email: staffEmail("role"), role: "boss" }, cookie);
      expect(role.status).toBe(400);
      expect(role.body).toContain("Choose one of the roles.");
      const support = await signIn(base, db, colleague.email);
      expect((await post(base, "/admin/staff", { intent: "invite", email: staffEmail("nope"), role: "owner" }, support.cookie)).status).toBe(403);
      const after = await db
        .selectFrom("staff_invite")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it("an owner changes a colleague's role, audited; not their own; a bad role is a 400 and changes nothing", async () => {
      const colleague = await createStaff(db, "support", "promoted");
      const changed = await post(base, "/admin/staff", { intent: "role", email: colleague.email, role: "manager" }, cookie);
      expect(changed.status).toBe(302);
      expect(decodeURIComponent(changed.headers.location!)).toContain(`${colleague.email} is now manager.`);
      const row = await db.selectFrom("staff").select("role").where("id", "=", colleague.id).executeTakeFirstOrThrow();
      expect(row.role).toBe("manager");
      expect(await listAudit(db, { subject: `staff:${colleague.id}`, kind: "staff.role" })).toMatchObject([
        { actor: owner.email, before: { role: "support" }, after: { role: "manager" } },
      ]);
      const own = await post(base, "/admin/staff", { intent: "role", email: owner.email, role: "support" }, cookie);
      expect(own.status).toBe(400);
      expect(own.body).toContain("You cannot change your own role");
      const bad = await post(base, "/admin/staff", { intent: "role", email: colleague.email, role: "boss" }, cookie);
      expect(bad.status).toBe(400);
      expect((await db.selectFrom("staff").select("role").where("id", "=", owner.id).executeTakeFirstOrThrow()).role).toBe("owner");
      expect((await db.selectFrom("staff").select("role").where("id", "=", colleague.id).executeTakeFirstOrThrow()).role).toBe("manager");
      // the page offers it for colleagues only
      const page = await get(base, "/admin/staff", cookie);
      expect(page.body).toContain(`aria-label="Change role: ${colleague.email}"`);
      expect(page.body).not.toContain(`aria-label="Change role: ${owner.email}"`);
    });
  });
}

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { startAuthSession } from "~/services/sessions.server";
import { listStaffSessions, staffSessionSummaries } from "~/services/staff-auth.server";
import { disableStaff, listStaff } from "~/services/staff.server";
import { createCustomer, uniqueEmail } from "../support/customers";
import { request, setCookies } from "../support/http";
import { ADMIN, createStaff, get, post, signIn, STAFF_PASSWORD, staffCookieOf, totpCode } from "../support/staff";

// The back office's door (issue 26 §1–2): its own host and nowhere else, a password and a second
// factor for every account, sessions that end, roles checked on the server — and the attacks of
// "Done means": a customer's cookie on the admin host, an admin cookie on a shop host, a support
// account posting an owner's action, a cross-site post, a replayed code, a disabled account's
// live session.

const SI = "si.lumera.localhost";

for (const server of inject("servers")) {
  describe(`the back office's door on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    const base = server.baseUrl;

    beforeAll(() => {
      ({ db, close } = openDatabase(server.databaseUrl));
    });
    afterAll(async () => close());

    it("answers on its own host only: / leads in, no shop page answers there, and /admin is a 404 on every shop host by any spelling", async () => {
      const root = await get(base, "/");
      expect(root.status).toBe(302);
      expect(root.headers.location).toBe("/admin");
      const start = await get(base, "/admin");
      expect(start.status).toBe(302);
      expect(start.headers.location).toBe("/admin/sign-in");
      const page = await get(base, "/admin/sign-in");
      expect(page.status).toBe(200);
      expect(page.body).toContain("Sign in to the back office");
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
      expect(page.headers["x-frame-options"]).toBe("DENY");
      // nothing of the shop: no storefront data, consent banner or service worker
      expect(page.body).not.toContain("service-worker");
      expect(page.body).not.toContain("consent");

      for (const path of [
        "/cart",
        "/nega-obraza-in-telesa",
        "/sitemap.xml",
        "/robots.txt",
        "/service-worker.js",
        "/api/product/fetchProduct?urlKey=x&department=su",
        "/sl",
        "/_root.data",
        "/admin/nothing-here",
      ]) {
        const res = await get(base, path);
        expect(res.status, path).toBe(404);
      }
      for (const path of [
        "/admin",
        "/admin/",
        "/ADMIN/sign-in",
        "/%61dmin/sign-in",
        "/admin.data",
        "/admin/sign-in.data",
        "/api/../admin/sign-in",
        "/sl/admin",
      ]) {
        const res = await request(base, path, { host: SI });
        expect(res.status, path).toBe(404);
      }
      const posted = await request(base, "/admin/sign-in", {
        host: SI,
        method: "POST",
        headers: { Origin: `http://${SI}`, "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=a&password=b",
      });
      expect(posted.status).toBe(404);
    });

    it("first sign-in: password, then the authenticator set up from the page (QR and secret), ten recovery codes once, a new session id at each step", async () => {
      const owner = await createStaff(db, "owner");
      const first = await post(base, "/admin/sign-in", { email: owner.email.toUpperCase(), password: STAFF_PASSWORD });
      expect(first.status).toBe(302);
      expect(first.headers.location).toBe("/admin/sign-in/setup");
      const cookieLine = setCookies(first).find((c) => c.startsWith("__Host-staff="))!;
      expect(cookieLine).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
      expect(cookieLine).not.toMatch(/Domain=/i);
      const passwordCookie = cookieLine.split(";")[0];
      // the password alone opens no page
      const early = await get(base, "/admin/audit", passwordCookie);
      expect(early.status).toBe(302);
      expect(early.headers.location).toBe("/admin/sign-in?next=%2Fadmin%2Faudit");

      const setup = await get(base, "/admin/sign-in/setup", passwordCookie);
      expect(setup.status).toBe(200);
      const { totp_secret } = await db.selectFrom("staff").select("totp_secret").where("id", "=", owner.id).executeTakeFirstOrThrow();
      expect(setup.body).toContain("<svg");
      expect(setup.body.replace(/ /g, "")).toContain(totp_secret);
      // a reload shows the same secret
      const again = await get(base, "/admin/sign-in/setup", passwordCookie);
      expect(again.body.replace(/ /g, "")).toContain(totp_secret);

      const wrong = await post(base, "/admin/sign-in/setup", { code: "000000" }, passwordCookie);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toContain("That code does not match");
      const done = await post(base, "/admin/sign-in/setup", { code: totpCode(totp_secret!) }, passwordCookie);
      expect(done.status).toBe(200);
      const codes = [...done.body.matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((m) => m[1]);
      expect(new Set(codes).size).toBe(10);
      const stored = await db.selectFrom("staff_recovery_code").select("code_hash").where("staff_id", "=", owner.id).execute();
      expect(stored).toHaveLength(10);
      for (const c of codes) expect(stored.map((s) => s.code_hash)).not.toContain(c);
      const signedIn = staffCookieOf(done)!;
      expect(signedIn).not.toBe(passwordCookie);
      // the session of the password step is gone; the new one opens the back office
      expect((await get(base, "/admin", passwordCookie)).status).toBe(302);
      const home = await get(base, "/admin", signedIn);
      expect(home.status).toBe(200);
      expect(home.body).toContain(owner.email);
      for (const room of ["Start", "Staff", "Audit log"]) expect(home.body).toContain(`>${room}</a>`);
    });

    it("one answer for a wrong address and a wrong password; a code works once, a recovery code once", async () => {
      const owner = await createStaff(db, "owner");
      const { secret, recoveryCodes } = await signIn(base, db, owner.email);
      const wrongPassword = await post(base, "/admin/sign-in", { email: owner.email, password: "Not-the-password-1" });
      const unknown = await post(base, "/admin/sign-in", { email: `nobody-${owner.email}`, password: "Not-the-password-1" });
      expect(wrongPassword.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(wrongPassword.body).toContain("The e-mail address or the password is wrong.");
      const summary = (body: string) => /<div id="form-errors"[^>]*>(.*?)<\/div>/.exec(body)?.[1];
      expect(summary(unknown.body)).toBe(summary(wrongPassword.body));
      expect(setCookies(wrongPassword)).toEqual([]);

      // the code that finished the set-up, replayed at the second sign-in
      const { last_totp_step } = await db.selectFrom("staff").select("last_totp_step").where("id", "=", owner.id).executeTakeFirstOrThrow();
      const second = await post(base, "/admin/sign-in", { email: owner.email, password: STAFF_PASSWORD });
      expect(second.headers.location).toBe("/admin/sign-in/code");
      const pending = staffCookieOf(second)!;
      const replayed = await post(base, "/admin/sign-in/code", { code: totpCode(secret, last_totp_step! * 30_000) }, pending);
      expect(replayed.status).toBe(400);
      expect(replayed.body).toContain("That code is wrong or was used already");
      const recovery = await post(base, "/admin/sign-in/code", { code: recoveryCodes[0].toUpperCase() }, pending);
      expect(recovery.status).toBe(302);
      const third = staffCookieOf(await post(base, "/admin/sign-in", { email: owner.email, password: STAFF_PASSWORD }))!;
      const reused = await post(base, "/admin/sign-in/code", { code: recoveryCodes[0] }, third);
      expect(reused.status).toBe(400);
    });

    it("a support account sees only its rooms and is refused an owner's page and action with a 403, nothing changed", async () => {
      const support = await createStaff(db, "support");
      const colleague = await createStaff(db, "manager");
      const { cookie } = await signIn(base, db, support.email);
      const home = await get(base, "/admin", cookie);
      expect(home.status).toBe(200);
      expect(home.body).toContain(">Start</a>");
      expect(home.body).not.toContain(">Staff</a>");
      expect(home.body).not.toContain(">Audit log</a>");
      for (const path of ["/admin/audit", "/admin/staff"]) {
        const res = await get(base, path, cookie);
        expect(res.status, path).toBe(403);
        expect(res.body, path).toContain("may not do this");
      }
      const refused = await post(base, "/admin/staff", { intent: "disable", email: colleague.email }, cookie);
      expect(refused.status).toBe(403);
      const row = await db.selectFrom("staff").select("disabled_at").where("id", "=", colleague.id).executeTakeFirstOrThrow();
      expect(row.disabled_at).toBeNull();
    });

    it("a customer's cookie opens nothing on the admin host, a staff cookie nothing on a shop host", async () => {
      const customer = await createCustomer(db, { email: uniqueEmail("admin-door"), password: "Zelena-jabolka-7", firstName: "Vera", lastName: "Varna" });
      const { token } = await startAuthSession(db, customer.id, null);
      const asCustomer = await get(base, "/admin", `auth_token=${token}`);
      expect(asCustomer.status).toBe(302);
      expect(asCustomer.headers.location).toBe("/admin/sign-in");

      const owner = await createStaff(db, "owner");
      const { cookie } = await signIn(base, db, owner.email);
      const shopProfile = await request(base, "/profile", { host: SI, headers: { Cookie: cookie } });
      expect(shopProfile.status).toBe(302);
      expect(shopProfile.headers.location).toMatch(/\/login/);
      const shopAdmin = await request(base, "/admin", { host: SI, headers: { Cookie: cookie } });
      expect(shopAdmin.status).toBe(404);
    });

    it("a cross-site post, or one that names no origin, is refused before it acts", async () => {
      const owner = await createStaff(db, "owner");
      const target = await createStaff(db, "support");
      const { cookie } = await signIn(base, db, owner.email);
      const body = new URLSearchParams({ intent: "disable", email: target.email }).toString();
      const type = { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie };
      const attempts: Record<string, string>[] = [
        { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" },
        { Origin: `http://${SI}` },
        { "Sec-Fetch-Site": "same-site" },
        {},
      ];
      for (const headers of attempts) {
        const res = await request(base, "/admin/staff", { host: ADMIN, method: "POST", headers: { ...headers, ...type }, body });
        expect(res.status, JSON.stringify(headers)).toBe(403);
      }
      const row = await db.selectFrom("staff").select("disabled_at").where("id", "=", target.id).executeTakeFirstOrThrow();
      expect(row.disabled_at).toBeNull();
    });

    it("a session ends: signed out, disabled, 30 idle minutes, 12 hours after the password", async () => {
      const owner = await createStaff(db, "owner");
      const colleague = await createStaff(db, "manager");
      const mine = (await signIn(base, db, owner.email)).cookie;
      const theirs = (await signIn(base, db, colleague.email)).cookie;
      expect((await get(base, "/admin", theirs)).status).toBe(200);
      await disableStaff(db, colleague.email, owner.email);
      const disabled = await get(base, "/admin", theirs);
      expect(disabled.status).toBe(302);
      expect(disabled.headers.location).toBe("/admin/sign-in");
      const again = await post(base, "/admin/sign-in", { email: colleague.email, password: STAFF_PASSWORD });
      expect(again.status).toBe(400);

      const idle = new Date(Date.now() - 31 * 60_000).toISOString();
      await db.updateTable("staff_session").set({ last_seen_at: idle }).where("staff_id", "=", owner.id).execute();
      expect((await get(base, "/admin", mine)).status).toBe(302);
      // (another owner each time: one account's codes are one per 30 s)
      const second = await createStaff(db, "owner");
      const fresh = (await signIn(base, db, second.email)).cookie;
      await db
        .updateTable("staff_session")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("staff_id", "=", second.id)
        .execute();
      expect((await get(base, "/admin", fresh)).status).toBe(302);
      const third = await createStaff(db, "owner");
      const last = (await signIn(base, db, third.email)).cookie;
      const out = await post(base, "/admin/sign-out", {}, last);
      expect(out.status).toBe(302);
      expect(out.headers.location).toBe("/admin/sign-in?signedOut=1");
      expect(setCookies(out).join()).toMatch(/__Host-staff=;/);
      expect((await get(base, "/admin", last)).status).toBe(302);
    });

    it("the staff page counts each account's open sessions and their latest use, for every account in one query", async () => {
      const owner = await createStaff(db, "owner");
      const { cookie } = await signIn(base, db, owner.email);
      const colleague = await createStaff(db, "support");
      const halfway = await createStaff(db, "manager");
      const session = (staffId: number, stage: "password" | "signed-in", at: string) => ({
        token_hash: randomBytes(32).toString("hex"),
        staff_id: staffId,
        stage,
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        client_ip: "127.0.0.1",
        user_agent: "test",
      });
      await db
        .insertInto("staff_session")
        .values([
          session(colleague.id, "signed-in", "2026-01-01T10:00:00.000Z"),
          session(colleague.id, "signed-in", "2026-01-02T09:30:00.000Z"),
          session(colleague.id, "password", "2026-01-03T08:00:00.000Z"),
          session(halfway.id, "password", "2026-01-03T08:00:00.000Z"),
        ])
        .execute();
      const summaries = await staffSessionSummaries(db);
      expect(summaries.get(colleague.id)).toEqual({ sessions: 2, lastSeenAt: "2026-01-02T09:30:00.000Z" });
      expect(summaries.has(halfway.id)).toBe(false);
      // what the page showed before, one query per account
      for (const s of await listStaff(db)) {
        const open = await listStaffSessions(db, s.id);
        expect(summaries.get(s.id) ?? null, s.email).toEqual(open.length ? { sessions: open.length, lastSeenAt: open[0].lastSeenAt } : null);
      }
      const page = await get(base, "/admin/staff", cookie);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/datetime="2026-01-02T09:30:00.000Z"/i);
    });

    it("the owner's audit log shows sign-ins and staff changes, filtered by person and kind", async () => {
      const owner = await createStaff(db, "owner");
      const colleague = await createStaff(db, "support");
      const { cookie } = await signIn(base, db, owner.email);
      const ended = await post(base, "/admin/staff", { intent: "end-sessions", email: colleague.email }, cookie);
      expect(ended.status).toBe(302);
      const disabled = await post(base, "/admin/staff", { intent: "disable", email: colleague.email }, cookie);
      expect(disabled.status).toBe(302);
      const log = await get(base, `/admin/audit?actor=${encodeURIComponent(owner.email)}`, cookie);
      expect(log.status).toBe(200);
      for (const kind of ["staff.sign-in", "staff.2fa-on", "staff.end-sessions", "staff.disable"]) expect(log.body, kind).toContain(kind);
      const onlyDisable = await get(base, `/admin/audit?actor=${encodeURIComponent(owner.email)}&kind=staff.disable`, cookie);
      expect(onlyDisable.body).toContain(`staff:${colleague.id}`);
      expect(onlyDisable.body).not.toContain("staff.sign-in</td>");
      const self = await post(base, "/admin/staff", { intent: "disable", email: owner.email }, cookie);
      expect(self.status).toBe(400);
      expect(self.body).toContain("You cannot disable your own account.");
      const bad = await post(base, "/admin/staff", { intent: "promote", email: owner.email }, cookie);
      expect(bad.status).toBe(400);
    });
  });
}

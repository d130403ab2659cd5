import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { listAudit } from "~/services/audit-log.server";
import { databasesOfTheirOwn, ROOT } from "../support/server";

// README "Staff accounts": the first owner of the back office is made by a command, run as an
// operator runs it (its own process, on a fresh database of the shop), on SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL. Every change is one audit_log row with who made it; a
// refused change is one line on stderr, exit code 1, and leaves the database as it was.

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const PASSWORD = "Zx9!kq2m-vault";

for (const database of databasesOfTheirOwn()) {
  // a command is a process of its own (about two seconds with tsx): a test runs several
  describe(`staff command on ${database.name}`, { timeout: 60_000 }, () => {
    let connection: Connection;
    let drop: (() => Promise<void>) | undefined;
    let env: Record<string, string>;

    /** The command with `input` on its standard input (a pipe, not a terminal), as `printf … | npm run staff -- …` gives it. */
    const runWith = (command: string[], args: string[], input = "") =>
      new Promise<Run>((resolve, reject) => {
        const child = spawn(process.execPath, [...command, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
        child.once("error", reject);
        child.once("exit", (code) => {
          clearTimeout(timer);
          resolve({ code, stdout, stderr });
        });
        child.stdin.on("error", () => {}); // a command that reads nothing may close it first
        child.stdin.end(input);
      });
    const staff = (args: string[], input?: string) => runWith(["--import", "tsx", "scripts/staff.ts"], args, input);

    const rows = () => connection.db.selectFrom("staff").selectAll().orderBy("id").execute();
    const auditRows = () => connection.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    const snapshot = async () => ({ staff: await rows(), audit: await auditRows() });

    function refused(run: Run, text: RegExp) {
      expect(run.code, run.stdout + run.stderr).toBe(1);
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toMatch(text);
      expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
      expect(run.stdout).toBe("");
    }
    function done(run: Run, text: RegExp) {
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe("");
      expect(run.stdout).toMatch(text);
    }

    /** Refusals change nothing, so they run side by side (each is a process of its own). */
    async function allRefused(cases: [Promise<Run>, RegExp][]) {
      const runs = await Promise.all(cases.map(([run]) => run));
      runs.forEach((run, i) => refused(run, cases[i][1]));
    }

    beforeAll(async () => {
      const made = await database.make();
      drop = made.drop;
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "staff-"));
      env = { DATA_DIR: dataDir, DATABASE_URL: made.env.DATABASE_URL ?? path.join(dataDir, "shop.sqlite"), LOG_LEVEL: "warn" };
      connection = openDatabase(env.DATABASE_URL);
      await migrateToLatest(connection.db);
    });
    afterAll(async () => {
      await connection?.close();
      await drop?.();
    });

    it("a fresh shop has no staff, and says how to add the first owner", async () => {
      done(await staff(["list"]), /^No staff accounts\. Add the first: npm run staff -- add EMAIL --role owner\n$/);
    });

    it("add: the first owner, its password the first line of standard input, hashed with argon2id; list shows it and no hash", async () => {
      done(
        await staff(["add", "Owner@Lumera.example", "--role", "owner"], `${PASSWORD}\nthe second line is not read\n`),
        /^Added owner@lumera\.example \(owner\)/,
      );
      const [owner, ...others] = await rows();
      expect(others).toEqual([]);
      expect(owner).toMatchObject({
        email: "owner@lumera.example",
        role: "owner",
        disabled_at: null,
        totp_secret: null,
        totp_confirmed_at: null,
        last_totp_step: null,
      });
      expect(owner.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(owner.password_hash, PASSWORD)).toBe(true);

      const list = await staff(["list"]);
      done(list, /^owner@lumera\.example +owner +active +2FA not set up +added \d{4}-\d{2}-\d{2} \d{2}:\d{2}\n1 staff account\n$/);
      expect(list.stdout).not.toContain("$argon2");
      expect(list.stdout).not.toContain(owner.password_hash.slice(-20));

      const audit = await auditRows();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ kind: "staff.add", subject: `staff:${owner.id}`, actor: `command:${os.userInfo().username}`, before: null });
      expect(JSON.parse(audit[0].after!)).toEqual({ email: "owner@lumera.example", role: "owner", disabledAt: null, secondFactor: "none", recoveryCodes: 0 });
      expect(audit[0].after).not.toContain("argon2");
    });

    it("add refuses an address that has an account in another letter case, before asking for the password; nothing changes", async () => {
      const before = await snapshot();
      refused(
        await staff(["add", "OWNER@lumera.EXAMPLE", "--role", "manager"], `${PASSWORD}\n`),
        /^owner@lumera\.example already has a staff account: nothing changed$/m,
      );
      refused(await staff(["add", "owner@lumera.example", "--role", "support"]), /already has a staff account/);
      // the database itself holds an address once whatever its case, even one written past the service
      const now = new Date().toISOString();
      const past = connection.db
        .insertInto("staff")
        .values({ email: "OWNER@lumera.example", password_hash: "x", role: "owner", created_at: now, updated_at: now })
        .execute();
      await expect(past).rejects.toThrow(/unique|duplicate/i);
      expect(await snapshot()).toEqual(before);
    });

    it("add refuses the passwords the shop refuses its shoppers, a missing password and a bad role; nothing changes", async () => {
      const before = await snapshot();
      const add = (role: string, input?: string) => staff(["add", "manager@lumera.example", "--role", role], input);
      await allRefused([
        [add("manager", "Zx9!kq2\n"), /^the password is too short: at least 8 characters$/m],
        [add("manager", "password123\n"), /^the password is one of the most common passwords: choose another$/m],
        [add("manager", "Manager@Lumera.example\n"), /^the password is the e-mail address: choose another$/m],
        [add("manager", `${"x".repeat(129)}\n`), /too long: at most 128/],
        [add("manager", ""), /^no password: give it on the first line of standard input$/m],
        [add("admin", `${PASSWORD}\n`), /^--role must be one of owner, manager, support \(got "admin"\)$/m],
        [staff(["add", "manager@lumera.example"], `${PASSWORD}\n`), /^add needs --role owner\|manager\|support; usage: /m],
        [staff(["add", "not-an-address", "--role", "manager"], `${PASSWORD}\n`), /^"not-an-address" is not an e-mail address$/m],
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it("bad arguments and unknown addresses: a usage line, exit code 1, nothing changed", async () => {
      const before = await snapshot();
      await allRefused([
        [staff([]), /^usage: npm run staff -- add EMAIL --role owner\|manager\|support \| list \| disable EMAIL \| reset-2fa EMAIL \| summary$/m],
        [staff(["promote", "owner@lumera.example"]), /^unknown command "promote"; usage:/m],
        [staff(["list", "--bogus"]), /Unknown option '--bogus'.*; usage:/],
        [staff(["list", "owner@lumera.example"]), /^list takes no e-mail address; usage:/m],
        [staff(["summary", "owner@lumera.example"]), /^summary takes no e-mail address; usage:/m],
        [staff(["disable"]), /^disable needs one e-mail address; usage:/m],
        [staff(["disable", "owner@lumera.example", "--role", "support"]), /^disable takes no --role; usage:/m],
        [staff(["disable", "nobody@lumera.example"]), /^no staff account nobody@lumera\.example$/m],
        [staff(["reset-2fa", "nobody@lumera.example"]), /^no staff account nobody@lumera\.example$/m],
      ]);
      expect(await snapshot()).toEqual(before);
      const help = await staff(["--help"]);
      done(help, /^usage: npm run staff -- /);
      for (const role of ["owner", "manager", "support"]) expect(help.stdout).toMatch(new RegExp(`^  ${role} +\\S`, "m"));
    });

    it("disable: the account is disabled with its audit row; again changes nothing", async () => {
      done(await staff(["add", "support@lumera.example", "--role", "support"], `${PASSWORD}\n`), /^Added support@lumera\.example \(support\)/);
      const audited = (await auditRows()).length;
      done(await staff(["disable", "Support@Lumera.example"]), /^support@lumera\.example is disabled: it can no longer sign in\.\n$/);
      const row = (await rows()).find((r) => r.email === "support@lumera.example")!;
      expect(row.disabled_at).not.toBeNull();
      expect(row.updated_at).toBe(row.disabled_at);
      const audit = await auditRows();
      expect(audit).toHaveLength(audited + 1);
      const last = audit.at(-1)!;
      expect(last).toMatchObject({ kind: "staff.disable", subject: `staff:${row.id}`, actor: expect.stringMatching(/^command:.+/), at: row.disabled_at });
      expect(JSON.parse(last.before!)).toMatchObject({ email: "support@lumera.example", disabledAt: null });
      expect(JSON.parse(last.after!)).toMatchObject({ email: "support@lumera.example", disabledAt: row.disabled_at });

      const before = await snapshot();
      done(await staff(["disable", "support@lumera.example"]), /^support@lumera\.example was already disabled \(.+\): nothing changed\.\n$/);
      expect(await snapshot()).toEqual(before);
      done(await staff(["list"]), /^support@lumera\.example +support +disabled \d{4}-\d{2}-\d{2} \d{2}:\d{2}/m);
    });

    it("reset-2fa: the TOTP secret and every recovery code go, with the audit row; others' codes stay; again changes nothing", async () => {
      const db = connection.db;
      const [owner, support] = await Promise.all(
        ["owner@lumera.example", "support@lumera.example"].map((email) =>
          db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirstOrThrow(),
        ),
      );
      // what a first sign-in will have set up: a confirmed secret, a step used, recovery codes (one used)
      const now = new Date().toISOString();
      await db
        .updateTable("staff")
        .set({ totp_secret: "JBSWY3DPEHPK3PXP", totp_confirmed_at: now, last_totp_step: 59_000_000 })
        .where("id", "=", owner.id)
        .execute();
      await db
        .insertInto("staff_recovery_code")
        .values([
          { staff_id: owner.id, code_hash: "h1", used_at: null },
          { staff_id: owner.id, code_hash: "h2", used_at: null },
          { staff_id: owner.id, code_hash: "h3", used_at: now },
          { staff_id: support.id, code_hash: "h4", used_at: null },
        ])
        .execute();
      done(await staff(["list"]), /^owner@lumera\.example +owner +active +2FA on, 2 recovery codes left/m);
      const audited = (await auditRows()).length;

      done(
        await staff(["reset-2fa", "owner@lumera.example"]),
        /^owner@lumera\.example: authenticator and recovery codes forgotten; the second factor is set up again at the next sign-in\.\n$/,
      );
      expect((await rows()).find((r) => r.id === owner.id)).toMatchObject({
        totp_secret: null,
        totp_confirmed_at: null,
        last_totp_step: null,
        disabled_at: null,
      });
      const codes = await db.selectFrom("staff_recovery_code").select(["staff_id", "code_hash"]).execute();
      expect(codes).toEqual([{ staff_id: support.id, code_hash: "h4" }]);
      const audit = await auditRows();
      expect(audit).toHaveLength(audited + 1);
      const last = audit.at(-1)!;
      expect(last).toMatchObject({ kind: "staff.reset-2fa", subject: `staff:${owner.id}`, actor: expect.stringMatching(/^command:.+/) });
      expect(JSON.parse(last.before!)).toMatchObject({ secondFactor: "confirmed", recoveryCodes: 2 });
      expect(JSON.parse(last.after!)).toMatchObject({ secondFactor: "none", recoveryCodes: 0 });
      expect(last.before).not.toContain("JBSWY3DPEHPK3PXP");

      const before = await snapshot();
      done(await staff(["reset-2fa", "owner@lumera.example"]), /^owner@lumera\.example has no second factor set up: nothing changed\.\n$/);
      expect(await snapshot()).toEqual(before);
    });

    it("the audit log holds one row per change, in order, with who made it", async () => {
      const log = await listAudit(connection.db, { actor: `command:${os.userInfo().username}` });
      expect(log.map((r) => `${r.kind} ${(r.after as { email: string }).email}`).reverse()).toEqual([
        "staff.add owner@lumera.example",
        "staff.add support@lumera.example",
        "staff.disable support@lumera.example",
        "staff.reset-2fa owner@lumera.example",
      ]);
      expect(await listAudit(connection.db, { kind: "staff.disable" })).toHaveLength(1);
    });

    it("the built command (what the container runs: node build/scripts/staff.js) lists the same accounts", async () => {
      const built = path.join(ROOT, "build", "scripts", "staff.js");
      expect(existsSync(built), "npm run build first").toBe(true);
      const run = await runWith([built], ["list"]);
      done(run, /^owner@lumera\.example +owner +active +2FA not set up.*\nsupport@lumera\.example +support +disabled .*\n2 staff accounts\n$/);
    });
  });
}

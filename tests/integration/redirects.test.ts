import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import { request } from "../support/http";
import { ADMIN, ADMIN_ORIGIN, createStaff, get, post, signIn } from "../support/staff";
import { multipart } from "../support/bank-statements";
import { htmlErrors } from "../support/vnu";

// The redirects room (/admin/redirects, its edit page and CSV import) and the sale message
// (/admin/content/sale), README "Redirects and the sale message": a manager's redirect is
// followed by an anonymous shopper within the catalogue version check; a rule that could never
// match, a target that is not a path or http(s) address, a second rule for the same old path and
// a loop are refused at their field and change nothing; an import is a dry run, then applied, and
// the same file twice changes nothing; the sale message shows on home only when on and within its
// days. Support accounts get 403 on every page and action here.

const SHOP = "si.lumera.localhost";
const ITALY = "it.lumera.localhost";

for (const server of inject("servers")) {
  describe(`redirects and the sale message, on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let manager: { email: string; cookie: string };
    let support: { email: string; cookie: string };
    const base = server.baseUrl;
    const seen: { label: string; html: string }[] = [];
    const tag = `t${process.pid}${Date.now().toString(36)}`;

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      const boss = await createStaff(db, "manager", "redirects");
      manager = { email: boss.email, cookie: (await signIn(base, db, boss.email)).cookie };
      const helper = await createStaff(db, "support", "redirects");
      support = { email: helper.email, cookie: (await signIn(base, db, helper.email)).cookie };
    });
    afterAll(async () => close());

    const shopper = (path: string, host = SHOP) => request(base, path, { host });
    const rules = (department: string, from: string) =>
      db.selectFrom("redirect").select(["id", "to_url", "status"]).where("department", "=", department).where("from_path", "=", from).execute();
    const audits = (kind: string) => db.selectFrom("audit_log").select(["actor", "subject", "before", "after"]).where("kind", "=", kind).execute();
    const countRules = async () =>
      Number(
        (
          await db
            .selectFrom("redirect")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const add = (fields: Record<string, string>, cookie = manager.cookie) =>
      post(base, "/admin/redirects", { intent: "add", department: "su", status: "301", ...fields }, cookie);

    it("support gets 403 on every page and action of the rooms", async () => {
      const [{ id }] = await db.selectFrom("redirect").select("id").limit(1).execute();
      for (const path of ["/admin/redirects", "/admin/redirects/import", `/admin/redirects/${id}`, "/admin/content/sale"]) {
        expect((await get(base, path, support.cookie)).status, path).toBe(403);
      }
      const before = await countRules();
      expect((await add({ from: `/${tag}-support`, to: "/x" }, support.cookie)).status).toBe(403);
      expect((await post(base, "/admin/redirects", { intent: "delete", id: String(id) }, support.cookie)).status).toBe(403);
      expect((await post(base, `/admin/redirects/${id}`, { intent: "delete" }, support.cookie)).status).toBe(403);
      expect((await post(base, "/admin/redirects/import", { intent: "apply", department: "su", csv: `from,to\n/${tag}-s,/x` }, support.cookie)).status).toBe(
        403,
      );
      expect(
        (await post(base, "/admin/content/sale", { intent: "save", department: "cit", enabled: "on", mobile: "x", desktop: "x" }, support.cookie)).status,
      ).toBe(403);
      expect(await countRules()).toBe(before);
      // the navigation does not offer the rooms to support
      expect((await get(base, "/admin", support.cookie)).body).not.toContain('href="/admin/redirects"');
      expect((await get(base, "/admin", manager.cookie)).body).toContain('href="/admin/redirects"');
    });

    it("a manager adds a redirect and an anonymous shopper asking for the old path lands on the new one", async () => {
      const from = `/${tag}-old/`;
      expect((await shopper(`/${tag}-old`)).status).toBe(404);
      const added = await add({ from, to: "/cms/about?from=old" });
      expect(added.status).toBe(302);
      expect(await rules("su", `/${tag}-old`)).toEqual([expect.objectContaining({ to_url: "/cms/about?from=old", status: 301 })]);
      const [audit] = (await audits("redirect.create")).filter((a) => a.subject === `su /${tag}-old`);
      expect(audit.actor).toBe(manager.email);
      // the version check (5 s) moves the redirect cache and the page cache on
      await expect
        .poll(
          async () => {
            const res = await shopper(`/${tag}-old/`);
            return `${res.status} ${res.headers.location ?? ""}`;
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBe("301 /cms/about?from=old");

      const list = await get(base, `/admin/redirects?q=${tag}-OLD&storefront=su`, manager.cookie);
      expect(list.status).toBe(200);
      expect(list.body).toContain("1 redirect<");
      expect(list.body).toContain(`/${tag}-old`);
      seen.push({ label: "list", html: list.body });
      expect((await get(base, `/admin/redirects?q=${tag}-old&storefront=chr`, manager.cookie)).body).toContain("No redirect matches.");
    });

    it("refuses at the field, and changes nothing: not a path, not a path or http(s) address, a second rule, a loop", async () => {
      expect((await add({ from: `/${tag}-a`, to: `/${tag}-b` })).status).toBe(302);
      const before = await countRules();
      const cases: [Record<string, string>, string, string][] = [
        [{ from: `https://${SHOP}/${tag}-x`, to: "/x" }, "f-from-error", "must be a path on the storefront"],
        [{ from: `/${tag}-y`, to: "javascript:alert(1)" }, "f-to-error", "beginning with https://"],
        [{ from: `/${tag}-y`, to: "//evil.example/x" }, "f-to-error", "That leads to another site."],
        [{ from: `/${tag}-a/`, to: "/z" }, "f-from-error", `This storefront has a redirect from /${tag}-a already`],
        [{ from: `/${tag}-b`, to: `/${tag}-a` }, "f-to-error", `That makes a loop: /${tag}-b → /${tag}-a → /${tag}-b.`],
        [{ from: `/${tag}-self`, to: `/${tag}-self/` }, "f-to-error", "leads back to itself"],
        [{ from: `/${tag}-y`, to: "/z", status: "307" }, "f-status-error", "The status must be 301"],
        [{ from: `/${tag}-y`, to: "/z", department: "nowhere" }, "f-department-error", "Choose one of the storefronts."],
      ];
      for (const [fields, errorId, message] of cases) {
        const res = await add(fields);
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(res.body).toContain(`id="${errorId}"`);
        expect(res.body).toContain(message);
        // what was typed is shown again
        expect(res.body).toContain(`value="${fields.from}"`);
      }
      const loop = await add({ from: `/${tag}-b`, to: `/${tag}-a` });
      seen.push({ label: "add refused (loop)", html: loop.body });
      expect(await countRules()).toBe(before);
    });

    it("edits and deletes a redirect; a forged id is a 404", async () => {
      expect((await add({ from: `/${tag}-edit`, to: "/cms/about" })).status).toBe(302);
      const [{ id }] = await rules("su", `/${tag}-edit`);
      const page = await get(base, `/admin/redirects/${id}`, manager.cookie);
      expect(page.status).toBe(200);
      seen.push({ label: "edit", html: page.body });
      const save = (fields: Record<string, string>, at = id) =>
        post(
          base,
          `/admin/redirects/${at}`,
          { intent: "save", department: "su", from: `/${tag}-edit`, to: "/cms/about", status: "301", ...fields },
          manager.cookie,
        );
      expect((await save({ to: "https://www.example.com/moved", status: "302" })).status).toBe(302);
      expect(await rules("su", `/${tag}-edit`)).toEqual([{ id, to_url: "https://www.example.com/moved", status: 302 }]);
      const [update] = (await audits("redirect.update")).filter((a) => a.subject === `su /${tag}-edit`);
      expect(JSON.parse(update.before!)).toMatchObject({ to: "/cms/about", status: 301 });
      expect(JSON.parse(update.after!)).toMatchObject({ to: "https://www.example.com/moved", status: 302 });
      // the same values again write nothing
      const again = await save({ to: "https://www.example.com/moved", status: "302" });
      expect(decodeURIComponent(again.headers.location ?? "")).toContain("Nothing changed");
      expect((await audits("redirect.update")).filter((a) => a.subject === `su /${tag}-edit`)).toHaveLength(1);

      const refused = await save({ to: "data:text/html,x" });
      expect(refused.status).toBe(400);
      seen.push({ label: "edit refused", html: refused.body });
      expect((await save({}, 999_999_999)).status).toBe(404);
      expect((await get(base, "/admin/redirects/abc", manager.cookie)).status).toBe(404);
      expect((await post(base, "/admin/redirects", { intent: "delete", id: "999999999" }, manager.cookie)).status).toBe(404);
      expect((await post(base, "/admin/redirects", { intent: "delete", id: "1 or 1=1" }, manager.cookie)).status).toBe(400);

      await expect.poll(async () => (await shopper(`/${tag}-edit`)).headers.location, { timeout: 10_000, interval: 500 }).toBe("https://www.example.com/moved");
      expect((await post(base, "/admin/redirects", { intent: "delete", id: String(id) }, manager.cookie)).status).toBe(302);
      expect(await rules("su", `/${tag}-edit`)).toEqual([]);
      expect((await audits("redirect.delete")).some((a) => a.subject === `su /${tag}-edit` && a.actor === manager.email)).toBe(true);
      await expect.poll(async () => (await shopper(`/${tag}-edit`)).status, { timeout: 10_000, interval: 500 }).toBe(404);
    });

    it("imports a CSV file: a dry run with each refused row's reason, then applied; the same file twice changes nothing", async () => {
      const csv = [
        "from;to;status;storefront",
        `/${tag}-i1;/cms/about;301;`,
        `/${tag}-i2;https://www.example.com/i2;302;chr`,
        `/${tag}-i3;javascript:alert(1);301;`,
        `/${tag}-i4;/${tag}-i4;301;`,
        `/${tag}-i5;/x;301;xx`,
      ].join("\r\n");
      const before = await countRules();
      const { body, contentType } = multipart(
        { intent: "preview", department: "su", csv: "" },
        { field: "file", name: "moved.csv", type: "text/csv", content: csv },
      );
      const upload = (payload: Buffer, type: string) =>
        request(base, "/admin/redirects/import", {
          host: ADMIN,
          method: "POST",
          headers: { ...ADMIN_ORIGIN, "Content-Type": type, "Content-Length": String(payload.length), Cookie: manager.cookie },
          body: payload,
        });
      const dry = await upload(body, contentType);
      expect(dry.status).toBe(200);
      expect(dry.body).toContain("2 to add, 0 to change, 0 already so, 3 refused.");
      expect(dry.body).toContain("Refused: to: ");
      expect(dry.body).toContain("leads back to itself");
      expect(dry.body).toContain("There is no storefront &quot;xx&quot;.");
      seen.push({ label: "import dry run", html: dry.body });
      expect(await countRules()).toBe(before);

      // the "Apply" form carries the file back as the dry run read it
      const carried = /name="csv" value="([^"]*)"/.exec(dry.body)?.[1].replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&#x27;", "'");
      expect(carried).toContain(`/${tag}-i2`);
      const apply = () => post(base, "/admin/redirects/import", { intent: "apply", department: "su", fileName: "moved.csv", csv: carried! }, manager.cookie);
      const applied = await apply();
      expect(applied.status).toBe(302);
      expect(decodeURIComponent(applied.headers.location ?? "")).toContain("2 added, 0 changed, 0 already so, 3 refused");
      expect(await rules("su", `/${tag}-i1`)).toEqual([expect.objectContaining({ to_url: "/cms/about", status: 301 })]);
      expect(await rules("chr", `/${tag}-i2`)).toEqual([expect.objectContaining({ to_url: "https://www.example.com/i2", status: 302 })]);
      expect(await countRules()).toBe(before + 2);
      const imports = (await audits("redirect.import")).filter((a) => a.after?.includes(`${tag}-i1`));
      expect(imports).toHaveLength(1);
      expect(imports[0]).toMatchObject({ actor: manager.email, subject: "moved.csv" });

      const twice = await apply();
      expect(decodeURIComponent(twice.headers.location ?? "")).toContain("Nothing changed");
      expect(await countRules()).toBe(before + 2);
      expect((await audits("redirect.import")).filter((a) => a.after?.includes(`${tag}-i1`))).toHaveLength(1);
      const dryAgain = await post(base, "/admin/redirects/import", { intent: "preview", department: "su", csv: carried! }, manager.cookie);
      expect(dryAgain.body).toContain("0 to add, 0 to change, 2 already so, 3 refused.");
      expect(dryAgain.body).toContain("Nothing to apply");

      const unreadable = await post(base, "/admin/redirects/import", { intent: "preview", department: "su", csv: "path,target\n/a,/b" }, manager.cookie);
      expect(unreadable.status).toBe(400);
      expect(unreadable.body).toContain("missing: from, to");
      seen.push({ label: "import refused", html: unreadable.body });
      await expect
        .poll(async () => (await shopper(`/${tag}-i2`, "hr.lumera.localhost")).headers.location, { timeout: 10_000, interval: 500 })
        .toBe("https://www.example.com/i2");
    });

    it("the sale message: on, shown on home; outside its days or off, not; an end before its start refused", async () => {
      // Italy's message is off in the seed
      const original = await db
        .selectFrom("content_block")
        .select(["content", "enabled"])
        .where("department", "=", "cit")
        .where("code", "=", "sale_message")
        .executeTakeFirstOrThrow();
      const text = `Saldi ${tag}`;
      const save = (fields: Record<string, string>) =>
        post(
          base,
          "/admin/content/sale",
          { intent: "save", department: "cit", enabled: "on", mobile: `${text}!`, desktop: `${text}: −20 %`, from: "", to: "", ...fields },
          manager.cookie,
        );
      const home = async () => (await shopper("/", ITALY)).body.includes(`${text}: −20 %`);
      try {
        const page = await get(base, "/admin/content/sale?storefront=cit", manager.cookie);
        expect(page.status).toBe(200);
        expect(page.body).toContain("Off: not shown.");
        seen.push({ label: "sale message", html: page.body });
        expect(await home()).toBe(false);

        const saved = await save({});
        expect(saved.status).toBe(302);
        // the instance that took the edit shows it at once, not after its next 5 s version check
        const savedAt = Date.now();
        await expect.poll(home, { timeout: 10_000, interval: 100 }).toBe(true);
        expect(Date.now() - savedAt).toBeLessThan(2_500);
        const [audit] = (await audits("sale-message.update")).filter((a) => a.after?.includes(text));
        expect(audit).toMatchObject({ actor: manager.email, subject: "cit" });

        const refused = await save({ from: "2026-12-24", to: "2026-12-01", mobile: "changed" });
        expect(refused.status).toBe(400);
        expect(refused.body).toContain('id="f-to-error"');
        expect(refused.body).toContain("The last day is before the first");
        expect(refused.body).toContain('value="changed"');
        seen.push({ label: "sale message refused", html: refused.body });
        expect((await get(base, "/admin/content/sale?storefront=cit", manager.cookie)).body).not.toContain("changed");

        // days that ended yesterday: saved, on, but not shown
        const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
        expect((await save({ from: day(-10), to: day(-1) })).status).toBe(302);
        expect((await get(base, "/admin/content/sale?storefront=cit", manager.cookie)).body).toContain("outside its days");
        await expect.poll(home, { timeout: 10_000, interval: 100 }).toBe(false);
        const api = await request(base, "/api/cms/fetchSaleMessage?department=cit", { host: ITALY });
        expect(api.status).toBe(200);
        expect(JSON.stringify(api.json())).toContain('"enabled":false');

        expect((await save({ from: day(-1), to: day(1) })).status).toBe(302);
        await expect.poll(home, { timeout: 10_000, interval: 100 }).toBe(true);
        expect((await save({ enabled: "" })).status).toBe(302);
        await expect.poll(home, { timeout: 10_000, interval: 100 }).toBe(false);
      } finally {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable("content_block").set(original).where("department", "=", "cit").where("code", "=", "sale_message").execute();
          await markCatalogueChanged(trx);
        });
      }
    });

    it("the header and footer texts: saved per storefront and shown on its pages; too long refused at the field", async () => {
      const path = "/admin/content/layout";
      expect((await get(base, `${path}?storefront=ccz`, support.cookie)).status).toBe(403);
      expect((await post(base, path, { intent: "save", department: "ccz", headerInfo: "x" }, support.cookie)).status).toBe(403);
      const original = await db
        .selectFrom("content_block")
        .selectAll()
        .where("department", "=", "ccz")
        .where("code", "in", ["header_info", "StoreFooterInfo", "CustomFooter"])
        .execute();
      const line = `Doprava zdarma ${tag}`;
      const save = (fields: Record<string, string>) =>
        post(
          base,
          path,
          { intent: "save", department: "ccz", headerInfo: line, footerInfo: "O nás.", customFooter: `© Lumera ${tag}`, ...fields },
          manager.cookie,
        );
      const czech = async () => (await shopper("/", "cz.lumera.localhost")).body;
      try {
        const page = await get(base, `${path}?storefront=ccz`, manager.cookie);
        expect(page.status).toBe(200);
        seen.push({ label: "header and footer", html: page.body });
        const tooLong = await save({ headerInfo: "x".repeat(201) });
        expect(tooLong.status).toBe(400);
        expect(tooLong.body).toContain('id="f-headerInfo-error"');
        expect(tooLong.body).toContain("Line above the header: at most 200 characters.");
        seen.push({ label: "header and footer refused", html: tooLong.body });

        expect((await save({})).status).toBe(302);
        await expect.poll(async () => (await czech()).includes(line), { timeout: 10_000, interval: 500 }).toBe(true);
        expect(await czech()).toContain(`© Lumera ${tag}`);
        const [audit] = (await audits("layout.update")).filter((a) => a.after?.includes(line));
        expect(audit).toMatchObject({ actor: manager.email, subject: "ccz" });
        // an empty last line: the footer's own copyright line again
        expect((await save({ customFooter: "" })).status).toBe(302);
        await expect.poll(async () => (await czech()).includes(`© Lumera ${tag}`), { timeout: 10_000, interval: 500 }).toBe(false);
        expect(decodeURIComponent((await save({ customFooter: "" })).headers.location ?? "")).toContain("Nothing changed");
      } finally {
        await db.transaction().execute(async (trx) => {
          for (const row of original) await trx.updateTable("content_block").set(row).where("department", "=", "ccz").where("code", "=", row.code).execute();
          await markCatalogueChanged(trx);
        });
      }
    });

    it("the pages are valid HTML to the Nu Html Checker", async () => {
      expect(seen.map((s) => s.label)).toEqual([
        "list",
        "add refused (loop)",
        "edit",
        "edit refused",
        "import dry run",
        "import refused",
        "sale message",
        "sale message refused",
        "header and footer",
        "header and footer refused",
      ]);
      expect(await htmlErrors(seen)).toEqual([]);
    });
  });
}

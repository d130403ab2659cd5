import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { listAudit } from "~/services/audit-log.server";
import { createCustomer, uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { waitForLink } from "../support/outbox";
import { makePicture, uploadFiles } from "../support/pictures";
import { createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// A storefront's logo, colour and status (README "Logo, colour, and switching a storefront off";
// issue 29 §1) on the shop's real databases — SQLite and, when TEST_DATABASE_URL is set,
// PostgreSQL — through the real server: an owner uploads an SVG logo (sanitised: its script never
// reaches anyone) and the header shows it, served with a CSP that lets it run nothing; a PNG
// becomes og:image; a "picture" that is text is refused at the field; a manager may do none of it;
// the default storefront cannot be switched off; chr switched off answers "closed" (503) at once —
// even a page the full-page cache kept — and leaves su's hreflang links, sitemap index and the
// locales API; switched on again it answers as before. Pages the full-page cache keeps follow a
// change within seconds (the catalogue version moves), hence the polls.

const SI = "si.lumera.localhost";
const HR = "hr.lumera.localhost";

const SVG_LOGO =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" onload="alert(1)">' +
  '<script>alert(document.cookie)</script><path d="M4 36C4 14 18 4 36 4 34 24 22 36 6 36Z" fill="#2f6b3a"/>' +
  '<use href="https://evil.example/sprite.svg#x"/><text x="44" y="27" font-size="18" fill="#2f6b3a">Gozdna</text></svg>';

for (const server of inject("servers")) {
  describe(`a storefront's logo, colour and status on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let owner: string;
    let manager: string;
    const shop = (path: string, host = SI, headers: Record<string, string> = {}) => request(server.baseUrl, path, { host, headers });
    const look = (department: string, fields: Record<string, string>, cookie = owner) =>
      post(server.baseUrl, `/admin/settings/${department}/look`, fields, cookie);
    const upload = (name: string, type: string, content: Buffer | string, cookie = owner) =>
      uploadFiles(server.baseUrl, "/admin/pictures/logo/su", cookie, "logo", [{ name, type, content }], {});
    const within = { timeout: 15_000, interval: 250 };
    const seen: { label: string; html: string }[] = [];
    const row = (department: string) =>
      db.selectFrom("storefront").select(["enabled", "logo", "brand_colour"]).where("department", "=", department).executeTakeFirstOrThrow();

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      owner = (await signIn(server.baseUrl, db, (await createStaff(db, "owner", "look")).email)).cookie;
      manager = (await signIn(server.baseUrl, db, (await createStaff(db, "manager", "look")).email)).cookie;
    });

    afterAll(async () => {
      // the demo as it was, through the room itself (it forgets the server's kept storefronts)
      await look("su", { intent: "remove-logo" });
      await look("su", { intent: "colour", colour: "" });
      await look("chr", { intent: "switch-on" });
      await close();
    });

    it("shows an owner's SVG logo in the header, cleaned, and serves it with a CSP that lets it run nothing", async () => {
      const stored = await upload("logo.svg", "image/svg+xml", SVG_LOGO);
      expect(stored.status, stored.body.slice(0, 500)).toBe(302);
      expect(stored.headers.location).toMatch(/^\/admin\/settings\/su\/look\?done=/);
      const logo = (await row("su")).logo;
      expect(logo).toMatch(/^[a-f0-9]{32}\.svg$/);

      await expect.poll(async () => (await shop("/")).body, within).toContain(`<img src="/images/logo/${logo}"`);
      // the drawn leaf and the name are the fallback only
      expect((await shop("/")).body).not.toContain('class="logo-text"');

      const served = await shop(`/images/logo/${logo}`);
      expect(served.status).toBe(200);
      expect(served.headers["content-type"]).toBe("image/svg+xml");
      // the shop's own policy stands beside it: a browser enforces both, so the stricter one rules
      expect(served.headers["content-security-policy"]).toContain("default-src 'none'; style-src 'unsafe-inline'");
      expect(served.headers["x-content-type-options"]).toContain("nosniff");
      expect(served.headers["cache-control"]).toContain("max-age=31536000");
      expect(served.body).toContain("Gozdna");
      expect(served.body).not.toMatch(/script|alert|onload|evil\.example/);
      const again = await shop(`/images/logo/${logo}`, SI, { "If-None-Match": served.headers.etag as string });
      expect(again.status).toBe(304);
      expect((await shop("/images/logo/ffffffffffffffffffffffffffffffff.svg")).status).toBe(404);
      expect((await shop("/images/logo/..%2F..%2Fshop.sqlite")).status).toBe(404);

      const room = await get(server.baseUrl, "/admin/settings/su/look", owner);
      expect(room.status).toBe(200);
      expect(room.body).toContain(`/images/logo/${logo}`);
      seen.push({ label: "the look room with a logo", html: room.body });
      seen.push({ label: "a storefront page with a logo", html: (await shop("/")).body });
      const audit = await listAudit(db, { kind: "storefront.logo", subject: "su" });
      expect(audit[0]?.after).toEqual({ logo });
    });

    it("makes a PNG logo the og:image of pages without a picture of their own, on the storefront's own domain", async () => {
      const stored = await upload("logo.png", "image/png", await makePicture("png", { r: 47, g: 107, b: 58 }, 600, 200));
      expect(stored.status, stored.body.slice(0, 500)).toBe(302);
      const logo = (await row("su")).logo!;
      expect(logo).toMatch(/^[a-f0-9]{32}\.png$/);
      // the brands page has no picture of its own
      const ogImage = async () => /<meta property="og:image" content="([^"]+)"/.exec((await shop("/znamke")).body)?.[1];
      await expect.poll(ogImage, within).toMatch(new RegExp(`^http://${SI.replace(/\./g, "\\.")}(:\\d+)?/images/logo/${logo}$`));
      const png = await shop(`/images/logo/${logo}`);
      expect(png.status).toBe(200);
      expect(png.headers["content-type"]).toBe("image/png");

      // the shop's mails show it too: an absolute URL on the storefront's domain, not a forged Host's
      const email = uniqueEmail("look-mail");
      await createCustomer(db, { email, password: "Zeleni-caj-42-look", firstName: "Ana", lastName: "Novak" });
      const asked = await request(server.baseUrl, "/forgotten-password", {
        host: "forged.example",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://forged.example" },
        body: new URLSearchParams({ email }).toString(),
      });
      expect(asked.status).toBe(302);
      const { mail } = await waitForLink(path.join(server.dataDir, "outbox"), email, "/password-reset?token=");
      expect(mail.html).toMatch(new RegExp(`<img src="http://${SI.replace(/\./g, "\\.")}(:\\d+)?/images/logo/${logo}" alt="Lumera Slovenija"`));
      expect(mail.html).not.toContain("forged.example");
    });

    it("refuses a .jpg that is text at the field, with a 400, and changes nothing", async () => {
      const before = await row("su");
      const refused = await upload("logo.jpg", "image/jpeg", "this is not a picture at all\n");
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("That file is not a logo this shop takes");
      expect(refused.body).toContain('id="f-logo-error"');
      seen.push({ label: "a text file refused as a logo", html: refused.body });
      expect(await row("su")).toEqual(before);
      const empty = await upload("logo.svg", "image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expect(empty.status).toBe(400);
      expect(await row("su")).toEqual(before);
    });

    it("refuses a manager: the room, the upload, the switch and the colour", async () => {
      const before = await row("su");
      expect((await get(server.baseUrl, "/admin/settings/su/look", manager)).status).toBe(403);
      expect((await upload("logo.svg", "image/svg+xml", SVG_LOGO, manager)).status).toBe(403);
      expect((await look("chr", { intent: "switch-off" }, manager)).status).toBe(403);
      expect((await look("su", { intent: "colour", colour: "#123456" }, manager)).status).toBe(403);
      expect(await row("su")).toEqual(before);
      expect((await row("chr")).enabled).toBe(1);
      // a forged department is no storefront
      expect((await look("xx", { intent: "switch-off" })).status).toBe(404);
    });

    it("takes a brand colour white text can be read on, refuses one it cannot, and the pages use it", async () => {
      const light = await look("su", { intent: "colour", colour: "#f5d742" });
      expect(light.status).toBe(400);
      expect(light.body).toContain("below the 4.5:1");
      seen.push({ label: "a colour refused", html: light.body });
      expect((await row("su")).brand_colour).toBeNull();
      expect((await look("su", { intent: "colour", colour: "red; background: url(x)" })).status).toBe(400);
      const dark = await look("su", { intent: "colour", colour: "#2F6B3A" });
      expect(dark.status).toBe(302);
      expect((await row("su")).brand_colour).toBe("#2f6b3a");
      await expect.poll(async () => (await shop("/")).body, within).toMatch(/<html lang="sl" style="--accent:#2f6b3a;--brand:#2f6b3a"/);
    });

    it("never switches the default storefront off", async () => {
      const refused = await look("su", { intent: "switch-off" });
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("The default storefront cannot be switched off");
      expect((await row("su")).enabled).toBe(1);
      expect((await shop("/")).status).toBe(200);
    });

    it("closes chr at once when switched off — its host answers 503 'closed', su stops naming it — and opens it again", async () => {
      // a page of chr the full-page cache may keep, asked for twice
      expect((await shop("/", HR)).status).toBe(200);
      expect((await shop("/", HR)).status).toBe(200);
      expect((await shop("/")).body).toMatch(new RegExp(`hrefLang="hr-HR" href="http://${HR.replace(/\./g, "\\.")}`));

      const off = await look("chr", { intent: "switch-off" });
      expect(off.status, off.body.slice(0, 300)).toBe(302);
      expect((await row("chr")).enabled).toBe(0);

      for (const path of ["/", "/cart", "/sitemap.xml"]) {
        const closed = await shop(path, HR);
        expect(closed.status, path).toBe(503);
        expect(closed.headers["retry-after"]).toBeDefined();
        expect(closed.body).toContain("This shop is closed");
        if (path === "/") seen.push({ label: "the closed page", html: closed.body });
      }
      await expect.poll(async () => (await shop("/")).body, within).not.toContain(HR);
      expect((await shop("/")).status).toBe(200);
      const index = await shop("/sitemap.xml");
      expect(index.status).toBe(200);
      expect(index.body).not.toMatch(/chr|hr\.lumera/);
      const locales = await shop(`/api/fetchStoreFrontLocales?host=${SI}&path=/`);
      expect(JSON.stringify(locales.json())).not.toContain(HR);
      // the back office still shows it, switched off
      const room = await get(server.baseUrl, "/admin/settings/chr/look", owner);
      expect(room.status).toBe(200);
      expect(room.body).toContain("Switch this storefront on");
      seen.push({ label: "the look room of a storefront switched off", html: room.body });

      expect((await look("chr", { intent: "switch-on" })).status).toBe(302);
      expect((await shop("/", HR)).status).toBe(200);
      await expect.poll(async () => (await shop("/")).body, within).toContain(`http://${HR}`);
    });

    it("goes back to the name when the logo is removed", async () => {
      expect((await look("su", { intent: "remove-logo" })).status).toBe(302);
      expect((await row("su")).logo).toBeNull();
      await expect.poll(async () => (await shop("/")).body, within).toContain('<span class="logo-text">Lumera Slovenija</span>');
      expect((await shop("/")).body).not.toContain("/images/logo/");
    });

    it("renders every page it showed as valid HTML (W3C Nu Html Checker)", async () => {
      expect(seen.length).toBeGreaterThanOrEqual(6);
      expect(await htmlErrors(seen)).toEqual([]);
    });
  });
}

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import { request } from "../support/http";
import { ADMIN, ADMIN_ORIGIN, createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// The home page room (/admin/content/home, its preview) and the footer and shops room
// (/admin/content/footer), README "Home page, footer and shops": a save is a draft the storefront
// never shows and the preview does; publishing makes it live through the page cache within
// seconds; a link to javascript:, a banner without a title, an unknown SKU and a file that is not
// a picture are refused at their field and change nothing; support accounts get 403. The Czech
// storefront's blocks are put back as they were after the tests.

const CZ = "cz.lumera.localhost";
const AT = "at.lumera.localhost";

/** A multipart body as a browser's form sends it, with files. */
function multipart(fields: Record<string, string>, files: { field: string; name: string; type: string; content: Buffer }[] = []) {
  const boundary = `----lumera${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

for (const server of inject("servers")) {
  describe(`home page, footer and shops rooms, on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let manager: string;
    let support: string;
    let saved: { code: string; content: string; enabled: number }[] = [];
    const base = server.baseUrl;
    const tag = `t${process.pid}${Date.now().toString(36)}`;
    const seen: { label: string; html: string }[] = [];

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      const boss = await createStaff(db, "manager", "home");
      manager = (await signIn(base, db, boss.email)).cookie;
      const helper = await createStaff(db, "support", "home");
      support = (await signIn(base, db, helper.email)).cookie;
      saved = await db.selectFrom("content_block").select(["code", "content", "enabled"]).where("department", "=", "ccz").execute();
    });
    afterAll(async () => {
      await db.deleteFrom("content_block_draft").where("department", "=", "ccz").execute();
      for (const row of saved) {
        await db
          .updateTable("content_block")
          .set({ content: row.content, enabled: row.enabled })
          .where("department", "=", "ccz")
          .where("code", "=", row.code)
          .execute();
      }
      await markCatalogueChanged(db);
      await close();
    });

    const shopper = (host = CZ) => request(base, "/", { host });
    const drafts = () => db.selectFrom("content_block_draft").select(["code", "content"]).where("department", "=", "ccz").execute();
    const live = async (code: string) =>
      JSON.parse(
        (await db.selectFrom("content_block").select("content").where("department", "=", "ccz").where("code", "=", code).executeTakeFirstOrThrow()).content,
      );
    const upload = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = [], cookie = manager) => {
      const { body, contentType } = multipart({ department: "ccz", ...fields }, files);
      return request(base, "/admin/content/home", {
        host: ADMIN,
        method: "POST",
        headers: { ...ADMIN_ORIGIN, "Content-Type": contentType, "Content-Length": String(body.length), Cookie: cookie },
        body,
      });
    };
    const banner = (title: string, href = "/", more: Record<string, string> = {}) => ({
      intent: "banner",
      "banner.count": "1",
      "banner.0.title": title,
      "banner.0.subtitle": "Subtitle",
      "banner.0.cta": "Look",
      "banner.0.href": href,
      "banner.0.imageId": "",
      ...more,
    });

    it("support gets 403 on every page and change; the navigation does not offer the rooms", async () => {
      for (const path of ["/admin/content/home?store=ccz", "/admin/content/home/preview?store=ccz", "/admin/content/footer?store=ccz"]) {
        expect((await get(base, path, support)).status, path).toBe(403);
      }
      expect((await post(base, "/admin/content/home", { intent: "h1", department: "ccz", text: "Support" }, support)).status).toBe(403);
      expect((await post(base, "/admin/content/home", { intent: "publish", department: "ccz" }, support)).status).toBe(403);
      expect((await upload(banner("Support"), [], support)).status).toBe(403);
      const columns = { intent: "columns", department: "ccz", "column.count": "1", "column.0.title": "X" };
      expect((await post(base, "/admin/content/footer", columns, support)).status).toBe(403);
      expect(await drafts()).toEqual([]);
      expect((await get(base, "/admin", support)).body).not.toContain('href="/admin/content/home"');
      const nav = (await get(base, "/admin", manager)).body;
      expect(nav).toContain('href="/admin/content/home"');
      expect(nav).toContain('href="/admin/content/footer"');
    });

    it("a saved banner is a draft: the storefront does not show it, the preview does; published, the shopper sees it", async () => {
      const title = `Banner ${tag}`;
      const before = (await shopper()).body;
      const saved = await upload(banner(title, "/cms/o-nas"));
      expect(saved.status).toBe(302);
      expect(saved.headers.location).toContain("store=ccz");
      expect((await drafts()).map((d) => d.code)).toEqual(["index_banner"]);

      const page = await get(base, "/admin/content/home?store=ccz", manager);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`value="${title}"`);
      expect(page.body).toMatch(/Not live yet: (<!-- -->)?Banners/);
      seen.push({ label: "home room", html: page.body });
      const preview = await get(base, "/admin/content/home/preview?store=ccz", manager);
      expect(preview.status).toBe(200);
      expect(preview.body).toContain(title);
      seen.push({ label: "preview", html: preview.body });

      // the draft raised no version: the storefront answers its page as before, now and later
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const during = await shopper();
      expect(during.body).not.toContain(title);
      expect(before).not.toContain(title);

      expect((await post(base, "/admin/content/home", { intent: "publish", department: "ccz" }, manager)).status).toBe(302);
      expect(await drafts()).toEqual([]);
      expect((await live("index_banner")).items).toEqual([expect.objectContaining({ title, href: "/cms/o-nas", cta: "Look", imageId: null })]);
      const [audit] = await db.selectFrom("audit_log").select(["subject", "after"]).where("kind", "=", "home.publish").where("subject", "=", "ccz").execute();
      expect(JSON.parse(audit.after!).index_banner.items[0].title).toBe(title);
      await expect.poll(async () => (await shopper()).body.includes(title), { timeout: 10_000, interval: 500 }).toBe(true);
      // another storefront is unchanged
      expect((await shopper(AT)).body).not.toContain(title);
    });

    it("refuses at the field and changes nothing: javascript:, no title, an unknown SKU, a file that is not a picture", async () => {
      const liveBanner = await live("index_banner");
      const cases: [Record<string, string>, string, string][] = [
        [banner("Evil", "javascript:alert(1)"), "f-banner.0.href-error", "That link is not taken."],
        [banner("Elsewhere", "http://example.com/x"), "f-banner.0.href-error", "That link is not taken."],
        [banner("Far", "//evil.example/x"), "f-banner.0.href-error", "That leads to another site."],
        [banner("", "/sale"), "f-banner.0.title-error", "Enter the banner&#x27;s title."],
        [
          { intent: "product", "product.count": "1", "product.0.sku": `no-such-${tag}` },
          "f-product.0.sku-error",
          `No product the shop sells has the SKU no-such-${tag}`,
        ],
        [{ intent: "h1", text: "  " }, "f-text-error", "Enter the heading."],
        [
          { intent: "social", "social.count": "1", "social.0.network": "Instagram", "social.0.url": "javascript:alert(1)" },
          "f-social.0.url-error",
          "beginning with https://",
        ],
        [{ intent: "main", "main.count": "1", "main.0.icon": "skull", "main.0.title": "X" }, "f-main.0.icon-error", "Choose one of the icons"],
      ];
      for (const [fields, errorId, message] of cases) {
        const res = await upload(fields);
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(res.body).toContain(`id="${errorId}"`);
        expect(res.body).toContain(message);
      }
      const notPicture = await upload(banner("With a picture", "/sale"), [
        { field: "banner.0.picture", name: "photo.jpg", type: "image/jpeg", content: Buffer.from("<?php echo 'not a picture'; ?>") },
      ]);
      expect(notPicture.status).toBe(400);
      expect(notPicture.body).toContain('id="f-banner.0.picture-error"');
      expect(notPicture.body).toContain("That file is not a picture");
      seen.push({ label: "refused", html: notPicture.body });
      expect(await drafts()).toEqual([]);
      expect(await live("index_banner")).toEqual(liveBanner);
    });

    it("a banner's picture is stored and named; rows are moved and removed by their buttons; a draft is discarded", async () => {
      const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#c84" } })
        .png()
        .toBuffer();
      const res = await upload(banner(`Picture ${tag}`, "https://www.example.com/spring"), [
        { field: "banner.0.picture", name: "spring.png", type: "image/png", content: png },
      ]);
      expect(res.status).toBe(302);
      const [draft] = await drafts();
      const item = JSON.parse(draft.content).items[0];
      expect(item.href).toBe("https://www.example.com/spring");
      const image = await db.selectFrom("image").select(["width", "height"]).where("id", "=", item.imageId).executeTakeFirstOrThrow();
      expect(image).toEqual({ width: 64, height: 32 });

      const two = {
        intent: "banner",
        "banner.count": "3",
        "banner.0.title": "First",
        "banner.0.href": "/a",
        "banner.1.title": "Second",
        "banner.1.href": "/b",
        // the blank row the form always offers
        "banner.2.title": "",
        "banner.2.href": "",
      };
      expect((await upload({ ...two, move: "banner:1:up" })).status).toBe(302);
      const titles = async () => JSON.parse((await drafts()).find((d) => d.code === "index_banner")!.content).items.map((i: { title: string }) => i.title);
      expect(await titles()).toEqual(["Second", "First"]);
      expect((await upload({ ...two, move: "banner:0:remove" })).status).toBe(302);
      expect(await titles()).toEqual(["Second"]);

      expect((await upload({ intent: "discard" })).status).toBe(302);
      expect(await drafts()).toEqual([]);
      const audits = await db.selectFrom("audit_log").select("kind").where("kind", "=", "home.discard").where("subject", "=", "ccz").execute();
      expect(audits.length).toBeGreaterThan(0);
    });

    it("the footer's links and the shops are saved live, checked at their fields", async () => {
      const label = `Help ${tag}`;
      const columns = {
        intent: "columns",
        department: "ccz",
        "column.count": "2",
        "column.0.title": "Service",
        "column.0.link.count": "2",
        "column.0.link.0.label": label,
        "column.0.link.0.href": "/cms/kontakt",
        "column.0.link.1.label": "",
        "column.0.link.1.href": "",
        "column.1.title": "",
        "column.1.link.count": "0",
      };
      const refused = await post(base, "/admin/content/footer", { ...columns, "column.0.link.0.href": "javascript:alert(1)" }, manager);
      expect(refused.status).toBe(400);
      expect(refused.body).toContain('id="f-column.0.link.0.href-error"');
      const footerBefore = await live("CoreFooterFooter");
      expect(await live("CoreFooterFooter")).toEqual(footerBefore);

      expect((await post(base, "/admin/content/footer", columns, manager)).status).toBe(302);
      expect((await live("CoreFooterFooter")).columns).toEqual([{ title: "Service", links: [{ label, href: "/cms/kontakt" }] }]);
      await expect.poll(async () => (await shopper()).body.includes(label), { timeout: 10_000, interval: 500 }).toBe(true);

      const shop = {
        intent: "shops",
        department: "ccz",
        "shop.count": "1",
        "shop.0.name": `Lumera ${tag}`,
        "shop.0.street": "Vinohradská 54",
        "shop.0.postcode": "120 00",
        "shop.0.city": "Praha 2",
        "shop.0.phone": "+420 222 513 847",
        "shop.0.hours": "Po–Pá 10–19",
      };
      const noCity = await post(base, "/admin/content/footer", { ...shop, "shop.0.city": "" }, manager);
      expect(noCity.status).toBe(400);
      expect(noCity.body).toContain('id="f-shop.0.city-error"');
      const page = await get(base, "/admin/content/footer?store=ccz", manager);
      expect(page.status).toBe(200);
      seen.push({ label: "footer room", html: page.body });
      expect((await post(base, "/admin/content/footer", shop, manager)).status).toBe(302);
      expect((await live("StoreShops")).shops).toEqual([expect.objectContaining({ name: `Lumera ${tag}`, city: "Praha 2", position: 0 })]);
      expect((await live("footer_shops")).shops).toEqual([expect.objectContaining({ name: `Lumera ${tag}`, hours: "Po–Pá 10–19" })]);
      const kinds = await db
        .selectFrom("audit_log")
        .select("kind")
        .where("subject", "=", "ccz")
        .where("kind", "in", ["footer.update", "shops.update"])
        .execute();
      expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(["footer.update", "shops.update"]));
    });

    // the home room is a long page (every block's rows, the shop's categories in each chooser): the checker takes its time
    it("the rooms' pages are valid HTML", { timeout: 90_000 }, async () => {
      expect(seen.map((s) => s.label)).toEqual(["home room", "preview", "refused", "footer room"]);
      expect(await htmlErrors(seen)).toEqual([]);
    });
  });
}

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { altField } from "~/lib/product-pictures";
import { listAudit } from "~/services/audit-log.server";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import { request } from "../support/http";
import { makePicture, uploadFiles, uploadStreamed } from "../support/pictures";
import { createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// Pictures in the back office (README "Pictures") on the shop's real databases — SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL — through the real server: a product's pictures uploaded
// (real JPEG and PNG made by sharp here), served in every size, ordered, described per language
// and removed, the storefront following within seconds; a blog post's cover; a file that is not a
// picture refused at the field with nothing stored, one over 20 MB refused 413, support refused.

const SI = "si.lumera.localhost";
const CZ = "cz.lumera.localhost";

for (const server of inject("servers")) {
  describe(`pictures in the back office on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let manager: string;
    let support: string;
    let productId: number;
    let postId: number;
    const seen: { label: string; html: string }[] = [];
    const tag = `p${randomBytes(3).toString("hex")}`;
    const urlKey = `slika-${tag}`;
    const postSlug = `naslovnica-${tag}`;
    const picturesOf = async (id: number) =>
      (await db.selectFrom("product_image").select("image_id").where("product_id", "=", id).orderBy("position").execute()).map((r) => r.image_id);
    const maxImageId = async () =>
      Number(
        (
          await db
            .selectFrom("image")
            .select((eb) => eb.fn.max("id").as("max"))
            .executeTakeFirst()
        )?.max ?? 0,
      );
    const shopPage = (path: string, host = SI) => request(server.baseUrl, path, { host });
    const picturesPath = () => `/admin/pictures/products/${productId}`;
    const upload = (files: Parameters<typeof uploadFiles>[4], cookie = manager) => uploadFiles(server.baseUrl, picturesPath(), cookie, "pictures", files);
    const change = (fields: Record<string, string>, cookie = manager) => post(server.baseUrl, picturesPath(), fields, cookie);

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      const m = await createStaff(db, "manager", "pictures");
      manager = (await signIn(server.baseUrl, db, m.email)).cookie;
      support = (await signIn(server.baseUrl, db, (await createStaff(db, "support", "pictures")).email)).cookie;
      // a product of its own, made by the product form, sold on every storefront
      const category = await db
        .selectFrom("category as c")
        .innerJoin("category_i18n as i", (j) => j.onRef("i.category_id", "=", "c.id").on("i.lang", "=", "sl"))
        .select("i.url_key as key")
        .where((eb) => eb.not(eb.exists(eb.selectFrom("category as k").select("k.id").whereRef("k.parent_id", "=", "c.id"))))
        .orderBy("c.id")
        .executeTakeFirstOrThrow();
      const fields: Record<string, string> = { intent: "save", sku: tag.toUpperCase(), price: "18.00", main_category: category.key, stock_LJ: "3" };
      for (const { iso } of await db.selectFrom("storefront").select("iso").distinct().execute()) {
        fields[`name_${iso}`] = `Vaza ${tag} ${iso}`;
        fields[`url_key_${iso}`] = `${urlKey}-${iso}`;
      }
      fields.url_key_sl = urlKey;
      const made = await post(server.baseUrl, "/admin/products/new", fields, manager);
      expect(made.status, made.body.slice(0, 500)).toBe(302);
      productId = Number(/\/admin\/products\/(\d+)/.exec(made.headers.location!)![1]);
      // a Czech blog post of its own for the cover
      const blogCategory = await db.selectFrom("blog_category").select("id").orderBy("id").executeTakeFirstOrThrow();
      const written = await post(
        server.baseUrl,
        "/admin/blog/new?lang=cs",
        {
          intent: "save",
          title: `Naslovnica ${tag}`,
          urlKey: postSlug,
          excerpt: "Kratko.",
          markdown: "Besedilo.",
          status: "published",
          categoryId: String(blogCategory.id),
          publishedAt: "2026-11-01",
        },
        manager,
      );
      expect(written.status, written.body.slice(0, 500)).toBe(302);
      postId = Number(/\/admin\/blog\/(\d+)/.exec(written.headers.location!)![1]);
    });

    afterAll(async () => {
      // the post goes again, for the tests that count the demo's posts (the product stays: a product of its own, as products.test.ts leaves its)
      await db.deleteFrom("content_old_slug").where("url_key", "like", `%-${tag}%`).execute();
      await db.deleteFrom("blog_post_i18n").where("post_id", "=", postId).execute();
      await db.deleteFrom("blog_post").where("id", "=", postId).execute();
      await markCatalogueChanged(db);
      expect(await htmlErrors(seen)).toEqual([]);
      await close();
    });

    it("uploads a JPEG and a PNG at once: stored by the import's rules, served in every size, after the product's own, audited; the storefront shows them within 10 s", async () => {
      const page = await get(server.baseUrl, `/admin/products/${productId}`, manager);
      expect(page.status).toBe(200);
      expect(page.body).toContain('type="file"');
      expect(page.body).toMatch(/accept="image\/\*"[^>]*multiple|multiple[^>]*accept="image\/\*"/);
      seen.push({ label: "product page with the pictures form", html: page.body });

      const before = await maxImageId();
      const res = await upload([
        { name: "vaza.jpg", type: "image/jpeg", content: await makePicture("jpeg", { r: 200, g: 40, b: 40 }, 1800, 1200) },
        { name: "vaza.png", type: "image/png", content: await makePicture("png", { r: 40, g: 40, b: 200 }) },
      ]);
      expect(res.status, res.body.slice(0, 500)).toBe(302);
      expect(res.headers.location).toMatch(new RegExp(`^/admin/products/${productId}\\?done=`));
      const ids = await picturesOf(productId);
      expect(ids).toHaveLength(2);
      expect(Math.min(...ids)).toBeGreaterThan(before);
      const rows = await db.selectFrom("image").select(["id", "file", "width", "height"]).where("id", "in", ids).orderBy("id").execute();
      // at most 1400 px on a side, JPEG unless it has transparency
      expect(rows[0]).toMatchObject({ width: 1400, height: 933 });
      expect(rows[0].file).toMatch(/^uploads\/\d{4}-\d{2}\/[\w-]+\.jpg$/);
      expect(rows[1].file).toMatch(/\.png$/);
      for (const id of ids) {
        const served = await shopPage(`/images/${id}/175.webp`);
        expect(served.status).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
      }
      const audit = await listAudit(db, { subject: `product:${productId}`, kind: "product.pictures" });
      expect(audit[0]).toMatchObject({ before: { pictures: [] }, after: { pictures: ids } });
      await expect.poll(async () => (await shopPage(`/${urlKey}`)).body, { timeout: 10_000, interval: 250 }).toContain(`/images/${ids[1]}/`);
      const admin = await get(server.baseUrl, `/admin/products/${productId}`, manager);
      expect(admin.body).toContain("Main picture");
      seen.push({ label: "product page with two pictures", html: admin.body });
    });

    it("orders the pictures: the second becomes the main picture (the storefront's card and page follow), moves down and up", async () => {
      const [first, second] = await picturesOf(productId);
      expect((await change({ intent: "first", image: String(second) })).status).toBe(302);
      expect(await picturesOf(productId)).toEqual([second, first]);
      await expect
        .poll(
          async () => {
            const body = (await shopPage(`/${urlKey}`)).body;
            return body.indexOf(`/images/${second}/`) < body.indexOf(`/images/${first}/`);
          },
          { timeout: 10_000, interval: 250 },
        )
        .toBe(true);
      expect((await change({ intent: "down", image: String(second) })).status).toBe(302);
      expect(await picturesOf(productId)).toEqual([first, second]);
      expect((await change({ intent: "up", image: String(second) })).status).toBe(302);
      expect(await picturesOf(productId)).toEqual([second, first]);
      // at its end a move changes nothing (and says so)
      const still = await change({ intent: "up", image: String(second) });
      expect(decodeURIComponent(still.headers.location ?? "")).toContain("Nothing changed.");
      expect((await listAudit(db, { subject: `product:${productId}`, kind: "product.pictures" })).length).toBe(4);
    });

    it("saves an alt text per language: the storefront page and its card use it; one too long is refused at its field, nothing changed", async () => {
      const [main] = await picturesOf(productId);
      const alt = `Modra vaza ${tag} na belem ozadju`;
      const saved = await change({ intent: "alt", image: String(main), [altField(main, "sl")]: `  ${alt} `, [altField(main, "hu")]: "Kék váza" });
      expect(saved.status).toBe(302);
      const rows = await db.selectFrom("product_image_alt").select(["lang", "alt"]).where("product_id", "=", productId).orderBy("lang").execute();
      expect(rows).toEqual([
        { lang: "hu", alt: "Kék váza" },
        { lang: "sl", alt },
      ]);
      await expect.poll(async () => (await shopPage(`/${urlKey}`)).body, { timeout: 10_000, interval: 250 }).toContain(`alt="${alt}"`);
      // the card (a search for its name: a search for the SKU leads to the product page itself)
      const search = await shopPage(`/search/${encodeURIComponent(`Vaza ${tag}`)}`);
      expect(search.status, search.headers.location).toBe(200);
      expect(search.body).toContain(`alt="${alt}"`);

      const long = await change({ intent: "alt", image: String(main), [altField(main, "sl")]: "x".repeat(251) });
      expect(long.status).toBe(400);
      expect(long.body).toMatch(new RegExp(`id="f-${altField(main, "sl")}"[^>]*aria-invalid="true"`));
      expect(long.body).toContain("longer than 250 characters");
      seen.push({ label: "alt text refused", html: long.body });
      // a NUL (which PostgreSQL cannot store) is a message at the field too, never a 500
      const nul = await change({ intent: "alt", image: String(main), [altField(main, "hu")]: "Kék\u0000váza" });
      expect(nul.status).toBe(400);
      expect(nul.body).toContain("holds a control character");
      expect(await db.selectFrom("product_image_alt").select(["lang", "alt"]).where("product_id", "=", productId).orderBy("lang").execute()).toEqual(rows);
      expect((await listAudit(db, { subject: `product:${productId}`, kind: "product.picture_alt" })).length).toBe(1);
    });

    it("refuses a text file named .jpg with 400 at the field, and stores none of an upload holding one", async () => {
      const images = await maxImageId();
      const linked = await picturesOf(productId);
      const audits = (await listAudit(db, { subject: `product:${productId}` })).length;
      const fake = await upload([{ name: "vaza.jpg", type: "image/jpeg", content: "Not a picture at all, only words.\n" }]);
      expect(fake.status).toBe(400);
      expect(fake.body).toContain("That file is not a picture");
      expect(fake.body).toMatch(/id="f-pictures"[^>]*aria-invalid="true"/);
      seen.push({ label: "a text file refused as a picture", html: fake.body });
      const mixed = await upload([
        { name: "prava.jpg", type: "image/jpeg", content: await makePicture("jpeg", { r: 10, g: 120, b: 10 }) },
        { name: "besedilo.jpg", type: "image/jpeg", content: "words" },
      ]);
      expect(mixed.status).toBe(400);
      expect(mixed.body).toContain("besedilo.jpg: That file is not a picture");
      const empty = await uploadFiles(server.baseUrl, picturesPath(), manager, "pictures", []);
      expect(empty.status).toBe(400);
      expect(empty.body).toContain("Choose a picture to upload.");
      expect(await maxImageId()).toBe(images);
      expect(await picturesOf(productId)).toEqual(linked);
      expect((await listAudit(db, { subject: `product:${productId}` })).length).toBe(audits);
    });

    it("refuses a picture over 20 MB with 413 before it is read, nothing stored", async () => {
      const images = await maxImageId();
      const huge = await uploadStreamed(server.baseUrl, picturesPath(), manager, "pictures", [
        { name: "huge.jpg", type: "image/jpeg", content: randomBytes(22 * 1024 * 1024) },
      ]);
      expect(huge.status).toBe(413);
      expect(await maxImageId()).toBe(images);
      // the product page's own form keeps the shop's 1 MB
      const big = await uploadStreamed(server.baseUrl, `/admin/products/${productId}`, manager, "pictures", [
        { name: "vaza.jpg", type: "image/jpeg", content: randomBytes(2 * 1024 * 1024) },
      ]);
      expect(big.status).toBe(413);
    });

    it("removes a picture from the product: unlinked with its alt texts, the storefront follows; the image itself stays", async () => {
      const [main, other] = await picturesOf(productId);
      expect((await change({ intent: "remove", image: String(main) })).status).toBe(302);
      expect(await picturesOf(productId)).toEqual([other]);
      expect(await db.selectFrom("product_image_alt").select("lang").where("product_id", "=", productId).execute()).toEqual([]);
      expect(await db.selectFrom("image").select("id").where("id", "=", main).executeTakeFirst()).toBeTruthy();
      await expect.poll(async () => (await shopPage(`/${urlKey}`)).body.includes(`/images/${main}/`), { timeout: 10_000, interval: 250 }).toBe(false);
      const audit = await listAudit(db, { subject: `product:${productId}`, kind: "product.pictures" });
      expect(audit[0]).toMatchObject({ before: { pictures: [main, other] }, after: { pictures: [other] } });
    });

    it("a blog post's cover: uploaded (the storefront post shows it), a text file refused at the field, removed", async () => {
      const editor = await get(server.baseUrl, `/admin/blog/${postId}?lang=cs`, manager);
      expect(editor.status).toBe(200);
      expect(editor.body).toContain("Cover picture");
      seen.push({ label: "blog post editor with its cover form", html: editor.body });
      const coverPath = `/admin/pictures/blog/${postId}?lang=cs`;
      const before = await maxImageId();
      const fake = await uploadFiles(server.baseUrl, coverPath, manager, "cover", [{ name: "cover.jpg", type: "image/jpeg", content: "words" }]);
      expect(fake.status).toBe(400);
      expect(fake.body).toMatch(/id="f-cover"[^>]*aria-invalid="true"/);
      seen.push({ label: "a text file refused as a cover", html: fake.body });
      expect(await maxImageId()).toBe(before);

      const res = await uploadFiles(server.baseUrl, coverPath, manager, "cover", [
        { name: "cover.jpg", type: "image/jpeg", content: await makePicture("jpeg", { r: 240, g: 200, b: 20 }) },
      ]);
      expect(res.status, res.body.slice(0, 300)).toBe(302);
      expect(res.headers.location).toMatch(new RegExp(`^/admin/blog/${postId}\\?lang=cs&done=`));
      const cover = (await db.selectFrom("blog_post").select("image_id").where("id", "=", postId).executeTakeFirstOrThrow()).image_id!;
      expect(cover).toBeGreaterThan(before);
      await expect.poll(async () => (await shopPage(`/blog/${postSlug}`, CZ)).body, { timeout: 10_000, interval: 250 }).toContain(`/images/${cover}/`);
      expect((await listAudit(db, { subject: `blog:${postId}`, kind: "blog.cover" }))[0]).toMatchObject({
        before: { image_id: null },
        after: { image_id: cover },
      });

      expect((await post(server.baseUrl, coverPath, { intent: "remove" }, manager)).status).toBe(302);
      expect((await db.selectFrom("blog_post").select("image_id").where("id", "=", postId).executeTakeFirstOrThrow()).image_id).toBeNull();
      await expect
        .poll(async () => (await shopPage(`/blog/${postSlug}`, CZ)).body.includes(`/images/${cover}/`), { timeout: 10_000, interval: 250 })
        .toBe(false);
    });

    it("refuses support every page and change (403), nothing changed", async () => {
      const linked = await picturesOf(productId);
      const images = await maxImageId();
      const audits = (await listAudit(db, { subject: `product:${productId}` })).length;
      expect((await get(server.baseUrl, picturesPath(), support)).status).toBe(403);
      expect((await get(server.baseUrl, `/admin/pictures/blog/${postId}`, support)).status).toBe(403);
      const png = await makePicture("png", { r: 1, g: 2, b: 3 });
      expect((await upload([{ name: "a.png", type: "image/png", content: png }], support)).status).toBe(403);
      for (const intent of ["first", "up", "down", "remove"]) expect((await change({ intent, image: String(linked[0]) }, support)).status).toBe(403);
      expect((await change({ intent: "alt", image: String(linked[0]), [altField(linked[0], "sl")]: "x" }, support)).status).toBe(403);
      expect(
        (await uploadFiles(server.baseUrl, `/admin/pictures/blog/${postId}`, support, "cover", [{ name: "a.png", type: "image/png", content: png }])).status,
      ).toBe(403);
      expect((await post(server.baseUrl, `/admin/pictures/blog/${postId}`, { intent: "remove" }, support)).status).toBe(403);
      expect(await picturesOf(productId)).toEqual(linked);
      expect(await maxImageId()).toBe(images);
      expect((await listAudit(db, { subject: `product:${productId}` })).length).toBe(audits);
    });

    it("a product or post that is not there is a 404; a change it does not understand a 400", async () => {
      expect((await get(server.baseUrl, "/admin/pictures/products/999999999", manager)).status).toBe(404);
      expect((await get(server.baseUrl, "/admin/pictures/blog/999999999", manager)).status).toBe(404);
      expect((await change({ intent: "first", image: "x" })).status).toBe(400);
      expect((await change({ intent: "shuffle", image: "1" })).status).toBe(400);
    });
  });
}

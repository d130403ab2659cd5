import type { DB } from "~/db/db.server";
import { insertMany } from "~/db/seed/bulk.server";
import { rebuildSearchIndex } from "~/db/search-index";
import { isUrlKey } from "~/lib/catalogue-file";
import { isPageAllowed } from "~/lib/page-kind";
import { slugify } from "~/lib/text";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { moveRenamedUrls } from "./catalogue-write.server";

// The back office's brands (README "Categories and brands"): name, URL key, country and a short
// description per language. A brand's page is /{the storefront's word for brands}/{url key}: a new
// url key leaves a 301 from the old page in every storefront that has brand pages
// (moveRenamedUrls). A brand is deleted only when no product and no one-brand storefront has it.
// Pictures of brands are not changed here.

export interface AdminBrand {
  id: number;
  name: string;
  urlKey: string;
  country: string;
  products: number;
}

export async function listBrands(db: DB): Promise<AdminBrand[]> {
  const [brands, counts] = await Promise.all([
    db.selectFrom("brand").select(["id", "name", "url_key", "country"]).execute(),
    db
      .selectFrom("product")
      .select(["brand_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("brand_id", "is not", null)
      .groupBy("brand_id")
      .execute(),
  ]);
  const count = new Map(counts.map((c) => [c.brand_id, Number(c.n)]));
  return brands
    .map((b) => ({ id: b.id, name: b.name, urlKey: b.url_key, country: b.country, products: count.get(b.id) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export interface BrandForm {
  name: string;
  urlKey: string;
  country: string;
  descriptions: Record<string, string>;
}

/** A brand as its form shows it, with the storefront languages; null when there is none. */
export async function getBrand(db: DB, id: number) {
  const [brand, texts, languages, products] = await Promise.all([
    db.selectFrom("brand").select(["id", "name", "url_key", "country"]).where("id", "=", id).executeTakeFirst(),
    db.selectFrom("brand_i18n").select(["lang", "description"]).where("brand_id", "=", id).execute(),
    brandLanguages(db),
    db
      .selectFrom("product")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("brand_id", "=", id)
      .executeTakeFirst(),
  ]);
  if (!brand) return null;
  const form: BrandForm = {
    name: brand.name,
    urlKey: brand.url_key,
    country: brand.country,
    descriptions: Object.fromEntries(languages.map((l) => [l, texts.find((t) => t.lang === l)?.description ?? ""])),
  };
  return { id: brand.id, form, languages, products: Number(products?.n ?? 0) };
}

export async function brandLanguages(db: DB) {
  const rows = await db.selectFrom("storefront").select(["iso", "is_default"]).orderBy("is_default", "desc").orderBy("position").execute();
  return [...new Set(rows.map((r) => r.iso))];
}

export type BrandAnswer = { ok: true; id: number; changed: boolean } | { ok: false; errors: Record<string, string> };

/** Creates (id null) or changes a brand; errors by field and nothing written when the form is wrong. */
export async function saveBrand(db: DB, id: number | null, input: BrandForm, actor: string): Promise<BrandAnswer> {
  return db.transaction().execute(async (trx) => {
    const languages = await brandLanguages(trx);
    const current = id === null ? null : await trx.selectFrom("brand").select(["id", "name", "url_key", "country"]).where("id", "=", id).executeTakeFirst();
    if (id !== null && !current) return { ok: false, errors: { name: "There is no such brand." } };
    const name = input.name.trim();
    const typed = input.urlKey.trim();
    const urlKey = typed || slugify(name);
    const country = input.country.trim();
    const errors: Record<string, string> = {};
    if (!name) errors.name = "A name is required.";
    else if (name.length > 200) errors.name = "A name is at most 200 characters.";
    if (!isUrlKey(urlKey)) {
      if (typed || name) errors.url_key = `"${urlKey}" is not a URL key: small letters a–z, digits and single dashes.`;
    } else if (urlKey.length > 200) errors.url_key = "A URL key is at most 200 characters.";
    else {
      const owner = await trx.selectFrom("brand").select("id").where("url_key", "=", urlKey).executeTakeFirst();
      if (owner && owner.id !== id) errors.url_key = `URL key "${urlKey}" is used by another brand.`;
    }
    if (country.length > 100) errors.country = "A country is at most 100 characters.";
    const descriptions = Object.fromEntries(languages.map((l) => [l, (input.descriptions[l] ?? "").trim()]));
    for (const l of languages) if (descriptions[l].length > 5000) errors[`description_${l}`] = "A description is at most 5,000 characters.";
    if (Object.keys(errors).length) return { ok: false, errors };

    const texts = await (id === null ? Promise.resolve([]) : trx.selectFrom("brand_i18n").select(["lang", "description"]).where("brand_id", "=", id).execute());
    const before = current
      ? { name: current.name, urlKey: current.url_key, country: current.country, descriptions: Object.fromEntries(texts.map((t) => [t.lang, t.description])) }
      : null;
    const after = { name, urlKey, country, descriptions };
    const same =
      before &&
      before.name === name &&
      before.urlKey === urlKey &&
      before.country === country &&
      languages.every((l) => (before.descriptions[l] ?? "") === descriptions[l]);
    if (same) return { ok: true, id: id!, changed: false };

    const brandId =
      id ??
      Number(
        (
          await trx
            .selectFrom("brand")
            .select((eb) => eb.fn.max("id").as("max"))
            .executeTakeFirst()
        )?.max ?? 0,
      ) + 1;
    if (current) await trx.updateTable("brand").set({ name, url_key: urlKey, country }).where("id", "=", brandId).execute();
    else await trx.insertInto("brand").values({ id: brandId, name, url_key: urlKey, country }).execute();
    await trx.deleteFrom("brand_i18n").where("brand_id", "=", brandId).execute();
    await insertMany(
      trx,
      "brand_i18n",
      languages.map((lang) => ({ brand_id: brandId, lang, description: descriptions[lang] })),
    );
    await leaveBrandRedirects(trx, current?.url_key ?? null, urlKey);
    // search rows hold the brand's name
    if (current && current.name !== name) {
      const products = (await trx.selectFrom("product").select("id").where("brand_id", "=", brandId).execute()).map((r) => r.id);
      if (products.length) await rebuildSearchIndex(trx, products.length > 5_000 ? undefined : products);
    }
    await recordAudit(trx, { actor, kind: current ? "brand.update" : "brand.create", subject: `brand:${brandId}`, before, after });
    await markCatalogueChanged(trx);
    return { ok: true, id: brandId, changed: true };
  });
}

/** The brand's page in every storefront that has brand pages: a 301 from the old url key, none in front of the new one. */
async function leaveBrandRedirects(trx: DB, from: string | null, to: string) {
  if (from === to) return;
  const storefronts = await trx.selectFrom("storefront").select(["department", "shop_type", "localized_routes"]).execute();
  await moveRenamedUrls(
    trx,
    storefronts
      .filter((s) => isPageAllowed(s.shop_type, "brand"))
      .map((s) => {
        const word = (JSON.parse(s.localized_routes) as { brands: string }).brands;
        return { departments: [s.department], inUse: [`/${word}/${to}`], moves: from === null ? [] : [{ from: `/${word}/${from}`, to: `/${word}/${to}` }] };
      }),
  );
}

export type DeleteAnswer = { ok: true } | { ok: false; message: string };

/** Deletes a brand no product and no one-brand storefront has; otherwise says why not. */
export async function deleteBrand(db: DB, id: number, actor: string): Promise<DeleteAnswer> {
  return db.transaction().execute(async (trx) => {
    const brand = await trx.selectFrom("brand").select(["id", "name", "url_key", "country"]).where("id", "=", id).executeTakeFirst();
    if (!brand) return { ok: false, message: "There is no such brand." };
    const used = await trx
      .selectFrom("product")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("brand_id", "=", id)
      .executeTakeFirst();
    const n = Number(used?.n ?? 0);
    if (n > 0) return { ok: false, message: `${n === 1 ? "A product is" : `${n} products are`} of this brand: give them another brand first.` };
    const shop = await trx.selectFrom("storefront").select("name").where("brand_id", "=", id).executeTakeFirst();
    if (shop) return { ok: false, message: `The storefront ${shop.name} sells only this brand.` };
    await trx.deleteFrom("brand_i18n").where("brand_id", "=", id).execute();
    await trx.deleteFrom("brand").where("id", "=", id).execute();
    await recordAudit(trx, {
      actor,
      kind: "brand.delete",
      subject: `brand:${id}`,
      before: { name: brand.name, urlKey: brand.url_key, country: brand.country },
      after: null,
    });
    await markCatalogueChanged(trx);
    return { ok: true };
  });
}

import { type Kysely, sql } from "kysely";
import { idColumn, isPostgres } from "../dialect";

// The storefronts, the catalogue, content and redirects.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const real = pg ? "double precision" : "real";

  await db.schema
    .createTable("storefront")
    .addColumn("department", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("iso", "text", (c) => c.notNull())
    .addColumn("language_name", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("store_front", "text", (c) => c.notNull())
    .addColumn("domain", "text", (c) => c.notNull())
    .addColumn("prefix", "text")
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("currency_rate", real, (c) => c.notNull())
    .addColumn("shop_type", "text", (c) => c.notNull())
    .addColumn("brand_id", "integer")
    .addColumn("cheapest_shipping_price", "integer", (c) => c.notNull())
    .addColumn("free_shipping_threshold", "integer", (c) => c.notNull().defaultTo(6000))
    .addColumn("reward_point_conversion", real, (c) => c.notNull().defaultTo(1))
    .addColumn("point_value", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("public_keys", "text", (c) => c.notNull())
    .addColumn("localized_routes", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("storefront_domain").on("storefront").columns(["domain", "prefix"]).unique().execute();

  await db.schema
    .createTable("category")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("parent_id", "integer", (c) => c.references("category.id"))
    .addColumn("level", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("category_parent").on("category").column("parent_id").execute();

  await db.schema
    .createTable("category_i18n")
    .addColumn("category_id", "integer", (c) => c.notNull().references("category.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url_key", "text", (c) => c.notNull())
    .addColumn("store_url", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("category_i18n_pk", ["category_id", "lang"])
    .execute();
  await db.schema.createIndex("category_i18n_url_key").on("category_i18n").columns(["lang", "url_key"]).unique().execute();
  await db.schema.createIndex("category_i18n_store_url").on("category_i18n").columns(["lang", "store_url"]).unique().execute();

  await db.schema
    .createTable("brand")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("url_key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("brand_i18n")
    .addColumn("brand_id", "integer", (c) => c.notNull().references("brand.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("brand_i18n_pk", ["brand_id", "lang"])
    .execute();

  await db.schema
    .createTable("attribute")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("attribute_i18n")
    .addColumn("attribute_id", "integer", (c) => c.notNull().references("attribute.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("attribute_i18n_pk", ["attribute_id", "lang"])
    .execute();
  await db.schema
    .createTable("attribute_value")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("attribute_id", "integer", (c) => c.notNull().references("attribute.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("attribute_value_attribute").on("attribute_value").column("attribute_id").execute();
  await db.schema
    .createTable("attribute_value_i18n")
    .addColumn("value_id", "integer", (c) => c.notNull().references("attribute_value.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("attribute_value_i18n_pk", ["value_id", "lang"])
    .execute();

  await db.schema
    .createTable("product")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("sku", "text", (c) => c.notNull().unique())
    .addColumn("ean", "text")
    .addColumn("type", "text", (c) => c.notNull().defaultTo("simple"))
    .addColumn("brand_id", "integer", (c) => c.references("brand.id"))
    .addColumn("main_category_id", "integer", (c) => c.references("category.id"))
    .addColumn("regular_price", "integer", (c) => c.notNull())
    .addColumn("discount_price", "integer")
    .addColumn("lowest_price_30d", "integer", (c) => c.notNull())
    .addColumn("rating", real, (c) => c.notNull().defaultTo(0))
    .addColumn("rating_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("salable", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("product_ean").on("product").column("ean").execute();
  await db.schema.createIndex("product_brand").on("product").columns(["brand_id", "position"]).execute();

  await db.schema
    .createTable("product_i18n")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("url_key", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("search_name", "text", (c) => c.notNull())
    .addColumn("search_text", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_i18n_pk", ["product_id", "lang"])
    .execute();
  await db.schema.createIndex("product_i18n_url_key").on("product_i18n").columns(["lang", "url_key"]).unique().execute();

  await db.schema
    .createTable("product_category")
    .addColumn("category_id", "integer", (c) => c.notNull().references("category.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_category_pk", ["category_id", "product_id"])
    .execute();
  await db.schema.createIndex("product_category_product").on("product_category").column("product_id").execute();

  await db.schema
    .createTable("product_attribute_value")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("value_id", "integer", (c) => c.notNull().references("attribute_value.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("product_attribute_value_pk", ["product_id", "value_id"])
    .execute();
  await db.schema.createIndex("product_attribute_value_value").on("product_attribute_value").columns(["value_id", "product_id"]).execute();

  await db.schema
    .createTable("warehouse")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("days", "integer", (c) => c.notNull())
    .addColumn("names", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("product_stock")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("warehouse_code", "text", (c) => c.notNull().references("warehouse.code"))
    .addColumn("qty", "integer", (c) => c.notNull().check(sql`qty >= 0`))
    .addPrimaryKeyConstraint("product_stock_pk", ["product_id", "warehouse_code"])
    .execute();

  await db.schema
    .createTable("image")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("file", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("product_image")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("image_id", "integer", (c) => c.notNull().references("image.id"))
    .addPrimaryKeyConstraint("product_image_pk", ["product_id", "position"])
    .execute();

  await db.schema
    .createTable("service_item")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("department", "text", (c) => c.notNull().references("storefront.department"))
    .addPrimaryKeyConstraint("service_item_pk", ["department", "product_id"])
    .execute();

  await db.schema
    .createTable("content_block")
    .addColumn("department", "text", (c) => c.notNull().references("storefront.department"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("block_id", "integer")
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("content", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_block_pk", ["department", "code"])
    .execute();

  await db.schema
    .createTable("blog_category")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("blog_category_i18n")
    .addColumn("category_id", "integer", (c) => c.notNull().references("blog_category.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url_key", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("blog_category_i18n_pk", ["category_id", "lang"])
    .execute();
  await db.schema.createIndex("blog_category_i18n_url_key").on("blog_category_i18n").columns(["lang", "url_key"]).unique().execute();
  await db.schema
    .createTable("blog_post")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("category_id", "integer", (c) => c.notNull().references("blog_category.id"))
    .addColumn("image_id", "integer", (c) => c.references("image.id"))
    .addColumn("published_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("blog_post_i18n")
    .addColumn("post_id", "integer", (c) => c.notNull().references("blog_post.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("url_key", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("blog_post_i18n_pk", ["post_id", "lang"])
    .execute();
  await db.schema.createIndex("blog_post_i18n_url_key").on("blog_post_i18n").columns(["lang", "url_key"]).unique().execute();

  await db.schema
    .createTable("cms_page")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable("cms_page_i18n")
    .addColumn("page_id", "integer", (c) => c.notNull().references("cms_page.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("url_key", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("cms_page_i18n_pk", ["page_id", "lang"])
    .execute();
  await db.schema.createIndex("cms_page_i18n_url_key").on("cms_page_i18n").columns(["lang", "url_key"]).unique().execute();

  await idColumn(db, db.schema.createTable("redirect"))
    .addColumn("department", "text", (c) => c.notNull().references("storefront.department"))
    .addColumn("from_path", "text", (c) => c.notNull())
    .addColumn("to_url", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(301))
    .execute();
  await db.schema.createIndex("redirect_from").on("redirect").columns(["department", "from_path"]).unique().execute();
}

export async function down(db: Kysely<any>) {
  for (const table of [
    "redirect",
    "cms_page_i18n",
    "cms_page",
    "blog_post_i18n",
    "blog_post",
    "blog_category_i18n",
    "blog_category",
    "content_block",
    "service_item",
    "product_image",
    "image",
    "product_stock",
    "warehouse",
    "product_attribute_value",
    "product_category",
    "product_i18n",
    "product",
    "attribute_value_i18n",
    "attribute_value",
    "attribute_i18n",
    "attribute",
    "brand_i18n",
    "brand",
    "category_i18n",
    "category",
    "storefront",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

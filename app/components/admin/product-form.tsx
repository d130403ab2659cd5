import { Form } from "@remix-run/react";
import { AdminField, AdminSelect, FieldError } from "~/components/admin/admin-ui";
import { categoryField, valueField } from "~/lib/product-admin";
import { TAX_CLASS_CHOICES } from "~/lib/vat-admin";

// The product form of the back office (README "Products"), for a new product and an existing one:
// its fields are the catalogue file's columns, so the server checks them by the import's rules.

export interface ProductFormOptions {
  languages: readonly string[];
  warehouses: readonly string[];
  brands: readonly { key: string; name: string }[];
  categories: readonly { id: number; key: string; label: string }[];
  attributes: readonly { code: string; values: readonly { id: number; label: string }[] }[];
}

export function ProductForm({
  options,
  values,
  errors,
  submitLabel,
  withStock = false,
}: {
  options: ProductFormOptions;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  submitLabel: string;
  /** a new product's first figures; an existing one's change by a delivery or a count (product-stock.tsx) */
  withStock?: boolean;
}) {
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <AdminField name={name} label={label} defaultValue={values[name] ?? ""} error={errors[name]} {...extra} />
  );
  return (
    <Form method="post" className="admin-product-form" noValidate>
      <input type="hidden" name="intent" value="save" />
      <section className="admin-card" aria-labelledby="codes-title">
        <h2 id="codes-title">Codes and brand</h2>
        {field("sku", "SKU", { required: true, maxLength: 64, autoComplete: "off" })}
        {field("ean", "EAN", { hint: "8 to 14 digits, or empty", inputMode: "numeric", autoComplete: "off" })}
        <div className="admin-field">
          <label htmlFor="f-brand">Brand</label>
          <select id="f-brand" name="brand" defaultValue={values.brand ?? ""} aria-describedby={errors.brand ? "f-brand-error" : undefined}>
            <option value="">(none)</option>
            {options.brands.map((b) => (
              <option key={b.key} value={b.key}>
                {b.name}
              </option>
            ))}
          </select>
          <FieldError id="f-brand-error" error={errors.brand} />
        </div>
      </section>
      <section className="admin-card" aria-labelledby="price-title">
        <h2 id="price-title">Price</h2>
        {field("price", "Price (EUR)", { hint: "With a dot: 12.90", inputMode: "decimal", required: true })}
        {field("special_price", "Special price (EUR)", { hint: "Below the price, or empty", inputMode: "decimal" })}
        {field("special_from", "Special price from", { hint: "A day (2026-12-24) or an instant with its zone (2026-12-24T18:00:00+01:00); empty: now" })}
        {field("special_to", "Special price until", { hint: "The day is included; empty: open" })}
        <AdminSelect
          name="tax_class"
          label="Tax class"
          hint="The VAT rate the price holds: each country's rate of this class (Shop settings › VAT rates)."
          defaultValue={values.tax_class || "standard"}
          error={errors.tax_class}
          choices={TAX_CLASS_CHOICES}
        />
      </section>
      {withStock ? (
        <section className="admin-card" aria-labelledby="stock-title">
          <h2 id="stock-title">Stock</h2>
          <p className="admin-hint">The pieces on the shelf now. Later deliveries and counts are recorded on the product's page.</p>
          {options.warehouses.map((code) => field(`stock_${code}`, `In warehouse ${code}`, { inputMode: "numeric", key: code }))}
        </section>
      ) : null}
      <section className="admin-card" aria-labelledby="categories-title">
        <h2 id="categories-title">Categories</h2>
        <div className="admin-field">
          <label htmlFor="f-main_category">Main category</label>
          <select
            id="f-main_category"
            name="main_category"
            defaultValue={values.main_category ?? ""}
            aria-invalid={errors.main_category ? true : undefined}
            aria-describedby={errors.main_category ? "f-main_category-error" : undefined}
          >
            <option value="">(none)</option>
            {options.categories.map((c) => (
              <option key={c.id} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
          <FieldError id="f-main_category-error" error={errors.main_category} />
        </div>
        <fieldset>
          <legend>Also in</legend>
          {options.categories.map((c) => (
            <label key={c.id} className="admin-choice">
              <input type="checkbox" name={categoryField(c.id)} defaultChecked={!!values[categoryField(c.id)]} /> {c.label}
            </label>
          ))}
        </fieldset>
      </section>
      {options.attributes.length ? (
        <section className="admin-card" aria-labelledby="attributes-title">
          <h2 id="attributes-title">Filter attributes</h2>
          <FieldError id="f-attributes-error" error={errors.attributes} />
          {options.attributes.map((a) => (
            <fieldset key={a.code}>
              <legend>{a.code}</legend>
              {a.values.map((v) => (
                <label key={v.id} className="admin-choice">
                  <input type="checkbox" name={valueField(v.id)} defaultChecked={!!values[valueField(v.id)]} /> {v.label}
                </label>
              ))}
            </fieldset>
          ))}
        </section>
      ) : null}
      {options.languages.map((lang) => (
        <section key={lang} className="admin-card" aria-labelledby={`lang-${lang}-title`}>
          <h2 id={`lang-${lang}-title`}>Texts in {lang}</h2>
          {field(`name_${lang}`, `Name (${lang})`, { required: true })}
          {field(`url_key_${lang}`, `URL key (${lang})`, {
            hint: "Lower-case letters, digits and dashes; empty: made from the name. The old URL leads to the new one (301).",
            autoComplete: "off",
          })}
          <div className="admin-field">
            <label htmlFor={`f-description_${lang}`}>Description ({lang})</label>
            <textarea id={`f-description_${lang}`} name={`description_${lang}`} rows={4} defaultValue={values[`description_${lang}`] ?? ""} />
          </div>
        </section>
      ))}
      <p className="admin-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </p>
    </Form>
  );
}

import { Form } from "@remix-run/react";
import { AdminField } from "~/components/admin/admin-ui";

// A brand's form (README "Categories and brands"): name, URL key (made from the name when left
// empty), country and a short description per storefront language.

export function BrandFields({
  languages,
  values,
  errors,
  submit,
}: {
  languages: string[];
  values?: Record<string, string>;
  errors?: Record<string, string>;
  submit: string;
}) {
  return (
    <Form method="post">
      <AdminField name="name" label="Name" defaultValue={values?.name ?? ""} error={errors?.name} maxLength={200} required />
      <AdminField
        name="url_key"
        label="URL key"
        defaultValue={values?.url_key ?? ""}
        error={errors?.url_key}
        maxLength={200}
        hint="The brand's page is at /brands/this-key (in each storefront's words); a new key leaves a permanent redirect (301) from the old page. Left empty: made from the name."
      />
      <AdminField name="country" label="Country" defaultValue={values?.country ?? ""} error={errors?.country} maxLength={100} />
      {languages.map((lang) => (
        <div className="admin-field" key={lang}>
          <label htmlFor={`f-description_${lang}`}>Description ({lang})</label>
          <textarea
            id={`f-description_${lang}`}
            name={`description_${lang}`}
            defaultValue={values?.[`description_${lang}`] ?? ""}
            rows={2}
            maxLength={5000}
            aria-invalid={errors?.[`description_${lang}`] ? true : undefined}
          />
        </div>
      ))}
      <button type="submit" name="intent" value="save" className="button">
        {submit}
      </button>
    </Form>
  );
}

/** The posted brand form as the service takes it. */
export function brandFromFields(languages: string[], fields: Record<string, string>) {
  return {
    name: (fields.name ?? "").slice(0, 300),
    urlKey: (fields.url_key ?? "").slice(0, 300),
    country: (fields.country ?? "").slice(0, 200),
    descriptions: Object.fromEntries(languages.map((l) => [l, (fields[`description_${l}`] ?? "").slice(0, 6000)])),
  };
}

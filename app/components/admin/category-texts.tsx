import { AdminField } from "~/components/admin/admin-ui";

// A category's name and URL key in each storefront language, as the new-category form and a
// category's page ask for them (an empty URL key is made from the name).

export function CategoryTextFields({ languages, values, errors }: { languages: string[]; values?: Record<string, string>; errors?: Record<string, string> }) {
  return (
    <div className="admin-grid">
      {languages.map((lang) => (
        <div key={lang}>
          <AdminField
            name={`name_${lang}`}
            label={`Name (${lang})`}
            defaultValue={values?.[`name_${lang}`] ?? ""}
            error={errors?.[`name_${lang}`]}
            maxLength={200}
          />
          <AdminField
            name={`url_key_${lang}`}
            label={`URL key (${lang})`}
            defaultValue={values?.[`url_key_${lang}`] ?? ""}
            error={errors?.[`url_key_${lang}`]}
            maxLength={200}
            hint={values?.[`url_key_${lang}`] ? undefined : "Left empty: made from the name."}
          />
        </div>
      ))}
    </div>
  );
}

import { Form } from "@remix-run/react";
import { AdminField, Choice, FieldError } from "~/components/admin/admin-ui";

// The one form of a redirect (the list's "Add" and the edit page): storefront, old path, target
// and status, each with the server's message at it.

export interface RedirectFormValues {
  department: string;
  from: string;
  to: string;
  status: string;
}

export type RedirectFormErrors = Partial<Record<keyof RedirectFormValues, string>>;

export function RedirectForm({
  storefronts,
  values,
  errors = {},
  intent,
  submit,
}: {
  storefronts: { department: string; name: string }[];
  values: RedirectFormValues;
  errors?: RedirectFormErrors;
  intent: string;
  submit: string;
}) {
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <div className="admin-field">
        <label htmlFor="f-department">Storefront</label>
        <select
          id="f-department"
          name="department"
          defaultValue={values.department}
          aria-invalid={errors.department ? true : undefined}
          aria-describedby={errors.department ? "f-department-error" : undefined}
        >
          {storefronts.map((s) => (
            <option key={s.department} value={s.department}>
              {s.name} ({s.department})
            </option>
          ))}
        </select>
        <FieldError id="f-department-error" error={errors.department} />
      </div>
      <AdminField
        name="from"
        label="Old path"
        hint="The path on the storefront, without its language prefix, such as /old-page."
        defaultValue={values.from}
        error={errors.from}
        maxLength={2000}
        autoComplete="off"
        required
      />
      <AdminField
        name="to"
        label="Leads to"
        hint="A path of the same storefront (/new-page) or a whole address (https://example.com/page)."
        defaultValue={values.to}
        error={errors.to}
        maxLength={2000}
        autoComplete="off"
        required
      />
      <fieldset className="admin-field" aria-describedby={errors.status ? "f-status-error" : undefined}>
        <legend>Status</legend>
        <Choice name="status" value="301" checked={values.status !== "302"}>
          301: moved for good
        </Choice>
        <Choice name="status" value="302" checked={values.status === "302"}>
          302: for a while
        </Choice>
        <FieldError id="f-status-error" error={errors.status} />
      </fieldset>
      <button type="submit" className="button">
        {submit}
      </button>
    </Form>
  );
}

import { Form } from "@remix-run/react";
import { FieldError, TableWrap } from "~/components/admin/admin-ui";
import { formatPrice } from "~/lib/catalogue-file";
import { BULK_ACTIONS, BULK_LABELS, type BulkFields } from "~/lib/product-bulk";
import type { BulkRow } from "~/services/product-bulk.server";

// The products list's bulk change (README "Bulk changes"): the action and its values under the
// list's tick boxes, and the preview of what it does with the Apply button that carries the same
// selection and values in hidden fields — plain forms, so it works with JavaScript off.

export interface BulkPreviewData {
  label: string;
  ids: number[];
  rows: BulkRow[];
}

export interface BulkRefusal {
  message?: string;
  errors?: Record<string, string>;
  fields?: BulkFields;
  preview?: BulkPreviewData;
}

const euros = (cents: number | null) => (cents === null ? "—" : `€${cents < 0 ? `-${formatPrice(-cents)}` : formatPrice(cents)}`);

export function BulkChange({
  categories,
  fields,
  errors,
}: {
  categories: { id: number; label: string }[];
  fields?: BulkFields;
  errors?: Record<string, string>;
}) {
  const described = (name: string) => (errors?.[name] ? `bulk-${name}-error` : undefined);
  return (
    <fieldset className="admin-card admin-bulk-change">
      <legend>Bulk change</legend>
      <label className="admin-choice">
        <input
          type="checkbox"
          name="all"
          value="1"
          onChange={(e) => {
            // with JavaScript the row boxes follow; without it the server reads the page's ids
            for (const box of e.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="id"]') ?? []) box.checked = e.currentTarget.checked;
          }}
        />{" "}
        Select all on this page
      </label>
      <div className="admin-filters">
        <label>
          With the selected products
          <select name="action" defaultValue={fields?.action ?? ""} aria-invalid={errors?.action ? true : undefined} aria-describedby={described("action")}>
            <option value="">Choose…</option>
            {BULK_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {BULK_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Percentage or amount (EUR)
          <input
            name="value"
            defaultValue={fields?.value ?? ""}
            inputMode="decimal"
            placeholder="10 or -2.50"
            size={10}
            aria-invalid={errors?.value ? true : undefined}
            aria-describedby={described("value")}
          />
        </label>
        <label>
          Special price from
          <input
            type="date"
            name="special_from"
            defaultValue={fields?.special_from ?? ""}
            aria-invalid={errors?.special_from ? true : undefined}
            aria-describedby={described("special_from")}
          />
        </label>
        <label>
          until
          <input
            type="date"
            name="special_to"
            defaultValue={fields?.special_to ?? ""}
            aria-invalid={errors?.special_to ? true : undefined}
            aria-describedby={described("special_to")}
          />
        </label>
        <label>
          Category
          <select
            name="category"
            defaultValue={fields?.category ?? ""}
            aria-invalid={errors?.category ? true : undefined}
            aria-describedby={described("category")}
          >
            <option value="">Choose…</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" name="intent" value="preview" className="button button-small">
          Preview
        </button>
      </div>
      {["action", "value", "special_from", "special_to", "category"].map((name) => (
        <FieldError key={name} id={`bulk-${name}-error`} error={errors?.[name]} />
      ))}
      <p className="admin-hint">
        A percentage such as 10 or -12.5, an amount such as 2.50 or -2.50; a special price is a percentage or an amount off the price. Nothing changes before
        you apply the preview.
      </p>
    </fieldset>
  );
}

export function BulkPreview({ preview, fields, ok }: { preview: BulkPreviewData; fields?: BulkFields; ok: boolean }) {
  const prices = preview.rows.some(
    (r) => r.before.price !== r.after.price || r.before.special !== r.after.special || r.before.from !== r.after.from || r.before.to !== r.after.to,
  );
  return (
    <section className="admin-card" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview: {preview.label}</h2>
      <p>{ok ? `Nothing is changed yet. ${preview.rows.length} product${preview.rows.length === 1 ? "" : "s"}:` : "This change cannot be made:"}</p>
      <TableWrap label="Preview of the bulk change">
        <table className="admin-table">
          <caption className="visually-hidden">What the change does to each selected product</caption>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Name</th>
              {prices ? (
                <>
                  <th scope="col" className="num">
                    Price
                  </th>
                  <th scope="col" className="num">
                    Special price
                  </th>
                </>
              ) : null}
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr key={r.id} data-bulk-row={r.id}>
                <td>{r.sku}</td>
                <td>{r.name}</td>
                {prices ? (
                  <>
                    <td className="num">{r.before.price === r.after.price ? euros(r.after.price) : `${euros(r.before.price)} → ${euros(r.after.price)}`}</td>
                    <td className="num">
                      {r.before.special === r.after.special ? euros(r.after.special) : `${euros(r.before.special)} → ${euros(r.after.special)}`}
                      {r.after.special !== null && (r.after.from || r.after.to) ? ` (${r.after.from ?? "…"} – ${r.after.to ?? "…"})` : ""}
                    </td>
                  </>
                ) : null}
                <td>{r.problem ? <strong>Refused: {r.problem}</strong> : r.note || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {ok ? (
        <Form method="post" className="admin-actions">
          <input type="hidden" name="ids" value={preview.ids.join(",")} />
          {(["action", "value", "special_from", "special_to", "category"] as const).map((name) => (
            <input key={name} type="hidden" name={name} value={fields?.[name] ?? ""} />
          ))}
          <button type="submit" name="intent" value="apply" className="button">
            Apply to {preview.rows.length} product{preview.rows.length === 1 ? "" : "s"}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

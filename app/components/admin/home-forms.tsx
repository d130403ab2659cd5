import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminField, ErrorSummary, FieldError } from "~/components/admin/admin-ui";
import type { FieldErrors, Row } from "~/lib/home-content";
import { imageUrl } from "~/lib/images";
import { rowName } from "~/lib/home-content";

// The parts of the home page, footer and shops forms (README "Home page, footer and shops"):
// a card per block, its rows as fieldsets with Up, Down and Remove buttons that post the form
// (so they work without JavaScript), and blank rows at the end to add to.

export interface Choice {
  value: string;
  label: string;
}

/** A card with one form (its anchor: #block-{id}); `intent` names the block it saves. Its key remounts it when the rows change, so the inputs show them. */
export function BlockForm({
  id,
  title,
  hint,
  intent,
  department,
  errors,
  save,
  multipart,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  intent: string;
  department: string;
  errors: FieldErrors;
  save: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="admin-card" id={`block-${id}`} aria-labelledby={`block-${id}-title`}>
      <h2 id={`block-${id}-title`}>{title}</h2>
      {hint ? <p className="admin-hint">{hint}</p> : null}
      <ErrorSummary id={`block-${id}-errors`} errors={errors} />
      <Form method="post" encType={multipart ? "multipart/form-data" : undefined} noValidate preventScrollReset>
        {/* first in the form: the button Enter presses in a text field (not the first row's Up) */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {save}
        </button>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="department" value={department} />
        {children}
        <button type="submit" className="button">
          {save}
        </button>
      </Form>
    </section>
  );
}

/** A group's rows and `blanks` empty ones to add to, with the count the server reads them by. */
export function Rows({
  group,
  rows,
  blanks,
  noun,
  children,
}: {
  group: string;
  rows: Row[];
  blanks: number;
  noun: string;
  children: (row: Row, name: (field: string) => string) => ReactNode;
}) {
  const all = [...rows, ...Array.from({ length: blanks }, () => ({}) as Row)];
  return (
    <>
      <input type="hidden" name={`${group}.count`} value={all.length} />
      {all.map((row, index) => {
        const label = index < rows.length ? `${noun} ${index + 1}` : `New ${noun.toLowerCase()}${blanks > 1 ? ` ${index - rows.length + 1}` : ""}`;
        return (
          <fieldset key={`${group}-${index}`} className="admin-row">
            <legend>{label}</legend>
            {children(row, (field) => rowName(group, index, field))}
            {index < rows.length ? <RowButtons group={group} index={index} count={rows.length} label={label} /> : null}
          </fieldset>
        );
      })}
    </>
  );
}

function RowButtons({ group, index, count, label }: { group: string; index: number; count: number; label: string }) {
  const button = (move: string, words: string, disabled = false) => (
    <button
      type="submit"
      name="move"
      value={`${group}:${index}:${move}`}
      className="button button-small button-secondary"
      disabled={disabled}
      aria-label={`${words}: ${label}`}
    >
      {words}
    </button>
  );
  return (
    <div className="admin-actions">
      {button("up", "Move up", index === 0)}
      {button("down", "Move down", index === count - 1)}
      {button("remove", "Remove")}
    </div>
  );
}

export function TextField({
  name,
  label,
  value,
  errors,
  max,
  hint,
}: {
  name: string;
  label: string;
  value: string | undefined;
  errors: FieldErrors;
  max: number;
  hint?: string;
}) {
  return <AdminField name={name} label={label} hint={hint} defaultValue={value ?? ""} error={errors[name]} maxLength={max} />;
}

export function SelectField({
  name,
  label,
  value,
  errors,
  choices,
  empty,
}: {
  name: string;
  label: string;
  value: string | undefined;
  errors: FieldErrors;
  choices: readonly Choice[];
  empty: string;
}) {
  const id = `f-${name}`;
  const error = errors[name];
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextArea({ name, label, value, errors, max }: { name: string; label: string; value: string | undefined; errors: FieldErrors; max: number }) {
  const id = `f-${name}`;
  const error = errors[name];
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={3}
        maxLength={max}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A picture's file input; its message at the field when the file is not a picture. */
export function PictureField({ name, label, current, errors }: { name: string; label: string; current: string | undefined; errors: FieldErrors }) {
  const id = `f-${name}`;
  const error = errors[name];
  const hint = current ? `Now picture no. ${current}; choose a file to replace it.` : "No picture yet: choose one (JPEG, PNG, WebP, at most 20 MB).";
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <p className="admin-hint" id={`${id}-hint`}>
        {hint}
      </p>
      {current ? <img src={imageUrl(Number(current), 175)} alt="" width={175} className="admin-home-picture" /> : null}
      <input
        type="file"
        id={id}
        name={name}
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

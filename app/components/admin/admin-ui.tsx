import { Form, Link, useSearchParams } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode } from "react";

// The back office's form parts (issue 26 §1): English, labels in plain words, the server's
// message at its field (aria-invalid, aria-describedby) and in a summary above the form, so a
// form works the same with JavaScript off and on.

export type AdminFieldErrors = Partial<Record<string, string>>;

export function ErrorSummary({ id = "form-errors", errors, message }: { id?: string; errors?: AdminFieldErrors; message?: string | null }) {
  const list = [...(message ? [message] : []), ...Object.values(errors ?? {}).filter((m): m is string => Boolean(m))];
  if (list.length === 0) return null;
  return (
    <div id={id} className="admin-alert admin-alert-error" role="alert" tabIndex={-1}>
      {list.length === 1 ? (
        <p>{list[0]}</p>
      ) : (
        <ul>
          {list.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Notice({ children, kind = "ok" }: { children: ReactNode; kind?: "ok" | "warn" }) {
  return (
    <div className={`admin-alert admin-alert-${kind}`} role="status">
      {children}
    </div>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & {
  name: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A field's label, hint and message around its control, tied together for screen readers. */
function FieldFrame({
  name,
  label,
  hint,
  error,
  control,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  control: (aria: ControlAria) => ReactNode;
}) {
  const id = `f-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {control({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": described })}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type ControlAria = { id: string; name: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

export function AdminField({ name, label, hint, error, ...input }: FieldProps) {
  return <FieldFrame name={name} label={label} hint={hint} error={error} control={(aria) => <input {...aria} {...input} />} />;
}

/** A select in the same frame as AdminField: its choices, the one given first chosen. */
export function AdminSelect({
  name,
  label,
  hint,
  error,
  defaultValue,
  choices,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue: string;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <FieldFrame
      name={name}
      label={label}
      hint={hint}
      error={error}
      control={(aria) => (
        <select {...aria} defaultValue={defaultValue}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A date and time as the back office shows them: in UTC, to the minute (the server's clock, the same for everyone). */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{at.slice(0, 16).replace("T", " ")} UTC</time>;
}

/** A table that may scroll sideways on a phone: a labelled region in the tab order, so the arrow keys scroll it (WCAG 2.1.1). */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A list's pages, newest first: links that keep the URL's filters and change only `param`. */
export function Pager({ page, pages, hasMore, param = "p" }: { page: number; pages?: number; hasMore?: boolean; param?: string }) {
  const [params] = useSearchParams();
  const more = hasMore ?? (pages !== undefined && page < pages);
  if (page <= 1 && !more) return null;
  const link = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete(param);
    else next.set(param, String(p));
    return `?${next}`;
  };
  return (
    <nav className="admin-actions admin-pages" aria-label="Pages">
      {page > 1 ? <Link to={link(page - 1)}>Newer</Link> : null}
      {pages !== undefined ? (
        <span>
          Page {page} of {pages.toLocaleString("en")}
        </span>
      ) : null}
      {more ? <Link to={link(page + 1)}>Older</Link> : null}
    </nav>
  );
}

/** One radio button of a choice, its words beside it. */
export function Choice({ name, value, checked, children }: { name: string; value: string; checked: boolean; children: ReactNode }) {
  return (
    <label className="admin-choice">
      <input type="radio" name={name} value={value} defaultChecked={checked} /> {children}
    </label>
  );
}

/** A field's message, for a control AdminField does not draw (a select, a group of choices). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="admin-field-error" id={id}>
      {error}
    </p>
  ) : null;
}

/** The storefront chooser of a per-storefront room (a GET form: it works without JavaScript). */
export function StorefrontChooser({
  storefronts,
  department,
  param,
}: {
  storefronts: { department: string; name: string }[];
  department: string;
  param: string;
}) {
  return (
    <Form method="get" className="admin-filters" aria-label="Choose the storefront">
      <label>
        Storefront
        <select name={param} defaultValue={department}>
          {storefronts.map((s) => (
            <option key={s.department} value={s.department}>
              {s.name} ({s.department})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button-small">
        Show
      </button>
    </Form>
  );
}

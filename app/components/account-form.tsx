import type { ReactNode } from "react";
import { useT } from "~/utils/use-t";
import type { MessageKey } from "~/lib/message-keys";
import { storeMeta } from "~/utils/page-meta";

// Pieces shared by the account pages (login, verification, password recovery, profile).

export interface AccountPageData {
  title: string;
  siteName: string;
}

/** Account pages: the storefront's metadata with the page's title, and no indexing (nothing on them is for a search engine). */
export const accountMeta = storeMeta;

/** Spec §5: the server's errors list, rendered in the form and announced to screen readers. */
export function FormErrors({ errors, id }: { errors: readonly string[] | undefined; id: string }) {
  const t = useT();
  if (!errors || errors.length === 0) return null;
  return (
    <div className="account-errors" role="alert" id={id} tabIndex={-1}>
      <p className="account-errors-title">{t("account.errors.title")}</p>
      <ul>
        {errors.map((key) => (
          <li key={key}>{t(`account.errors.${key}` as MessageKey)}</li>
        ))}
      </ul>
    </div>
  );
}

interface FieldProps {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  defaultValue?: string;
  hint?: string;
  invalid?: boolean;
  required?: boolean;
  id: string;
  /** defaults to 128 for passwords and 254 (an e-mail address) otherwise */
  maxLength?: number;
}

export function Field({ name, label, type = "text", autoComplete, defaultValue, hint, invalid, required = true, id, maxLength }: FieldProps) {
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength ?? (type === "password" ? 128 : 254)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <p className="account-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="account-notice" role="status">
      {children}
    </p>
  );
}

/** Whether an errors list names a field (for aria-invalid). */
export function hasError(errors: readonly string[] | undefined, ...keys: string[]) {
  return errors?.some((key) => keys.includes(key)) ?? false;
}

import { createContext, type ReactNode, type RefObject, useContext, useEffect, useRef } from "react";
import { useT } from "~/utils/use-t";
import type { MessageKey } from "~/lib/message-keys";
import { storeMeta } from "~/utils/page-meta";
import { useShop } from "~/utils/shop";
import { familyNameFirst } from "~/lib/person-name";

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

/** Which field a server error is about (the last part of its message key). */
const FIELD_OF_ERROR: Record<string, string> = {
  emailInvalid: "email",
  emailTaken: "email",
  passwordTooShort: "password",
  passwordTooLong: "password",
  passwordCommon: "password",
  passwordSameAsEmail: "password",
  passwordMismatch: "confirmPassword",
  firstNameRequired: "firstName",
  firstNameInvalid: "firstName",
  lastNameRequired: "lastName",
  lastNameInvalid: "lastName",
  streetRequired: "street",
  streetTooLong: "street",
  streetInvalid: "street",
  postcodeInvalid: "postcode",
  cityRequired: "city",
  cityTooLong: "city",
  cityInvalid: "city",
  countryInvalid: "country",
  phoneInvalid: "phone",
};

interface FieldErrorState {
  /** field name -> the message key of its first error */
  byField: Map<string, string>;
  /** the first field (in the errors' order) that is wrong: it takes the focus */
  first: string | null;
}

const FieldErrorContext = createContext<FieldErrorState | null>(null);

/**
 * A form's server errors at their fields (spec §5 errors list): every field an error names is
 * marked aria-invalid and shows the message beside it (aria-describedby), and the first one takes
 * the focus — with `autoFocus` on the page re-rendered without JavaScript, after the answer with
 * it (the errors summary, `summaryId`, when no field is named). At 390 px the summary sits far above
 * the button; the shopper lands on what to fix instead.
 */
export function FieldErrors({ errors, summaryId, children }: { errors: readonly string[] | undefined; summaryId: string; children: ReactNode }) {
  const scope = useRef<HTMLDivElement>(null);
  const byField = new Map<string, string>();
  for (const key of errors ?? []) {
    const field = FIELD_OF_ERROR[key.split(".").pop() ?? ""];
    if (field && !byField.has(field)) byField.set(field, key);
  }
  useFocusOnRefusal(scope, errors && errors.length > 0 ? errors : null, summaryId);
  return (
    <FieldErrorContext.Provider value={{ byField, first: byField.keys().next().value ?? null }}>
      <div ref={scope} className="field-errors-scope">
        {children}
      </div>
    </FieldErrorContext.Provider>
  );
}

/**
 * With JavaScript a refused form stays mounted, so `autoFocus` does not apply again: after each
 * refusal (a new `refusal` value) the first field marked aria-invalid inside `scope` takes the
 * focus, else the message `summaryId` — as the page re-rendered without JavaScript does.
 */
export function useFocusOnRefusal(scope: RefObject<HTMLElement | null>, refusal: unknown, summaryId: string) {
  useEffect(() => {
    if (!refusal) return;
    (scope.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.getElementById(summaryId))?.focus();
  }, [scope, refusal, summaryId]);
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
  const t = useT();
  const errors = useContext(FieldErrorContext);
  const error = errors?.byField.get(name);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
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
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={describedBy || undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on a form the server sent back with this field wrong
        autoFocus={errors?.first === name || undefined}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {t(error as MessageKey)}
        </p>
      ) : null}
      {hint ? (
        <p className="account-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A form's given-name and family-name fields in the order the storefront's language writes a
 * name: Hungarian puts the family name first ("Kovács Éva"), the others the given name.
 */
export function NameOrder({ given, family }: { given: ReactNode; family: ReactNode }) {
  const familyFirst = familyNameFirst(useShop()?.iso);
  return familyFirst ? (
    <>
      {family}
      {given}
    </>
  ) : (
    <>
      {given}
      {family}
    </>
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

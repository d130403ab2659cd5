import { createContext, type ReactNode, type RefObject, useContext, useEffect, useRef } from "react";
import { useT } from "~/utils/use-t";
import type { MessageKey } from "~/lib/message-keys";
import type { FieldErrors } from "~/lib/form";

// A refused form shown again (spec §5 errors list): the server's refusal (lib/form.ts) is given
// once to the form's FieldScope, and each field reads its own part of it — its value as typed,
// its message keys (aria-invalid), the message beside it (aria-describedby) and, for the first
// field to fix, the focus. Pages no longer echo values or match messages to fields themselves.

/** What FieldScope needs of a refusal: the keys at their fields and the text typed. */
export interface FieldRefusal {
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
}

interface Scope {
  refusal: FieldRefusal | undefined;
  /** the message file section the keys are in, e.g. "account.errors" */
  messages: string;
  /** messages beside their fields, the first field focused; otherwise only marked */
  atFields: boolean;
  /** the first field that is wrong (in the order of the errors list) */
  first: string | null;
  /** field -> the message shown beside it: a message said at one field is not repeated at the next */
  shown: Map<string, string>;
}

const ScopeContext = createContext<Scope | null>(null);

/**
 * The fields of one form and the server's refusal of it. `atFields` (the default) shows each
 * message again at its field and moves the focus to the first field to fix — with `autoFocus` on
 * the page re-rendered without JavaScript, after the answer with it (the summary `summaryId` when
 * no field is named): at 390 px the summary sits far above the button. The login forms keep their
 * one message in the summary (a wrong address and a wrong password answer alike), fields marked.
 */
export function FieldScope({
  refusal,
  summaryId,
  messages = "account.errors",
  atFields = true,
  children,
}: {
  refusal: FieldRefusal | undefined;
  summaryId: string;
  messages?: string;
  atFields?: boolean;
  children: ReactNode;
}) {
  const scope = useRef<HTMLDivElement>(null);
  useFocusOnRefusal(scope, atFields ? refusal : undefined, summaryId);
  const fields = Object.entries(refusal?.fieldErrors ?? {}).filter(([, keys]) => keys?.length);
  const shown = new Map<string, string>();
  for (const [field, keys] of fields) {
    const key = keys?.find((candidate) => ![...shown.values()].includes(candidate));
    if (key) shown.set(field, key);
  }
  const value = { refusal, messages, atFields, first: fields[0]?.[0] ?? null, shown };
  return (
    <ScopeContext.Provider value={value}>
      {atFields ? (
        <div ref={scope} className="field-errors-scope">
          {children}
        </div>
      ) : (
        children
      )}
    </ScopeContext.Provider>
  );
}

/** A field's part of a refusal: whether it is wrong, and the text typed when the refusal shows it again. */
export function refusedField(refusal: FieldRefusal | undefined, name: string) {
  return { invalid: (refusal?.fieldErrors?.[name]?.length ?? 0) > 0, value: refusal?.values?.[name] };
}

/** A field's part of its form's refusal (see FieldScope); nothing outside a refused form. */
export function useField(name: string) {
  const scope = useContext(ScopeContext);
  const shown = scope?.atFields ? scope.shown.get(name) : undefined;
  return {
    ...refusedField(scope?.refusal, name),
    /** the message to show beside the field */
    message: scope && shown ? (`${scope.messages}.${shown}` as MessageKey) : null,
    /** the field to fix first: it takes the focus */
    first: scope?.first === name,
    focus: Boolean(scope?.atFields) && scope?.first === name,
  };
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
  /** what the field shows when the form was not refused (a refusal shows what was typed) */
  defaultValue?: string;
  hint?: string;
  required?: boolean;
  id: string;
  /** defaults to 128 for passwords and 254 (an e-mail address) otherwise */
  maxLength?: number;
}

/** A labelled input with its hint, and its part of the form's refusal (FieldScope). */
export function Field({ name, label, type = "text", autoComplete, defaultValue, hint, required = true, id, maxLength }: FieldProps) {
  const t = useT();
  const field = useField(name);
  const describedBy = [field.message ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={field.value ?? defaultValue}
        required={required}
        maxLength={maxLength ?? (type === "password" ? 128 : 254)}
        aria-invalid={field.invalid || undefined}
        aria-describedby={describedBy || undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on a form the server sent back with this field wrong
        autoFocus={field.focus || undefined}
      />
      {field.message ? (
        <p className="field-error" id={`${id}-error`}>
          {t(field.message)}
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

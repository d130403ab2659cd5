import type { z } from "zod";

// What a form post refused by the server comes back as (spec §5: "Form validation messages come
// from the server as an errors list"). The server fills it (utils/form.server.ts), the page
// re-renders the form from it (components/form-field.tsx): with JavaScript off too.

/** The message keys about each field of a form, by the field's name. */
export type FieldErrors<K extends string = string> = Partial<Record<string, K[]>>;

export interface FormRefusal<K extends string = string> {
  /** every message key, once each, in the order the form lists them */
  errors: K[];
  /** the keys of `errors` that are about a field, at that field */
  fieldErrors: FieldErrors<K>;
  /** the posted text of the fields the form shows again as they were typed (never a password) */
  values: Record<string, string>;
}

/** How a form's zod issues become its refusal (utils/form.server.ts parseForm). */
export interface FormRules<K extends string> {
  /** the message key of an issue; by default its message (app/lib's schemas name their keys) */
  key?: (issue: z.ZodIssue) => K;
  /** fields in the order their messages are listed; unlisted ones after them, as zod found them */
  order?: readonly string[];
  /** the fields a refused form shows again, each cut at its length: never a password or a token */
  echo?: Readonly<Record<string, number>>;
}

import { data } from "@remix-run/node";
import { z } from "zod";
import type { FieldErrors, FormRefusal, FormRules } from "~/lib/form";

// One way to read a form post (STYLE.md): the post's text fields (a body that is not a form is a
// 400), checked by a zod schema — forms with several buttons by a discriminated union on `intent`
// — into either the parsed data or a refusal: the message keys as a list, the same keys at their
// fields, and what was typed, for the page to re-render the form with (spec §5: messages come
// from the server as a list). components/form-field.tsx shows a refusal.

/** A row's id as a URL or a form names it: a positive database integer (below 2³¹); anything else names no row. */
export const rowIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** A post's text fields by name (file fields are dropped). */
export type FormFields = Record<string, string>;

export type { FormRules };

/** The parsed data, or the refusal to answer with (it holds only the echoed fields, never the whole post). */
export type Submission<T, K extends string> = { ok: true; data: T; fields: FormFields } | { ok: false; fields: FormFields; refusal: FormRefusal<K> };

/** The post's text fields, or null when the body cannot be read as a form. */
export async function readFormOrNull(request: Request): Promise<FormFields | null> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** The post's text fields; a body that cannot be read as a form is a 400. */
export async function readForm(request: Request): Promise<FormFields> {
  const fields = await readFormOrNull(request);
  if (!fields) throw data({ message: "Bad Request: the body is not a form" }, { status: 400 });
  return fields;
}

/** The schema's data, or the refusal its issues make under `rules`. */
export function parseForm<S extends z.ZodTypeAny, K extends string = string>(
  schema: S,
  fields: FormFields,
  rules: FormRules<K> = {},
): Submission<z.output<S>, K> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, data: parsed.data, fields };
  const key = rules.key ?? ((issue: z.ZodIssue) => issue.message as K);
  const rank = (issue: z.ZodIssue) => {
    const at = rules.order?.indexOf(String(issue.path[0])) ?? -1;
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  const issues = [...parsed.error.issues].sort((a, b) => rank(a) - rank(b));
  const errors: K[] = [];
  const fieldErrors: FieldErrors<K> = {};
  for (const issue of issues) {
    const message = key(issue);
    if (!errors.includes(message)) errors.push(message);
    if (issue.path.length === 0) continue;
    const field = String(issue.path[0]);
    const at = (fieldErrors[field] ??= []);
    if (!at.includes(message)) at.push(message);
  }
  return { ok: false, fields, refusal: { errors, fieldErrors, values: echoed(fields, rules) } };
}

/** parseForm on the request's form (a body that is not a form is a 400). */
export async function parseSubmission<S extends z.ZodTypeAny, K extends string = string>(request: Request, schema: S, rules: FormRules<K> = {}) {
  return parseForm(schema, await readForm(request), rules);
}

/**
 * A refusal found once the form had parsed (an address taken, a wrong password, a full address
 * book): the message `key`, at the fields `at` (none: about the whole form).
 */
export function refuse<K extends string>(fields: FormFields, rules: FormRules<K>, key: K, at: readonly string[] = []): FormRefusal<K> {
  return { errors: [key], fieldErrors: Object.fromEntries(at.map((field) => [field, [key]])), values: echoed(fields, rules) };
}

/** The fields `rules.echo` names as posted ("" when absent), each cut at its length. */
function echoed(fields: FormFields, rules: FormRules<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(rules.echo ?? {}).map(([field, max]) => [field, (fields[field] ?? "").slice(0, max)]));
}

/**
 * The post's whole form, files and repeated fields included (an upload, a list of checkboxes);
 * a body that cannot be read as a form is a 400. The body's size is limited before it gets here
 * (app/body-limit.server.ts).
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: "Bad Request: the body is not a form" }, { status: 400 });
  }
}

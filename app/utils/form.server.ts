import { data } from "@remix-run/node";
import type { z } from "zod";

// One way to read a form post (STYLE.md): readForm answers 400 on a body that is not a form,
// parseForm runs the zod schema and gives either the values or the errors as message keys, and
// the page re-renders the form with both (spec §5: messages come from the server as a list).

/** The post's text fields; a body that cannot be read as a form is a 400. File fields are dropped. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: "Bad Request: the body is not a form" }, { status: 400 });
  }
  return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

export type ParsedForm<T, K extends string> = { values: T; errors: null } | { values: null; errors: K[] };

/** The schema's values, or the message keys `keys` makes of its issues (each once). */
export function parseForm<S extends z.ZodTypeAny, K extends string>(
  schema: S,
  fields: Record<string, string>,
  keys: (error: z.ZodError) => K[],
): ParsedForm<z.infer<S>, K> {
  const parsed = schema.safeParse(fields);
  return parsed.success ? { values: parsed.data, errors: null } : { values: null, errors: keys(parsed.error) };
}

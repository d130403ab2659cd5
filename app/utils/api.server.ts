import { z } from "zod";
import { getDb } from "~/db/db.server";
import { findStorefront } from "~/services/storefronts.server";
import { NO_STORE } from "~/lib/cache-headers";

// The one error shape of the JSON API (STYLE.md): { success: false, errors: [...] }.

export function apiError(status: number, errors: string[]) {
  return Response.json({ success: false, errors }, { status, headers: NO_STORE });
}

function describe(error: z.ZodError) {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message));
}

/** Validates an already parsed value (a JSON body read elsewhere); bad input is thrown as a 400. */
export function parseValue<T extends z.ZodTypeAny>(value: unknown, schema: T): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw apiError(400, describe(result.error));
  return result.data;
}

/** Validates a query string; a bad one is thrown as a 400 with the errors list. */
export function parseQuery<T extends z.ZodTypeAny>(request: Request, schema: T): z.infer<T> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) throw apiError(400, describe(result.error));
  return result.data;
}

/** Spec §7: every call carries a department; an unknown one is a 400, never a guess. */
export const departmentSchema = z.string({ required_error: "department is required" }).trim().min(1, "department is required").max(10);

/** The storefront a call names by its department (already validated by `departmentSchema`). */
export async function apiStorefront(department: string) {
  const storefront = await findStorefront(getDb(), department);
  if (!storefront) throw apiError(400, [`department: unknown department "${department}"`]);
  return storefront;
}

/** Validates a JSON body; anything else (bad JSON, wrong shape) is thrown as a 400. */
export async function parseJsonBody<T extends z.ZodTypeAny>(request: Request, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw apiError(400, ["body: a JSON object is required"]);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw apiError(400, describe(result.error));
  return result.data;
}

/** Answers a wrong HTTP method on an API path (spec §7 names each call's method). */
export function methodNotAllowed(allowed: string) {
  return Response.json({ success: false, errors: [`method not allowed; use ${allowed}`] }, { status: 405, headers: { Allow: allowed, ...NO_STORE } });
}

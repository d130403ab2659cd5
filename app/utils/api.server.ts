import type { z } from "zod";

// The one error shape of the JSON API (STYLE.md): { success: false, errors: [...] }.

export function apiError(status: number, errors: string[]) {
  return Response.json({ success: false, errors }, { status, headers: { "Cache-Control": "no-store" } });
}

function describe(error: z.ZodError) {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message));
}

/** Validates a query string; a bad one is thrown as a 400 with the errors list. */
export function parseQuery<T extends z.ZodTypeAny>(request: Request, schema: T): z.infer<T> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) throw apiError(400, describe(result.error));
  return result.data;
}

import { z } from "zod";
import { getFixedT } from "~/i18next.server";
import type { AccountError } from "~/lib/account-forms";
import type { Storefront } from "~/lib/storefront";
import { apiError, apiStorefront, departmentSchema, parseJsonBody, parseQuery } from "./api.server";
import { API_NO_CACHE, NO_STORE } from "~/lib/cache-headers";

// Helpers of the account calls of spec §7 (Session, Wishlist): the storefront a call names,
// and validation messages in its language (spec §5: the server sends the errors list).

export function apiOk<T extends object>(body: T, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(API_NO_CACHE)) headers.set(name, value);
  return Response.json({ success: true, errors: [], ...body }, { status: init.status ?? 200, headers });
}

/** A JSON body with a department: the storefront, and the whole body for the call's own schema. */
export async function bodyWithStorefront(request: Request): Promise<{ storefront: Storefront; body: Record<string, unknown> }> {
  const body = await parseJsonBody(request, z.object({ department: departmentSchema }).passthrough());
  return { storefront: await apiStorefront(body.department), body };
}

/** A GET call's storefront, from its `department` query parameter. */
export async function queryStorefront(request: Request) {
  const query = parseQuery(request, z.object({ department: departmentSchema }).passthrough());
  return { storefront: await apiStorefront(query.department) };
}

/** A 4xx whose errors are the account messages, in the storefront's language. */
export async function accountApiError(status: number, storefront: Storefront, keys: AccountError[]) {
  const t = await getFixedT(storefront.iso);
  return apiError(
    status,
    keys.map((key) => t(`account.errors.${key}`)),
  );
}

export function tooManyApiRequests(retryAfterSeconds = 600) {
  return Response.json(
    { success: false, errors: ["too many requests: try again later"] },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds), ...NO_STORE } },
  );
}

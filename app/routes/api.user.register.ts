import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { errorKeys, registerSchema } from "~/lib/account-forms";
import { register } from "~/services/accounts.server";
import { methodNotAllowed } from "~/utils/api.server";
import { accountApiError, apiOk, bodyWithStorefront, tooManyApiRequests } from "~/utils/account-api.server";
import { clientIp, mailLinks } from "~/utils/storefront-request.server";

// POST /api/user/register (spec §7): email, password, firstName, lastName, department and an
// optional newsletter flag; sends the verification e-mail. Response success, errors.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { storefront, body } = await bodyWithStorefront(request);
  const parsed = registerSchema.safeParse(body);
  if (!parsed.success) return accountApiError(400, storefront, errorKeys(parsed.error));
  const result = await register(getDb(), { ...parsed.data, department: storefront.department, ip: clientIp(context) }, mailLinks(storefront, context));
  if (!result.ok && result.reason === "limited") return tooManyApiRequests(3600);
  if (!result.ok) return accountApiError(409, storefront, ["emailTaken"]);
  return apiOk({}, { status: 201 });
}

export async function loader() {
  return methodNotAllowed("POST");
}

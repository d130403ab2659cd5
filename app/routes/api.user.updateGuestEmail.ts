import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { emailSchema, errorKeys } from "~/lib/account-forms";
import { setGuestEmail } from "~/services/customers.server";
import { apiError, methodNotAllowed } from "~/utils/api.server";
import { accountApiError, apiOk, bodyWithStorefront } from "~/utils/account-api.server";
import { requireApiSession } from "~/utils/auth.server";

// POST /api/user/updateGuestEmail (spec §7): body department, email. Spec §5/§6: only a guest
// may update the guest e-mail; a customer's address is their login and changes elsewhere.
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { storefront, body } = await bodyWithStorefront(request);
  const { session } = await requireApiSession(request);
  if (session.type !== "guest") return apiError(403, ["only a guest may update the guest e-mail"]);
  const parsed = z.object({ email: emailSchema }).safeParse(body);
  if (!parsed.success) return accountApiError(400, storefront, errorKeys(parsed.error));
  await setGuestEmail(getDb(), session.id, parsed.data.email);
  return apiOk({});
}

export async function loader() {
  return methodNotAllowed("POST");
}

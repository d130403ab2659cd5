import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { errorKeys, registerSchema } from "~/lib/account-forms";
import { register } from "~/services/accounts.server";
import { loadUser } from "~/services/customers.server";
import { lookupToken, startAuthSession } from "~/services/sessions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { withCart } from "~/utils/cart-api.server";
import { accountApiError, apiOk, bodyWithStorefront, tooManyApiRequests } from "~/utils/account-api.server";
import { bearerToken } from "~/utils/auth.server";
import { clientIp, mailLinks } from "~/utils/storefront-request.server";

// POST /api/user/registerCheckout (spec §7, §4): registers during checkout and logs in at once;
// the guest token of the bearer is replaced by an auth token and its wishlist carried over.
// Response success, token, user, errors.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { storefront, body } = await bodyWithStorefront(request);
  const parsed = registerSchema.safeParse(body);
  if (!parsed.success) return accountApiError(400, storefront, errorKeys(parsed.error));
  const db = getDb();
  const result = await register(
    db,
    { ...parsed.data, department: storefront.department, ip: clientIp(context), newsletterSource: "checkout" },
    mailLinks(storefront, context),
  );
  if (!result.ok && result.reason === "limited") return tooManyApiRequests(3600);
  if (!result.ok) return accountApiError(409, storefront, ["emailTaken"]);
  const { token } = await startAuthSession(db, result.customerId, bearerToken(request));
  const session = await lookupToken(db, token);
  const loaded = session ? await loadUser(db, session) : null;
  return apiOk({ token, user: loaded && session ? await withCart(storefront, session, loaded.user) : null }, { status: 201 });
}

export async function loader() {
  return methodNotAllowed("POST");
}

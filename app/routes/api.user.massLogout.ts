import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { deleteCustomerTokens, deleteToken } from "~/services/sessions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { apiOk, queryStorefront } from "~/utils/account-api.server";
import { requireApiSession } from "~/utils/auth.server";

// GET /api/user/massLogout?department (spec §7; POST too): every token of the customer is
// deleted, on every device. A guest's token is simply deleted.
async function massLogout({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  await queryStorefront(request);
  const { session, token } = await requireApiSession(request);
  const db = getDb();
  if (session.customerId !== null) await deleteCustomerTokens(db, session.customerId);
  else await deleteToken(db, token);
  return apiOk({});
}

export const loader = massLogout;

export async function action(args: ActionFunctionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed("GET, POST");
  return massLogout(args);
}

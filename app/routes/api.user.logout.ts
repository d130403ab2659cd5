import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { deleteToken } from "~/services/sessions.server";
import { methodNotAllowed } from "~/utils/api.server";
import { apiOk, queryStorefront } from "~/utils/account-api.server";
import { requireApiSession } from "~/utils/auth.server";

// GET /api/user/logout?department (spec §7; POST too): the bearer token is deleted server-side,
// so it stops working at once. Only the Authorization header identifies the user here (never a
// cookie), so another site cannot make a browser call it.
async function logout({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  await queryStorefront(request);
  const { token } = await requireApiSession(request);
  await deleteToken(getDb(), token);
  return apiOk({});
}

export const loader = logout;

export async function action(args: ActionFunctionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed("GET, POST");
  return logout(args);
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { setNewsletter } from "~/services/customers.server";
import { apiError, apiStorefront, departmentSchema, methodNotAllowed, parseQuery } from "~/utils/api.server";
import { apiOk } from "~/utils/account-api.server";
import { requireApiSession } from "~/utils/session.server";

const flag = z.enum(["true", "false", "1", "0"], { required_error: "newsletter is required", invalid_type_error: "newsletter must be true or false" });

// GET /api/user/updateUserNewsletter?department&newsletter=true|false (spec §7; POST too): the
// customer's newsletter choice. Bearer only, so no other site can flip it. Response success,
// message, errors.
async function update({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  const query = parseQuery(request, z.object({ department: departmentSchema, newsletter: flag }));
  await apiStorefront(query.department);
  const { session } = await requireApiSession(request);
  if (session.type !== "auth" || session.customerId === null) return apiError(403, ["only a logged-in customer has a newsletter choice"]);
  const subscribed = query.newsletter === "true" || query.newsletter === "1";
  await setNewsletter(getDb(), session.customerId, subscribed);
  return apiOk({ message: subscribed ? "subscribed" : "unsubscribed", newsletter: subscribed });
}

export const loader = update;

export async function action(args: ActionFunctionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed("GET, POST");
  return update(args);
}

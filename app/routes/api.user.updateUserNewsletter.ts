import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { setNewsletter } from "~/services/customers.server";
import { apiError, apiStorefront, departmentSchema, methodNotAllowed, parseQuery } from "~/utils/api.server";
import { apiOk } from "~/utils/account-api.server";
import { requireApiSession } from "~/utils/auth.server";

// absent means subscribe: spec §7 lists the call with its department only
const flag = z.enum(["true", "false", "1", "0"], { invalid_type_error: "newsletter must be true or false" }).default("true");

// GET /api/user/updateUserNewsletter?department[&newsletter=false] (spec §7; POST too): the
// customer subscribes (or, with newsletter=false, unsubscribes). Bearer only, so no other site
// can flip it. Response success, message (in the storefront's language), errors.
async function update({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  const query = parseQuery(request, z.object({ department: departmentSchema, newsletter: flag }));
  const storefront = await apiStorefront(query.department);
  const { session } = await requireApiSession(request);
  if (session.type !== "auth" || session.customerId === null) return apiError(403, ["only a logged-in customer has a newsletter choice"]);
  const subscribed = query.newsletter === "true" || query.newsletter === "1";
  await setNewsletter(getDb(), session.customerId, subscribed, "api");
  const t = await getFixedT(storefront.iso);
  return apiOk({ message: t(subscribed ? "account.newsletter.subscribed" : "account.newsletter.unsubscribed"), newsletter: subscribed });
}

export const loader = update;

export async function action(args: ActionFunctionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed("GET, POST");
  return update(args);
}

import { data } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { loadLookPage } from "~/services/storefront-look.server";
import { ADMIN_HEADERS } from "~/utils/staff-auth.server";

/**
 * The look room's page of a storefront (README "Logo, colour, and switching a storefront off"),
 * or the back office's 404 for a department that is none: the room's own route and the logo's
 * upload (which answers a refusal with the room) read it alike.
 */
export async function lookPageOr404(department: string | undefined) {
  const page = await loadLookPage(getDb(), department ?? "");
  if (!page) throw data({ message: `There is no storefront ${department ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return page;
}

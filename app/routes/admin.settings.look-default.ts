import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { loadLookPage } from "~/services/storefront-look.server";
import { ADMIN_HEADERS, requireStaff } from "~/utils/staff-auth.server";

// /admin/settings/look, the navigation's link: the look room of the default storefront
// (admin.settings.look.tsx), whose page links to the others'.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "settings.manage");
  const page = await loadLookPage(getDb(), undefined);
  if (!page) throw data({ message: "There is no storefront yet." }, { status: 404, headers: ADMIN_HEADERS });
  throw redirect(`/admin/settings/${page.department}/look`, { headers: ADMIN_HEADERS });
}

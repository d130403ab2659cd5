import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { endStaffSession } from "~/services/staff-auth.server";
import { clearStaffCookie, staffCookieToken } from "~/utils/cookies.server";
import { ADMIN_HEADERS, SIGN_IN_PATH } from "~/utils/staff-auth.server";

// /admin/sign-out: a post (every change is one) ends this browser's session; a GET leads back.

export async function loader() {
  return redirect("/admin", { headers: ADMIN_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  const token = staffCookieToken(request);
  if (token) await endStaffSession(getDb(), token);
  return redirect(`${SIGN_IN_PATH}?signedOut=1`, { headers: { ...ADMIN_HEADERS, "Set-Cookie": clearStaffCookie() } });
}

import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageTextDeep } from "~/lib/shopper-text";
import { can, type Permission } from "~/lib/staff-roles";
import { looksLikeToken } from "~/services/sessions.server";
import { findStaffSession, type StaffSession } from "~/services/staff-auth.server";
import { clearStaffCookie, staffCookieToken } from "./cookies.server";

// Who a back-office request is (issue 26 §2): the staff session its `__Host-staff` cookie names,
// and the guard every admin loader and action calls first with the permission it needs. Remix
// runs a page's loaders side by side, so a layout cannot guard its pages: each one asks itself.

/** Every back-office answer: never stored, never indexed (server.ts sets the same on Express's own answers). */
export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export const SIGN_IN_PATH = "/admin/sign-in";

/** Whether the request came to the back office's host (server.ts answers nothing else there, and /admin nowhere else). */
export function onAdminHost(context: AppLoadContext) {
  return context.host.toLowerCase() === getEnv().ADMIN_HOST;
}

/**
 * The live session the request's cookie names (at any stage), else null. A page's loaders (the
 * layout's and the page's, side by side) share one lookup; an action looks for itself.
 */
export function currentStaffSession(request: Request, context: AppLoadContext): Promise<StaffSession | null> {
  if (!onAdminHost(context)) return Promise.resolve(null);
  const lookup = () => {
    const token = staffCookieToken(request);
    return looksLikeToken(token) ? findStaffSession(getDb(), token) : Promise.resolve(null);
  };
  if (request.method !== "GET" && request.method !== "HEAD") return lookup();
  return (context.resolved.staff ??= lookup());
}

/** Where the sign-in page sends someone back to once signed in: this page (GET) or the start page. */
function signInRedirect(request: Request) {
  const url = new URL(request.url);
  const back = request.method === "GET" ? safeRedirect(url.pathname + url.search, "/admin") : "/admin";
  const target = back === "/admin" ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(back)}`;
  return redirect(target, { headers: { ...ADMIN_HEADERS, "Set-Cookie": clearStaffCookie() } });
}

/**
 * The signed-in staff member, who may do what `permission` names: otherwise the sign-in page
 * (no session, a session still at its second factor, a session that ran out) or a 403 that says
 * what the role may not do. A request off the admin host is a 404.
 */
export async function requireStaff(request: Request, context: AppLoadContext, permission: Permission) {
  if (!onAdminHost(context)) throw data({ message: "Not Found" }, { status: 404, headers: ADMIN_HEADERS });
  const session = await currentStaffSession(request, context);
  if (!session || session.stage !== "signed-in" || session.staff.secondFactor !== "confirmed") throw signInRedirect(request);
  if (!can(session.staff.role, permission)) {
    throw data({ message: `Your role (${session.staff.role}) may not do this: ${permission}.` }, { status: 403, headers: ADMIN_HEADERS });
  }
  return session;
}

/**
 * What every back-office loader returns its data through (the layout's and each page's; a
 * test, admin-loaders.test.ts, reads them all): the pages show what shoppers typed, so every
 * string goes out with its control characters written as visible escapes (pageTextDeep).
 */
export function adminPage<T>(value: T): T {
  return pageTextDeep(value);
}

/** What audit rows and order events name a staff member by. */
export const staffActor = (session: StaffSession) => session.staff.email;

/** The client facts a session keeps (the address as Express counts it, the browser's name). */
export function clientFacts(request: Request, context: AppLoadContext) {
  return { ip: context.clientIp, userAgent: request.headers.get("User-Agent") ?? "" };
}

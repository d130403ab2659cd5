import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { recordAudit } from "~/services/audit-log.server";
import { startStaffSession, type StaffSession } from "~/services/staff-auth.server";
import { staffCookie } from "./cookies.server";
import { ADMIN_HEADERS, clientFacts, currentStaffSession, SIGN_IN_PATH } from "./staff-auth.server";

// The steps between the sign-in form and the start page (issue 26 §2): password, then the
// authenticator's code (or its first set-up), each step a new session id.

/** Where a signed-in person goes next: the page they asked for (one of ours), else the start page. */
export function nextTarget(request: Request) {
  const next = safeRedirect(new URL(request.url).searchParams.get("next"), "/admin");
  return next === "/admin" || next.startsWith("/admin/") || next.startsWith("/admin?") ? next : "/admin";
}

export const withNext = (path: string, next: string) => (next === "/admin" ? path : `${path}?next=${encodeURIComponent(next)}`);

/** The session between the password and the second factor, else a redirect to the sign-in form (or onward, when already signed in). */
export async function requirePasswordStage(request: Request, context: AppLoadContext): Promise<StaffSession> {
  const session = await currentStaffSession(request, context);
  if (!session) throw redirect(withNext(SIGN_IN_PATH, nextTarget(request)), { headers: ADMIN_HEADERS });
  return session;
}

/** The second factor passed: a new session id at the "signed-in" stage; the headers that set its cookie. */
export async function completeSignIn(request: Request, context: AppLoadContext, session: StaffSession) {
  const db = getDb();
  const token = await startStaffSession(db, session.staff.id, "signed-in", clientFacts(request, context), session);
  await recordAudit(db, {
    actor: session.staff.email,
    kind: "staff.sign-in",
    subject: `staff:${session.staff.id}`,
    before: null,
    after: { ip: context.clientIp },
  });
  return { ...ADMIN_HEADERS, "Set-Cookie": staffCookie(token) };
}

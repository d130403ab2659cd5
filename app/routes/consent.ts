import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { parseSubmission } from "~/utils/form.server";
import { CONSENT_SETTINGS_PARAM } from "~/lib/consent";
import { safeRedirect } from "~/lib/safe-redirect";
import { consentCookie, withCookies } from "~/utils/cookies.server";
import { NO_STORE } from "~/lib/cache-headers";

// POST /consent: the consent banner's form, with or without JavaScript.
// intent=all accepts both purposes, intent=none rejects both, intent=save keeps the ticked
// boxes. The choice goes into the consent cookie and the shopper returns to the page (303).

const checkbox = z.preprocess((v) => v === "on" || v === "1" || v === "true", z.boolean());
const formSchema = z.object({
  intent: z.enum(["all", "none", "save"]),
  functional: checkbox.optional(),
  statistics: checkbox.optional(),
  redirectTo: z.string().max(2000).optional(),
});

export async function loader() {
  return new Response("Method Not Allowed: post the consent form", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await parseSubmission(request, formSchema);
  if (!form.ok) {
    return new Response("Bad Request: intent must be all, none or save", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
    });
  }
  const { intent, functional = false, statistics = false, redirectTo } = form.data;
  const consent =
    intent === "all" ? { functional: true, statistics: true } : intent === "none" ? { functional: false, statistics: false } : { functional, statistics };
  // the settings flag of the footer link is dropped on the way back: the banner has done its job
  const back = new URL(safeRedirect(redirectTo, "/"), "http://shop.invalid");
  back.searchParams.delete(CONSENT_SETTINGS_PARAM);
  return redirect(back.pathname + back.search + back.hash, { status: 303, headers: withCookies([consentCookie(consent)], NO_STORE) });
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StorefrontLook } from "~/components/admin/storefront-look";
import { getDb } from "~/db/db.server";
import { brandColourSchema, type LookRefusal } from "~/lib/storefront-look";
import { removeLogo, setBrandColour, setStorefrontEnabled } from "~/services/storefront-look.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";
import { lookPageOr404 } from "~/utils/storefront-look-page.server";

// /admin/settings/:department/look (README "Logo, colour, and switching a storefront off";
// issue 29 §1), owners only: a storefront's logo, brand colour, and whether it is open. The
// logo's upload posts to /admin/pictures/logo/:department (admin.pictures.logo.tsx), the prefix
// that takes a picture's size; everything else posts here. /admin/settings/look (the
// navigation's link) leads to the default storefront's.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Logo, colour and status · ${data?.name ?? "Storefront"} · Back office` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "settings.manage");
  return adminPage(await lookPageOr404(params.department));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "settings.manage");
  const page = await lookPageOr404(params.department);
  const fields = await readForm(request);
  const refused = (body: LookRefusal, status = 400) => data(body, { status, headers: ADMIN_HEADERS });
  const actor = staffActor(me);
  const db = getDb();
  let done: string;
  if (fields.intent === "switch-off" || fields.intent === "switch-on") {
    const answer = await setStorefrontEnabled(db, page.department, fields.intent === "switch-on", actor);
    if (!answer.ok) return refused({ message: answer.message });
    done = fields.intent === "switch-on" ? `${page.name} is open again.` : `${page.name} is switched off: its addresses answer “closed”.`;
  } else if (fields.intent === "remove-logo") {
    await removeLogo(db, page.department, actor);
    done = `${page.name} shows its name instead of a logo.`;
  } else if (fields.intent === "colour") {
    const colour = (fields.colour ?? "").trim().slice(0, 20);
    if (colour === "") {
      await setBrandColour(db, page.department, null, actor);
      done = `${page.name} uses the shop’s own colour.`;
    } else {
      const parsed = brandColourSchema.safeParse(colour);
      if (!parsed.success) return refused({ errors: { colour: parsed.error.issues[0].message }, values: { colour } });
      await setBrandColour(db, page.department, parsed.data, actor);
      done = `The brand colour of ${page.name} is ${parsed.data}.`;
    }
  } else {
    return refused({ message: "That request was not understood." });
  }
  return redirect(`/admin/settings/${page.department}/look?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function StorefrontLookPage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as LookRefusal | undefined;
  return <StorefrontLook page={page} refused={refused} />;
}

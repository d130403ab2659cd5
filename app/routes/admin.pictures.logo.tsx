import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StorefrontLook } from "~/components/admin/storefront-look";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import type { LookRefusal } from "~/lib/storefront-look";
import { storeLogo } from "~/services/storefront-look.server";
import { readFormData } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";
import { lookPageOr404 } from "~/utils/storefront-look-page.server";

// /admin/pictures/logo/:department: where the look room's logo upload posts (README "Logo,
// colour, and switching a storefront off") — under /admin/pictures, the one prefix that takes a
// picture's size (app/body-limit.server.ts, deploy/nginx/shop.conf); the logo's own limit (2 MB)
// is the service's. A stored logo goes back to the look room; a refused one is answered here, the
// room with the message at the field, nothing stored or changed.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Logo, colour and status · ${data?.name ?? "Storefront"} · Back office` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "settings.manage");
  // the look room itself, which a refused upload is answered with (a GET here shows it too)
  return adminPage(await lookPageOr404(params.department));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "settings.manage");
  const page = await lookPageOr404(params.department);
  const form = await readFormData(request);
  const file = form.get("logo");
  const answer = await storeLogo(getDb(), getEnv().IMAGE_DIR, page.department, file instanceof File ? file : null, staffActor(me));
  if (!answer.ok) return data({ errors: { logo: answer.message } } satisfies LookRefusal, { status: 400, headers: ADMIN_HEADERS });
  const done = answer.changed ? `The new logo of ${page.name} is stored and shown.` : "Nothing changed: that logo was shown already.";
  return redirect(`/admin/settings/${page.department}/look?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function LogoUploadPage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as LookRefusal | undefined;
  return <StorefrontLook page={page} refused={refused} />;
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { SettingsForm } from "~/components/admin/settings-form";
import { getDb } from "~/db/db.server";
import { SETTING_LABELS, type SettingsErrors, type SettingsValues, settingsFromPost, settingsValues } from "~/lib/storefront-settings";
import { brandChoices, getStorefrontForEdit, saveStorefrontSettings } from "~/services/storefront-settings.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/settings/:department (issue 29 §1; README "Shop settings"): one storefront's settings
// — name, domain and prefix, language, currency, shop type, shipping, reward points, bank
// account, company, contact, public keys — as one form for owners. A refused form comes back with
// a message at each wrong field and nothing saved; a save is one transaction with one audit row.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.name ?? "Storefront"} · Shop settings · Back office` }];

const notFound = () => data({ message: "That storefront is not known." }, { status: 404, headers: ADMIN_HEADERS });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "settings.manage");
  const db = getDb();
  const storefront = await getStorefrontForEdit(db, params.department ?? "");
  if (!storefront) throw notFound();
  return adminPage({
    department: storefront.department,
    name: storefront.name,
    values: settingsValues(storefront),
    brands: await brandChoices(db),
  });
}

type Refusal = { message?: string; errors?: SettingsErrors; values?: SettingsValues };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "settings.manage");
  const department = params.department ?? "";
  const fields = await readForm(request);
  const refused = (body: Refusal, status = 400) => data(body, { status, headers: ADMIN_HEADERS });
  if (fields.intent !== "save") return refused({ message: "That request was not understood." });
  // the form names its storefront twice (address and field): a post whose two disagree is forged
  if (fields.department !== department) return refused({ message: "That storefront is not the one of this page." });
  const values = settingsFromPost(fields);
  const result = await saveStorefrontSettings(getDb(), department, values, staffActor(me));
  if (!result.ok) {
    if ("missing" in result) throw notFound();
    return refused({ message: "Nothing was saved: please put right the fields marked below.", errors: result.errors, values });
  }
  const done = result.changed.length
    ? `Saved: ${result.changed.map((key) => SETTING_LABELS[key]).join(", ")}.`
    : "Nothing changed: the settings were so already.";
  return redirect(`/admin/settings/${department}?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function StorefrontSettingsPage() {
  const { department, name, values, brands } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <p>
        <Link to="/admin/settings">Shop settings</Link>
      </p>
      <h1>
        {name} <span className="admin-hint">({department})</span>
      </h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={refused?.errors} />
      <SettingsForm key={done ?? "form"} department={department} values={refused?.values ?? values} errors={refused?.errors ?? {}} brands={brands} />
    </>
  );
}

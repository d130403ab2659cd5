import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { OssForm, VatHistory, VatRateForm, VatRatesTable } from "~/components/admin/vat-room";
import { getDb } from "~/db/db.server";
import { formatRate } from "~/lib/vat";
import { countryName, formatDay, parseDay, parseRateForm, RATE_FIELDS, type RateErrors, ratesByCountry, TAX_CLASS_LABELS } from "~/lib/vat-admin";
import { loadVatRoom, saveVatRate, setOssRegistered } from "~/services/vat-admin.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/settings/vat (README "VAT rates and the One-Stop Shop"), owners only (settings.manage):
// each country's rate per tax class today and from later days, a form that adds a rate from a
// day on, and the One-Stop Shop switch. A refused rate is the form again with a message at each
// wrong field and nothing saved; each change is one audit row.

export const meta: MetaFunction = () => [{ title: "VAT rates · Shop settings · Back office" }];

/** Today as the rates count days: UTC, as the checkout does (vat.server.ts cartVat). */
const today = () => new Date().toISOString().slice(0, 10);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "settings.manage");
  const { rates, oss } = await loadVatRoom(getDb());
  const day = today();
  return adminPage({ today: day, oss, countries: ratesByCountry(rates, day).map((c) => ({ ...c, name: countryName(c.country) })) });
}

type Refusal = { message?: string; errors?: RateErrors; values?: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "settings.manage");
  const fields = await readForm(request);
  const refused = (body: Refusal, status = 400) => data(body, { status, headers: ADMIN_HEADERS });
  const db = getDb();
  let done: string;
  if (fields.intent === "rate") {
    // what was typed comes back; a day only when it is one (a date field cannot hold "2026-13-40")
    const values = Object.fromEntries(RATE_FIELDS.map((name) => [name, (fields[name] ?? "").slice(0, 40)]));
    values.valid_from = parseDay(values.valid_from) ?? "";
    const parsed = parseRateForm(fields);
    if (!parsed.ok) return refused({ message: "Nothing was saved: please put right the fields marked below.", errors: parsed.errors, values });
    const saved = await saveVatRate(db, parsed.rate, staffActor(me));
    if (!saved.ok) return refused({ message: saved.message, values }, 409);
    const { country, taxClass, rate, validFrom } = parsed.rate;
    const what = `${countryName(country)}, ${TAX_CLASS_LABELS[taxClass].toLowerCase()}: ${formatRate(rate)} from ${formatDay(validFrom)}`;
    done = !saved.changed
      ? `Nothing changed: ${what} was saved already.`
      : saved.replaced === null
        ? `Saved: ${what}.`
        : `Saved: ${what} (it was ${formatRate(saved.replaced)}).`;
  } else if (fields.intent === "oss") {
    const registered = fields.oss === "on";
    const changed = await setOssRegistered(db, registered, staffActor(me));
    const state = registered ? "registered for the One-Stop Shop" : "not registered for the One-Stop Shop";
    done = changed ? `Saved: the shop is ${state}.` : `Nothing changed: the shop was ${state} already.`;
  } else {
    return refused({ message: "That request was not understood." });
  }
  return redirect(`/admin/settings/vat?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function VatSettingsPage() {
  const { today, oss, countries } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <p>
        <Link to="/admin/settings">Shop settings</Link>
      </p>
      <h1>VAT rates</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={refused?.errors} />
      <VatRatesTable countries={countries} today={today} />
      <VatHistory countries={countries} />
      <VatRateForm key={done ?? "rate"} values={refused?.values ?? {}} errors={refused?.errors ?? {}} />
      <OssForm key={`oss-${done}`} registered={oss} />
    </>
  );
}

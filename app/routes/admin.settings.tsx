import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { Notice, TableWrap } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { recordAudit } from "~/services/audit-log.server";
import { describeChange, fetchEcbRates, RatesFeedError, syncRates } from "~/services/exchange-rates.server";
import { forgetStorefronts } from "~/services/storefronts.server";
import { listStorefrontsForEdit } from "~/services/storefront-settings.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/settings (README "Shop settings"): the storefronts, each linking to its settings form,
// and the exchange rates with a button that takes today's ECB rates (README "Exchange rates": the
// same rule as `npm run rates:sync`, a jump over 10 % refused), and the way to the VAT rates
// (admin.settings.vat.tsx); owners only (settings.manage).

export const meta: MetaFunction = () => [{ title: "Shop settings · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "settings.manage");
  const storefronts = (await listStorefrontsForEdit(getDb())).map((s) => ({
    department: s.department,
    name: s.name,
    address: `${s.domain}${s.prefix ? `/${s.prefix}` : ""}`,
    currencyCode: s.currencyCode,
    company: s.company?.legalName ?? null,
    rate: s.currencyRate,
  }));
  return adminPage({ storefronts, dailySync: getEnv().RATES_SYNC === "daily" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "settings.manage");
  const fields = await readForm(request);
  if (fields.intent !== "sync-rates") throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const db = getDb();
  let done: string;
  try {
    const report = await syncRates(db, await fetchEcbRates(getEnv().ECB_RATES_URL));
    const updated = report.changes.filter((c) => c.outcome === "updated");
    if (updated.length > 0) {
      forgetStorefronts();
      await recordAudit(db, {
        actor: staffActor(me),
        kind: "storefront.rates",
        subject: "storefront:rates",
        before: null,
        after: { date: report.date, changes: updated },
      });
    }
    done =
      report.changes.length === 0
        ? "Every storefront sells in euros: no rate to take."
        : `The ECB's rates of ${report.date}: ${report.changes.map(describeChange).join("; ")}.`;
  } catch (error) {
    if (!(error instanceof RatesFeedError)) throw error;
    done = `The ECB's rates could not be read (${error.message}); the rates are as they were.`;
  }
  return redirect(`/admin/settings?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function SettingsList() {
  const { storefronts, dailySync } = useLoaderData<typeof loader>();
  const foreign = storefronts.filter((s) => s.currencyCode !== "EUR");
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <h1>Shop settings</h1>
      {done ? <Notice>{done}</Notice> : null}
      {storefronts.length === 0 ? (
        <p>No storefront is configured yet (README “Your own shop”).</p>
      ) : (
        <TableWrap label="Storefronts">
          <table className="admin-table">
            <caption className="visually-hidden">The storefronts and where they answer</caption>
            <thead>
              <tr>
                <th scope="col">Storefront</th>
                <th scope="col">Address</th>
                <th scope="col">Currency (per euro)</th>
                <th scope="col">Company</th>
              </tr>
            </thead>
            <tbody>
              {storefronts.map((s) => (
                <tr key={s.department}>
                  <td>
                    <Link to={`/admin/settings/${s.department}`}>{s.name}</Link> <span className="admin-hint">({s.department})</span>
                  </td>
                  <td>{s.address}</td>
                  <td>{s.currencyCode === "EUR" ? "EUR" : `${s.currencyCode} ${s.rate}`}</td>
                  <td>{s.company ?? <strong>missing</strong>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <section className="admin-card" aria-labelledby="vat-title">
        <h2 id="vat-title">VAT</h2>
        <p>
          <Link to="/admin/settings/vat">VAT rates and the One-Stop Shop</Link>: each country&apos;s rate per tax class, rates from a later day, and whose VAT a
          sale carries.
        </p>
      </section>
      {foreign.length > 0 ? (
        <section className="admin-card" aria-labelledby="rates-title">
          <h2 id="rates-title">Exchange rates</h2>
          <p>
            Prices are kept in euros and shown at each storefront&apos;s rate.{" "}
            {dailySync
              ? "The server takes the ECB's reference rates once a day (RATES_SYNC=daily)."
              : "The daily update is off (RATES_SYNC=daily turns it on)."}{" "}
            A jump of more than 10 % is refused: check it, then run <code>npm run rates:sync -- --force</code>.
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="sync-rates" className="button">
              Take today&apos;s ECB rates
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}

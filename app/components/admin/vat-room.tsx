import { Form } from "@remix-run/react";
import { AdminField, AdminSelect, TableWrap } from "~/components/admin/admin-ui";
import { formatRate, type VatRate } from "~/lib/vat";
import { type CountryRates, formatDay, MAX_RATE_PERCENT, type RateErrors, TAX_CLASS_CHOICES, TAX_CLASS_LABELS } from "~/lib/vat-admin";

// The VAT room's parts (README "VAT rates and the One-Stop Shop"): the rates per country as they
// hold today and from later days, the form that adds a rate, and the One-Stop Shop switch — plain
// forms that work with JavaScript off.

export type VatCountry = CountryRates & { name: string };

const describe = (r: VatRate) => `${TAX_CLASS_LABELS[r.taxClass]} ${formatRate(r.rate)} from ${formatDay(r.validFrom)}`;

export function VatRatesTable({ countries, today }: { countries: readonly VatCountry[]; today: string }) {
  return (
    <TableWrap label="VAT rates">
      <table className="admin-table" data-vat-rates>
        <caption>The rates that hold today, {formatDay(today)}, and those that start later</caption>
        <thead>
          <tr>
            <th scope="col">Country</th>
            {TAX_CLASS_CHOICES.map((c) => (
              <th key={c.value} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">Upcoming</th>
          </tr>
        </thead>
        <tbody>
          {countries.map((c) => (
            <tr key={c.country} data-country={c.country}>
              <th scope="row">
                {c.name} <span className="admin-hint">({c.country})</span>
              </th>
              {c.today.map((t) => (
                <td key={t.taxClass} data-class={t.taxClass}>
                  {t.rate === null ? (
                    <span className="admin-hint">no rates</span>
                  ) : (
                    <>
                      {formatRate(t.rate)}
                      {t.own ? null : <span className="admin-hint"> (no rate of its own)</span>}
                    </>
                  )}
                </td>
              ))}
              <td data-upcoming>
                {c.upcoming.length === 0 ? (
                  "—"
                ) : (
                  <ul className="admin-inline-list">
                    {c.upcoming.map((r) => (
                      <li key={`${r.taxClass}-${r.validFrom}`}>{describe(r)}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** Rates that held once and hold no more, per country (folded: a merchant looks at them seldom). */
export function VatHistory({ countries }: { countries: readonly VatCountry[] }) {
  const withHistory = countries.filter((c) => c.history.length > 0);
  if (withHistory.length === 0) return null;
  return (
    <details className="admin-card">
      <summary>Earlier rates</summary>
      {withHistory.map((c) => (
        <section key={c.country} aria-label={`Earlier rates of ${c.name}`}>
          <h3>{c.name}</h3>
          <ul>
            {c.history.map((r) => (
              <li key={`${r.taxClass}-${r.validFrom}`}>{describe(r)}</li>
            ))}
          </ul>
        </section>
      ))}
    </details>
  );
}

export function VatRateForm({ values, errors }: { values: Readonly<Record<string, string>>; errors: RateErrors }) {
  return (
    <section className="admin-card" aria-labelledby="rate-title">
      <h2 id="rate-title">Add a rate</h2>
      <p>
        A new rate holds from its day on; the rate before it still holds until then. A rate of the same country, tax class and day replaces the one saved
        before.
      </p>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="rate" />
        <AdminField
          name="country"
          label="Country"
          hint="Two capital letters (ISO 3166-1): SI, HR, DE."
          defaultValue={values.country ?? ""}
          error={errors.country}
          maxLength={2}
          autoCapitalize="characters"
          autoComplete="off"
          required
        />
        <AdminSelect name="tax_class" label="Tax class" defaultValue={values.tax_class || "standard"} error={errors.tax_class} choices={TAX_CLASS_CHOICES} />
        <AdminField
          name="rate"
          label="Rate (%)"
          hint={`In percent, from 0 to ${MAX_RATE_PERCENT}, at most two decimals: 22 or 9,5.`}
          defaultValue={values.rate ?? ""}
          error={errors.rate}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <AdminField name="valid_from" label="Holds from" type="date" defaultValue={values.valid_from ?? ""} error={errors.valid_from} required />
        <button type="submit" className="button">
          Save rate
        </button>
      </Form>
    </section>
  );
}

export function OssForm({ registered }: { registered: boolean }) {
  return (
    <section className="admin-card" aria-labelledby="oss-title">
      <h2 id="oss-title">One-Stop Shop</h2>
      <p data-oss-status>
        {registered
          ? "Registered: a sale carries the VAT of the country the goods go to (when its rates are kept here)."
          : "Not registered: every sale carries the VAT of the seller's own country."}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="oss" />
        <label className="admin-choice">
          <input type="checkbox" name="oss" value="on" defaultChecked={registered} /> Registered for the EU One-Stop Shop: charge the VAT of the country the
          goods go to
        </label>
        <button type="submit" className="button">
          Save
        </button>
      </Form>
    </section>
  );
}

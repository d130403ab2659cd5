import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminField, ErrorSummary, Notice, TableWrap } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { type Quarter, readQuarter } from "~/lib/invoice-books";
import { formatNumber } from "~/lib/money";
import { formatRate } from "~/lib/vat";
import { ossQuarter } from "~/services/invoice-books.server";
import { ADMIN_HEADERS, adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/invoices/oss?quarter=2026-Q4 (README "Taxes and invoices"): what the One-Stop Shop
// return of a quarter declares — the taxable amount and VAT per member state and rate, in euros,
// invoices less credit notes, of every storefront — and apart from it what belongs elsewhere: the
// seller's own country's sales (the national return) and the reverse-charge supplies to
// businesses (the recapitulative statement). The current quarter unless chosen; the same
// permission as the list (orders.export).

export const meta: MetaFunction = () => [{ title: "One-Stop Shop summary · Back office" }];

interface Loaded {
  /** the quarter as asked for (shown again when it could not be read) */
  value: string;
  error: string | null;
  quarter: Quarter | null;
  books: Awaited<ReturnType<typeof ossQuarter>> | null;
}

const answer = (loaded: Loaded, status = 200) => data(adminPage(loaded), { status, headers: ADMIN_HEADERS });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "orders.export");
  const given = new URL(request.url).searchParams.get("quarter");
  const today = new Date().toISOString().slice(0, 10);
  const quarter = readQuarter(given, today);
  if (!quarter) {
    return answer({ value: given ?? "", error: "Give a quarter as its year and number, for example 2026-Q4.", quarter: null, books: null }, 400);
  }
  const books = await ossQuarter(getDb(), quarter, today);
  return answer({ value: quarter.label, error: null, quarter, books });
}

const amount = (minor: number) => formatNumber(minor / 100);

export default function OssPage() {
  const { value, error, quarter, books } = useLoaderData<typeof loader>() as unknown as Loaded;
  return (
    <>
      <h1>One-Stop Shop summary</h1>
      <ErrorSummary errors={{ quarter: error ?? undefined }} />
      <Form method="get" className="admin-filters" aria-label="Choose the quarter">
        <AdminField name="quarter" label="Quarter" hint="Year and quarter, for example 2026-Q4" defaultValue={value} error={error ?? undefined} />
        <button type="submit" className="button button-small">
          Show
        </button>
      </Form>
      {quarter && books ? (
        <>
          <p>
            {books.documents === 1 ? "1 document" : `${books.documents.toLocaleString("en")} documents`} issued from {quarter.from} to {quarter.to}, every
            storefront; credit notes are subtracted. <Link to={`/admin/invoices?from=${quarter.from}&to=${quarter.to}`}>See them listed</Link>
          </p>

          <h2>The OSS return: sales to consumers in other member states</h2>
          {books.summary.oss.length === 0 ? (
            <p>Nothing to declare in euros for this quarter.</p>
          ) : (
            <TableWrap label="The OSS return">
              <table className="admin-table" id="oss">
                <caption className="visually-hidden">Taxable amount and VAT per member state and rate, in euros</caption>
                <thead>
                  <tr>
                    <th scope="col">Member state</th>
                    <th scope="col" className="num">
                      Rate
                    </th>
                    <th scope="col" className="num">
                      Taxable (EUR)
                    </th>
                    <th scope="col" className="num">
                      VAT (EUR)
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {books.summary.oss.map((r) => (
                    <tr key={`${r.country}-${r.rate}`} data-row={`${r.country} ${r.rate}`}>
                      <td>{r.country}</td>
                      <td className="num">{formatRate(r.rate)}</td>
                      <td className="num">{amount(r.taxable)}</td>
                      <td className="num">{amount(r.vat)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr data-row="total">
                    <th scope="row" colSpan={2}>
                      Total
                    </th>
                    <td className="num">{amount(books.summary.ossTotal.taxable)}</td>
                    <td className="num">{amount(books.summary.ossTotal.vat)}</td>
                  </tr>
                </tfoot>
              </table>
            </TableWrap>
          )}
          {books.rates.length > 0 ? (
            <>
              <p>
                Amounts in other currencies converted at the European Central Bank&apos;s rate as the shop held it on the quarter&apos;s last day or before:
              </p>
              <ul id="rates">
                {books.rates.map((r) => (
                  <li key={r.currency}>
                    {r.currency}: {r.perEuro} per euro, the rate of {r.day}
                    {r.orderNumber
                      ? ` (the shop keeps no history of rates: this is the rate order ${r.orderNumber} was placed at, the last before the quarter ended)`
                      : " (today's)"}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {books.summary.unconverted.length > 0 ? (
            <>
              <Notice kind="warn">
                The shop has no rate of {[...new Set(books.summary.unconverted.map((r) => r.currency))].join(", ")} from on or before {quarter.to}: these sales
                are shown in their own currency, not converted. Convert them at the ECB&apos;s rate of {quarter.to} before declaring them.
              </Notice>
              <CurrencyTable id="unconverted" label="OSS sales not converted" rows={books.summary.unconverted} />
            </>
          ) : null}

          <h2>Domestic sales (the seller&apos;s own country: the national VAT return)</h2>
          {books.summary.domestic.length === 0 ? (
            <p>None in this quarter.</p>
          ) : (
            <CurrencyTable id="domestic" label="Domestic sales" rows={books.summary.domestic} />
          )}

          <h2>Intra-EU supplies to businesses (reverse charge: not in the OSS return)</h2>
          {books.summary.reverseCharge.length === 0 ? (
            <p>None in this quarter.</p>
          ) : (
            <TableWrap label="Reverse-charge supplies">
              <table className="admin-table" id="reverse-charge">
                <caption className="visually-hidden">Taxable amount per buyer&apos;s country; the buyer accounts for the VAT</caption>
                <thead>
                  <tr>
                    <th scope="col">Buyer&apos;s country</th>
                    <th scope="col" className="num">
                      Taxable
                    </th>
                    <th scope="col">Currency</th>
                  </tr>
                </thead>
                <tbody>
                  {books.summary.reverseCharge.map((r) => (
                    <tr key={`${r.country}-${r.currency}`} data-row={`${r.country} ${r.currency}`}>
                      <td>{r.country}</td>
                      <td className="num">{amount(r.taxable)}</td>
                      <td>{r.currency}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </>
      ) : null}
    </>
  );
}

function CurrencyTable({
  id,
  label,
  rows,
}: {
  id: string;
  label: string;
  rows: { country: string; rate: number; currency: string; taxable: number; vat: number }[];
}) {
  return (
    <TableWrap label={label}>
      <table className="admin-table" id={id}>
        <caption className="visually-hidden">{label}: taxable amount and VAT per country, rate and currency</caption>
        <thead>
          <tr>
            <th scope="col">Country</th>
            <th scope="col" className="num">
              Rate
            </th>
            <th scope="col" className="num">
              Taxable
            </th>
            <th scope="col" className="num">
              VAT
            </th>
            <th scope="col">Currency</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.country}-${r.rate}-${r.currency}`} data-row={`${r.country} ${r.rate} ${r.currency}`}>
              <td>{r.country}</td>
              <td className="num">{formatRate(r.rate)}</td>
              <td className="num">{amount(r.taxable)}</td>
              <td className="num">{amount(r.vat)}</td>
              <td>{r.currency}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

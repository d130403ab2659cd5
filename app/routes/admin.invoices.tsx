import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { AdminField, AdminSelect, ErrorSummary, Pager, TableWrap } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { isCalendarDay } from "~/lib/catalogue-file";
import { type BooksErrors, readBooksFilter, SERIES_LABEL } from "~/lib/invoice-books";
import { formatNumber } from "~/lib/money";
import { listInvoices } from "~/services/invoice-books.server";
import { listStorefronts } from "~/services/storefronts.server";
import { ADMIN_HEADERS, adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/invoices (README "Taxes and invoices"): the invoices and credit notes issued in a period
// (this month unless chosen), of one storefront or all, 100 a page, newest first, with the sums
// per currency of the whole period at the foot; the same filters give the accountant's CSV. The
// filters live in the URL, so a period can be bookmarked and the page works without JavaScript.
//
// Permission: orders.export (managers and owners). The books are the shop's accounts and list
// buyers' names, companies and VAT numbers by the hundred; support reads orders one at a time
// to help a shopper and, like for the orders' export, has no need of them.

export const meta: MetaFunction = () => [{ title: "Invoices · Back office" }];

interface Loaded {
  values: { from: string; to: string; storefront: string; series: string };
  errors: BooksErrors;
  storefronts: { department: string; name: string }[];
  list: Awaited<ReturnType<typeof listInvoices>> | null;
  /** the CSV of the period shown */
  csv: string | null;
}

/** The page with what it read: 200, or 400 with the form again and its messages at their fields. */
const answer = (loaded: Loaded, status = 200) => data(adminPage(loaded), { status, headers: ADMIN_HEADERS });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "orders.export");
  const url = new URL(request.url);
  const db = getDb();
  const storefronts = (await listStorefronts(db)).map((s) => ({ department: s.department, name: s.name }));
  const today = new Date().toISOString().slice(0, 10);
  const read = readBooksFilter(
    url.searchParams,
    today,
    storefronts.map((s) => s.department),
  );
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .catch(1)
    .parse(url.searchParams.get("p") ?? 1);
  if (!read.filter) {
    return answer({ values: read.values, errors: read.errors, storefronts, list: null, csv: null }, 400);
  }
  const list = await listInvoices(db, read.filter, page);
  // the file of exactly the period shown (its days written out: "this month" may have changed by the click)
  const csv = new URLSearchParams({ from: read.filter.from, to: read.filter.to });
  if (read.filter.storefront) csv.set("storefront", read.filter.storefront);
  if (read.filter.series) csv.set("series", read.filter.series);
  return answer({ values: read.values, errors: {}, storefronts, list, csv: `/admin/invoices/export?${csv}` });
}

const amount = (minor: number) => formatNumber(minor / 100);

export default function InvoicesPage() {
  const { values, errors, storefronts, list, csv } = useLoaderData<typeof loader>() as unknown as Loaded;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <>
      <h1>Invoices and credit notes</h1>
      <p>
        <Link to="/admin/invoices/oss">One-Stop Shop summary of a quarter</Link>
      </p>
      <ErrorSummary errors={errors} />
      <Form method="get" className="admin-filters" aria-label="Choose the period">
        <AdminField type="date" name="from" label="Issued from" defaultValue={isCalendarDay(values.from) ? values.from : ""} error={errors.from} />
        <AdminField type="date" name="to" label="to" defaultValue={isCalendarDay(values.to) ? values.to : ""} error={errors.to} />
        <AdminSelect
          name="storefront"
          label="Storefront"
          defaultValue={values.storefront}
          error={errors.storefront}
          choices={[{ value: "", label: "Every storefront" }, ...storefronts.map((s) => ({ value: s.department, label: `${s.name} (${s.department})` }))]}
        />
        <AdminSelect
          name="series"
          label="Documents"
          defaultValue={values.series}
          error={errors.series}
          choices={[
            { value: "", label: "Invoices and credit notes" },
            { value: "invoice", label: "Invoices" },
            { value: "credit_note", label: "Credit notes" },
          ]}
        />
        <button type="submit" className="button button-small">
          Show
        </button>
      </Form>
      {list ? (
        <>
          <p>
            {list.total === 1 ? "1 document" : `${list.total.toLocaleString("en")} documents`} issued from {values.from} to {values.to}
            {" · "}
            <a href={csv!} download>
              Download CSV
            </a>
          </p>
          {list.items.length === 0 ? (
            <p>No invoice or credit note was issued in this period.</p>
          ) : (
            <TableWrap label="Invoices and credit notes">
              <table className="admin-table admin-books">
                <caption className="visually-hidden">Invoices and credit notes, newest first; credit notes as negative amounts</caption>
                <thead>
                  <tr>
                    <th scope="col">Number</th>
                    <th scope="col">Issued</th>
                    <th scope="col">Order</th>
                    <th scope="col">Buyer</th>
                    <th scope="col">VAT of</th>
                    <th scope="col">Reverse charge</th>
                    <th scope="col" className="num">
                      Taxable
                    </th>
                    <th scope="col" className="num">
                      VAT
                    </th>
                    <th scope="col" className="num">
                      Total
                    </th>
                    <th scope="col">Currency</th>
                    <th scope="col">
                      <span className="visually-hidden">Document</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((d) => (
                    <tr key={d.id}>
                      <td className="admin-nowrap">
                        {d.number}
                        {d.series === "credit_note" ? (
                          <>
                            <br />
                            <span className="admin-hint">{SERIES_LABEL.credit_note}</span>
                          </>
                        ) : null}
                      </td>
                      <td className="admin-nowrap">
                        <time dateTime={d.issuedAt}>{d.issuedAt.slice(0, 10)}</time>
                      </td>
                      <td className="admin-nowrap">
                        <Link to={`/admin/orders/${d.orderNumber}`}>{d.orderNumber}</Link>
                      </td>
                      <td>
                        {d.buyerName}
                        {d.buyerCompany ? (
                          <>
                            <br />
                            <span className="admin-hint">{d.buyerCompany}</span>
                          </>
                        ) : null}
                      </td>
                      <td>{d.vatCountry}</td>
                      <td>{d.reverseCharge ? "Yes" : "—"}</td>
                      <td className="num">{amount(d.taxable)}</td>
                      <td className="num">{amount(d.vat)}</td>
                      <td className="num">{amount(d.gross)}</td>
                      <td>{d.currency}</td>
                      <td>
                        <a href={`/admin/invoices/${d.id}/pdf`}>
                          PDF<span className="visually-hidden"> of {d.number}</span>
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  {list.totals.map((t) => (
                    <tr key={t.currency} data-currency={t.currency}>
                      <th scope="row" colSpan={6}>
                        Period total in {t.currency}
                      </th>
                      <td className="num">{amount(t.taxable)}</td>
                      <td className="num">{amount(t.vat)}</td>
                      <td className="num">{amount(t.gross)}</td>
                      <td>{t.currency}</td>
                      <td />
                    </tr>
                  ))}
                </tfoot>
              </table>
            </TableWrap>
          )}
          <Pager page={list.page} pages={pages} />
        </>
      ) : null}
    </>
  );
}

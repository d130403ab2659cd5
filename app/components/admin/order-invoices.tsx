import { TableWrap, When } from "~/components/admin/admin-ui";
import { money } from "~/lib/admin-words";
import type { InvoiceSeries } from "~/lib/invoice";
import type { MinorUnits } from "~/lib/money";

// The order page's invoices and credit notes (README "Taxes and invoices"): number, date and what
// each comes to (a credit note's as taken back), each a plain link to its PDF as issued.

export function OrderInvoices({
  documents,
}: {
  documents: { id: number; series: InvoiceSeries; number: string; issuedAt: string; currencyCode: string; gross: MinorUnits }[];
}) {
  return (
    <section className="admin-card" aria-labelledby="invoices-title">
      <h2 id="invoices-title">Invoices and credit notes</h2>
      {documents.length === 0 ? (
        <p>None issued yet: the invoice is issued when the order is paid (or delivered, when paid on delivery).</p>
      ) : (
        <TableWrap label="Invoices table">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Document</th>
                <th scope="col">Issued</th>
                <th scope="col">Total</th>
                <th scope="col">PDF</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.id} data-document={d.number}>
                  <td>
                    {d.series === "credit_note" ? "Credit note" : "Invoice"} {d.number}
                  </td>
                  <td>
                    <When at={d.issuedAt} />
                  </td>
                  <td>{money(d.gross, d.currencyCode)}</td>
                  <td>
                    <a href={`/admin/invoices/${d.id}/pdf`}>Download {d.number}.pdf</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}

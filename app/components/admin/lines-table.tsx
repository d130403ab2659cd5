import { TableWrap } from "~/components/admin/admin-ui";
import { money } from "~/lib/admin-words";

// An order's lines with their prices, as the back office shows them: on an order's page and in
// the prices of an order taken by phone before it is placed.

export interface PricedLine {
  sku: string;
  name: string;
  qty: number;
  unitPrice: number;
  lineTotal: number;
}

/** `label` names the scrolling region; `totalHeading` the last column ("Line total" on an order, "Total" in a quote). */
export function LinesTable({
  label,
  totalHeading,
  lines,
  currencyCode,
}: {
  label: string;
  totalHeading: string;
  lines: readonly PricedLine[];
  currencyCode: string;
}) {
  return (
    <TableWrap label={label}>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Product</th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              {totalHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={`${l.sku}-${l.name}`}>
              <td>{l.sku}</td>
              <td>{l.name}</td>
              <td className="num">{l.qty}</td>
              <td className="num">{money(l.unitPrice, currencyCode)}</td>
              <td className="num">{money(l.lineTotal, currencyCode)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

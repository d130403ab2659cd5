import { Form, Link } from "@remix-run/react";
import { AdminField, TableWrap, When } from "~/components/admin/admin-ui";
import { countField, deliveryField, type LowStockList, REASON_LABELS, type StockMovement } from "~/lib/stock-movements";

// A product's stock in the back office (README "Stock"): the figure per warehouse, a delivery
// (+n) or a count (the pieces on the shelf) recorded as movements, the low-stock level, and the
// movements, latest first.

type Errors = Readonly<Record<string, string>>;

export function StockForm({
  figures,
  values,
  errors,
}: {
  figures: readonly { warehouse: string; qty: number }[];
  values: Readonly<Record<string, string>>;
  errors: Errors;
}) {
  const input = (name: string, label: string) => {
    const id = `f-${name}`;
    return (
      <>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input
          id={id}
          name={name}
          className="admin-qty"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values[name] ?? ""}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
        />
        {errors[name] ? (
          <p className="admin-field-error" id={`${id}-error`}>
            {errors[name]}
          </p>
        ) : null}
      </>
    );
  };
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value="stock" />
      <TableWrap label="Stock per warehouse">
        <table className="admin-table">
          <caption className="visually-hidden">Stock per warehouse: record a delivery or a count</caption>
          <thead>
            <tr>
              <th scope="col">Warehouse</th>
              <th scope="col" className="num">
                In stock
              </th>
              <th scope="col">Delivery (+ pieces)</th>
              <th scope="col">Count (pieces on the shelf)</th>
            </tr>
          </thead>
          <tbody>
            {figures.map((f) => (
              <tr key={f.warehouse}>
                <th scope="row">{f.warehouse}</th>
                <td className="num" data-stock={f.warehouse}>
                  {f.qty}
                </td>
                <td>{input(deliveryField(f.warehouse), `Delivery into ${f.warehouse}`)}</td>
                <td>{input(countField(f.warehouse), `Count in ${f.warehouse}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <AdminField
        name="note"
        label="Note (optional)"
        hint="A delivery note's number, the supplier, why a count differs"
        maxLength={200}
        defaultValue={values.note ?? ""}
        error={errors.note}
      />
      <p className="admin-hint">A count records the difference from the figure at the moment it is saved: a sale made meanwhile is not lost.</p>
      <button type="submit" className="button">
        Record stock
      </button>
    </Form>
  );
}

export function LowStockForm({ level, shopDefault, value, error }: { level: number | null; shopDefault: number | null; value?: string; error?: string }) {
  const holds = shopDefault === null ? "no default is set, so the product is never listed as low" : `the shop's default, ${shopDefault}, holds`;
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value="level" />
      <AdminField
        name="low_stock_level"
        label="Low-stock level"
        hint={`Listed as low with fewer pieces than this in all warehouses together. Empty: ${holds}.`}
        inputMode="numeric"
        autoComplete="off"
        className="admin-qty"
        defaultValue={value ?? (level === null ? "" : String(level))}
        error={error}
      />
      <button type="submit" className="button button-secondary">
        Set level
      </button>
    </Form>
  );
}

export function StockHistory({ items }: { items: readonly StockMovement[] }) {
  if (items.length === 0) return <p>No movements yet.</p>;
  return (
    <TableWrap label="Stock movements">
      <table className="admin-table">
        <caption className="visually-hidden">Stock movements, latest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Warehouse</th>
            <th scope="col" className="num">
              Change
            </th>
            <th scope="col" className="num">
              After
            </th>
            <th scope="col">Reason</th>
            <th scope="col">Who</th>
            <th scope="col">Order</th>
          </tr>
        </thead>
        <tbody>
          {items.map((m) => (
            <tr key={m.id}>
              <td>
                <When at={m.createdAt} />
              </td>
              <td>{m.warehouse}</td>
              <td className="num">{m.change > 0 ? `+${m.change}` : m.change === 0 ? "±0" : `−${-m.change}`}</td>
              <td className="num">{m.qtyAfter}</td>
              <td>
                {REASON_LABELS[m.reason] ?? m.reason}
                {m.note ? <span className="admin-hint"> — {m.note}</span> : null}
              </td>
              <td>{m.actor}</td>
              <td>{m.orderNumber ? <Link to={`/admin/orders/${m.orderNumber}`}>{m.orderNumber}</Link> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** The products low in stock (the start page, the low-stock page), each linked to its page. */
export function LowStockTable({ low }: { low: LowStockList }) {
  if (low.items.length === 0) return <p>No product is low in stock.</p>;
  return (
    <TableWrap label="Products low in stock">
      <table className="admin-table">
        <caption className="visually-hidden">Products with fewer pieces than their low-stock level, fewest first</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">SKU</th>
            <th scope="col" className="num">
              In stock
            </th>
            <th scope="col" className="num">
              Level
            </th>
          </tr>
        </thead>
        <tbody>
          {low.items.map((p) => (
            <tr key={p.id}>
              <td>
                <Link to={`/admin/products/${p.id}`}>{p.name}</Link>
              </td>
              <td>{p.sku}</td>
              <td className="num">{p.pieces}</td>
              <td className="num">{p.level}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {low.total > low.items.length ? (
        <p className="admin-hint">
          The {low.items.length} with the fewest pieces, of {low.total.toLocaleString("en")}.
        </p>
      ) : null}
    </TableWrap>
  );
}

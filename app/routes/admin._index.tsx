import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TableWrap } from "~/components/admin/admin-ui";
import { LowStockTable } from "~/components/admin/product-stock";
import { getDb } from "~/db/db.server";
import { money } from "~/lib/admin-words";
import { can } from "~/lib/staff-roles";
import { LOW_STOCK_ON_START } from "~/lib/stock-movements";
import { salesSummary, waitingCounts } from "~/services/sales-figures.server";
import { getSetupChecklist } from "~/services/setup-checklist.server";
import { lowStockProducts } from "~/services/stock-movements.server";
import { demoPresent } from "~/services/demo-removal.server";
import { adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin (issue 26 §3): what waits for someone — transfers to match, parcels to send, payments
// that failed, mail that does not go out — and sales today and this month per storefront and
// currency (paid orders, by the day they were paid, UTC); for those who keep the catalogue, the
// products low in stock (README "Stock"); for owners, while the shop is not set up, the first-run
// checklist (README "Shop settings").

export const meta: MetaFunction = () => [{ title: "Start · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "orders.read");
  const db = getDb();
  const [waiting, sales, low, checklist, demo] = await Promise.all([
    waitingCounts(db),
    salesSummary(db),
    can(me.staff.role, "catalogue.manage") ? lowStockProducts(db, LOW_STOCK_ON_START) : null,
    can(me.staff.role, "settings.manage") ? getSetupChecklist(db) : null,
    // README "Removing the demo": the owner's way out of the demo, shown while the demo is there
    can(me.staff.role, "demo.remove") ? demoPresent(db) : false,
  ]);
  // shown while something is missing; once all is done it no longer takes the page's top
  const setup = checklist?.some((item) => !item.done) ? checklist : null;
  return adminPage({ email: me.staff.email, waiting, sales, low, setup, demo });
}

export default function AdminHome() {
  const { waiting, sales, low, setup, demo } = useLoaderData<typeof loader>();
  const tiles = [
    { count: waiting.awaitingTransfer, label: "bank transfers to match", to: "/admin/orders?status=placed&payment=bank" },
    { count: waiting.toShip, label: "paid orders to ship", to: "/admin/orders?status=paid" },
    { count: waiting.failedPayments, label: "card payments failed this week", to: "/admin/orders?status=cancelled&payment=card" },
    { count: waiting.failedMails + waiting.stuckMails, label: "mails not going out", to: null },
  ];
  return (
    <>
      <h1>What waits</h1>
      {demo ? (
        <p data-demo-line>
          This shop still holds the demo’s products, content and codes. <Link to="/admin/demo">Remove the demo</Link> when your own shop is ready.
        </p>
      ) : null}
      {setup ? (
        <section className="admin-card" aria-labelledby="setup-title" data-setup-checklist>
          <h2 id="setup-title">Setting up the shop</h2>
          <ul className="admin-checklist">
            {setup.map((item) => (
              <li key={item.key} data-done={item.done ? "yes" : "no"}>
                <strong>{item.done ? "Done" : "Missing"}:</strong> {item.label}
                {item.missing ? (
                  <>
                    {" "}
                    — {item.missing}. <Link to={item.href}>Put it right</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="admin-grid">
        {tiles.map((t) =>
          t.to ? (
            <Link key={t.label} to={t.to} className="admin-stat">
              <strong>{t.count}</strong> {t.label}
            </Link>
          ) : (
            <div key={t.label} className="admin-stat">
              <strong>{t.count}</strong> {t.label}
              {t.count ? <span className="admin-hint"> — check SMTP (README “E-mail”); the order pages show each mail’s state</span> : null}
            </div>
          ),
        )}
      </div>
      <h2>Sales</h2>
      {sales.length === 0 ? (
        <p>No paid orders this month yet.</p>
      ) : (
        <TableWrap label="Sales">
          <table className="admin-table">
            <caption className="visually-hidden">Paid orders today and this month, per storefront and currency (UTC days)</caption>
            <thead>
              <tr>
                <th scope="col">Storefront</th>
                <th scope="col" className="num">
                  Today
                </th>
                <th scope="col" className="num">
                  This month
                </th>
              </tr>
            </thead>
            <tbody>
              {sales.map((s) => (
                <tr key={`${s.department}-${s.currencyCode}`}>
                  <td>{s.department}</td>
                  <td className="num">
                    {money(s.today.total, s.currencyCode)} <span className="admin-hint">({s.today.orders})</span>
                  </td>
                  <td className="num">
                    {money(s.month.total, s.currencyCode)} <span className="admin-hint">({s.month.orders})</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {low ? (
        <section aria-labelledby="low-stock-title">
          <h2 id="low-stock-title">Low in stock{low.total ? ` (${low.total.toLocaleString("en")})` : ""}</h2>
          <LowStockTable low={low} />
          <p>
            <Link to="/admin/products/low-stock">
              {low.total > low.items.length
                ? `All ${low.total.toLocaleString("en")} products low in stock, and the default level`
                : "Low stock and the default level"}
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

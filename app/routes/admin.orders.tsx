import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { z } from "zod";
import { ErrorSummary, Notice, Pager, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { orderFilterSchema } from "~/lib/admin-orders";
import { money, PAYMENT_LABEL, STATUS_LABEL } from "~/lib/admin-words";
import { PAYMENT_METHODS } from "~/lib/checkout";
import { ORDER_STATUSES } from "~/lib/order-status";
import { can } from "~/lib/staff-roles";
import { findOrderNumberExact, listAdminOrders } from "~/services/admin-orders.server";
import { shipOrder } from "~/services/order-moves.server";
import { listStorefronts } from "~/services/storefronts.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/orders (issue 26 §3): every storefront's orders, newest first, 50 a page on the server;
// filters, search and page in the URL (a view can be bookmarked and shared); an exact order
// number opens the order. Selected orders: mark shipped, print their packing slips, export.

export const meta: MetaFunction = () => [{ title: "Orders · Back office" }];

/** The query string as the list reads it: a value it cannot take is left out (the list stays usable), not a 500. */
function readFilter(url: URL) {
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ""));
  const parsed = orderFilterSchema.safeParse(raw);
  const filter = parsed.success
    ? parsed.data
    : Object.fromEntries(
        Object.entries(raw).filter(([key]) => orderFilterSchema.shape[key as keyof typeof orderFilterSchema.shape]?.safeParse(raw[key]).success),
      );
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .catch(1)
    .parse(url.searchParams.get("p") ?? 1);
  return { filter: filter as z.output<typeof orderFilterSchema>, page, ignored: !parsed.success };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "orders.read");
  const url = new URL(request.url);
  const { filter, page, ignored } = readFilter(url);
  const db = getDb();
  if (filter.q && page === 1) {
    const exact = await findOrderNumberExact(db, filter.q);
    if (exact) throw redirect(`/admin/orders/${exact}`, { headers: ADMIN_HEADERS });
  }
  const [list, storefronts] = await Promise.all([listAdminOrders(db, filter, page), listStorefronts(db)]);
  return adminPage({
    list,
    filter,
    ignored,
    storefronts: storefronts.map((s) => ({ department: s.department, name: s.name })),
    may: { export: can(me.staff.role, "orders.export"), ship: can(me.staff.role, "orders.ship"), create: can(me.staff.role, "orders.create") },
  });
}

const bulkSchema = z.object({
  intent: z.literal("ship"),
  numbers: z
    .array(z.string().regex(/^[A-Z]{2,3}-\d{4}-\d{6,}$/))
    .min(1)
    .max(200),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "orders.ship");
  const form = await request.formData().catch(() => null);
  if (!form) throw data({ message: "Bad Request: the body is not a form" }, { status: 400, headers: ADMIN_HEADERS });
  const parsed = bulkSchema.safeParse({ intent: form.get("intent"), numbers: form.getAll("number") });
  if (!parsed.success) return data({ message: "Choose one or more orders first.", results: [] }, { status: 400, headers: ADMIN_HEADERS });
  const db = getDb();
  const results: { number: string; text: string }[] = [];
  for (const number of parsed.data.numbers) {
    // the shop's own delivery (no parcel numbers): a parcel with its tracking number is marked on the order's page
    const answer = await shipOrder(db, number, [], `staff:${staffActor(me)}`);
    const text = !answer.ok
      ? "refused"
      : answer.outcome === null
        ? "no such order"
        : answer.moved
          ? "marked shipped"
          : answer.outcome.kind === "already"
            ? "already shipped"
            : "not shipped: it must be paid first (or it is cancelled)";
    results.push({ number, text });
  }
  return { message: null, results };
}

export default function OrdersPage() {
  const { list, filter, ignored, storefronts, may } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>() as { message: string | null; results: { number: string; text: string }[] } | undefined;
  const [params] = useSearchParams();
  const submit = useSubmit();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const exportQuery = new URLSearchParams([...params].filter(([k]) => k !== "p")).toString();
  return (
    <>
      <h1>Orders</h1>
      {may.create ? (
        <p>
          <Link to="/admin/orders/new" className="button button-small">
            Take an order
          </Link>
        </p>
      ) : null}
      {/* with JavaScript a chosen status, storefront, payment or date applies at once; the search applies on Enter */}
      <Form
        method="get"
        className="admin-filters"
        aria-label="Filter orders"
        onChange={(e) => {
          const field = e.target as HTMLInputElement | HTMLSelectElement;
          if (field.tagName === "SELECT" || field.type === "date") submit(e.currentTarget, { replace: true });
        }}
      >
        <label>
          Search
          <input type="search" name="q" defaultValue={filter.q ?? ""} placeholder="Order number, e-mail or name" />
        </label>
        <label>
          Status
          <select name="status" defaultValue={filter.status ?? ""}>
            <option value="">Any status</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Storefront
          <select name="department" defaultValue={filter.department ?? ""}>
            <option value="">Every storefront</option>
            {storefronts.map((s) => (
              <option key={s.department} value={s.department}>
                {s.name} ({s.department})
              </option>
            ))}
          </select>
        </label>
        <label>
          Payment
          <select name="payment" defaultValue={filter.payment ?? ""}>
            <option value="">Any payment</option>
            {PAYMENT_METHODS.map((p) => (
              <option key={p} value={p}>
                {PAYMENT_LABEL[p]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Placed from
          <input type="date" name="from" defaultValue={filter.from ?? ""} />
        </label>
        <label>
          to
          <input type="date" name="to" defaultValue={filter.to ?? ""} />
        </label>
        <button type="submit" className="button button-small">
          Show
        </button>
      </Form>
      {ignored ? <Notice kind="warn">Some filters in the address could not be read and were left out.</Notice> : null}
      <ErrorSummary message={done?.message} />
      {done?.results.length ? (
        <Notice>
          <ul>
            {done.results.map((r) => (
              <li key={r.number}>
                {r.number}: {r.text}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <p>
        {list.total === 1 ? "1 order" : `${list.total.toLocaleString("en")} orders`}
        {may.export ? (
          <>
            {" · "}
            <a href={`/admin/orders/export${exportQuery ? `?${exportQuery}` : ""}`} download>
              Export these as CSV
            </a>
          </>
        ) : null}
      </p>
      {list.items.length === 0 ? (
        <p>No orders match.</p>
      ) : (
        <Form method="post" id="bulk">
          <TableWrap label="Orders">
            <table className="admin-table">
              <caption className="visually-hidden">Orders, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Select</span>
                  </th>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Storefront</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((o) => (
                  <tr key={o.number}>
                    <td>
                      <input type="checkbox" name="number" value={o.number} aria-label={`Select ${o.number}`} />
                    </td>
                    <td>
                      <Link to={`/admin/orders/${o.number}`}>{o.number}</Link>
                    </td>
                    <td>
                      <When at={o.createdAt} />
                    </td>
                    <td>{o.department}</td>
                    <td>
                      {o.name ? (
                        <>
                          {o.name}
                          <br />
                        </>
                      ) : null}
                      <span className="admin-hint">{o.email}</span>
                    </td>
                    <td>{PAYMENT_LABEL[o.paymentMethod]}</td>
                    <td>
                      <span className={`admin-status admin-status-${o.status}`}>{STATUS_LABEL[o.status]}</span>
                    </td>
                    <td className="num">{money(o.grandTotal, o.currencyCode)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <div className="admin-actions admin-bulk">
            <span>With the selected orders:</span>
            {may.ship ? (
              <button type="submit" name="intent" value="ship" className="button button-small">
                Mark shipped
              </button>
            ) : null}
            <button type="submit" formMethod="get" formAction="/admin/orders/slips" formTarget="_blank" className="button button-small button-secondary">
              Print packing slips
            </button>
            {may.export ? (
              <button type="submit" formMethod="get" formAction="/admin/orders/export" className="button button-small button-secondary">
                Export as CSV
              </button>
            ) : null}
          </div>
        </Form>
      )}
      <Pager page={list.page} pages={pages} />
    </>
  );
}

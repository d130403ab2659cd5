import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Pager, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { CUSTOMERS_PER_PAGE } from "~/lib/customer-admin";
import { listCustomers } from "~/services/customer-admin.server";
import { adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/customers (issue 26 §4): registered customers, newest first, 50 a page; search by
// e-mail (its beginning) or name (any part), kept in the URL.

export const meta: MetaFunction = () => [{ title: "Customers · Back office" }];

const querySchema = z.object({
  q: z.string().trim().max(200).catch(""),
  p: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "customers.read");
  const { q, p } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return adminPage({ q, list: await listCustomers(getDb(), { q: q || undefined, page: p }) });
}

export default function CustomersPage() {
  const { q, list } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(list.total / CUSTOMERS_PER_PAGE));
  return (
    <>
      <h1>Customers</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Find customers">
        <label>
          Search
          <input type="search" name="q" defaultValue={q} placeholder="E-mail or name" />
        </label>
        <button type="submit" className="button button-small">
          Search
        </button>
      </Form>
      <p>{list.total === 1 ? "1 customer" : `${list.total.toLocaleString("en")} customers`}</p>
      {list.items.length === 0 ? (
        <p>No customer matches.</p>
      ) : (
        <TableWrap label="Customers">
          <table className="admin-table">
            <caption className="visually-hidden">Customers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Storefront</th>
                <th scope="col">Registered</th>
                <th scope="col" className="num">
                  Orders
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link to={`/admin/customers/${c.id}`}>{c.erased ? "(erased)" : `${c.firstName} ${c.lastName}`.trim() || "(no name)"}</Link>
                  </td>
                  <td>
                    {c.email}
                    {c.verified ? "" : " (not verified)"}
                  </td>
                  <td>{c.department}</td>
                  <td>
                    <When at={c.createdAt} />
                  </td>
                  <td className="num">{c.orderCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager page={list.page} pages={pages} />
    </>
  );
}

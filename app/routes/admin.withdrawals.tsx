import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { TableWrap, When } from "~/components/admin/admin-ui";
import { WITHDRAWAL_STATUS_LABEL } from "~/lib/admin-words";
import { getDb } from "~/db/db.server";
import { WITHDRAWAL_STATUSES } from "~/lib/withdrawal";
import { listWithdrawals } from "~/services/withdrawals.server";
import { requireStaff, adminPage } from "~/utils/staff-auth.server";

// /admin/withdrawals (README "After the sale"): every withdrawal received — open ones first, the
// nearest legal refund deadline (14 days from receipt) first — linked to their orders; the
// status filter is in the URL, so a view can be bookmarked and works without JavaScript.

export const meta: MetaFunction = () => [{ title: "Withdrawals · Back office" }];

const querySchema = z.object({ status: z.enum(WITHDRAWAL_STATUSES).optional().catch(undefined) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "withdrawals.read");
  const { status } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return adminPage({ status: status ?? "", list: await listWithdrawals(getDb(), { status }), now: new Date().toISOString() });
}

export default function WithdrawalsPage() {
  const { status, list, now } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Withdrawals</h1>
      <Form method="get" className="admin-filters" aria-label="Filter withdrawals">
        <label>
          Status
          <select name="status" defaultValue={status}>
            <option value="">Open first, then all</option>
            {WITHDRAWAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {WITHDRAWAL_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-small">
          Show
        </button>
      </Form>
      <p>{list.length === 1 ? "1 withdrawal" : `${list.length.toLocaleString("en")} withdrawals`}</p>
      {list.length === 0 ? (
        <p>No withdrawal matches.</p>
      ) : (
        <TableWrap label="Withdrawals">
          <table className="admin-table" data-withdrawals>
            <caption className="visually-hidden">Withdrawals, the nearest refund deadline first</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Status</th>
                <th scope="col">Refund by</th>
                <th scope="col">Order</th>
                <th scope="col">Shopper</th>
                <th scope="col">Storefront</th>
              </tr>
            </thead>
            <tbody>
              {list.map((w) => {
                const open = w.status === "received" || w.status === "goods_back";
                return (
                  <tr key={w.id} data-withdrawal-id={w.id}>
                    <td>
                      <Link to={`/admin/withdrawals/${w.id}`}>
                        #{w.id}, <When at={w.receivedAt} />
                      </Link>
                      {w.late ? " (after the period)" : ""}
                    </td>
                    <td>
                      <span className={`admin-status admin-status-${w.status}`}>{WITHDRAWAL_STATUS_LABEL[w.status]}</span>
                    </td>
                    <td>
                      {open ? (
                        <>
                          <When at={w.refundBy} />
                          {w.refundBy < now ? " (passed)" : ""}
                        </>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td>{w.linkedOrder ? <Link to={`/admin/orders/${w.linkedOrder}`}>{w.linkedOrder}</Link> : `${w.orderNumber} (no match)`}</td>
                    <td>
                      {w.name}
                      <br />
                      {w.email}
                    </td>
                    <td>{w.department}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}

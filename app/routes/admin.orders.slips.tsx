import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { AddressBlock } from "~/components/admin/address-block";
import { getDb } from "~/db/db.server";
import { getPackingSlip } from "~/services/admin-orders.server";
import { ADMIN_HEADERS, adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/orders/slips?number=…: one packing slip per order, a page each when printed — the
// storefront, the number, the delivery address and what goes in the parcel; no prices.

export const meta: MetaFunction = () => [{ title: "Packing slips · Back office" }];

const numbersSchema = z
  .array(z.string().regex(/^[A-Z]{2,3}-\d{4}-\d{6,}$/))
  .min(1)
  .max(200);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "orders.read");
  const numbers = numbersSchema.safeParse(new URL(request.url).searchParams.getAll("number"));
  if (!numbers.success) throw data({ message: "Choose one or more orders (up to 200) for their packing slips." }, { status: 400, headers: ADMIN_HEADERS });
  return adminPage(await getPackingSlip(getDb(), numbers.data));
}

export default function PackingSlips() {
  const { slips, missing } = useLoaderData<typeof loader>();
  return (
    <div className="admin-slips">
      <p className="admin-no-print">
        {slips.length === 1 ? "1 packing slip" : `${slips.length} packing slips`}: print this page (Ctrl+P or ⌘P), one slip per sheet.
        {missing.length ? ` Not found: ${missing.join(", ")}.` : ""}
      </p>
      {slips.map((s) => (
        <article key={s.number} className="admin-slip admin-card" aria-labelledby={`slip-${s.number}`}>
          <header>
            <p>{s.storefront}</p>
            <h1 id={`slip-${s.number}`}>{`Packing slip ${s.number}`}</h1>
            <p>Placed {s.createdAt.slice(0, 10)}</p>
          </header>
          <h2>Deliver to</h2>
          {s.address ? (
            <AddressBlock name={s.address.name} address={s.address} />
          ) : (
            <p>{s.pickupShop ? `Pick-up in the shop: ${s.pickupShop}` : "Nothing to ship"}</p>
          )}
          <table className="admin-table">
            <caption>In the parcel</caption>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Product</th>
                <th scope="col" className="num">
                  Quantity
                </th>
              </tr>
            </thead>
            <tbody>
              {s.lines.map((l) => (
                <tr key={l.sku}>
                  <td>{l.sku}</td>
                  <td>{l.name}</td>
                  <td className="num">{l.qty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </div>
  );
}

import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { TableWrap } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { formatPrice } from "~/lib/catalogue-file";
import { imageUrl } from "~/lib/images";
import { STOCK_FILTERS } from "~/lib/product-admin";
import { listProducts } from "~/services/product-admin.server";
import { adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/products (README "Products"): the whole catalogue, newest first, 50 a page (keyset: "after"
// the last id shown); searched by name, SKU, EAN, brand or category, filtered by stock and by a
// special price that holds now. Everything in the URL, so a search is a link.

export const meta: MetaFunction = () => [{ title: "Products · Back office" }];

const querySchema = z.object({
  q: z.string().trim().max(200).catch(""),
  stock: z.enum(STOCK_FILTERS).catch(""),
  special: z.literal("1").optional().catch(undefined),
  after: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional()
    .catch(undefined),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listProducts(getDb(), { q: query.q, stock: query.stock, special: query.special === "1", after: query.after });
  return adminPage({ query, list });
}

const euros = (cents: number) => `€${formatPrice(cents)}`;

export default function ProductsPage() {
  const { query, list } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const nextLink = () => {
    const next = new URLSearchParams(params);
    next.set("after", String(list.next));
    return `?${next}`;
  };
  const firstLink = () => {
    const first = new URLSearchParams(params);
    first.delete("after");
    return `?${first}`;
  };
  return (
    <>
      <h1>Products</h1>
      <p>
        <Link to="/admin/products/new">New product</Link>
      </p>
      <Form method="get" className="admin-filters" role="search" aria-label="Find products">
        <label>
          Search
          <input type="search" name="q" defaultValue={query.q} placeholder="Name, SKU, EAN, brand or category" />
        </label>
        <label>
          Stock
          <select name="stock" defaultValue={query.stock}>
            <option value="">Any</option>
            <option value="in">In stock</option>
            <option value="out">Out of stock</option>
          </select>
        </label>
        <label>
          <input type="checkbox" name="special" value="1" defaultChecked={query.special === "1"} /> Special price now
        </label>
        <button type="submit" className="button button-small">
          Search
        </button>
      </Form>
      {list.items.length === 0 ? (
        <p>No product matches.</p>
      ) : (
        <TableWrap label="Products">
          <table className="admin-table admin-products">
            <caption className="visually-hidden">Products, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Picture</th>
                <th scope="col">Name</th>
                <th scope="col">SKU</th>
                <th scope="col">Brand</th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col" className="num">
                  Special price
                </th>
                <th scope="col" className="num">
                  Stock
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((p) => (
                <tr key={p.id}>
                  <td>{p.imageId === null ? null : <img src={imageUrl(p.imageId, 175)} width={48} height={48} alt="" loading="lazy" />}</td>
                  <td>
                    <Link to={`/admin/products/${p.id}`}>{p.name || "(no name)"}</Link>
                  </td>
                  <td>{p.sku}</td>
                  <td>{p.brand ?? ""}</td>
                  <td className="num">{euros(p.price)}</td>
                  <td className="num">
                    {p.specialPrice === null ? "" : euros(p.specialPrice)}
                    {p.specialPrice !== null && !p.specialNow ? " (not now)" : ""}
                  </td>
                  <td className="num">{p.stock}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {query.after || list.next ? (
        <nav className="admin-actions admin-pages" aria-label="Pages">
          {query.after ? <Link to={firstLink()}>Newest</Link> : null}
          {list.next ? <Link to={nextLink()}>Older</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

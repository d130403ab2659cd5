import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { BulkChange, BulkPreview, type BulkRefusal } from "~/components/admin/product-bulk";
import { ErrorSummary, Notice, TableWrap } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { formatPrice } from "~/lib/catalogue-file";
import { imageUrl } from "~/lib/images";
import { ARCHIVED_FILTERS, STOCK_FILTERS } from "~/lib/product-admin";
import { BULK_LABELS, BULK_MAX, type BulkFields, readBulkAction } from "~/lib/product-bulk";
import { categoryChoices } from "~/services/category-admin.server";
import { listProducts } from "~/services/product-admin.server";
import { applyBulk, planBulk } from "~/services/product-bulk.server";
import { rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/products (README "Products"): the whole catalogue, newest first, 50 a page (keyset: "after"
// the last id shown); searched by name, SKU, EAN, brand or category, filtered by stock, by a
// special price that holds now and by archiving (active products unless asked). Everything in the
// URL, so a search is a link. The rows ticked (or the whole page) take a bulk change (README "Bulk
// changes"): "Preview" shows what it does to each and changes nothing; "Apply" — the same
// selection carried in the preview's hidden fields — does it for all or for none.

export const meta: MetaFunction = () => [{ title: "Products · Back office" }];

const querySchema = z.object({
  q: z.string().trim().max(200).catch(""),
  stock: z.enum(STOCK_FILTERS).catch(""),
  special: z.literal("1").optional().catch(undefined),
  archived: z.enum(ARCHIVED_FILTERS).catch(""),
  done: z.string().max(300).optional().catch(undefined),
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
  const db = getDb();
  const [list, categories] = await Promise.all([
    listProducts(db, { q: query.q, stock: query.stock, special: query.special === "1", archived: query.archived, after: query.after }),
    categoryChoices(db),
  ]);
  return adminPage({ query, list, categories });
}

const BULK_FIELDS = ["action", "value", "special_from", "special_to", "category"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const form = await request.formData().catch(() => null);
  if (!form) throw data({ message: "Bad Request: the body is not a form" }, { status: 400, headers: ADMIN_HEADERS });
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 200) : "";
  };
  const fields: BulkFields = Object.fromEntries(BULK_FIELDS.map((name) => [name, text(name)]));
  // the rows ticked, or every row of the page; the preview's Apply carries them as one list
  const named = text("intent") === "apply" ? text("ids").split(",") : form.get("all") === "1" ? text("page_ids").split(",") : form.getAll("id");
  const ids = [...new Set(named.flatMap((id) => rowIdSchema.safeParse(id).data ?? []))];
  const refused = (body: BulkRefusal) => data(body, { status: 400, headers: ADMIN_HEADERS });
  if (ids.length === 0) return refused({ message: "Select at least one product first.", fields });
  if (ids.length > BULK_MAX) return refused({ message: `A bulk change takes at most ${BULK_MAX} products.`, fields });
  const read = readBulkAction(fields);
  if (!read.ok) return refused({ errors: read.errors, fields });
  const db = getDb();
  if (text("intent") === "preview") {
    const plan = await planBulk(db, ids, read.action);
    const preview = { label: BULK_LABELS[read.action.kind], ids: plan.rows.map((r) => r.id), rows: plan.rows };
    if (!plan.ok) return refused({ message: plan.message, fields, preview });
    return data({ preview, fields } satisfies BulkRefusal, { headers: ADMIN_HEADERS });
  }
  if (text("intent") !== "apply") return refused({ message: "That request was not understood.", fields });
  const done = await applyBulk(db, ids, read.action, staffActor(me));
  if (!done.ok) return refused({ message: done.message, fields, preview: { label: BULK_LABELS[read.action.kind], ids, rows: done.rows } });
  const back = new URL(request.url);
  back.searchParams.set(
    "done",
    done.changed === 0
      ? "Nothing changed: the selected products were so already."
      : `${BULK_LABELS[read.action.kind]}: done for ${done.changed} product${done.changed === 1 ? "" : "s"}.`,
  );
  return redirect(`${back.pathname}${back.search}`, { headers: ADMIN_HEADERS });
}

const euros = (cents: number) => `€${formatPrice(cents)}`;

export default function ProductsPage() {
  const { query, list, categories } = useLoaderData<typeof loader>();
  const bulk = useActionData<typeof action>() as BulkRefusal | undefined;
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
          Archived
          <select name="archived" defaultValue={query.archived}>
            <option value="">Active only</option>
            <option value="only">Archived only</option>
            <option value="all">All</option>
          </select>
        </label>
        <label>
          <input type="checkbox" name="special" value="1" defaultChecked={query.special === "1"} /> Special price now
        </label>
        <button type="submit" className="button button-small">
          Search
        </button>
      </Form>
      {query.done && !bulk ? <Notice>{query.done}</Notice> : null}
      <ErrorSummary message={bulk?.message} errors={bulk?.errors} />
      {bulk?.preview ? <BulkPreview preview={bulk.preview} fields={bulk.fields} ok={!bulk.message} /> : null}
      {list.items.length === 0 ? (
        <p>No product matches.</p>
      ) : (
        <Form method="post" id="bulk">
          <input type="hidden" name="page_ids" value={list.items.map((p) => p.id).join(",")} />
          <TableWrap label="Products">
            <table className="admin-table admin-products">
              <caption className="visually-hidden">Products, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Select</span>
                  </th>
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
                    <td>
                      <input type="checkbox" name="id" value={p.id} aria-label={`Select ${p.sku}`} defaultChecked={bulk?.preview?.ids.includes(p.id)} />
                    </td>
                    <td>{p.imageId === null ? null : <img src={imageUrl(p.imageId, 175)} width={48} height={48} alt="" loading="lazy" />}</td>
                    <td>
                      <Link to={`/admin/products/${p.id}`}>{p.name || "(no name)"}</Link>
                      {p.archived ? <span className="admin-status admin-status-archived">Archived</span> : null}
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
          <BulkChange categories={categories} fields={bulk?.fields} errors={bulk?.errors} />
        </Form>
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

import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StockHistory } from "~/components/admin/product-stock";
import { getDb } from "~/db/db.server";
import { productFormValues } from "~/services/product-admin.server";
import { stockHistory } from "~/services/stock-movements.server";
import { rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/products/:id/stock (README "Stock"): every movement of a product's stock, latest first,
// 50 a page ("before" the last movement shown).

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Stock of ${data?.sku ?? "product"} · Back office` }];

const beforeSchema = rowIdSchema.optional().catch(undefined);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  const id = rowIdSchema.safeParse(params.id);
  const db = getDb();
  const product = id.success ? await productFormValues(db, id.data) : null;
  if (!id.success || !product) throw data({ message: `There is no product ${params.id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  const before = beforeSchema.parse(new URL(request.url).searchParams.get("before") ?? undefined);
  const history = await stockHistory(db, id.data, { before });
  return adminPage({ id: id.data, sku: product.values.sku, before: before ?? null, history });
}

export default function ProductStockPage() {
  const { id, sku, before, history } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to={`/admin/products/${id}`}>← Product {sku}</Link>
      </p>
      <h1>Stock movements of {sku}</h1>
      <StockHistory items={history.items} />
      {before !== null || history.next !== null ? (
        <nav className="admin-actions admin-pages" aria-label="Pages">
          {before !== null ? <Link to={`/admin/products/${id}/stock`}>Latest</Link> : null}
          {history.next !== null ? <Link to={`/admin/products/${id}/stock?before=${history.next}`}>Older</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { ProductForm } from "~/components/admin/product-form";
import { ProductPictures } from "~/components/admin/product-pictures";
import { LowStockForm, StockForm, StockHistory } from "~/components/admin/product-stock";
import { getDb } from "~/db/db.server";
import { HISTORY_ON_PRODUCT, parseLevel, parseStockEntries } from "~/lib/stock-movements";
import { productFormOptions, productFormValues, saveProduct } from "~/services/product-admin.server";
import { listProductPictures } from "~/services/product-pictures.server";
import { lowStockDefault, productLowStockLevel, recordStockEntries, setLowStockLevel, stockFigures, stockHistory } from "~/services/stock-movements.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/products/:id (README "Products", "Stock"): one product's catalogue fields, saved by the
// import's rules; its stock per warehouse, changed by a delivery or a count, its low-stock level
// and latest movements. A refused field is shown at the field with what was typed, and nothing
// is changed.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.values.name_en || data?.values.sku || "Product"} · Back office` }];

async function load(id: string | undefined) {
  const parsed = rowIdSchema.safeParse(id);
  const found = parsed.success ? await productFormValues(getDb(), parsed.data) : null;
  if (!parsed.success || !found) throw data({ message: `There is no product ${id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return { id: parsed.data, ...found };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  const product = await load(params.id);
  const db = getDb();
  const [options, pictures, figures, level, shopDefault, history] = await Promise.all([
    productFormOptions(db),
    listProductPictures(db, product.id),
    stockFigures(db, product.id),
    productLowStockLevel(db, product.id),
    lowStockDefault(db),
    stockHistory(db, product.id, { limit: HISTORY_ON_PRODUCT }),
  ]);
  return adminPage({ ...product, options, pictures, stock: { figures, level, shopDefault, history } });
}

type Refused = { intent: string; errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const fields = await readForm(request);
  const { id } = await load(params.id);
  const db = getDb();
  const refuse = (errors: Record<string, string>) => data({ intent: fields.intent, errors, values: fields }, { status: 400, headers: ADMIN_HEADERS });
  const done = (message: string) => redirect(`/admin/products/${id}?done=${encodeURIComponent(message)}`, { headers: ADMIN_HEADERS });
  if (fields.intent === "stock") {
    const parsed = parseStockEntries(
      fields,
      (await stockFigures(db, id)).map((f) => f.warehouse),
    );
    if (!parsed.ok) return refuse(parsed.errors);
    const note = (fields.note ?? "").trim().slice(0, 200);
    await recordStockEntries(db, id, parsed.entries, note || null, staffActor(me));
    return done("Stock recorded.");
  }
  if (fields.intent === "level") {
    const parsed = parseLevel(fields.low_stock_level ?? "");
    if (!parsed.ok) return refuse({ low_stock_level: parsed.error });
    await setLowStockLevel(db, id, parsed.level, staffActor(me));
    return done("Low-stock level saved.");
  }
  if (fields.intent !== "save") throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const saved = await saveProduct(db, { id, fields, actor: staffActor(me) });
  if (!saved.ok) return refuse(saved.errors);
  return done(saved.changed ? "Saved: shoppers see it within seconds." : "Nothing changed.");
}

export default function ProductPage() {
  const { id, values, pictures, options, stock } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refused | undefined;
  const refusedHere = (intent: string) => (refused?.intent === intent ? refused : undefined);
  const [params] = useSearchParams();
  const done = params.get("done");
  const name = values[`name_${options.languages[0]}`] || values.sku;
  return (
    <>
      <p>
        <Link to="/admin/products">← Products</Link>
      </p>
      <h1>{name}</h1>
      <p className="admin-actions">
        <span>SKU {values.sku}</span>
        <Link to={`/admin/products/${id}/archive`}>Archive…</Link>
      </p>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary errors={refused?.errors} />
      <ProductPictures key={done ?? "pictures"} productId={id} pictures={pictures} languages={options.languages} />
      <section className="admin-card" aria-labelledby="stock-title">
        <h2 id="stock-title">Stock</h2>
        <StockForm key={`stock-${done}`} figures={stock.figures} values={refusedHere("stock")?.values ?? {}} errors={refusedHere("stock")?.errors ?? {}} />
        <LowStockForm
          key={`level-${done}`}
          level={stock.level}
          shopDefault={stock.shopDefault}
          value={refusedHere("level")?.values.low_stock_level}
          error={refusedHere("level")?.errors.low_stock_level}
        />
        <h3>Movements</h3>
        <StockHistory items={stock.history.items} />
        {stock.history.next !== null ? (
          <p>
            <Link to={`/admin/products/${id}/stock`}>All movements</Link>
          </p>
        ) : null}
      </section>
      <ProductForm
        key={done ?? "form"}
        options={options}
        values={refusedHere("save")?.values ?? values}
        errors={refusedHere("save")?.errors ?? {}}
        submitLabel="Save"
      />
    </>
  );
}

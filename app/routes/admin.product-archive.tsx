import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { AdminField, ErrorSummary, Notice, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { SUCCESSOR_MESSAGES } from "~/lib/product-archive";
import { archiveProduct, getArchiveState, productIdBySku, restoreProduct } from "~/services/product-archive.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/products/:id/archive (README "Archiving products"): archive a product, naming the
// product its URL moves to (by SKU) or none (410), or put an archived product back on sale.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Archive ${data?.product.sku ?? "product"} · Back office` }];

async function load(id: string | undefined) {
  const parsed = rowIdSchema.safeParse(id);
  const found = parsed.success ? await getArchiveState(getDb(), parsed.data) : null;
  if (!found) throw data({ message: `There is no product ${id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return found;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  return adminPage({ product: await load(params.id) });
}

type Refusal = { message: string; field?: "successor"; values?: { successor: string } };

const intentSchema = z.enum(["archive", "restore"]);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const fields = await readForm(request);
  const intent = intentSchema.safeParse(fields.intent);
  if (!intent.success) throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const product = await load(params.id);
  const db = getDb();
  const done = (text: string) => redirect(`/admin/products/${product.id}/archive?done=${encodeURIComponent(text)}`, { headers: ADMIN_HEADERS });
  if (intent.data === "restore") {
    const answer = await restoreProduct(db, product.id, staffActor(me));
    return done(answer.ok && answer.changed ? `${product.sku} is on sale again.` : "Nothing changed: the product is on sale.");
  }
  const sku = (fields.successor ?? "").trim();
  const refuse = (message: string) => data<Refusal>({ message, field: "successor", values: { successor: sku } }, { status: 400, headers: ADMIN_HEADERS });
  if (sku.length > 64) return refuse(SUCCESSOR_MESSAGES.unknown);
  const successorId = sku ? await productIdBySku(db, sku) : null;
  if (sku && successorId === null) return refuse(SUCCESSOR_MESSAGES.unknown);
  const answer = await archiveProduct(db, product.id, { successorId }, staffActor(me));
  if (!answer.ok) return answer.problem === "unknownProduct" ? refuse(SUCCESSOR_MESSAGES.unknown) : refuse(SUCCESSOR_MESSAGES[answer.problem]);
  if (!answer.changed) return done("Nothing changed: the product was archived so already.");
  return done(sku ? `${product.sku} is archived; its URL moves to ${sku}.` : `${product.sku} is archived; its URL answers 410 Gone.`);
}

export default function ProductArchivePage() {
  const { product } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const archived = product.archivedAt !== null;
  return (
    <>
      <h1>
        {archived ? "Archived" : "Archive"}: {product.name}
      </h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.field ? undefined : refused?.message} errors={refused?.field ? { successor: refused.message } : undefined} />
      <section className="admin-card" aria-labelledby="product-title">
        <h2 id="product-title">Product</h2>
        <dl className="admin-kv">
          <dt>SKU</dt>
          <dd>{product.sku}</dd>
          <dt>State</dt>
          <dd>
            {archived ? (
              <>
                archived <When at={product.archivedAt!} />; {product.successor ? `its URL moves to ${product.successor.sku} (301)` : "its URL answers 410 Gone"}
              </>
            ) : (
              "on sale"
            )}
          </dd>
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="archive-title">
        <h2 id="archive-title">{archived ? "Change the successor" : "Archive the product"}</h2>
        <p>
          An archived product leaves the category and brand pages, search, sitemaps, recommendations and wishlists, and cannot be added to a cart. Orders and
          carts that hold it keep it.
        </p>
        <Form method="post" noValidate>
          <AdminField
            name="successor"
            label="Successor (SKU, optional)"
            hint="The product's URL moves to this product for good (301). Empty: the URL answers 410 Gone."
            defaultValue={refused?.values?.successor ?? product.successor?.sku ?? ""}
            error={refused?.field === "successor" ? refused.message : undefined}
            autoComplete="off"
            maxLength={64}
          />
          <div className="admin-actions">
            <button type="submit" name="intent" value="archive" className="button button-danger">
              {archived ? "Save the successor" : "Archive"}
            </button>
          </div>
        </Form>
      </section>
      {archived ? (
        <section className="admin-card" aria-labelledby="restore-title">
          <h2 id="restore-title">Restore</h2>
          <p>Puts the product back on sale: listed, searchable and at its URL again.</p>
          <Form method="post">
            <button type="submit" name="intent" value="restore" className="button">
              Restore
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AdminField, ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { LowStockTable } from "~/components/admin/product-stock";
import { getDb } from "~/db/db.server";
import { LOW_STOCK_IN_MAIL, parseLevel } from "~/lib/stock-movements";
import { lowStockProducts, setLowStockDefault } from "~/services/stock-movements.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/products/low-stock (README "Stock"): the products with fewer pieces than their low-stock
// level (their own, else the shop's default), fewest first, and the default itself.

export const meta: MetaFunction = () => [{ title: "Low stock · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  return adminPage({ low: await lowStockProducts(getDb(), LOW_STOCK_IN_MAIL) });
}

type Refused = { error: string; value: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const fields = await readForm(request);
  if (fields.intent !== "default") throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const value = fields.low_stock_default ?? "";
  const parsed = parseLevel(value);
  if (!parsed.ok) return data<Refused>({ error: parsed.error, value }, { status: 400, headers: ADMIN_HEADERS });
  await setLowStockDefault(getDb(), parsed.level, staffActor(me));
  return redirect("/admin/products/low-stock?saved=1", { headers: ADMIN_HEADERS });
}

export default function LowStockPage() {
  const { low } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refused | undefined;
  const [params] = useSearchParams();
  return (
    <>
      <h1>Low stock</h1>
      {params.get("saved") === "1" && !refused ? <Notice>The default level is saved.</Notice> : null}
      <ErrorSummary message={refused?.error} />
      <Form method="post" className="admin-card" noValidate>
        <input type="hidden" name="intent" value="default" />
        <AdminField
          name="low_stock_default"
          label="Default low-stock level"
          hint="For every product without a level of its own: listed as low with fewer pieces than this in all warehouses together. Empty: no default."
          inputMode="numeric"
          autoComplete="off"
          className="admin-qty"
          defaultValue={refused?.value ?? (low.level === null ? "" : String(low.level))}
          error={refused?.error}
        />
        <button type="submit" className="button button-secondary">
          Set default
        </button>
      </Form>
      <LowStockTable low={low} />
    </>
  );
}

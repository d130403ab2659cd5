import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AdminField, Choice, ErrorSummary, FieldError, Notice, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { money } from "~/lib/admin-words";
import { amountText, type FieldMessages, parseDiscountCodeForm } from "~/lib/code-forms";
import { ordersWithCode, saveDiscountCode } from "~/services/discount-codes.server";
import { findDiscountRule } from "~/services/discount-rules.server";
import { listStorefronts } from "~/services/storefronts.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/codes/new and /admin/codes/:id (README "Discount codes and gift certificates"): a
// discount code's form — code, percentage or amount, minimum, dates, uses in all and per customer,
// storefronts, on/off — and the orders that used it. The rules are app/lib/code-forms.ts.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.code?.code ?? "New discount code"} · Back office` }];

/** The code of the URL: null for /admin/codes/new; 404 for one that does not exist. */
async function load(param: string | undefined) {
  if (param === "new") return null;
  const id = rowIdSchema.safeParse(param);
  const rule = id.success ? await findDiscountRule(getDb(), { id: id.data }) : null;
  if (!rule) throw data({ message: `There is no discount code ${param ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return rule;
}

async function storefronts() {
  return (await listStorefronts(getDb())).map((s) => ({ department: s.department, name: s.name }));
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "codes.manage");
  const code = await load(params.id);
  return adminPage({
    code,
    storefronts: await storefronts(),
    orders: code ? await ordersWithCode(getDb(), code.code) : [],
  });
}

type Refusal = { message: string; errors: FieldMessages; values: Record<string, string> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "codes.manage");
  const code = await load(params.id);
  const fields = await readForm(request);
  if (fields.intent !== "save") throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const departments = (await storefronts()).map((s) => s.department);
  const refuse = (errors: FieldMessages) =>
    data<Refusal>({ message: "Nothing was saved: put right what is marked.", errors, values: fields }, { status: 400, headers: ADMIN_HEADERS });
  const parsed = parseDiscountCodeForm(fields, departments);
  if (!parsed.ok) return refuse(parsed.errors);
  const saved = await saveDiscountCode(getDb(), staffActor(me), code?.id ?? null, parsed.values);
  if (!saved.ok) return refuse({ [saved.field]: saved.message });
  return redirect(`/admin/codes/${saved.id}?done=${encodeURIComponent(`Saved ${parsed.values.code}.`)}`, { headers: ADMIN_HEADERS });
}

/** The form's starting values: the code as stored, or a new code that is on, for every storefront. */
function initialValues(code: Awaited<ReturnType<typeof load>>): Record<string, string> {
  if (!code) return { kind: "percent", active: "on" };
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === "percent" ? String(code.value) : amountText(code.value),
    minOrder: code.minOrder > 0 ? amountText(code.minOrder) : "",
    validFrom: code.validFrom?.slice(0, 10) ?? "",
    validTo: code.validTo?.slice(0, 10) ?? "",
    usageLimit: code.usageLimit !== null ? String(code.usageLimit) : "",
    perCustomerLimit: code.perCustomerLimit !== null ? String(code.perCustomerLimit) : "",
    ...(code.active ? { active: "on" } : {}),
    ...Object.fromEntries(code.departments.map((d) => [`storefront-${d}`, "on"])),
  };
}

export default function CodePage() {
  const { code, storefronts, orders } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const values = refused?.values ?? initialValues(code);
  const errors = refused?.errors ?? {};
  const value = (name: string) => values[name] ?? "";
  // the form's keys change with the answer, so a refused form shows what was typed, JS on or off
  const formKey = refused ? JSON.stringify(values) : "stored";
  return (
    <>
      <p>
        <Link to="/admin/codes">← Discount codes</Link>
      </p>
      <h1>{code ? `Discount code ${code.code}` : "New discount code"}</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={errors} />
      <Form method="post" className="admin-card" key={formKey} noValidate>
        <AdminField
          name="code"
          label="Code"
          hint="Letters, digits, - and _; shoppers may type it in any case."
          defaultValue={value("code")}
          error={errors.code}
          maxLength={32}
          required
          autoComplete="off"
        />
        <fieldset aria-describedby={errors.kind ? "f-kind-error" : undefined}>
          <legend>Takes off</legend>
          <Choice name="kind" value="percent" checked={value("kind") === "percent"}>
            a percentage of the products
          </Choice>
          <Choice name="kind" value="fixed" checked={value("kind") === "fixed"}>
            a fixed amount in euros (converted in other currencies)
          </Choice>
          <FieldError id="f-kind-error" error={errors.kind} />
        </fieldset>
        <AdminField
          name="value"
          label="Percentage or amount"
          hint="10 for 10 %; 5,00 for 5 €."
          defaultValue={value("value")}
          error={errors.value}
          inputMode="decimal"
          required
        />
        <AdminField
          name="minOrder"
          label="Minimum order in euros (optional)"
          hint="The products must add up to at least this."
          defaultValue={value("minOrder")}
          error={errors.minOrder}
          inputMode="decimal"
        />
        <AdminField name="validFrom" label="Valid from (optional)" type="date" defaultValue={value("validFrom")} error={errors.validFrom} />
        <AdminField name="validTo" label="Valid to, the whole day (optional)" type="date" defaultValue={value("validTo")} error={errors.validTo} />
        <AdminField name="usageLimit" label="Uses in all (optional)" defaultValue={value("usageLimit")} error={errors.usageLimit} inputMode="numeric" />
        <AdminField
          name="perCustomerLimit"
          label="Uses per customer (optional)"
          hint="Orders of one account, or of one e-mail for guests; cancelled orders do not count."
          defaultValue={value("perCustomerLimit")}
          error={errors.perCustomerLimit}
          inputMode="numeric"
        />
        <fieldset>
          <legend>Storefronts where it holds</legend>
          <p className="admin-hint">None ticked, or all: every storefront.</p>
          {storefronts.map((s) => (
            <div className="admin-check" key={s.department}>
              <input
                type="checkbox"
                id={`f-storefront-${s.department}`}
                name={`storefront-${s.department}`}
                defaultChecked={value(`storefront-${s.department}`) !== ""}
              />
              <label htmlFor={`f-storefront-${s.department}`}>
                {s.name} ({s.department})
              </label>
            </div>
          ))}
        </fieldset>
        <div className="admin-check">
          <input type="checkbox" id="f-active" name="active" defaultChecked={value("active") !== ""} />
          <label htmlFor="f-active">On: shoppers may use it (off: refused in the cart)</label>
        </div>
        <button type="submit" name="intent" value="save" className="button">
          {code ? "Save the code" : "Make the code"}
        </button>
      </Form>
      {code ? (
        <section className="admin-card" aria-labelledby="orders-title">
          <h2 id="orders-title">Orders that used it</h2>
          <p>
            Used {code.usedCount.toLocaleString("en")} {code.usedCount === 1 ? "time" : "times"}
            {code.usageLimit !== null ? ` of ${code.usageLimit.toLocaleString("en")}` : ""}.
          </p>
          {orders.length === 0 ? (
            <p>No order used it yet.</p>
          ) : (
            <TableWrap label="Orders that used the code">
              <table className="admin-table" data-code-orders>
                <caption className="visually-hidden">Orders that used {code.code}, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Placed</th>
                    <th scope="col">Storefront</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="num">
                      Discount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((o) => (
                    <tr key={o.number}>
                      <td>
                        <Link to={`/admin/orders/${o.number}`}>{o.number}</Link>
                      </td>
                      <td>
                        <When at={o.at} />
                      </td>
                      <td>{o.department}</td>
                      <td>{o.status}</td>
                      <td className="num">{money(o.codeDiscount, o.currencyCode)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </section>
      ) : null}
    </>
  );
}

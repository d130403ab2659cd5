import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { AdminField, Choice, ErrorSummary, FieldError, TableWrap } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { ADDRESS_COUNTRIES } from "~/lib/address-form";
import { money, SHIPPING_LABEL, STATUS_LABEL } from "~/lib/admin-words";
import { CHANGE_PROBLEM_TEXT, orderChangeable, readChangeForm } from "~/lib/order-changes";
import { can } from "~/lib/staff-roles";
import { getPickupShops } from "~/services/checkout.server";
import { changeOrder } from "~/services/order-changes.server";
import { loadOrderByNumber, orderLineIds } from "~/services/orders.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/orders/:number/edit: change an order before it is shipped — its delivery address (with
// the phone on it), the e-mail it is mailed at, its delivery where no money moves (another
// pick-up shop; a pick-up instead of a delivery that was free), and the lines of an order not yet
// paid (quantities, a product added by SKU; a paid order's go through the return form, which
// refunds them). Small forms, each a plain post with its `intent`; the server's messages at their
// fields; the change in the order's history, the audit log and the shopper's mail
// (order-changes.server.ts).

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Change ${data?.order.number ?? "order"} · Back office` }];

const numberParam = z.string().regex(/^[A-Z]{2,3}-\d{4}-\d{6,}$/);

async function load(number: string | undefined) {
  const parsed = numberParam.safeParse(number);
  const order = parsed.success ? await loadOrderByNumber(getDb(), parsed.data) : null;
  if (!order) throw data({ message: `There is no order ${number ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return order;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "orders.change");
  const order = await load(params.number);
  const shops = await getPickupShops(getDb(), order.department);
  const ids = await orderLineIds(getDb(), order.id);
  return adminPage({
    lines: order.lines.map((l, i) => ({ id: ids[i], kind: l.kind, sku: l.sku, name: l.name, qty: l.qty, unitPrice: l.unitPrice, lineTotal: l.lineTotal })),
    /** what may happen to the lines: changed here, returned (paid), or neither (a card payment under way) */
    linesBy:
      order.paidAt !== null
        ? ("return" as const)
        : order.status === "awaiting_payment"
          ? ("none" as const)
          : can(me.staff.role, "orders.change-lines")
            ? ("here" as const)
            : ("manager" as const),
    order: {
      number: order.number,
      status: order.status,
      email: order.email,
      address: order.address,
      shippingMethod: order.shippingMethod,
      pickupShop: order.pickupShop,
      shipping: order.shipping,
      grandTotal: order.grandTotal,
      currencyCode: order.currencyCode,
    },
    changeable: orderChangeable(order.status),
    shops: shops.map((s) => ({ name: s.name, city: s.city })),
    countries: ADDRESS_COUNTRIES,
  });
}

/** Where the form shows a refusal (the rest above the forms). */
const FIELD_OF_PROBLEM: Partial<Record<keyof typeof CHANGE_PROBLEM_TEXT, string>> = {
  pickupShop: "shipping",
  shippingPrice: "shipping",
  unknownSku: "sku",
  outOfStock: "lines",
  unknownLine: "lines",
  certificateLine: "lines",
  empty: "lines",
  paid: "lines",
  awaitingPayment: "lines",
};

type Refusal = { intent: string; message: string | null; errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "orders.change");
  const order = await load(params.number);
  const fields = await readForm(request);
  const refuse = (errors: Record<string, string>, message: string | null = null, status = 400) =>
    data<Refusal>(adminPage({ intent: fields.intent ?? "", message, errors, values: fields }), { status, headers: ADMIN_HEADERS });
  const form = readChangeForm(fields);
  if (!form.ok) return refuse(form.errors);
  // what the order costs changes with its lines: a manager's or owner's hand (checked again here, whatever the page showed)
  if (form.change.kind === "lines" && !can(me.staff.role, "orders.change-lines"))
    return refuse({ lines: "Only a manager or an owner changes an order's lines." }, null, 403);
  const answer = await changeOrder(getDb(), order.number, form.change, `staff:${staffActor(me)}`);
  if (!answer.ok) {
    const field = FIELD_OF_PROBLEM[answer.problem] ?? "form";
    return refuse({ [field]: CHANGE_PROBLEM_TEXT[answer.problem] }, null, answer.problem === "notChangeable" ? 409 : 400);
  }
  const done = answer.changed ? "Changed; the shopper is mailed the order as it now is." : "Nothing to change: it was so already.";
  throw redirect(`/admin/orders/${order.number}?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function AdminOrderEdit() {
  const { order, changeable, shops, countries, lines, linesBy } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const a = order.address;
  /** What a field shows: as posted (its form refused) or as the order has it. */
  const value = (intent: string, name: string, fallback: string) => (refused?.intent === intent ? (refused.values[name] ?? "") : fallback);
  const error = (intent: string, name: string) => (refused?.intent === intent ? refused.errors[name] : undefined);
  const field = (name: string, label: string, fallback: string, autoComplete?: string) => (
    <AdminField name={name} label={label} defaultValue={value("address", name, fallback)} error={error("address", name)} autoComplete={autoComplete} />
  );
  return (
    <>
      <p>
        <Link to={`/admin/orders/${order.number}`}>← {order.number}</Link>
      </p>
      <h1>Change {order.number}</h1>
      {!changeable ? (
        <p className="admin-alert admin-alert-warn" role="status">
          This order is {STATUS_LABEL[order.status].toLowerCase()}: it can no longer be changed.
        </p>
      ) : (
        <p className="admin-hint">
          Until it is shipped. Each change is saved on its own, written in the order&apos;s history, and mailed to the shopper with the order as it then is.
        </p>
      )}
      <ErrorSummary errors={refused?.errors} message={refused?.message} />

      {changeable ? (
        <section className="admin-card" aria-labelledby="edit-lines">
          <h2 id="edit-lines">Lines</h2>
          {linesBy === "here" ? (
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="lines" />
              <p className="admin-hint">
                Not paid yet: set a quantity (0 takes the line off) or add a product. Each line keeps the price it was ordered at; a product added costs
                today&apos;s price. The stock, the discount code and the total follow; the shopper is mailed the new total.
              </p>
              <TableWrap label="The order's lines">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">Product</th>
                      <th scope="col" className="num">
                        Unit price
                      </th>
                      <th scope="col" className="num">
                        Quantity
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((l) => (
                      <tr key={l.id}>
                        <td>
                          {l.name}
                          <br />
                          <span className="admin-hint">{l.sku}</span>
                        </td>
                        <td className="num">{money(l.unitPrice, order.currencyCode)}</td>
                        <td className="num">
                          {l.kind === "gift_certificate" ? (
                            l.qty
                          ) : (
                            <>
                              <label className="visually-hidden" htmlFor={`f-qty-${l.id}`}>
                                Quantity of {l.sku}
                              </label>
                              <input
                                id={`f-qty-${l.id}`}
                                name={`qty-${l.id}`}
                                inputMode="numeric"
                                className="admin-qty"
                                defaultValue={value("lines", `qty-${l.id}`, String(l.qty))}
                                aria-invalid={error("lines", `qty-${l.id}`) ? true : undefined}
                                aria-describedby={error("lines", `qty-${l.id}`) ? `f-qty-${l.id}-error` : undefined}
                              />
                              <FieldError id={`f-qty-${l.id}-error`} error={error("lines", `qty-${l.id}`)} />
                            </>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <FieldError id="f-lines-error" error={error("lines", "lines")} />
              <div className="admin-grid">
                <AdminField name="sku" label="Add a product (SKU)" defaultValue={value("lines", "sku", "")} error={error("lines", "sku")} autoComplete="off" />
                <AdminField
                  name="addQty"
                  inputMode="numeric"
                  label="How many"
                  defaultValue={value("lines", "addQty", "1")}
                  error={error("lines", "addQty")}
                  autoComplete="off"
                />
              </div>
              <p className="admin-hint">Now {money(order.grandTotal, order.currencyCode)} to pay.</p>
              <button type="submit" className="button">
                Save the lines
              </button>
            </Form>
          ) : linesBy === "manager" ? (
            <p className="admin-hint">A manager or an owner changes the lines of an order not yet paid: what it costs changes with them.</p>
          ) : linesBy === "return" ? (
            <p className="admin-hint">
              The order is paid: taking items off it refunds them. <Link to={`/admin/orders/${order.number}/return`}>Return or refund…</Link>
            </p>
          ) : (
            <p className="admin-hint">
              The shopper is paying this order&apos;s amount online: its lines cannot change while the payment is under way. Cancel it and take a new order
              instead.
            </p>
          )}
        </section>
      ) : null}

      {changeable && a ? (
        <section className="admin-card" aria-labelledby="edit-address">
          <h2 id="edit-address">Delivery address</h2>
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="address" />
            <div className="admin-grid">
              {field("firstName", "First name", a.firstName, "off")}
              {field("lastName", "Last name", a.lastName, "off")}
            </div>
            {field("street", "Street and number", a.street, "off")}
            <div className="admin-grid">
              {field("postcode", "Postcode", a.postcode, "off")}
              {field("city", "City", a.city, "off")}
            </div>
            <div className="admin-field">
              <label htmlFor="f-country">Country</label>
              <select id="f-country" name="country" defaultValue={value("address", "country", a.country)}>
                {countries.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
              <FieldError id="f-country-error" error={error("address", "country")} />
            </div>
            {field("phone", "Phone", a.phone ?? "", "off")}
            <button type="submit" className="button">
              Save the address
            </button>
          </Form>
        </section>
      ) : null}

      {changeable ? (
        <section className="admin-card" aria-labelledby="edit-email">
          <h2 id="edit-email">E-mail</h2>
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="email" />
            <AdminField
              name="email"
              type="email"
              label="The shopper's e-mail address"
              hint="Where the order's mails go from now on."
              defaultValue={value("email", "email", order.email)}
              error={error("email", "email")}
              autoComplete="off"
            />
            <button type="submit" className="button">
              Save the e-mail address
            </button>
          </Form>
        </section>
      ) : null}

      {changeable && order.shippingMethod !== "none" ? (
        <section className="admin-card" aria-labelledby="edit-shipping">
          <h2 id="edit-shipping">Delivery</h2>
          <p className="admin-hint">
            Now: {SHIPPING_LABEL[order.shippingMethod]}
            {order.pickupShop ? ` — ${order.pickupShop}` : ""}. A change here takes no money: a pick-up only where the delivery was free, a delivery only where
            it was one already.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="shipping" />
            <fieldset>
              <legend>Deliver by</legend>
              <Choice name="shipping" value="delivery" checked={value("shipping", "shipping", order.shippingMethod) === "delivery"}>
                Delivery to the address
              </Choice>
              <Choice name="shipping" value="pickup" checked={value("shipping", "shipping", order.shippingMethod) === "pickup"}>
                Pick-up in a shop:
              </Choice>
              <div className="admin-field">
                <select name="shop" aria-label="Pick-up shop" defaultValue={value("shipping", "shop", order.pickupShop ?? "")}>
                  <option value="">—</option>
                  {shops.map((s) => (
                    <option key={s.name} value={s.name}>
                      {s.name}, {s.city}
                    </option>
                  ))}
                </select>
              </div>
              <FieldError id="f-shipping-error" error={error("shipping", "shipping")} />
            </fieldset>
            <button type="submit" className="button">
              Save the delivery
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}

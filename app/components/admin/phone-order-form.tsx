import { Form } from "@remix-run/react";
import { AdminField, Choice, ErrorSummary, FieldError } from "~/components/admin/admin-ui";
import { LinesTable } from "~/components/admin/lines-table";
import { money, PAYMENT_LABEL } from "~/lib/admin-words";
import { PHONE_ORDER_ROWS, type PhonePayment, type PhoneQuote } from "~/lib/phone-order";

// The form of an order taken by phone or mail (/admin/orders/new): one page in sections, every
// button a plain post with an `intent` (find the customer, check prices, place the order), so it
// works without JavaScript; the server's messages at their fields and in the summary above.

export interface PhoneOrderFormData {
  storefronts: { department: string; name: string; currencyCode: string }[];
  shops: { name: string; city: string }[];
  countries: readonly string[];
  /** the ways this shop can be paid for an order taken by phone */
  payments: readonly PhonePayment[];
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string | null;
  customer: {
    id: number;
    name: string;
    email: string;
    addresses: { id: number; line: string }[];
  } | null;
  quote: PhoneQuote | null;
}

export function PhoneOrderForm({ data }: { data: PhoneOrderFormData }) {
  const { values, errors, customer, quote } = data;
  const v = (name: string, fallback = "") => values[name] ?? fallback;
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <AdminField name={name} label={label} defaultValue={v(name)} error={errors[name]} {...extra} />
  );
  return (
    <Form method="post" className="admin-phone-order" noValidate>
      <ErrorSummary errors={errors} message={data.message} />
      <input type="hidden" name="idempotencyKey" value={v("idempotencyKey")} />
      {customer ? <input type="hidden" name="customerId" value={customer.id} /> : null}

      <section className="admin-card" aria-labelledby="po-shop">
        <h2 id="po-shop">Storefront</h2>
        <div className="admin-field">
          <label htmlFor="f-department">Storefront</label>
          <select id="f-department" name="department" defaultValue={v("department")} aria-invalid={errors.department ? true : undefined}>
            {data.storefronts.map((s) => (
              <option key={s.department} value={s.department}>
                {s.name} ({s.department}, {s.currencyCode})
              </option>
            ))}
          </select>
          <FieldError id="f-department-error" error={errors.department} />
        </div>
      </section>

      <section className="admin-card" aria-labelledby="po-customer">
        <h2 id="po-customer">Customer</h2>
        {field("email", "E-mail", {
          type: "email",
          autoComplete: "off",
          hint: "A registered customer is found by their e-mail; anyone else orders as a guest.",
        })}
        <p>
          <button type="submit" name="intent" value="find" className="button button-small button-secondary">
            Find customer
          </button>
        </p>
        {customer ? (
          <p className="admin-alert admin-alert-ok">
            Registered customer: {customer.name} ({customer.email}). The order goes to their account.
          </p>
        ) : v("intent") === "find" && !errors.email ? (
          <p className="admin-alert admin-alert-warn">No registered customer has this e-mail: the order is taken as a guest&apos;s.</p>
        ) : null}
        {field("firstName", "First name", { autoComplete: "off" })}
        {field("lastName", "Last name", { autoComplete: "off" })}
        {field("phone", "Phone", { type: "tel", autoComplete: "off", hint: "Optional." })}
      </section>

      <section className="admin-card" aria-labelledby="po-lines">
        <h2 id="po-lines">Products</h2>
        <table className="admin-table">
          <caption className="visually-hidden">Products by SKU and quantity</caption>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Quantity</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: PHONE_ORDER_ROWS }, (_, i) => (
              <tr key={i}>
                <td>
                  <input
                    name={`sku${i}`}
                    aria-label={`SKU, row ${i + 1}`}
                    defaultValue={v(`sku${i}`)}
                    aria-invalid={errors[`sku${i}`] ? true : undefined}
                    aria-describedby={errors[`sku${i}`] ? `f-sku${i}-error` : undefined}
                  />
                  <FieldError id={`f-sku${i}-error`} error={errors[`sku${i}`]} />
                </td>
                <td>
                  <input
                    name={`qty${i}`}
                    inputMode="numeric"
                    aria-label={`Quantity, row ${i + 1}`}
                    defaultValue={v(`qty${i}`)}
                    aria-invalid={errors[`qty${i}`] ? true : undefined}
                    aria-describedby={errors[`qty${i}`] ? `f-qty${i}-error` : undefined}
                  />
                  <FieldError id={`f-qty${i}-error`} error={errors[`qty${i}`]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {field("discountCode", "Discount code", { autoComplete: "off", hint: "Optional; the shop's own rules apply." })}
      </section>

      <section className="admin-card" aria-labelledby="po-delivery">
        <h2 id="po-delivery">Delivery</h2>
        <fieldset>
          <legend>Address</legend>
          {customer?.addresses.map((a, i) => (
            <Choice key={a.id} name="addressId" value={String(a.id)} checked={v("addressId") === String(a.id) || (i === 0 && !v("addressId"))}>
              {a.line}
            </Choice>
          ))}
          {customer?.addresses.length ? (
            <Choice name="addressId" value="new" checked={v("addressId") === "new"}>
              The address below (with the name and phone above)
            </Choice>
          ) : (
            <p className="admin-hint">The address below, with the name and phone above.</p>
          )}
          <FieldError id="f-addressId-error" error={errors.addressId} />
          {field("street", "Street and number")}
          {field("postcode", "Postcode")}
          {field("city", "City")}
          <div className="admin-field">
            <label htmlFor="f-country">Country</label>
            <select id="f-country" name="country" defaultValue={v("country", "SI")}>
              {data.countries.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <FieldError id="f-country-error" error={errors.country} />
          </div>
        </fieldset>
        <fieldset>
          <legend>Shipping</legend>
          <Choice name="shipping" value="delivery" checked={v("shipping", "delivery") === "delivery"}>
            Delivery to the address
          </Choice>
          <Choice name="shipping" value="pickup" checked={v("shipping") === "pickup"}>
            Pick-up in a shop:
          </Choice>
          <select name="shop" aria-label="Pick-up shop" defaultValue={v("shop")}>
            <option value="">—</option>
            {data.shops.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}, {s.city}
              </option>
            ))}
          </select>
          <FieldError id="f-shipping-error" error={errors.shipping} />
        </fieldset>
      </section>

      <section className="admin-card" aria-labelledby="po-payment">
        <h2 id="po-payment">Payment</h2>
        <fieldset>
          <legend>The shopper pays by</legend>
          {data.payments.map((p) => (
            <Choice key={p} name="payment" value={p} checked={v("payment", "bank") === p}>
              {p === "card" ? "Card (a payment link is mailed to the shopper)" : PAYMENT_LABEL[p]}
            </Choice>
          ))}
          <FieldError id="f-payment-error" error={errors.payment} />
        </fieldset>
      </section>

      {quote ? <QuoteTable quote={quote} /> : null}

      <div className="admin-actions">
        <button type="submit" name="intent" value="price" className="button button-secondary">
          Check prices
        </button>
        <button type="submit" name="intent" value="place" className="button">
          Place the order
        </button>
      </div>
    </Form>
  );
}

function QuoteTable({ quote }: { quote: PhoneQuote }) {
  const m = (minor: number) => money(minor, quote.currencyCode);
  return (
    <section className="admin-card" aria-labelledby="po-quote">
      <h2 id="po-quote">Prices</h2>
      <LinesTable label="Priced lines table" totalHeading="Total" lines={quote.lines} currencyCode={quote.currencyCode} />
      <dl className="admin-kv">
        <dt>Subtotal</dt>
        <dd data-total="subtotal">{m(quote.subtotal)}</dd>
        {quote.codeDiscount > 0 ? (
          <>
            <dt>Discount code</dt>
            <dd data-total="code">−{m(quote.codeDiscount)}</dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd data-total="shipping">{quote.shipping > 0 ? m(quote.shipping) : "free"}</dd>
        <dt>Total</dt>
        <dd data-total="grand">
          <strong>{m(quote.grandTotal)}</strong>
        </dd>
      </dl>
    </section>
  );
}

import { randomBytes } from "node:crypto";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PhoneOrderForm, type PhoneOrderFormData } from "~/components/admin/phone-order-form";
import { getDb } from "~/db/db.server";
import { pageTextDeep } from "~/lib/shopper-text";
import { ADDRESS_COUNTRIES } from "~/lib/address-form";
import { emailSchema } from "~/lib/account-forms";
import { PHONE_PAYMENTS, type PhoneOrderProblem, problemText, readPhoneOrderForm } from "~/lib/phone-order";
import { getPickupShops } from "~/services/checkout.server";
import { onlinePaymentsEnabled } from "~/services/payments.server";
import { findPhoneOrderCustomer, placePhoneOrder, pricePhoneOrder } from "~/services/phone-orders.server";
import { listStorefronts } from "~/services/storefronts.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, clientFacts, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/orders/new (issue 26 §3): an order taken by phone or mail. Staff find a registered
// customer by e-mail (or type a new contact), choose the storefront, the products by SKU, the
// address, shipping and payment; "Check prices" shows what the shop would charge, "Place the
// order" places it through the shop's checkout (phone-orders.server.ts) and opens it.

export const meta: MetaFunction = () => [{ title: "Take an order · Back office" }];

/** The values a form starts with, or is shown again with (never more than the fields it has). */
const ECHO =
  /^(intent|idempotencyKey|department|customerId|email|firstName|lastName|phone|sku\d|qty\d|discountCode|addressId|street|postcode|city|country|shipping|shop|payment)$/;

async function formData(db: ReturnType<typeof getDb>, values: Record<string, string>) {
  const storefronts = await listStorefronts(db);
  const department = storefronts.find((s) => s.department === values.department)?.department ?? storefronts[0]?.department ?? "";
  const shops = department ? await getPickupShops(db, department) : [];
  return {
    storefronts: storefronts.map((s) => ({ department: s.department, name: s.name, currencyCode: s.currencyCode })),
    shops: shops.map((s) => ({ name: s.name, city: s.city })),
    countries: ADDRESS_COUNTRIES,
    department,
    // a card-payment link only where the shop has a card provider (PAYMENT_PROVIDER)
    payments: PHONE_PAYMENTS.filter((p) => p !== "card" || onlinePaymentsEnabled()),
  };
}

/** The registered customer the form names (found by its e-mail), for the page to show with their saved addresses. */
async function customerOf(db: ReturnType<typeof getDb>, email: string | undefined): Promise<PhoneOrderFormData["customer"]> {
  const parsed = emailSchema.safeParse(email);
  const found = parsed.success ? await findPhoneOrderCustomer(db, parsed.data) : null;
  if (!found) return null;
  const { customer, addresses } = found;
  return pageTextDeep({
    id: customer.id,
    name: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
    addresses: addresses.map((a) => ({ id: a.id, line: `${a.firstName} ${a.lastName}, ${a.street}, ${a.postcode} ${a.city}, ${a.country}` })),
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "orders.create");
  const db = getDb();
  const base = await formData(db, {});
  const form: PhoneOrderFormData = {
    ...base,
    values: { department: base.department, idempotencyKey: randomBytes(24).toString("base64url"), shipping: "delivery", payment: "bank" },
    errors: {},
    message: null,
    customer: null,
    quote: null,
  };
  return adminPage({ form });
}

function errorsOf(problems: PhoneOrderProblem[]) {
  const errors: Record<string, string> = {};
  for (const p of problems) {
    const { field, text } = problemText(p);
    errors[field] ??= text;
  }
  return errors;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "orders.create");
  const fields = await readForm(request);
  const db = getDb();
  const values = Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => ECHO.test(k))
      .map(([k, v]) => [k, v.slice(0, 254)]),
  );
  const intent = fields.intent;
  const base = await formData(db, values);
  // the customer is the one the e-mail finds; "Find customer" looks, the other posts keep what was found
  const customer = intent === "find" || fields.customerId ? await customerOf(db, fields.email) : null;
  if (customer && intent === "find") {
    values.firstName ||= customer.name.split(" ")[0] ?? "";
    values.lastName ||= customer.name.split(" ").slice(1).join(" ");
  }
  const answer = (status: number, extra: Partial<PhoneOrderFormData>) =>
    data(
      { form: { ...base, values, errors: {}, message: null, customer, quote: null, ...extra } satisfies PhoneOrderFormData },
      { status, headers: ADMIN_HEADERS },
    );

  if (intent === "find") {
    const email = emailSchema.safeParse(fields.email);
    return answer(email.success ? 200 : 400, email.success ? {} : { errors: { email: "Give the shopper's e-mail address." } });
  }
  if (intent !== "price" && intent !== "place") return answer(400, { message: "That request was not understood." });
  const read = readPhoneOrderForm({ ...fields, customerId: customer ? String(customer.id) : "" });
  if (!read.ok) return answer(400, { errors: read.errors, message: "The order was not placed: see the messages below." });

  if (intent === "price") {
    const priced = await pricePhoneOrder(db, read.input, clientFacts(request, context).ip);
    if (!priced.ok) return answer(400, { errors: errorsOf(priced.problems) });
    return answer(200, { quote: priced.quote });
  }
  const placed = await placePhoneOrder(db, read.input, `staff:${staffActor(me)}`, clientFacts(request, context).ip);
  if (!placed.ok) return answer(400, { errors: errorsOf(placed.problems), message: "The order was not placed: see the messages below." });
  const done =
    placed.order.status === "awaiting_payment"
      ? `Order ${placed.order.number} awaits its payment: the link to pay by card is mailed to the shopper.`
      : `Order ${placed.order.number} is placed.`;
  throw redirect(`/admin/orders/${placed.order.number}?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function NewOrderPage() {
  const { form } = useLoaderData<typeof loader>();
  // a refused post answers with the form again (data() with a status, typed by hand as the other admin pages do)
  const posted = useActionData<typeof action>() as { form: PhoneOrderFormData } | undefined;
  return (
    <>
      <p>
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <h1>Take an order</h1>
      <p className="admin-hint">
        For a shopper on the phone or by mail: the shop&apos;s prices, stock, discount codes and shipping apply, and the shopper gets the shop&apos;s
        confirmation mail.
      </p>
      {/* a new answer starts the fields afresh (they are uncontrolled: with JavaScript on they would keep what was typed) */}
      <PhoneOrderForm key={JSON.stringify((posted?.form ?? form).values)} data={posted?.form ?? form} />
    </>
  );
}

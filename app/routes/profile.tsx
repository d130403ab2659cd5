import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useT } from "~/utils/use-t";
import { z } from "zod";
import { accountMeta, Notice } from "~/components/account-form";
import { AddressBook, type AddressFormResult } from "~/components/address-book";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { ADDRESS_FORM, addressIdSchema, addressSchema, defaultAddressCountry } from "~/lib/address-form";
import { type Storefront, storefrontPath } from "~/lib/storefront";
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from "~/services/addresses.server";
import { setNewsletter } from "~/services/customers.server";
import { listCustomerOrders } from "~/services/orders.server";
import { deleteCustomerTokens, deleteToken } from "~/services/sessions.server";
import { clearTokenCookies, withCookies } from "~/utils/cookies.server";
import { requireCustomer } from "~/utils/auth.server";
import { useFormatOrderMinorUnits, useHref, useShop } from "~/utils/shop";
import { orderPageHref } from "~/lib/order-page";
import type { OrderListItem } from "~/services/orders.server";
import { listStorefronts } from "~/services/storefronts.server";
import { requirePage } from "~/utils/storefront-request.server";
import { type FormFields, parseForm, readForm, refuse } from "~/utils/form.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["account", "checkout", "orders"] } satisfies PageHandle;
// /profile: logged-in customers only; a guest goes to /login and comes back after.

export const meta = accountMeta;

/**
 * The customer's orders, newest first ("the order lands in the customer's profile"), each
 * number a link to its page (on the storefront it was placed in).
 */
function OrderHistory({ orders }: { orders: (OrderListItem & { href: string | null })[] }) {
  const { i18n } = useTranslation();
  const t = useT();
  const shop = useShop();
  const amount = useFormatOrderMinorUnits();
  if (orders.length === 0) return <p className="account-hint">{t("account.profile.noOrders")}</p>;
  const date = new Intl.DateTimeFormat(shop?.locale ?? i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <table className="account-orders">
      <thead>
        <tr>
          <th scope="col">{t("checkout.orders.number")}</th>
          <th scope="col">{t("checkout.orders.date")}</th>
          <th scope="col">{t("checkout.orders.status")}</th>
          <th scope="col" className="account-orders-total">
            {t("checkout.orders.total")}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.number} id={`order-${o.number}`} data-order={o.number}>
            <td>{o.href ? <Link to={o.href}>{o.number}</Link> : o.number}</td>
            <td>{date.format(new Date(o.createdAt))}</td>
            <td>{t(`orders.statuses.${o.status}`)}</td>
            <td className="account-orders-total">
              {/* in the order's own currency (minor units) */}
              {amount(o.grandTotal, o.currencyCode)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const resolution = await requirePage(request, context, "profile");
  const { storefront } = resolution;
  const [{ customer }, t] = await Promise.all([requireCustomer(request, context, storefront, "/profile"), getFixedT(storefront.iso)]);
  const params = new URL(request.url).searchParams;
  const [addresses, orders, storefronts] = await Promise.all([
    listAddresses(getDb(), customer.id),
    listCustomerOrders(getDb(), customer.id),
    listStorefronts(getDb()),
  ]);
  // ?editAddress=<id> opens one of the customer's own addresses in the form (a link, no JS);
  // anything else there is ignored
  const editId = addressIdSchema.safeParse(params.get("editAddress") ?? "");
  const editing = editId.success ? (addresses.find((a) => a.id === editId.data) ?? null) : null;
  const addressNotice = ADDRESS_NOTICES.find((n) => n === params.get("address")) ?? null;
  return withMessages(storefront, handle.i18n, {
    title: t("account.profile.title"),
    siteName: storefront.name,
    customer,
    notice: params.get("registered") === "1" ? ("registered" as const) : params.get("passwordChanged") === "1" ? ("passwordChanged" as const) : null,
    addresses,
    orders: orders.map((o) => ({ ...o, href: orderPageHref(o, resolution, storefronts, context.publicAddress) })),
    editing,
    addressNotice,
    defaultCountry: defaultAddressCountry(storefront.locale),
  });
}

const ADDRESS_NOTICES = ["saved", "deleted", "default"] as const;

const ADDRESS_INTENTS = ["address-save", "address-delete", "address-default"] as const;

/** Someone else's address, or one already gone: refused, nothing changes. */
const addressNotFound = () => data({ message: "Not Found: no such address" }, { status: 404 });

async function addressAction(storefront: Storefront, customerId: number, form: FormFields) {
  const db = getDb();
  const done = (notice: (typeof ADDRESS_NOTICES)[number]) => redirect(storefrontPath(storefront, `/profile?address=${notice}#addresses`));
  const rawId = form.addressId;
  if (form.intent === "address-save") {
    // no id (or an empty one) adds; an id that is not a positive integer is refused
    const id = rawId === undefined || rawId === "" ? null : addressIdSchema.safeParse(rawId);
    if (id !== null && !id.success) throw data({ message: "Bad Request: addressId" }, { status: 400 });
    const addressId = id === null ? null : id.data;
    const address = parseForm(addressSchema, form, ADDRESS_FORM);
    if (!address.ok) return data<AddressFormResult>({ intent: "address-save", addressId, ...address.refusal }, { status: 400 });
    const saved = await saveAddress(db, customerId, addressId, address.data);
    if (!saved.ok && saved.reason === "notFound") throw addressNotFound();
    if (!saved.ok) return data<AddressFormResult>({ intent: "address-save", addressId, ...refuse(form, ADDRESS_FORM, "addressLimit") }, { status: 409 });
    throw done("saved");
  }
  const id = addressIdSchema.safeParse(rawId);
  if (!id.success) throw data({ message: "Bad Request: addressId" }, { status: 400 });
  if (form.intent === "address-delete") {
    if (!(await deleteAddress(db, customerId, id.data))) throw addressNotFound();
    throw done("deleted");
  }
  if (!(await setDefaultAddress(db, customerId, id.data))) throw addressNotFound();
  throw done("default");
}

const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("newsletter"), newsletter: z.enum(["1", "0"]) }),
  z.object({ intent: z.literal("logout") }),
  z.object({ intent: z.literal("logoutEverywhere") }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const { storefront } = await requirePage(request, context, "profile");
  const { customer, token } = await requireCustomer(request, context, storefront, "/profile");
  const form = await readForm(request);
  if (ADDRESS_INTENTS.some((intent) => intent === form.intent)) return addressAction(storefront, customer.id, form);
  const submission = parseForm(intentSchema, form);
  if (!submission.ok) throw data({ message: "Bad Request: unknown intent" }, { status: 400 });
  const db = getDb();
  const input = submission.data;
  switch (input.intent) {
    case "newsletter": {
      // the words of the profile's newsletter card: its title and the button pressed
      const t = await getFixedT(storefront.iso);
      const subscribe = input.newsletter === "1";
      const text = `${t("account.profile.newsletterTitle")}: ${t(subscribe ? "account.profile.subscribe" : "account.profile.unsubscribe")}`;
      await setNewsletter(db, customer.id, subscribe, "profile", { lang: storefront.iso, text });
      throw redirect(storefrontPath(storefront, "/profile"));
    }
    case "logout":
      await deleteToken(db, token);
      break;
    case "logoutEverywhere":
      // spec §4 mass logout: every token of the customer, this one included
      await deleteCustomerTokens(db, customer.id);
      break;
  }
  throw redirect(storefrontPath(storefront, "/login?loggedOut=1"), { headers: withCookies(clearTokenCookies()) });
}

export default function ProfilePage() {
  const { title, customer, notice, addresses, orders, editing, addressNotice, defaultCountry } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AddressFormResult | undefined;
  const busy = useNavigation().state !== "idle";
  const t = useT();
  const href = useHref();
  const shop = useShop();
  const since = new Date(customer.createdAt).toLocaleDateString(shop?.locale ?? "en", { year: "numeric", month: "long", day: "numeric" });

  return (
    <div className="container page account-page">
      <h1>{title}</h1>
      <p className="account-greeting">{t("account.profile.greeting", { name: customer.firstName })}</p>
      {notice === "registered" ? <Notice>{t("account.login.registered", { email: customer.email })}</Notice> : null}
      {notice === "passwordChanged" ? <Notice>{t("account.reset.done")}</Notice> : null}
      <div className="account-grid">
        <section className="account-card" aria-labelledby="profile-details">
          <h2 id="profile-details">{t("account.profile.details")}</h2>
          <dl className="account-details">
            <div>
              <dt>{t("account.profile.name")}</dt>
              <dd>{`${customer.firstName} ${customer.lastName}`}</dd>
            </div>
            <div>
              <dt>{t("account.profile.email")}</dt>
              <dd>
                {customer.email}{" "}
                <span className={customer.verified ? "account-badge account-badge-ok" : "account-badge"}>
                  {customer.verified ? t("account.profile.verified") : t("account.profile.notVerified")}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t("account.profile.memberSince")}</dt>
              <dd>{since}</dd>
            </div>
          </dl>
        </section>
        <section className="account-card" aria-labelledby="profile-points">
          <h2 id="profile-points">{t("account.profile.points")}</h2>
          <p className="account-points">{t("account.profile.pointsBalance", { count: customer.rewardPoints })}</p>
          <p className="account-hint">{t("account.profile.pointsHint")}</p>
        </section>
        <section className="account-card" aria-labelledby="profile-newsletter">
          <h2 id="profile-newsletter">{t("account.profile.newsletterTitle")}</h2>
          <p>{customer.newsletter ? t("account.profile.newsletterOn") : t("account.profile.newsletterOff")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="newsletter" />
            <input type="hidden" name="newsletter" value={customer.newsletter ? "0" : "1"} />
            <button type="submit" className="button button-secondary">
              {customer.newsletter ? t("account.profile.unsubscribe") : t("account.profile.subscribe")}
            </button>
          </Form>
        </section>
        <AddressBook addresses={addresses} editing={editing} notice={addressNotice} result={result} defaultCountry={defaultCountry} busy={busy} />
        <section className="account-card" aria-labelledby="profile-orders">
          <h2 id="profile-orders">{t("account.profile.orders")}</h2>
          <OrderHistory orders={orders} />
          <p>
            <Link to={href("/wishlist")}>{t("account.profile.wishlistLink")}</Link>
          </p>
        </section>
        <section className="account-card" aria-labelledby="profile-session">
          <h2 id="profile-session">{t("account.profile.session")}</h2>
          <div className="account-actions">
            <Form method="post">
              <input type="hidden" name="intent" value="logout" />
              <button type="submit" className="button">
                {t("account.profile.logout")}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="logoutEverywhere" />
              <button type="submit" className="button button-secondary">
                {t("account.profile.logoutEverywhere")}
              </button>
            </Form>
          </div>
          <p className="account-hint">{t("account.profile.logoutEverywhereHint")}</p>
        </section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

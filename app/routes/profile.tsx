import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { accountMeta, Notice } from "~/components/account-form";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { type Storefront, storefrontPath } from "~/lib/storefront";
import { setNewsletter } from "~/services/customers.server";
import { deleteCustomerTokens, deleteToken } from "~/services/sessions.server";
import { clearTokenCookies, getPageSession, requireSameOrigin, withCookies } from "~/utils/session.server";
import { useHref, useShop } from "~/utils/shop";
import { requirePage } from "~/utils/storefront-request.server";

// /profile (issue 4 §6): logged-in customers only; a guest goes to /login and comes back after.

export const meta = accountMeta;

function loginRedirect(storefront: Storefront) {
  const back = storefrontPath(storefront, "/profile");
  return redirect(storefrontPath(storefront, `/login?redirectTo=${encodeURIComponent(back)}`));
}

async function requireCustomer(request: Request, storefront: Storefront) {
  const { current } = await getPageSession(request);
  if (!current || current.user.type !== "auth" || !current.customer) throw loginRedirect(storefront);
  return { ...current, customer: current.customer };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "profile");
  const [{ customer }, t] = await Promise.all([requireCustomer(request, storefront), getFixedT(storefront.iso)]);
  const params = new URL(request.url).searchParams;
  return {
    title: t("account.profile.title"),
    siteName: storefront.name,
    customer,
    notice: params.get("registered") === "1" ? ("registered" as const) : params.get("passwordChanged") === "1" ? ("passwordChanged" as const) : null,
  };
}

const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("newsletter"), newsletter: z.enum(["1", "0"]) }),
  z.object({ intent: z.literal("logout") }),
  z.object({ intent: z.literal("logoutEverywhere") }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  const { storefront } = await requirePage(request, context, "profile");
  const { customer, token } = await requireCustomer(request, storefront);
  const parsed = intentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ message: "Bad Request: unknown intent" }, { status: 400 });
  const db = getDb();
  switch (parsed.data.intent) {
    case "newsletter":
      await setNewsletter(db, customer.id, parsed.data.newsletter === "1");
      throw redirect(storefrontPath(storefront, "/profile"));
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
  const { title, customer, notice } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
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
            <div><dt>{t("account.profile.name")}</dt><dd>{`${customer.firstName} ${customer.lastName}`}</dd></div>
            <div>
              <dt>{t("account.profile.email")}</dt>
              <dd>
                {customer.email}{" "}
                <span className={customer.verified ? "account-badge account-badge-ok" : "account-badge"}>
                  {customer.verified ? t("account.profile.verified") : t("account.profile.notVerified")}
                </span>
              </dd>
            </div>
            <div><dt>{t("account.profile.memberSince")}</dt><dd>{since}</dd></div>
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
            <button type="submit" className="button button-secondary">{customer.newsletter ? t("account.profile.unsubscribe") : t("account.profile.subscribe")}</button>
          </Form>
        </section>
        <section className="account-card" aria-labelledby="profile-addresses">
          <h2 id="profile-addresses">{t("account.profile.addresses")}</h2>
          <p className="account-hint">{t("account.profile.noAddresses")}</p>
        </section>
        <section className="account-card" aria-labelledby="profile-orders">
          <h2 id="profile-orders">{t("account.profile.orders")}</h2>
          <p className="account-hint">{t("account.profile.noOrders")}</p>
          <p><Link to={href("/wishlist")}>{t("account.profile.wishlistLink")}</Link></p>
        </section>
        <section className="account-card" aria-labelledby="profile-session">
          <h2 id="profile-session">{t("account.profile.session")}</h2>
          <div className="account-actions">
            <Form method="post">
              <input type="hidden" name="intent" value="logout" />
              <button type="submit" className="button">{t("account.profile.logout")}</button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="logoutEverywhere" />
              <button type="submit" className="button button-secondary">{t("account.profile.logoutEverywhere")}</button>
            </Form>
          </div>
          <p className="account-hint">{t("account.profile.logoutEverywhereHint")}</p>
        </section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

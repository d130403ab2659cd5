import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, Outlet, useLoaderData, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { navFor } from "~/lib/admin-nav";
import adminStyles from "~/styles/admin.css";
import { getDb } from "~/db/db.server";
import { shopName } from "~/services/storefronts.server";
import { ADMIN_HEADERS, adminPage, currentStaffSession, onAdminHost } from "~/utils/staff-auth.server";

// The back office's layout (issue 26 §1): a dark bar with the rooms this role may open and who is
// signed in, then the page. It guards nothing itself — Remix runs the page's loader beside this
// one — each page asks for the permission it needs (utils/staff-auth.server.ts requireStaff).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.shopName ? `Back office · ${data.shopName}` : "Back office" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = () => ADMIN_HEADERS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!onAdminHost(context)) throw data({ message: "Not Found" }, { status: 404, headers: ADMIN_HEADERS });
  const session = await currentStaffSession(request, context);
  const signedIn = session?.stage === "signed-in" && session.staff.secondFactor === "confirmed";
  return adminPage({
    // the merchant's own shop, by the default storefront's name (issue 29: nothing of the demo's)
    shopName: await shopName(getDb()),
    staff: signedIn ? { email: session.staff.email, role: session.staff.role, nav: navFor(session.staff.role) } : null,
  });
}

type LayoutData = ReturnType<typeof useLoaderData<typeof loader>>;

function Shell({ staff, shopName, children }: { staff: LayoutData["staff"] | null; shopName: string | null; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const within = (href: string) => (href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`));
  // one item is the current page: the longest that holds the path (VAT rates, not Shop settings too)
  const deepest = (staff?.nav ?? [])
    .map((item) => item.href)
    .filter(within)
    .reduce<string | null>((best, href) => (best === null || href.length > best.length ? href : best), null);
  const current = (href: string) => (href === "/admin/account" ? within(href) : href === deepest);
  return (
    <div className="admin-body">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-bar">
        <div className="container admin-bar-inner">
          <Link to="/admin" className="admin-brand">
            {shopName ? (
              <>
                {shopName} <span>back office</span>
              </>
            ) : (
              "Back office"
            )}
          </Link>
          {staff ? (
            <>
              <nav className="admin-nav" aria-label="Back office">
                <ul>
                  {staff.nav.map((item) => (
                    <li key={item.href}>
                      <Link to={item.href} aria-current={current(item.href) ? "page" : undefined}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="admin-who">
                <span>
                  {staff.email} · {staff.role}
                </span>
                <Link to="/admin/account" aria-current={current("/admin/account") ? "page" : undefined}>
                  Account
                </Link>
                <Form method="post" action="/admin/sign-out">
                  <button type="submit">Sign out</button>
                </Form>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" className="container admin-main">
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout() {
  const { staff, shopName } = useLoaderData<typeof loader>();
  return (
    <Shell staff={staff} shopName={shopName}>
      <Outlet />
    </Shell>
  );
}

/** A page's refusal inside the back office's frame: a 403 says what the role may not do. */
export function ErrorBoundary() {
  const error = useRouteError();
  // a page's refusal keeps the layout's own data (the navigation); the layout's own failure has none
  const layout = useRouteLoaderData<typeof loader>("admin");
  const staff = layout?.staff ?? null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : null;
  const title = status === 403 ? "Not allowed" : status === 404 ? "Not found" : status === 400 ? "That request was not understood" : "Something went wrong";
  return (
    <Shell staff={staff} shopName={layout?.shopName ?? null}>
      <section className="admin-card admin-narrow" aria-labelledby="error-title">
        <p className="admin-status">Error {status}</p>
        <h1 id="error-title">{title}</h1>
        {message ? <p>{message}</p> : <p>{status >= 500 ? "The error was logged. Please try again in a moment." : "There is nothing here."}</p>}
        <p>
          <Link to="/admin" className="button button-secondary">
            Back to the start page
          </Link>
        </p>
      </section>
    </Shell>
  );
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AdminField, ErrorSummary, Notice, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { DEMO_REMOVAL_CONFIRMATION, describeCounts, parseDemoRemovalForm, REMOVAL_KINDS } from "~/lib/demo-removal";
import { demoPresent, ordersForDemoRemoval, removeDemo } from "~/services/demo-removal.server";
import { readFormData } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/demo (issue 29 §2; README "Removing the demo"): an owner removes the demo shop that
// `npm start` seeded, as `npm run demo:remove` does (one service, demo-removal.server.ts). The page
// shows the dry run — what would go — and the orders that exist, each with a box to keep it; none
// ticked deletes every order. The word REMOVE typed confirms.

export const meta: MetaFunction = () => [{ title: "Remove the demo · Back office" }];

const PATH = "/admin/demo";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "demo.remove");
  const db = getDb();
  if (!(await demoPresent(db))) return adminPage({ present: false as const });
  // keeping every order for the preview: what the demo itself would take
  const { orders, total } = await ordersForDemoRemoval(db);
  const preview = await removeDemo(db, {
    dryRun: true,
    keepOrders: { kind: "ids", ids: orders.map((o) => o.id) },
    actor: staffActor(me),
    imageDir: getEnv().IMAGE_DIR,
  });
  return adminPage({ present: true as const, counts: preview.ok ? preview.counts : null, orders, total });
}

type Refusal = { message?: string; errors?: { confirm?: string; keep?: string }; keep?: string[] };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "demo.remove");
  const form = await readFormData(request);
  const refused = (body: Refusal, status = 400) => data(body, { status, headers: ADMIN_HEADERS });
  if (form.get("intent") !== "remove") return refused({ message: "That request was not understood." });
  const keep = form
    .getAll("keep")
    .map((value) => (typeof value === "string" ? value : ""))
    .slice(0, 2000);
  const parsed = parseDemoRemovalForm({ confirm: String(form.get("confirm") ?? ""), keep });
  if (!parsed.ok) return refused({ errors: parsed.errors, keep });
  const result = await removeDemo(getDb(), { keepOrders: parsed.keepOrders, actor: staffActor(me), imageDir: getEnv().IMAGE_DIR });
  if (!result.ok) return refused({ message: result.message, keep }, result.problem === "no-demo" ? 409 : 400);
  const kept = result.keptOrders.length ? ` Orders kept: ${result.keptOrders.join(", ")}.` : "";
  const done = `The demo is removed: ${describeCounts(result.counts)}.${kept}`;
  return redirect(`${PATH}?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function RemoveDemoPage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  if (!page.present)
    return (
      <>
        <h1>Remove the demo</h1>
        {done ? <Notice>{done}</Notice> : null}
        <p>This shop holds no demo data: there is nothing to remove.</p>
      </>
    );
  const errors = refused?.errors ?? {};
  const ticked = new Set(refused?.keep ?? []);
  const { counts, orders, total } = page;
  return (
    <>
      <h1>Remove the demo</h1>
      <ErrorSummary message={refused?.message} errors={errors} />
      <p>
        The demo that <code>npm start</code> seeded goes: its products, brands, categories, attributes and pictures, the home page, header and footer blocks,
        CMS pages, blog, redirects and sale message, its discount codes and gift certificates, every customer and session. The shop’s settings, staff, the audit
        log, and the products, categories and pictures you added stay. The same as <code>npm run demo:remove</code>.
      </p>
      <section className="admin-card" aria-labelledby="demo-what">
        <h2 id="demo-what">What goes</h2>
        {counts ? (
          <ul data-demo-preview>
            {REMOVAL_KINDS.filter(([key]) => key !== "orders" && counts[key] > 0).map(([key, label]) => (
              <li key={key}>{`${label}: ${counts[key].toLocaleString("en")}`}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="admin-card" aria-labelledby="demo-remove">
        <h2 id="demo-remove">Orders and confirmation</h2>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="remove" />
          {total === 0 ? (
            <p>The shop has no orders.</p>
          ) : (
            <fieldset aria-describedby={errors.keep ? "keep-error" : undefined}>
              <legend>
                The shop has {total} order{total === 1 ? "" : "s"}. Tick the real ones to keep (with their customers);{" "}
                <strong>every order not ticked is deleted</strong> with its payments, refunds and mails. None ticked: every order is deleted.
              </legend>
              {errors.keep ? (
                <p className="admin-field-error" id="keep-error">
                  {errors.keep}
                </p>
              ) : null}
              <TableWrap label="Orders">
                <table className="admin-table">
                  <caption className="visually-hidden">The shop’s orders</caption>
                  <thead>
                    <tr>
                      <th scope="col">Keep</th>
                      <th scope="col">Order</th>
                      <th scope="col">E-mail</th>
                      <th scope="col">Status</th>
                      <th scope="col">Placed</th>
                    </tr>
                  </thead>
                  <tbody>
                    {orders.map((o) => (
                      <tr key={o.id}>
                        <td>
                          <input type="checkbox" name="keep" value={String(o.id)} id={`keep-${o.id}`} defaultChecked={ticked.has(String(o.id))} />
                        </td>
                        <td>
                          <label htmlFor={`keep-${o.id}`}>{o.number}</label>
                        </td>
                        <td>{o.email}</td>
                        <td>{o.status}</td>
                        <td>
                          <When at={o.createdAt} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              {total > orders.length ? <p>Only the first {orders.length} are listed: for more, use the command with --keep-orders.</p> : null}
            </fieldset>
          )}
          <AdminField
            name="confirm"
            label={`Type ${DEMO_REMOVAL_CONFIRMATION} to confirm`}
            hint="Nothing of this can be undone; take a backup first (npm run db:backup)."
            autoComplete="off"
            error={errors.confirm}
          />
          <button type="submit" className="button">
            Remove the demo
          </button>
        </Form>
      </section>
    </>
  );
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { ErrorSummary, Notice, Pager, TableWrap } from "~/components/admin/admin-ui";
import { RedirectForm, type RedirectFormErrors, type RedirectFormValues } from "~/components/admin/redirect-form";
import { getDb } from "~/db/db.server";
import { REDIRECTS_PER_PAGE } from "~/lib/redirect-rules";
import { deleteRedirect, listRedirects, saveRedirect } from "~/services/redirects.server";
import { listStorefronts } from "~/services/storefronts.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/redirects (spec §2 redirect check; README "Redirects and the sale message"): every
// storefront's redirects, newest first, 50 a page, searchable by old path or target and filtered by storefront
// in the URL; a redirect added here, or deleted, is followed by shoppers within the catalogue
// version check. Managers and owners only.

export const meta: MetaFunction = () => [{ title: "Redirects · Back office" }];

const PATH = "/admin/redirects";

const querySchema = z.object({
  q: z.string().trim().max(200).catch(""),
  storefront: z.string().trim().max(20).catch(""),
  p: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  const { q, storefront, p } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = getDb();
  const storefronts = (await listStorefronts(db)).map((s) => ({ department: s.department, name: s.name }));
  const department = storefronts.some((s) => s.department === storefront) ? storefront : "";
  return adminPage({ q, department, storefronts, list: await listRedirects(db, { q: q || undefined, department: department || undefined, page: p }) });
}

type Refusal = { message?: string; errors?: RedirectFormErrors; values?: RedirectFormValues };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "content.manage");
  const fields = await readForm(request);
  const db = getDb();
  const refused = (body: Refusal, status = 400) => data(body, { status, headers: ADMIN_HEADERS });
  const backWith = (text: string) => redirect(`${PATH}?done=${encodeURIComponent(text)}`, { headers: ADMIN_HEADERS });

  if (fields.intent === "delete") {
    const id = rowIdSchema.safeParse(fields.id);
    if (!id.success) return refused({ message: "That redirect is not known." });
    if (!(await deleteRedirect(db, id.data, staffActor(me)))) return refused({ message: "That redirect is not known: deleted already?" }, 404);
    return backWith("The redirect is deleted.");
  }
  if (fields.intent !== "add") return refused({ message: "That request was not understood." });
  const values: RedirectFormValues = {
    department: (fields.department ?? "").slice(0, 20),
    from: (fields.from ?? "").slice(0, 2100),
    to: (fields.to ?? "").slice(0, 2100),
    status: fields.status === "302" ? "302" : "301",
  };
  const answer = await saveRedirect(db, { ...values, status: fields.status ?? "" }, staffActor(me));
  if (!answer.ok) return refused({ errors: { [answer.field]: answer.message }, values });
  return backWith("The redirect is added.");
}

export default function RedirectsPage() {
  const { q, department, storefronts, list } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const pages = Math.max(1, Math.ceil(list.total / REDIRECTS_PER_PAGE));
  const nameOf = new Map(storefronts.map((s) => [s.department, s.name]));
  return (
    <>
      <h1>Redirects</h1>
      <p>
        A shopper asking for an old path of a storefront is sent on to where it leads. <Link to={`${PATH}/import`}>Import many from a CSV file</Link>
      </p>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={refused?.errors} />

      <Form method="get" className="admin-filters" role="search" aria-label="Find redirects">
        <label>
          Search
          <input type="search" name="q" defaultValue={q} placeholder="Old path or target" />
        </label>
        <label>
          Storefront
          <select name="storefront" defaultValue={department}>
            <option value="">All storefronts</option>
            {storefronts.map((s) => (
              <option key={s.department} value={s.department}>
                {s.name} ({s.department})
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-small">
          Show
        </button>
      </Form>
      <p>{list.total === 1 ? "1 redirect" : `${list.total.toLocaleString("en")} redirects`}</p>
      {list.items.length === 0 ? (
        <p>No redirect matches.</p>
      ) : (
        <TableWrap label="Redirects">
          <table className="admin-table" data-redirects>
            <caption className="visually-hidden">Redirects, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Storefront</th>
                <th scope="col">Old path</th>
                <th scope="col">Leads to</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((r) => (
                <tr key={r.id} data-redirect-id={r.id}>
                  <td>{nameOf.get(r.department) ?? r.department}</td>
                  <td className="admin-redirect-path">{r.from}</td>
                  <td className="admin-redirect-path">{r.to}</td>
                  <td>{r.status}</td>
                  <td>
                    <div className="admin-actions">
                      <Link to={`${PATH}/${r.id}`} aria-label={`Edit the redirect from ${r.from}`}>
                        Edit
                      </Link>
                      <Form method="post">
                        <input type="hidden" name="id" value={r.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="delete"
                          className="button button-small button-danger"
                          aria-label={`Delete the redirect from ${r.from}`}
                        >
                          Delete
                        </button>
                      </Form>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager page={list.page} pages={pages} />

      <section className="admin-card" aria-labelledby="add-title">
        <h2 id="add-title">Add a redirect</h2>
        <RedirectForm
          storefronts={storefronts}
          values={refused?.values ?? { department: department || (storefronts[0]?.department ?? ""), from: "", to: "", status: "301" }}
          errors={refused?.errors}
          intent="add"
          submit="Add redirect"
        />
      </section>
    </>
  );
}

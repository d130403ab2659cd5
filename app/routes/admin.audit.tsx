import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Pager, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { daySchema } from "~/lib/admin-orders";
import { auditFacets, listAudit } from "~/services/audit-log.server";
import { adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/audit (issue 26 §2): every change made in the back office or by a staff command — who,
// when, what, before → after — for owners, filtered by person, kind and dates kept in the URL.

export const meta: MetaFunction = () => [{ title: "Audit log · Back office" }];

const PAGE_SIZE = 100;

const filterSchema = z.object({
  actor: z.string().max(320).optional().catch(undefined),
  kind: z.string().max(80).optional().catch(undefined),
  from: daySchema.optional().catch(undefined),
  to: daySchema.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "audit.read");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const f = filterSchema.parse({
    ...params,
    actor: params.actor || undefined,
    kind: params.kind || undefined,
    from: params.from || undefined,
    to: params.to || undefined,
  });
  const db = getDb();
  // "to" is a whole day: up to the start of the next
  const to = f.to ? new Date(Date.parse(f.to) + 86_400_000).toISOString() : undefined;
  const [rows, facets] = await Promise.all([
    listAudit(db, { actor: f.actor, kind: f.kind, from: f.from, to, limit: PAGE_SIZE + 1, offset: (f.page - 1) * PAGE_SIZE }),
    auditFacets(db),
  ]);
  return adminPage({ filter: f, rows: rows.slice(0, PAGE_SIZE), more: rows.length > PAGE_SIZE, facets });
}

const show = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 1));

export default function AuditLog() {
  const { filter, rows, more, facets } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Audit log</h1>
      <Form method="get" className="admin-filters" aria-label="Filter the audit log">
        <label>
          Person
          <select name="actor" defaultValue={filter.actor ?? ""}>
            <option value="">Everyone</option>
            {facets.actors.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <label>
          Kind
          <select name="kind" defaultValue={filter.kind ?? ""}>
            <option value="">Every kind</option>
            {facets.kinds.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </label>
        <label>
          From
          <input type="date" name="from" defaultValue={filter.from ?? ""} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={filter.to ?? ""} />
        </label>
        <button type="submit" className="button button-small">
          Show
        </button>
      </Form>
      {rows.length === 0 ? (
        <p>Nothing was recorded that matches.</p>
      ) : (
        <TableWrap label="Audit log">
          <table className="admin-table">
            <caption className="visually-hidden">Changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Subject</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <When at={r.at} />
                  </td>
                  <td>{r.actor}</td>
                  <td>{r.kind}</td>
                  <td>{r.subject}</td>
                  <td>
                    <pre className="admin-json">{show(r.before)}</pre>
                  </td>
                  <td>
                    <pre className="admin-json">{show(r.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager page={filter.page} hasMore={more} param="page" />
    </>
  );
}

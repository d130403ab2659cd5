import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, Notice, TableWrap } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { importCounts, importText, MAX_IMPORT_BYTES, type PlannedRow } from "~/lib/redirect-import";
import { applyRedirectFile, planRedirectFile } from "~/services/redirects.server";
import { listStorefronts } from "~/services/storefronts.server";
import { readFormData } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/redirects/import (README "Redirects and the sale message"): a CSV file of redirects
// (from, to, status[, storefront]) is first a dry run — what would be added, changed, or refused
// and why — and then applied as shown; the file rides along with the "Apply" form, so the step
// works without JavaScript and keeps nothing on the server in between.

export const meta: MetaFunction = () => [{ title: "Import redirects · Back office" }];

const PATH = "/admin/redirects/import";
/** Rows of each kind listed in the dry run; the counts cover them all. */
const SHOWN = 500;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  return adminPage({ storefronts: (await listStorefronts(getDb())).map((s) => ({ department: s.department, name: s.name })) });
}

type Answer = {
  message?: string;
  department?: string;
  preview?: { csv: string; fileName: string; counts: ReturnType<typeof importCounts>; rows: PlannedRow[]; more: number };
};

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "content.manage");
  const form = await readFormData(request);
  const answer = (body: Answer, status: number) => data(adminPage(body), { status, headers: ADMIN_HEADERS });
  const intent = form.get("intent");
  if (intent !== "preview" && intent !== "apply") return answer({ message: "That request was not understood." }, 400);
  const db = getDb();
  const storefronts = await listStorefronts(db);
  const chosen = String(form.get("department") ?? "");
  const department = storefronts.some((s) => s.department === chosen) ? chosen : null;

  const file = form.get("file");
  const typed = String(form.get("csv") ?? "");
  const upload = file instanceof File && file.size > 0 ? file : null;
  if (upload && upload.size > MAX_IMPORT_BYTES) return answer({ message: "The file is larger than 512 kB: split it.", department: chosen }, 400);
  const csv = importText(upload ? await upload.text() : typed);
  if (!csv.trim()) return answer({ message: "Choose a CSV file, or paste its lines.", department: chosen }, 400);
  if (csv.length > MAX_IMPORT_BYTES) return answer({ message: "The lines are more than 512 kB: split them.", department: chosen }, 400);
  const fileName = (upload?.name || String(form.get("fileName") ?? "") || "pasted lines").slice(0, 200);

  if (intent === "apply") {
    const applied = await applyRedirectFile(db, csv, department, staffActor(me), fileName);
    if (!applied.ok) return answer({ message: applied.message, department: chosen }, 400);
    const counts = importCounts(applied.value);
    const done =
      counts.add + counts.change === 0
        ? "Nothing changed: every row was so already or refused."
        : `Imported ${fileName}: ${counts.add} added, ${counts.change} changed, ${counts.same} already so, ${counts.refused} refused.`;
    return redirect(`/admin/redirects?done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
  }
  const planned = await planRedirectFile(db, csv, department);
  if (!planned.ok) return answer({ message: planned.message, department: chosen }, 400);
  const listed = planned.value.filter((row) => row.outcome !== "same");
  return answer(
    {
      department: chosen,
      preview: { csv, fileName, counts: importCounts(planned.value), rows: listed.slice(0, SHOWN), more: Math.max(0, listed.length - SHOWN) },
    },
    200,
  );
}

const OUTCOME_LABEL = { add: "Added", change: "Changed", same: "Already so", refused: "Refused" } as const;

export default function ImportRedirectsPage() {
  const { storefronts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const preview = answer?.preview;
  const writes = preview ? preview.counts.add + preview.counts.change : 0;
  return (
    <>
      <p>
        <Link to="/admin/redirects">← Redirects</Link>
      </p>
      <h1>Import redirects</h1>
      <ErrorSummary message={answer?.message} />
      <section className="admin-card" aria-labelledby="file-title">
        <h2 id="file-title">Check a file</h2>
        <Form method="post" action={PATH} encType="multipart/form-data">
          <input type="hidden" name="intent" value="preview" />
          <div className="admin-field">
            <label htmlFor="f-file">CSV file</label>
            <p className="admin-hint" id="f-file-hint">
              The first line names the columns from, to and status (301 or 302; empty is 301), and optionally storefront (its code, such as su). Commas,
              semicolons or tabs between them; at most 512 kB. Nothing is written until you apply the dry run.
            </p>
            <input id="f-file" name="file" type="file" accept=".csv,.txt,text/csv" aria-describedby="f-file-hint" />
          </div>
          <div className="admin-field">
            <label htmlFor="f-csv">Or paste the lines</label>
            <textarea id="f-csv" name="csv" rows={5} defaultValue="" placeholder={"from,to,status\n/old-page,/new-page,301"} />
          </div>
          <div className="admin-field">
            <label htmlFor="f-department">Storefront of rows without one</label>
            <select id="f-department" name="department" defaultValue={answer?.department ?? ""}>
              <option value="">None: every row names its storefront</option>
              {storefronts.map((s) => (
                <option key={s.department} value={s.department}>
                  {s.name} ({s.department})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            Dry run
          </button>
        </Form>
      </section>

      {preview ? (
        <section className="admin-card" aria-labelledby="plan-title" data-import-plan>
          <h2 id="plan-title">Dry run of {preview.fileName}</h2>
          <p data-import-counts>
            {`${preview.counts.add} to add, ${preview.counts.change} to change, ${preview.counts.same} already so, ${preview.counts.refused} refused.`}
          </p>
          {preview.rows.length > 0 ? (
            <TableWrap label="Rows of the file">
              <table className="admin-table">
                <caption className="visually-hidden">What each row of the file would do</caption>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Storefront</th>
                    <th scope="col">Old path</th>
                    <th scope="col">Leads to</th>
                    <th scope="col">Outcome</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr key={row.line} data-outcome={row.outcome}>
                      <td>{row.line}</td>
                      <td>{row.department || "—"}</td>
                      <td className="admin-redirect-path">{row.from}</td>
                      <td className="admin-redirect-path">
                        {row.to}
                        {row.before ? <span className="admin-hint"> (was {row.before.to})</span> : null}
                      </td>
                      <td>{row.reason ? `${OUTCOME_LABEL[row.outcome]}: ${row.reason}` : OUTCOME_LABEL[row.outcome]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          ) : null}
          {preview.more > 0 ? <p>And {preview.more.toLocaleString("en")} more rows to add, change or refuse.</p> : null}
          {writes > 0 ? (
            <Form method="post" action={PATH} encType="multipart/form-data">
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="csv" value={preview.csv} />
              <input type="hidden" name="fileName" value={preview.fileName} />
              <input type="hidden" name="department" value={answer?.department ?? ""} />
              <button type="submit" className="button">
                {`Apply: add ${preview.counts.add}, change ${preview.counts.change}`}
              </button>
            </Form>
          ) : (
            <Notice kind="warn">Nothing to apply: no row adds or changes a redirect.</Notice>
          )}
        </section>
      ) : null}
    </>
  );
}

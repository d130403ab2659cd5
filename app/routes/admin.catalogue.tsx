import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, TableWrap, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { STATUS_LABEL } from "~/lib/catalogue-job";
import { listCatalogueJobs, receiveCatalogueUpload } from "~/services/catalogue-jobs.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/catalogue (README "Import and export in the browser"): the catalogue import and export
// of the commands, in the browser. An uploaded file (at most 50 MB: BODY_LIMIT_ROUTES) is checked
// at once — the command's dry run, nothing written — and its job page shows the report and the
// button that imports it in the background; the exports are downloads.

export const meta: MetaFunction = () => [{ title: "Import and export · Back office" }];

const PATH = "/admin/catalogue";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  const jobs = await listCatalogueJobs(getDb());
  return adminPage({ jobs: jobs.map(({ id, status, fileName, staff, createdAt }) => ({ id, status, fileName, staff, createdAt })) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const result = await receiveCatalogueUpload(getDb(), request, staffActor(me));
  if (!result.ok) return data(adminPage({ message: result.message }), { status: result.status, headers: ADMIN_HEADERS });
  return redirect(`${PATH}/jobs/${result.jobId}`, { status: 303, headers: ADMIN_HEADERS });
}

const EXPORTS = [
  { file: "csv", label: "Products (CSV)" },
  { file: "brands", label: "Brands (CSV)" },
  { file: "categories", label: "Categories (CSV)" },
  { file: "json", label: "Everything in one JSON document" },
] as const;

export default function CataloguePage() {
  const { jobs } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { message?: string } | undefined;
  const invalid = answer?.message ? true : undefined;
  return (
    <>
      <h1>Import and export</h1>
      <ErrorSummary message={answer?.message} />
      <section className="admin-card" aria-labelledby="upload-title">
        <h2 id="upload-title">Import a catalogue file</h2>
        <p>
          The file the catalogue commands read (README &quot;Catalogue import and export&quot;): products as CSV with brands and categories in their own CSV
          files, or everything in one JSON document. It is checked first — a dry run that writes nothing — and imported only when you press Import on the
          report.
        </p>
        <Form method="post" action={PATH} encType="multipart/form-data">
          <div className="admin-field">
            <label htmlFor="f-file">Products file (.csv or .json)</label>
            <p className="admin-hint" id="f-file-hint">
              At most 50 MB, all files together (about 15,000 products in seven languages); a larger catalogue goes in with the command. Pictures the file names
              must already be in the shop (imported before, or the demo&apos;s): a new picture is reported as a problem at its row — import new pictures with
              the command.
            </p>
            <input
              id="f-file"
              name="file"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              required
              aria-describedby={invalid ? "f-file-hint form-errors" : "f-file-hint"}
              aria-invalid={invalid}
            />
          </div>
          <div className="admin-field">
            <label htmlFor="f-brands">Brands file (.csv, optional)</label>
            <input id="f-brands" name="brands" type="file" accept=".csv,text/csv" />
          </div>
          <div className="admin-field">
            <label htmlFor="f-categories">Categories file (.csv, optional)</label>
            <input id="f-categories" name="categories" type="file" accept=".csv,text/csv" />
          </div>
          <button type="submit" className="button">
            Upload and check (dry run)
          </button>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="export-title">
        <h2 id="export-title">Export the catalogue</h2>
        <p>Every product the shop sells (not service items or gift certificates) in the import&apos;s format: export, edit, import again.</p>
        <ul>
          {EXPORTS.map((e) => (
            <li key={e.file}>
              <a href={`${PATH}/export?file=${e.file}`} download>
                {e.label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="admin-card" aria-labelledby="jobs-title">
        <h2 id="jobs-title">Recent uploads</h2>
        {jobs.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <TableWrap label="Catalogue files uploaded, newest first">
            <table className="admin-table">
              <caption className="visually-hidden">Catalogue files uploaded, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Uploaded by</th>
                  <th scope="col">When</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <tr key={job.id}>
                    <td>
                      <Link to={`${PATH}/jobs/${job.id}`}>{job.fileName}</Link>
                    </td>
                    <td>{job.staff}</td>
                    <td>
                      <When at={job.createdAt} />
                    </td>
                    <td>{STATUS_LABEL[job.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>
    </>
  );
}

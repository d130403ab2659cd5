import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, Notice, When } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { type CatalogueJob, type JobReport, progressText, STATUS_LABEL } from "~/lib/catalogue-job";
import { outcomeLine, refusalLines, reportLines } from "~/lib/catalogue-report";
import { getCatalogueJob, startCatalogueImport } from "~/services/catalogue-jobs.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/catalogue/jobs/:id (README "Import and export in the browser"): one uploaded file — its
// dry run's report and the Import button, then the import's phase and n of m while it runs (the
// page refreshes itself every 2 s, JavaScript or not, only while it runs), then its report.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.job ? `Import of ${data.job.fileName}` : "Import"} · Back office` },
  ...(data?.job.status === "running" ? [{ httpEquiv: "refresh", content: "2" }] : []),
];

/** Problems listed on the page; the count names them all. */
const SHOWN = 1_000;

async function jobOf(params: { id?: string }) {
  const id = rowIdSchema.safeParse(params.id);
  const job = id.success ? await getCatalogueJob(getDb(), id.data) : null;
  if (!job) throw data({ message: "There is no such upload." }, { status: 404, headers: ADMIN_HEADERS });
  return job;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  const { report, ...job } = await jobOf(params);
  const problems = report && !report.ok ? refusalLines(job.fileName, report.problems) : null;
  return adminPage({
    job,
    problems: problems ? { title: problems.title, lines: problems.problems.slice(0, SHOWN), more: Math.max(0, problems.problems.length - SHOWN) } : null,
    summary: report?.ok && (job.status === "checked" || job.status === "done") ? summaryOf(job, report) : null,
  });
}

/** The report as the command prints it: its title and lines. */
function summaryOf(job: Omit<CatalogueJob, "report">, report: JobReport) {
  const dry = job.status === "checked";
  const total = Object.values(report.seconds).reduce((sum, s) => sum + s, 0);
  const time = Object.entries(report.seconds)
    .map(([phase, s]) => `${phase} ${s.toFixed(1)} s`)
    .join(", ");
  const outcome = outcomeLine(report, dry);
  return {
    title: dry ? `Dry run of ${job.fileName}, nothing written:` : `Imported ${job.fileName} in ${total.toFixed(1)} s:`,
    lines: [...reportLines(report, dry), `time: ${time}`, ...(outcome ? [outcome] : [])],
    changed: report.changed,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const job = await jobOf(params);
  const form = await readForm(request);
  if (form.intent !== "import") return data(adminPage({ message: "That request was not understood." }), { status: 400, headers: ADMIN_HEADERS });
  const started = await startCatalogueImport(getDb(), job.id, staffActor(me));
  if (!started.ok) return data(adminPage({ message: started.message }), { status: 409, headers: ADMIN_HEADERS });
  return redirect(`/admin/catalogue/jobs/${job.id}`, { status: 303, headers: ADMIN_HEADERS });
}

export default function CatalogueJobPage() {
  const { job, problems, summary } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { message?: string } | undefined;
  return (
    <>
      <p>
        <Link to="/admin/catalogue">← Import and export</Link>
      </p>
      <h1>Import of {job.fileName}</h1>
      <ErrorSummary message={answer?.message} />
      <p data-job-status={job.status}>
        <strong>{STATUS_LABEL[job.status]}</strong> — uploaded by {job.staff}, <When at={job.createdAt} />
        {job.finishedAt ? (
          <>
            ; finished <When at={job.finishedAt} />
          </>
        ) : null}
        .
      </p>

      {job.status === "running" && job.progress ? (
        <section className="admin-card" aria-labelledby="progress-title">
          <h2 id="progress-title">Progress</h2>
          <p role="status" data-job-progress>
            {progressText(job.progress)}
          </p>
          {job.progress.total > 0 ? (
            <progress max={job.progress.total} value={job.progress.done} aria-label="Progress of the current phase">
              {progressText(job.progress)}
            </progress>
          ) : null}
          <p className="admin-hint">This page refreshes itself every 2 seconds until the import has finished.</p>
        </section>
      ) : null}

      {job.status === "failed" ? <Notice kind="warn">{job.message}</Notice> : null}

      {problems ? (
        <section className="admin-card" aria-labelledby="problems-title" data-job-report>
          <h2 id="problems-title">{problems.title}</h2>
          <ul className="admin-catalogue-problems">
            {problems.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
          {problems.more > 0 ? <p>And {problems.more.toLocaleString("en")} more problems.</p> : null}
          <p>
            Correct the file and <Link to="/admin/catalogue">upload it again</Link>.
          </p>
        </section>
      ) : null}

      {summary ? (
        <section className="admin-card" aria-labelledby="report-title" data-job-report>
          <h2 id="report-title">{summary.title}</h2>
          <ul>
            {summary.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {job.status === "checked" ? (
            summary.changed ? (
              <Form method="post">
                <input type="hidden" name="intent" value="import" />
                <button type="submit" className="button">
                  Import
                </button>
              </Form>
            ) : (
              <Notice kind="warn">Nothing to import: the shop already has every row of this file as it is.</Notice>
            )
          ) : null}
        </section>
      ) : null}
    </>
  );
}

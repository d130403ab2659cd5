import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { ErrorSummary, Notice, When } from "~/components/admin/admin-ui";
import { StatementSection } from "~/components/admin/bank-statement";
import { getDb } from "~/db/db.server";
import { MAX_STATEMENT_BYTES, parseStatement, StatementError } from "~/lib/bank-statement";
import { getStatement, importStatement, listStatements, markStatementPaid } from "~/services/bank-statements.server";
import { readFormData } from "~/utils/form.server";
import { ADMIN_HEADERS, requireStaff, staffActor, adminPage } from "~/utils/staff-auth.server";

// /admin/payments/statements (README "Bank transfers that never arrive, and bank statements"):
// owners and managers upload the bank's statement (camt.053 XML or CSV); each credit is matched
// to an order by its payment reference and amount (bank-statements.server.ts), exact matches are
// proposed, checked, for one "Mark paid", the rest listed with the reason for a person.

export const meta: MetaFunction = () => [{ title: "Bank statements · Back office" }];

const PATH = "/admin/payments/statements";
const idSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "orders.pay");
  const wanted = new URL(request.url).searchParams.get("statement");
  const db = getDb();
  const id = wanted === null ? null : idSchema.safeParse(wanted);
  const statement = id?.success ? await getStatement(db, id.data) : null;
  if (id && !statement) throw data({ message: `There is no statement ${wanted}.` }, { status: 404, headers: ADMIN_HEADERS });
  return adminPage({ statement, recent: await listStatements(db) });
}

type Answer = { message?: string; notice?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "orders.pay");
  const form = await readFormData(request);
  const answer = (body: Answer, status: number) => data(body, { status, headers: ADMIN_HEADERS });
  const db = getDb();

  if (form.get("intent") === "markPaid") {
    const statement = idSchema.safeParse(form.get("statement"));
    if (!statement.success) return answer({ message: "That statement is not known." }, 400);
    const entries = form.getAll("entry").flatMap((v) => {
      const id = idSchema.safeParse(v);
      return id.success ? [id.data] : [];
    });
    if (entries.length === 0) return answer({ message: "Tick the orders to mark paid." }, 400);
    const report = await markStatementPaid(db, statement.data, entries, `staff:${staffActor(me)}`);
    const done = [
      report.paid.length ? `Marked paid: ${report.paid.join(", ")}.` : "No order was marked paid.",
      report.skipped.length ? `Not changed (no longer waiting for this transfer): ${report.skipped.join(", ")}.` : "",
    ].join(" ");
    return redirect(`${PATH}?statement=${statement.data}&done=${encodeURIComponent(done.trim())}`, { headers: ADMIN_HEADERS });
  }

  if (form.get("intent") !== "upload") return answer({ message: "That request was not understood." }, 400);
  const file = form.get("statement");
  if (!(file instanceof File) || file.size === 0) return answer({ message: "Choose the statement file to upload (camt.053 XML or CSV)." }, 400);
  if (file.size > MAX_STATEMENT_BYTES) return answer({ message: "The file is larger than 5 MB; upload one statement at a time." }, 400);
  let parsed;
  try {
    parsed = parseStatement(await file.text());
  } catch (error) {
    // a file we cannot read is the uploader's to fix: a 400 with the reason, never a 5xx
    if (error instanceof StatementError) return answer({ message: error.message }, 400);
    throw error;
  }
  if (parsed.credits.length === 0) return answer({ notice: "The statement has no incoming payments (credits): nothing to match." }, 200);
  const result = await importStatement(db, parsed, file.name || "statement", staffActor(me));
  if (result.statementId === null)
    return answer({ notice: `Already imported: all ${result.alreadyImported} credits of this statement were imported before. Nothing changed.` }, 200);
  return redirect(`${PATH}?statement=${result.statementId}`, { headers: ADMIN_HEADERS });
}

export default function BankStatements() {
  const { statement, recent } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <p>
        <Link to="/admin/orders?payment=bank&status=placed">← Bank transfers waiting</Link>
      </p>
      <h1>Bank statements</h1>
      {done && !answer ? <Notice>{done}</Notice> : null}
      {answer?.notice ? <Notice kind="warn">{answer.notice}</Notice> : null}
      <ErrorSummary message={answer?.message} />

      <section className="admin-card" aria-labelledby="upload-title">
        <h2 id="upload-title">Upload a statement</h2>
        <Form method="post" action={PATH} encType="multipart/form-data">
          <input type="hidden" name="intent" value="upload" />
          <div className="admin-field">
            <label htmlFor="f-statement">Statement file</label>
            <p className="admin-hint" id="f-statement-hint">
              The bank&apos;s ISO 20022 camt.053 XML, or CSV with amount, currency, date and reference or remittance-text columns; at most 5 MB. The same
              statement again changes nothing.
            </p>
            <input
              id="f-statement"
              name="statement"
              type="file"
              accept=".xml,.csv,.txt,application/xml,text/xml,text/csv"
              required
              aria-describedby="f-statement-hint"
              aria-invalid={answer?.message ? true : undefined}
            />
          </div>
          <button type="submit" className="button">
            Import statement
          </button>
        </Form>
      </section>

      {statement ? <StatementSection statement={statement} /> : null}

      <section className="admin-card" aria-labelledby="recent-title">
        <h2 id="recent-title">Recent statements</h2>
        {recent.length === 0 ? (
          <p>None uploaded yet.</p>
        ) : (
          <ul>
            {recent.map((s) => (
              <li key={s.id}>
                <Link to={`${PATH}?statement=${s.id}`}>{s.fileName}</Link> — {s.credits} credits, by {s.uploadedBy}, <When at={s.uploadedAt} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

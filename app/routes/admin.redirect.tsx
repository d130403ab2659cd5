import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/admin/admin-ui";
import { RedirectForm, type RedirectFormErrors, type RedirectFormValues } from "~/components/admin/redirect-form";
import { getDb } from "~/db/db.server";
import { deleteRedirect, getRedirect, saveRedirect } from "~/services/redirects.server";
import { listStorefronts } from "~/services/storefronts.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/redirects/:id: one redirect changed (storefront, old path, target, status) under the same
// checks as a new one, or deleted.

export const meta: MetaFunction = () => [{ title: "Redirect · Back office" }];

async function load(id: string | undefined) {
  const parsed = rowIdSchema.safeParse(id);
  const found = parsed.success ? await getRedirect(getDb(), parsed.data) : null;
  if (!found) throw data({ message: `There is no redirect ${id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return found;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  const found = await load(params.id);
  const storefronts = (await listStorefronts(getDb())).map((s) => ({ department: s.department, name: s.name }));
  return adminPage({ redirect: found, storefronts });
}

type Refusal = { message?: string; errors?: RedirectFormErrors; values?: RedirectFormValues };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "content.manage");
  const fields = await readForm(request);
  const { id } = await load(params.id);
  const refused = (body: Refusal, status = 400) => data(body, { status, headers: ADMIN_HEADERS });
  const back = (text: string) => redirect(`/admin/redirects?done=${encodeURIComponent(text)}`, { headers: ADMIN_HEADERS });
  if (fields.intent === "delete") {
    await deleteRedirect(getDb(), id, staffActor(me));
    return back("The redirect is deleted.");
  }
  if (fields.intent !== "save") return refused({ message: "That request was not understood." });
  const values: RedirectFormValues = {
    department: (fields.department ?? "").slice(0, 20),
    from: (fields.from ?? "").slice(0, 2100),
    to: (fields.to ?? "").slice(0, 2100),
    status: fields.status === "302" ? "302" : "301",
  };
  const answer = await saveRedirect(getDb(), { id, ...values, status: fields.status ?? "" }, staffActor(me));
  if (!answer.ok) return refused({ errors: { [answer.field]: answer.message }, values });
  return back(answer.changed ? "The redirect is changed." : "Nothing changed: the redirect was so already.");
}

export default function RedirectPage() {
  const { redirect: r, storefronts } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  return (
    <>
      <p>
        <Link to="/admin/redirects">← Redirects</Link>
      </p>
      <h1>Redirect from {r.from}</h1>
      <ErrorSummary message={refused?.message} errors={refused?.errors} />
      <section className="admin-card" aria-labelledby="edit-title">
        <h2 id="edit-title">Change</h2>
        <RedirectForm
          storefronts={storefronts}
          values={refused?.values ?? { department: r.department, from: r.from, to: r.to, status: String(r.status) }}
          errors={refused?.errors}
          intent="save"
          submit="Save redirect"
        />
      </section>
      <section className="admin-card" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete</h2>
        <Form method="post">
          <button type="submit" name="intent" value="delete" className="button button-danger">
            Delete this redirect
          </button>
        </Form>
      </section>
    </>
  );
}

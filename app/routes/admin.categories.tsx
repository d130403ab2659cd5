import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { CategoryTextFields } from "~/components/admin/category-texts";
import { getDb } from "~/db/db.server";
import { childrenOf, textsFromForm } from "~/lib/category-tree";
import { type AdminCategory, categoryChoices, createCategory, loadCategories, reorderCategory } from "~/services/category-admin.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/categories (README "Categories and brands"): the tree, each category with its children in
// their order (moved one place up or down here), and a new category under a parent. A category's
// own page changes its names, URL keys and parent, or deletes it.

export const meta: MetaFunction = () => [{ title: "Categories · Back office" }];

const PATH = "/admin/categories";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  const db = getDb();
  const [{ languages, categories }, choices] = await Promise.all([loadCategories(db, { counts: true }), categoryChoices(db)]);
  return adminPage({ languages, categories, choices });
}

type Refusal = { message?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const fields = await readForm(request);
  const db = getDb();
  const refused = (body: Refusal) => data(body, { status: 400, headers: ADMIN_HEADERS });
  const back = (text: string) => redirect(`${PATH}?done=${encodeURIComponent(text)}`, { headers: ADMIN_HEADERS });
  if (fields.intent === "up" || fields.intent === "down") {
    const id = rowIdSchema.safeParse(fields.id);
    if (!id.success) return refused({ message: "That category is not known." });
    const answer = await reorderCategory(db, id.data, fields.intent === "up" ? -1 : 1, staffActor(me));
    if (!answer.ok) return refused({ message: answer.message });
    return back(answer.changed ? "The order is changed." : "Nothing changed: it is at the end already.");
  }
  if (fields.intent !== "create") return refused({ message: "That request was not understood." });
  const parent = fields.parent ? rowIdSchema.safeParse(fields.parent) : null;
  if (parent && !parent.success) return refused({ errors: { parent: "There is no such parent category." }, values: fields });
  const { languages } = await loadCategories(db);
  const answer = await createCategory(db, parent?.data ?? null, textsFromForm(languages, fields), staffActor(me));
  if (!answer.ok) return refused({ errors: answer.errors, values: fields });
  return redirect(`${PATH}/${answer.id}?done=${encodeURIComponent("The category is created.")}`, { headers: ADMIN_HEADERS });
}

export default function CategoriesPage() {
  const { languages, categories, choices } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const lang = languages[0];
  const branch = (parentId: number | null) => {
    const children = childrenOf(categories, parentId) as AdminCategory[];
    if (children.length === 0) return null;
    return (
      <ul className="admin-tree">
        {children.map((c, i) => {
          const name = c.texts[lang]?.name ?? `#${c.id}`;
          return (
            <li key={c.id} data-category-id={c.id}>
              <div className="admin-tree-row">
                <Link to={`${PATH}/${c.id}`}>{name}</Link>
                <span className="admin-hint">
                  /{c.texts[lang]?.storeUrl} · {c.products === 1 ? "1 product" : `${c.products.toLocaleString("en")} products`}
                </span>
                <Form method="post" className="admin-actions">
                  <input type="hidden" name="id" value={c.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="up"
                    className="button button-small button-secondary"
                    disabled={i === 0}
                    aria-label={`Move ${name} up`}
                  >
                    Up
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="down"
                    className="button button-small button-secondary"
                    disabled={i === children.length - 1}
                    aria-label={`Move ${name} down`}
                  >
                    Down
                  </button>
                </Form>
              </div>
              {branch(c.id)}
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <>
      <h1>Categories</h1>
      <p>The storefronts show categories in this order. A category&apos;s page changes its names, URL keys and parent.</p>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={refused?.errors} />
      <nav aria-label="Category tree">{branch(null)}</nav>

      <section className="admin-card" aria-labelledby="new-title">
        <h2 id="new-title">New category</h2>
        <Form method="post">
          <div className="admin-field">
            <label htmlFor="f-parent">Parent</label>
            <select id="f-parent" name="parent" defaultValue={refused?.values?.parent ?? ""}>
              <option value="">None: at the top</option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <CategoryTextFields languages={languages} values={refused?.values} errors={refused?.errors} />
          <button type="submit" name="intent" value="create" className="button">
            Create category
          </button>
        </Form>
      </section>
    </>
  );
}

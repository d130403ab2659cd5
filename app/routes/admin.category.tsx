import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { CategoryTextFields } from "~/components/admin/category-texts";
import { getDb } from "~/db/db.server";
import { subtreeIds, textsFromForm } from "~/lib/category-tree";
import { categoryChoices, deleteCategory, loadCategories, moveCategory, reorderCategory, saveCategoryTexts } from "~/services/category-admin.server";
import { readForm, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/categories/:id (README "Categories and brands"): a category's names and URL keys per
// storefront language (a changed URL key leaves a 301 from the old page, its subcategories' too),
// its parent and place among its siblings, and deleting it when it is empty.

export const meta: MetaFunction = () => [{ title: "Category · Back office" }];

const PATH = "/admin/categories";

async function load(id: string | undefined) {
  const parsed = rowIdSchema.safeParse(id);
  const { languages, categories } = await loadCategories(getDb(), { counts: true });
  const category = parsed.success ? categories.find((c) => c.id === parsed.data) : undefined;
  if (!category) throw data({ message: `There is no category ${id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return { languages, categories, category };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  const { languages, categories, category } = await load(params.id);
  // a category moves anywhere but under itself or its own subcategories (the server refuses those too)
  const inside = subtreeIds(categories, category.id);
  const parents = (await categoryChoices(getDb())).filter((c) => !inside.has(c.id));
  const values: Record<string, string> = {};
  for (const lang of languages) {
    values[`name_${lang}`] = category.texts[lang]?.name ?? "";
    values[`url_key_${lang}`] = category.texts[lang]?.urlKey ?? "";
  }
  const storeUrls = languages.map((lang) => ({ lang, url: category.texts[lang]?.storeUrl ?? null }));
  return adminPage({
    id: category.id,
    name: category.texts[languages[0]]?.name ?? `#${category.id}`,
    parentId: category.parentId,
    products: category.products,
    subcategories: categories.filter((c) => c.parentId === category.id).length,
    languages,
    values,
    storeUrls,
    parents,
  });
}

type Refusal = { message?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const fields = await readForm(request);
  const { languages, category } = await load(params.id);
  const db = getDb();
  const id = category.id;
  const refused = (body: Refusal) => data(body, { status: 400, headers: ADMIN_HEADERS });
  const here = (text: string) => redirect(`${PATH}/${id}?done=${encodeURIComponent(text)}`, { headers: ADMIN_HEADERS });
  switch (fields.intent) {
    case "save": {
      const answer = await saveCategoryTexts(db, id, textsFromForm(languages, fields), staffActor(me));
      if (!answer.ok) return refused({ errors: answer.errors, values: fields });
      return here(answer.changed ? "Saved." : "Nothing changed: the category was so already.");
    }
    case "move": {
      const parent = fields.parent ? rowIdSchema.safeParse(fields.parent) : null;
      if (parent && !parent.success) return refused({ errors: { parent: "There is no such parent category." } });
      const answer = await moveCategory(db, id, parent?.data ?? null, staffActor(me));
      if (!answer.ok) return refused({ errors: { parent: answer.message } });
      return here(answer.changed ? "Moved." : "Nothing changed: it is there already.");
    }
    case "up":
    case "down": {
      const answer = await reorderCategory(db, id, fields.intent === "up" ? -1 : 1, staffActor(me));
      if (!answer.ok) return refused({ message: answer.message });
      return here(answer.changed ? "The order is changed." : "Nothing changed: it is at the end already.");
    }
    case "delete": {
      const answer = await deleteCategory(db, id, staffActor(me));
      if (!answer.ok) return refused({ message: `The category is not deleted: ${answer.message}` });
      return redirect(`${PATH}?done=${encodeURIComponent("The category is deleted.")}`, { headers: ADMIN_HEADERS });
    }
    default:
      return refused({ message: "That request was not understood." });
  }
}

export default function CategoryPage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <p>
        <Link to={PATH}>← Categories</Link>
      </p>
      <h1>{page.name}</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={refused?.errors} />
      <p>
        {page.products === 1 ? "1 product" : `${page.products.toLocaleString("en")} products`} in it or under it,{" "}
        {page.subcategories === 1 ? "1 subcategory" : `${page.subcategories} subcategories`}.
      </p>
      <ul className="admin-hint">
        {page.storeUrls.map((s) => (
          <li key={s.lang}>
            {s.lang}: {s.url === null ? "no page" : `/${s.url}`}
          </li>
        ))}
      </ul>

      <section className="admin-card" aria-labelledby="names-title">
        <h2 id="names-title">Names and URL keys</h2>
        <p className="admin-hint">
          A new URL key leaves a permanent redirect (301) from the old page, and from its subcategories&apos; old pages, in every storefront of that language.
        </p>
        <Form method="post">
          <CategoryTextFields languages={page.languages} values={refused?.values ?? page.values} errors={refused?.errors} />
          <button type="submit" name="intent" value="save" className="button">
            Save
          </button>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="place-title">
        <h2 id="place-title">Place in the tree</h2>
        <Form method="post">
          <div className="admin-field">
            <label htmlFor="f-parent">Parent</label>
            <select
              id="f-parent"
              name="parent"
              defaultValue={page.parentId ?? ""}
              aria-invalid={refused?.errors?.parent ? true : undefined}
              aria-describedby={refused?.errors?.parent ? "f-parent-error" : undefined}
            >
              <option value="">None: at the top</option>
              {page.parents.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
            {refused?.errors?.parent ? (
              <p className="admin-field-error" id="f-parent-error">
                {refused.errors.parent}
              </p>
            ) : null}
          </div>
          <div className="admin-actions">
            <button type="submit" name="intent" value="move" className="button">
              Move
            </button>
            <button type="submit" name="intent" value="up" className="button button-secondary">
              One place up
            </button>
            <button type="submit" name="intent" value="down" className="button button-secondary">
              One place down
            </button>
          </div>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete</h2>
        <p>Only a category with no subcategory and no product can be deleted.</p>
        <Form method="post">
          <button type="submit" name="intent" value="delete" className="button button-danger">
            Delete this category
          </button>
        </Form>
      </section>
    </>
  );
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { ErrorSummary, FieldError, Notice } from "~/components/admin/admin-ui";
import { LanguageLinks } from "~/components/admin/content-editor";
import { getDb } from "~/db/db.server";
import { blogCategoryFormSchema, CONTENT_LANGUAGES, fieldErrors, LANGUAGE_NAMES, languageOf } from "~/lib/content-form";
import { listBlogCategoriesForAdmin, saveBlogCategory } from "~/services/content-admin.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/blog/categories (README "CMS pages and blog posts"): the blog's categories with their
// name and URL key in one storefront language; each renamed in its row, a new one added below.

export const meta: MetaFunction = () => [{ title: "Blog categories · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  const lang = languageOf(new URL(request.url).searchParams.get("lang"));
  return adminPage({ lang, categories: await listBlogCategoriesForAdmin(getDb(), lang) });
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add") }),
  z.object({
    intent: z.literal("rename"),
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  }),
]);

type Answer = { row: string; errors: Record<string, string>; values: { name: string; urlKey: string } };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "content.manage");
  const lang = languageOf(new URL(request.url).searchParams.get("lang"));
  const fields = await readForm(request);
  const parsed = actionSchema.safeParse(fields);
  if (!parsed.success) throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const id = parsed.data.intent === "rename" ? parsed.data.id : null;
  const values = { name: fields.name ?? "", urlKey: fields.urlKey ?? "" };
  const row = id === null ? "new" : String(id);
  const refuse = (errors: Record<string, string>) => data(adminPage({ row, errors, values } satisfies Answer), { status: 400, headers: ADMIN_HEADERS });
  const form = blogCategoryFormSchema.safeParse(values);
  if (!form.success) return refuse(fieldErrors(form.error));
  const saved = await saveBlogCategory(getDb(), staffActor(me), id, lang, form.data);
  if (!saved) throw data({ message: `There is no blog category ${id}.` }, { status: 404, headers: ADMIN_HEADERS });
  if (!saved.ok) return refuse({ [saved.field]: saved.message });
  const done = `${saved.created ? "Added" : "Saved"}: “${form.data.name}” (${LANGUAGE_NAMES[lang]}).`;
  return redirect(`/admin/blog/categories?lang=${lang}&done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

function CategoryFields({ row, name, urlKey, errors }: { row: string; name: string; urlKey: string; errors: Record<string, string> }) {
  const field = (key: "name" | "urlKey", label: string, value: string) => {
    const id = `f-${key}-${row}`;
    return (
      <div className="admin-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={key}
          defaultValue={value}
          required
          maxLength={key === "name" ? 100 : 200}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} error={errors[key]} />
      </div>
    );
  };
  return (
    <>
      {field("name", "Name", name)}
      {field("urlKey", "URL key (/blog/category/…)", urlKey)}
    </>
  );
}

export default function BlogCategories() {
  const { lang, categories } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const errorsOf = (row: string) => (answer?.row === row ? answer.errors : {});
  const valuesOf = (row: string, name: string, urlKey: string) => (answer?.row === row ? answer.values : { name, urlKey });
  return (
    <>
      <p>
        <Link to={`/admin/blog?lang=${lang}`}>← Blog</Link>
      </p>
      <h1>Blog categories</h1>
      <LanguageLinks lang={lang} languages={CONTENT_LANGUAGES} label="Names in" />
      {done && !answer ? <Notice>{done}</Notice> : null}
      <ErrorSummary errors={answer?.errors} />
      <ul className="admin-content-categories" data-categories>
        {categories.map((c) => {
          const row = String(c.id);
          const values = valuesOf(row, c.name ?? "", c.urlKey ?? "");
          return (
            <li key={`${c.id}-${JSON.stringify(values)}`} className="admin-card" data-category-id={c.id}>
              <Form method="post" aria-label={`Category ${c.id} in ${LANGUAGE_NAMES[lang]}`}>
                <input type="hidden" name="id" value={c.id} />
                <CategoryFields row={row} name={values.name} urlKey={values.urlKey} errors={errorsOf(row)} />
                <button type="submit" name="intent" value="rename" className="button button-small">
                  {c.name ? "Rename" : `Name it in ${LANGUAGE_NAMES[lang]}`}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      <section className="admin-card" aria-labelledby="new-category-title">
        <h2 id="new-category-title">New category ({LANGUAGE_NAMES[lang]})</h2>
        <Form method="post" key={JSON.stringify(valuesOf("new", "", ""))}>
          <CategoryFields row="new" {...valuesOf("new", "", "")} errors={errorsOf("new")} />
          <button type="submit" name="intent" value="add" className="button">
            Add the category
          </button>
        </Form>
      </section>
    </>
  );
}

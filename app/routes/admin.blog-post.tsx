import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { AdminField, ErrorSummary, FieldError, Notice } from "~/components/admin/admin-ui";
import { BlogCover } from "~/components/admin/blog-cover";
import { LanguageLinks, MarkdownField, Preview, SaveButtons, StatusField } from "~/components/admin/content-editor";
import { getDb } from "~/db/db.server";
import { blogPostFormSchema, fieldErrors, LANGUAGE_NAMES, languageOf, MARKDOWN_MAX } from "~/lib/content-form";
import { renderMarkdown } from "~/lib/content-markdown";
import { getBlogPostForAdmin, listBlogCategoriesForAdmin, saveBlogPost } from "~/services/content-admin.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/blog/:id and /admin/blog/new (README "CMS pages and blog posts"): one post's text in one
// storefront language — title, URL key, lead, Markdown — and, for every language, its category,
// publish date and whether it is published. "Preview" renders without saving.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.post?.text?.title ?? "New post"} · Blog · Back office` }];

const idParam = z.union([
  z.literal("new"),
  z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
]);

async function load(request: Request, id: string | undefined) {
  const lang = languageOf(new URL(request.url).searchParams.get("lang"));
  const parsed = idParam.safeParse(id);
  if (parsed.success && parsed.data === "new") return { lang, id: null, post: null };
  const post = parsed.success ? await getBlogPostForAdmin(getDb(), parsed.data as number, lang) : null;
  if (!post) throw data({ message: `There is no blog post ${id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return { lang, id: post.id, post };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  const loaded = await load(request, params.id);
  return adminPage({ ...loaded, categories: await listBlogCategoriesForAdmin(getDb(), loaded.lang), today: new Date().toISOString().slice(0, 10) });
}

type Values = { title: string; urlKey: string; excerpt: string; markdown: string; status: string; categoryId: string; publishedAt: string };
type Answer = { message?: string; errors?: Record<string, string>; values: Values; preview?: string };

const intentSchema = z.enum(["preview", "save"]);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "content.manage");
  const { lang, id } = await load(request, params.id);
  const fields = await readForm(request);
  const intent = intentSchema.safeParse(fields.intent);
  if (!intent.success) throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const values: Values = {
    title: fields.title ?? "",
    urlKey: fields.urlKey ?? "",
    excerpt: fields.excerpt ?? "",
    markdown: fields.markdown ?? "",
    status: fields.status ?? "",
    categoryId: fields.categoryId ?? "",
    publishedAt: fields.publishedAt ?? "",
  };
  const answer = (body: Answer, status = 400) => data(adminPage(body), { status, headers: ADMIN_HEADERS });
  const parsed = blogPostFormSchema.safeParse(values);
  if (intent.data === "preview")
    return answer(
      { values, preview: renderMarkdown(values.markdown.slice(0, MARKDOWN_MAX)), errors: parsed.success ? undefined : fieldErrors(parsed.error) },
      200,
    );
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error), values });
  const saved = await saveBlogPost(getDb(), staffActor(me), id, lang, parsed.data);
  if (!saved) throw data({ message: `There is no blog post ${params.id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  if (!saved.ok) return answer({ errors: { [saved.field]: saved.message }, values });
  const done = `${saved.created ? "Created" : "Saved"}: “${parsed.data.title}” (${LANGUAGE_NAMES[lang]}), ${parsed.data.status ? "published" : "a draft"}.`;
  return redirect(`/admin/blog/${saved.id}?lang=${lang}&done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function BlogPostEditor() {
  const { lang, id, post, categories, today } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const text = post?.text;
  const values: Values = answer?.values ?? {
    title: text?.title ?? "",
    urlKey: text?.urlKey ?? "",
    excerpt: text?.excerpt ?? "",
    markdown: text?.markdown ?? "",
    status: post && post.published === 0 ? "draft" : "published",
    categoryId: post ? String(post.categoryId) : "",
    publishedAt: post?.publishedAt ?? today,
  };
  const errors = answer?.errors ?? {};
  const formKey = JSON.stringify([lang, answer?.values ?? null, done]);
  return (
    <>
      <p>
        <Link to={`/admin/blog?lang=${lang}`}>← Blog</Link>
      </p>
      <h1>{id === null ? "New blog post" : (text?.title ?? `Blog post ${id}`)}</h1>
      {id !== null ? <LanguageLinks lang={lang} languages={post?.languages ?? []} label="The post in other languages" /> : null}
      {done && !answer ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={answer?.message} errors={errors} />
      <Form method="post" key={formKey} className="admin-card admin-content-form" aria-label={`The post in ${LANGUAGE_NAMES[lang]}`}>
        <p>
          Language: <strong>{LANGUAGE_NAMES[lang]}</strong>
          {id !== null && !text ? " — this post has no text in this language yet; saving adds it." : ""}
        </p>
        <AdminField name="title" label="Title" defaultValue={values.title} required maxLength={200} error={errors.title} />
        <AdminField
          name="urlKey"
          label="URL key"
          hint="The post's address: /blog/<URL key>. A changed key keeps the old address leading here."
          defaultValue={values.urlKey}
          required
          maxLength={200}
          error={errors.urlKey}
        />
        <div className="admin-field">
          <label htmlFor="f-excerpt">Lead (shown in the blog's list and above the text)</label>
          <textarea
            id="f-excerpt"
            name="excerpt"
            rows={3}
            maxLength={500}
            required
            defaultValue={values.excerpt}
            aria-invalid={errors.excerpt ? true : undefined}
            aria-describedby={errors.excerpt ? "f-excerpt-error" : undefined}
          />
          <FieldError id="f-excerpt-error" error={errors.excerpt} />
        </div>
        <MarkdownField value={values.markdown} error={errors.markdown} />
        <div className="admin-field">
          <label htmlFor="f-categoryId">Category</label>
          <select
            id="f-categoryId"
            name="categoryId"
            defaultValue={values.categoryId}
            required
            aria-invalid={errors.categoryId ? true : undefined}
            aria-describedby={errors.categoryId ? "f-categoryId-error" : undefined}
          >
            <option value="">Choose…</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name ?? `Category ${c.id} (no name in ${LANGUAGE_NAMES[lang]})`}
              </option>
            ))}
          </select>
          <FieldError id="f-categoryId-error" error={errors.categoryId} />
        </div>
        <AdminField name="publishedAt" label="Publish date" type="date" defaultValue={values.publishedAt} required error={errors.publishedAt} />
        <StatusField published={values.status !== "draft"} error={errors.status} />
        <SaveButtons />
      </Form>
      <Preview html={answer?.preview} />
      {post ? <BlogCover key={done ?? "cover"} postId={post.id} lang={lang} imageId={post.imageId} /> : null}
    </>
  );
}

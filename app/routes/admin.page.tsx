import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { AdminField, ErrorSummary, Notice } from "~/components/admin/admin-ui";
import { LanguageLinks, MarkdownField, Preview, SaveButtons, StatusField } from "~/components/admin/content-editor";
import { getDb } from "~/db/db.server";
import { cmsPageFormSchema, fieldErrors, LANGUAGE_NAMES, languageOf, MARKDOWN_MAX } from "~/lib/content-form";
import { renderMarkdown } from "~/lib/content-markdown";
import { getCmsPageForAdmin, saveCmsPage } from "~/services/content-admin.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/pages/:id and /admin/pages/new (README "CMS pages and blog posts"): one page's text in
// one storefront language — title, URL key, description, Markdown — and whether it is published.
// "Preview" shows the rendered text below the form without saving; "Save" renders and keeps it.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.page?.text?.title ?? "New page"} · Pages · Back office` }];

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
  if (parsed.success && parsed.data === "new") return { lang, id: null, page: null };
  const page = parsed.success ? await getCmsPageForAdmin(getDb(), parsed.data as number, lang) : null;
  if (!page) throw data({ message: `There is no page ${id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return { lang, id: page.id, page };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  return adminPage(await load(request, params.id));
}

type Values = { title: string; urlKey: string; metaDescription: string; markdown: string; status: string };
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
    metaDescription: fields.metaDescription ?? "",
    markdown: fields.markdown ?? "",
    status: fields.status ?? "",
  };
  const answer = (body: Answer, status = 400) => data(adminPage(body), { status, headers: ADMIN_HEADERS });
  const parsed = cmsPageFormSchema.safeParse(values);
  if (intent.data === "preview") {
    const preview = renderMarkdown(values.markdown.slice(0, MARKDOWN_MAX));
    return answer({ values, preview, errors: parsed.success ? undefined : fieldErrors(parsed.error) }, 200);
  }
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error), values });
  const saved = await saveCmsPage(getDb(), staffActor(me), id, lang, parsed.data);
  if (!saved) throw data({ message: `There is no page ${params.id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  if (!saved.ok) return answer({ errors: { [saved.field]: saved.message }, values });
  const done = `${saved.created ? "Created" : "Saved"}: “${parsed.data.title}” (${LANGUAGE_NAMES[lang]}), ${parsed.data.status ? "published" : "a draft"}.`;
  return redirect(`/admin/pages/${saved.id}?lang=${lang}&done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function PageEditor() {
  const { lang, id, page } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const text = page?.text;
  const values: Values = answer?.values ?? {
    title: text?.title ?? "",
    urlKey: text?.urlKey ?? "",
    metaDescription: text?.metaDescription ?? "",
    markdown: text?.markdown ?? "",
    status: page && page.published === 0 ? "draft" : "published",
  };
  const errors = answer?.errors ?? {};
  const formKey = JSON.stringify([lang, answer?.values ?? null, done]);
  return (
    <>
      <p>
        <Link to={`/admin/pages?lang=${lang}`}>← Pages</Link>
      </p>
      <h1>{id === null ? "New page" : (text?.title ?? `Page ${id}`)}</h1>
      {id !== null ? <LanguageLinks lang={lang} languages={page?.languages ?? []} label="The page in other languages" /> : null}
      {done && !answer ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={answer?.message} errors={errors} />
      <Form method="post" key={formKey} className="admin-card admin-content-form" aria-label={`The page in ${LANGUAGE_NAMES[lang]}`}>
        <p>
          Language: <strong>{LANGUAGE_NAMES[lang]}</strong>
          {id !== null && !text ? " — this page has no text in this language yet; saving adds it." : ""}
        </p>
        <AdminField name="title" label="Title" defaultValue={values.title} required maxLength={200} error={errors.title} />
        <AdminField
          name="urlKey"
          label="URL key"
          hint="The page's address: /cms/<URL key>. A changed key keeps the old address leading here."
          defaultValue={values.urlKey}
          required
          maxLength={200}
          error={errors.urlKey}
        />
        <AdminField
          name="metaDescription"
          label="Description for search engines"
          defaultValue={values.metaDescription}
          maxLength={300}
          error={errors.metaDescription}
        />
        <MarkdownField value={values.markdown} error={errors.markdown} />
        <StatusField published={values.status !== "draft"} error={errors.status} />
        <SaveButtons />
      </Form>
      <Preview html={answer?.preview} />
    </>
  );
}

import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/admin/admin-ui";
import { BlogCover } from "~/components/admin/blog-cover";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { languageOf } from "~/lib/content-form";
import { getBlogPostForAdmin, setBlogPostCover } from "~/services/content-admin.server";
import { storeUploadedPicture } from "~/services/picture-upload.server";
import { readFormData, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/pictures/blog/:id (README "Pictures"): where the blog post editor's cover picture forms
// post — under /admin/pictures, the one path that takes a picture's size. A change goes back to
// the editor; a refused upload is answered here with the message at the field, nothing stored.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Cover picture · ${data?.title ?? "Blog post"} · Back office` }];

async function load(request: Request, id: string | undefined) {
  const lang = languageOf(new URL(request.url).searchParams.get("lang"));
  const parsed = rowIdSchema.safeParse(id);
  const post = parsed.success ? await getBlogPostForAdmin(getDb(), parsed.data, lang) : null;
  if (!post) throw data({ message: `There is no blog post ${id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  return { id: post.id, lang, imageId: post.imageId, title: post.text?.title ?? `Blog post ${post.id}` };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  return adminPage(await load(request, params.id));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "content.manage");
  const { id, lang } = await load(request, params.id);
  const form = await readFormData(request);
  const db = getDb();
  const done = (text: string) => redirect(`/admin/blog/${id}?lang=${lang}&done=${encodeURIComponent(text)}`, { headers: ADMIN_HEADERS });
  if (form.get("intent") === "remove") {
    const changed = await setBlogPostCover(db, staffActor(me), id, null);
    return done(changed ? "Cover picture removed: readers see it within seconds." : "Nothing changed.");
  }
  if (form.get("intent") !== "upload") throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const file = form.get("cover");
  const stored = await storeUploadedPicture(db, getEnv().IMAGE_DIR, file instanceof File ? file : null);
  if (!stored.ok) return data(adminPage({ error: stored.message }), { status: 400, headers: ADMIN_HEADERS });
  await setBlogPostCover(db, staffActor(me), id, stored.id);
  return done("Cover picture saved: readers see it within seconds.");
}

export default function BlogCoverPage() {
  const { id, lang, imageId, title } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as { error?: string } | undefined;
  return (
    <>
      <p>
        <Link to={`/admin/blog/${id}?lang=${lang}`}>← {title}</Link>
      </p>
      <h1>Cover picture of {title}</h1>
      <ErrorSummary message={refused?.error} />
      <BlogCover postId={id} lang={lang} imageId={imageId} error={refused?.error} />
    </>
  );
}

import { Form } from "@remix-run/react";
import { FieldError } from "~/components/admin/admin-ui";
import { imageUrl } from "~/lib/images";

// A blog post's cover picture in the back office (README "Pictures"): upload one (it replaces the
// one there) or remove it. The forms post to /admin/pictures/blog/:id, the path that takes a
// picture's size (app/body-limit.server.ts).

export const coverPath = (postId: number, lang: string) => `/admin/pictures/blog/${postId}?lang=${lang}`;

export function BlogCover({ postId, lang, imageId, error }: { postId: number; lang: string; imageId: number | null; error?: string }) {
  const action = coverPath(postId, lang);
  return (
    <section className="admin-card" id="cover" aria-labelledby="cover-title">
      <h2 id="cover-title">Cover picture</h2>
      {imageId !== null ? (
        <>
          <img src={imageUrl(imageId, 350)} width={175} height={175} alt="The cover of this post" className="admin-cover" />
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className="button button-danger button-small">
              Remove the cover picture
            </button>
          </Form>
        </>
      ) : (
        <p>The post has no cover picture.</p>
      )}
      <Form method="post" action={action} encType="multipart/form-data">
        <input type="hidden" name="intent" value="upload" />
        <div className="admin-field">
          <label htmlFor="f-cover">{imageId !== null ? "Replace it with" : "Upload a cover picture"}</label>
          <p className="admin-hint" id="f-cover-hint">
            JPEG, PNG, WebP, AVIF, GIF or TIFF, at most 20 MB; shown above the post and beside it in the blog&apos;s list, in every language.
          </p>
          <input
            id="f-cover"
            name="cover"
            type="file"
            accept="image/*"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "f-cover-hint f-cover-error" : "f-cover-hint"}
          />
          <FieldError id="f-cover-error" error={error} />
        </div>
        <button type="submit" className="button">
          Upload
        </button>
      </Form>
    </section>
  );
}

import { Form } from "@remix-run/react";
import { AdminField, FieldError } from "~/components/admin/admin-ui";
import { imageUrl } from "~/lib/images";
import { altField } from "~/lib/product-pictures";
import type { AdminPicture } from "~/services/product-pictures.server";

// A product's pictures in the back office (README "Pictures"): upload one or several, order them
// (the first is the main picture), an alt text per storefront language, remove. Every form posts
// to /admin/pictures/products/:id — the path nginx and the app let take a picture's size
// (app/body-limit.server.ts) — which answers with the product page, or with its own page and the
// message at the field.

export const picturesPath = (productId: number) => `/admin/pictures/products/${productId}`;

export function ProductPictures({
  productId,
  pictures,
  languages,
  errors = {},
  values = {},
}: {
  productId: number;
  pictures: readonly AdminPicture[];
  languages: readonly string[];
  errors?: Readonly<Record<string, string>>;
  values?: Readonly<Record<string, string>>;
}) {
  const action = picturesPath(productId);
  return (
    <section className="admin-card" id="pictures" aria-labelledby="pictures-title">
      <h2 id="pictures-title">Pictures</h2>
      {pictures.length ? (
        <ol className="admin-picture-list">
          {pictures.map((picture, index) => (
            <li key={picture.id}>
              <img src={imageUrl(picture.id, 175)} width={88} height={88} alt="" loading="lazy" />
              <Form method="post" action={action} className="admin-picture-form" aria-label={`Picture ${index + 1}`}>
                <input type="hidden" name="image" value={picture.id} />
                <p className="admin-hint">
                  {index === 0 ? <strong>Main picture · </strong> : null}
                  Picture {index + 1} of {pictures.length}, {picture.width} × {picture.height} px
                </p>
                <div className="admin-picture-alts">
                  {languages.map((lang) => (
                    <AdminField
                      key={lang}
                      name={altField(picture.id, lang)}
                      label={`Alt text (${lang})`}
                      defaultValue={values[altField(picture.id, lang)] ?? picture.alt[lang] ?? ""}
                      error={errors[altField(picture.id, lang)]}
                      maxLength={300}
                    />
                  ))}
                </div>
                <p className="admin-actions">
                  {/* the first button is the one Enter in an alt field presses */}
                  <button type="submit" name="intent" value="alt" className="button button-small">
                    Save alt text
                  </button>
                  {index > 0 ? (
                    <>
                      <button type="submit" name="intent" value="first" className="button button-secondary button-small">
                        Make main picture
                      </button>
                      <button type="submit" name="intent" value="up" className="button button-secondary button-small">
                        Move up
                      </button>
                    </>
                  ) : null}
                  {index < pictures.length - 1 ? (
                    <button type="submit" name="intent" value="down" className="button button-secondary button-small">
                      Move down
                    </button>
                  ) : null}
                  <button type="submit" name="intent" value="remove" className="button button-danger button-small">
                    Remove
                  </button>
                </p>
              </Form>
            </li>
          ))}
        </ol>
      ) : (
        <p>This product has no pictures yet.</p>
      )}
      <Form method="post" action={action} encType="multipart/form-data" className="admin-picture-upload">
        <input type="hidden" name="intent" value="upload" />
        <div className="admin-field">
          <label htmlFor="f-pictures">Add pictures</label>
          <p className="admin-hint" id="f-pictures-hint">
            JPEG, PNG, WebP, AVIF, GIF or TIFF; at most 20 MB in one upload. Stored at most 1400 px on a side, added after the pictures above.
          </p>
          <input
            id="f-pictures"
            name="pictures"
            type="file"
            accept="image/*"
            multiple
            aria-invalid={errors.pictures ? true : undefined}
            aria-describedby={errors.pictures ? "f-pictures-hint f-pictures-error" : "f-pictures-hint"}
          />
          <FieldError id="f-pictures-error" error={errors.pictures} />
        </div>
        <button type="submit" className="button">
          Upload
        </button>
      </Form>
    </section>
  );
}

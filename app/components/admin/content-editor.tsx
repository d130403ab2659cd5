import { Link } from "@remix-run/react";
import { CONTENT_LANGUAGES, type ContentLanguage, LANGUAGE_NAMES, MARKDOWN_MAX } from "~/lib/content-form";
import { Choice, FieldError } from "./admin-ui";

// The parts the CMS page and the blog post editors share (README "CMS pages and blog posts"):
// the language links, the Markdown field and the preview, which the server renders like a save
// would, without saving — so it works the same with JavaScript off.

/** Links to the same item in every storefront language; the languages without text yet say so. */
export function LanguageLinks({ lang, languages, label }: { lang: ContentLanguage; languages: readonly string[]; label: string }) {
  return (
    <nav className="admin-actions admin-content-languages" aria-label={label}>
      {CONTENT_LANGUAGES.map((l) => (
        <Link key={l} to={`?lang=${l}`} aria-current={l === lang ? "page" : undefined}>
          {LANGUAGE_NAMES[l]}
          {languages.includes(l) ? "" : " (no text yet)"}
        </Link>
      ))}
    </nav>
  );
}

export function MarkdownField({ value, error }: { value: string; error?: string }) {
  return (
    <div className="admin-field">
      <label htmlFor="f-markdown">Text (Markdown)</label>
      <p className="admin-hint" id="f-markdown-hint">
        A blank line starts a paragraph; ## a heading, - a list item, **bold**, *italic*, [words](https://…) a link, ![words](/images/…) a picture. Scripts and
        other HTML outside these are removed.
      </p>
      <textarea
        id="f-markdown"
        name="markdown"
        rows={16}
        maxLength={MARKDOWN_MAX}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "f-markdown-hint f-markdown-error" : "f-markdown-hint"}
      />
      <FieldError id="f-markdown-error" error={error} />
    </div>
  );
}

export function StatusField({ published, error }: { published: boolean; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "f-status-error" : undefined}>
      <legend>Status (for every language)</legend>
      <Choice name="status" value="draft" checked={!published}>
        Draft: not on the storefront
      </Choice>
      <Choice name="status" value="published" checked={published}>
        Published
      </Choice>
      <FieldError id="f-status-error" error={error} />
    </fieldset>
  );
}

export function SaveButtons() {
  return (
    <div className="admin-actions">
      <button type="submit" name="intent" value="preview" className="button button-secondary">
        Preview
      </button>
      <button type="submit" name="intent" value="save" className="button">
        Save
      </button>
    </div>
  );
}

/** The text as the storefront would show it (sanitised HTML from the server), not yet saved. */
export function Preview({ html }: { html: string | undefined }) {
  if (html === undefined) return null;
  return (
    <section className="admin-card admin-content-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview (not saved)</h2>
      {/* sanitised on the server (lib/content-markdown.ts), as it will be on the storefront */}
      <div className="admin-content-preview-body" data-preview dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

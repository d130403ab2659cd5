import { Form, Link, useSearchParams } from "@remix-run/react";
import { ErrorSummary, FieldError, Notice } from "~/components/admin/admin-ui";
import { type LookPageData, type LookRefusal, logoPath, MAX_LOGO_BYTES } from "~/lib/storefront-look";

/**
 * The look room of one storefront (README "Logo, colour, and switching a storefront off"): shown
 * by its own page and by the logo upload's route when it refuses a file, so the refusal stands
 * beside the field it is about.
 */
export function StorefrontLook({ page, refused }: { page: LookPageData; refused?: LookRefusal }) {
  const [params] = useSearchParams();
  const done = params.get("done");
  const errors = refused?.errors ?? {};
  const here = `/admin/settings/${page.department}/look`;
  return (
    <>
      <h1>Logo, colour and status</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={errors} />
      <nav aria-label="Storefronts" className="admin-filters">
        <ul className="admin-inline-list">
          {page.storefronts.map((s) => (
            <li key={s.department}>
              {s.department === page.department ? (
                <strong aria-current="page">{s.name}</strong>
              ) : (
                <Link to={`/admin/settings/${s.department}/look`}>{s.name}</Link>
              )}{" "}
              ({s.department}
              {s.enabled ? "" : ", switched off"})
            </li>
          ))}
        </ul>
      </nav>

      <section className="admin-card" aria-labelledby="status-title">
        <h2 id="status-title">{page.name}: open or switched off</h2>
        <p data-storefront-status>
          {page.enabled
            ? "Open: its pages answer shoppers."
            : "Switched off: its addresses answer a short “closed” page (503); it is left out of the language switcher, sitemaps and hreflang links. Nothing of it is deleted."}
        </p>
        {page.isDefault ? (
          <p>This is the default storefront: it answers every unknown host, so it cannot be switched off.</p>
        ) : (
          <Form method="post" action={here}>
            <input type="hidden" name="intent" value={page.enabled ? "switch-off" : "switch-on"} />
            <button type="submit" className="button">
              {page.enabled ? "Switch this storefront off" : "Switch this storefront on"}
            </button>
          </Form>
        )}
      </section>

      <section className="admin-card" aria-labelledby="logo-title">
        <h2 id="logo-title">Logo</h2>
        {page.logo ? (
          <p>
            <img src={logoPath(page.logo)} alt={`The logo of ${page.name}`} className="admin-logo-preview" height={64} />
          </p>
        ) : (
          <p>No logo: the header shows a drawn leaf and the storefront’s name.</p>
        )}
        <Form method="post" action={`/admin/pictures/logo/${page.department}`} encType="multipart/form-data">
          <div className="admin-field">
            <label htmlFor="f-logo">New logo (SVG or PNG, at most {MAX_LOGO_BYTES / (1024 * 1024)} MB)</label>
            <p className="admin-hint" id="f-logo-hint">
              An SVG is cleaned before it is stored: scripts, links and references to other sites are removed. A PNG is best about 600 pixels wide.
            </p>
            <input
              id="f-logo"
              name="logo"
              type="file"
              accept=".svg,.png,image/svg+xml,image/png"
              aria-invalid={errors.logo ? true : undefined}
              aria-describedby={errors.logo ? "f-logo-hint f-logo-error" : "f-logo-hint"}
            />
            <FieldError id="f-logo-error" error={errors.logo} />
          </div>
          <button type="submit" className="button">
            Upload logo
          </button>
        </Form>
        {page.logo ? (
          <Form method="post" action={here}>
            <input type="hidden" name="intent" value="remove-logo" />
            <button type="submit" className="button button-small">
              Remove the logo (back to the name)
            </button>
          </Form>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby="colour-title">
        <h2 id="colour-title">Brand colour</h2>
        <Form method="post" action={here} noValidate>
          <input type="hidden" name="intent" value="colour" />
          <div className="admin-field">
            <label htmlFor="f-colour">Colour of the header’s and buttons’ highlights</label>
            <p className="admin-hint" id="f-colour-hint">
              A hex value such as #2f6b3a. White text stands on it, so it must be dark enough to read (a contrast of at least 4.5:1).
              {page.brandColour ? null : " Empty: the shop’s own colour."}
            </p>
            <input
              id="f-colour"
              name="colour"
              defaultValue={refused?.values?.colour ?? page.brandColour ?? ""}
              maxLength={20}
              aria-invalid={errors.colour ? true : undefined}
              aria-describedby={errors.colour ? "f-colour-hint f-colour-error" : "f-colour-hint"}
            />
            <FieldError id="f-colour-error" error={errors.colour} />
          </div>
          <button type="submit" className="button">
            Save colour
          </button>
        </Form>
      </section>
    </>
  );
}

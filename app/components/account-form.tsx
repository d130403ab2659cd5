import type { ReactNode } from "react";
import { useT } from "~/utils/use-t";
import type { MessageKey } from "~/lib/message-keys";
import { storeMeta } from "~/utils/page-meta";
import { useShop } from "~/utils/shop";
import { familyNameFirst } from "~/lib/person-name";

// Pieces shared by the account pages (login, verification, password recovery, profile); their
// fields are form-field.tsx's.

export interface AccountPageData {
  title: string;
  siteName: string;
}

/** Account pages: the storefront's metadata with the page's title, and no indexing (nothing on them is for a search engine). */
export const accountMeta = storeMeta;

/** Spec §5: the server's errors list, rendered in the form and announced to screen readers. */
export function FormErrors({ errors, id, namespace = "account.errors" }: { errors: readonly string[] | undefined; id: string; namespace?: string }) {
  const t = useT();
  if (!errors || errors.length === 0) return null;
  return (
    <div className="account-errors" role="alert" id={id} tabIndex={-1}>
      <p className="account-errors-title">{t("account.errors.title")}</p>
      <ul>
        {errors.map((key) => (
          <li key={key}>{t(`${namespace}.${key}` as MessageKey)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A form's given-name and family-name fields in the order the storefront's language writes a
 * name: Hungarian puts the family name first ("Kovács Éva"), the others the given name.
 */
export function NameOrder({ given, family }: { given: ReactNode; family: ReactNode }) {
  const familyFirst = familyNameFirst(useShop()?.iso);
  return familyFirst ? (
    <>
      {family}
      {given}
    </>
  ) : (
    <>
      {given}
      {family}
    </>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="account-notice" role="status">
      {children}
    </p>
  );
}

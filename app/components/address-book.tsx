import { Form, Link, useLocation } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { ADDRESS_COUNTRIES, ADDRESS_LIMITS, type AddressError } from "~/lib/address-form";
import type { Address } from "~/services/addresses.server";
import { useHref, useShop } from "~/utils/shop";
import type { FormRefusal } from "~/lib/form";
import { FormErrors, NameOrder, Notice } from "./account-form";
import { Field, FieldScope, useField } from "./form-field";
import { personName } from "~/lib/person-name";

// The profile's delivery addresses: the list with default / edit / delete, and
// one form that adds or, after the "Edit" link (?editAddress=<id>), changes an address. Every
// button is a POST form with an `intent`, so all of it works without JavaScript.

export type AddressFormResult = FormRefusal<AddressError> & { intent: "address-save"; addressId: number | null };

interface Props {
  addresses: Address[];
  editing: Address | null;
  notice: "saved" | "deleted" | "default" | null;
  result: AddressFormResult | undefined;
  defaultCountry: string;
  busy: boolean;
}

const NOTICE_KEYS = { saved: "account.address.saved", deleted: "account.address.deleted", default: "account.address.defaultSet" } as const;

export function AddressBook({ addresses, editing, notice, result, defaultCountry, busy }: Props) {
  const t = useT();
  const shop = useShop();
  const href = useHref();
  const location = useLocation();
  // after a refused save the form shows what was sent (FieldScope); otherwise the address being edited
  const editId = result ? result.addressId : (editing?.id ?? null);
  const values: Record<string, string> = editing
    ? {
        firstName: editing.firstName,
        lastName: editing.lastName,
        street: editing.street,
        postcode: editing.postcode,
        city: editing.city,
        country: editing.country,
        phone: editing.phone ?? "",
      }
    : { country: defaultCountry };
  // a new key after every navigation (a saved address redirects): with JavaScript the form is
  // then drawn afresh, empty, as it is without
  const formKey = result ? `result-${editId}-${result.errors.join()}` : `${location.key}-${editId}`;

  return (
    <section className="account-card address-book" id="addresses" aria-labelledby="profile-addresses">
      <h2 id="profile-addresses">{t("account.profile.addresses")}</h2>
      {notice ? <Notice>{t(NOTICE_KEYS[notice])}</Notice> : null}
      <div className="address-layout">
        <div className="address-list-wrap">
          {addresses.length === 0 ? (
            <p className="account-hint">{t("account.address.empty")}</p>
          ) : (
            <ul className="address-list">
              {addresses.map((address) => {
                const place = { street: address.street, city: address.city };
                return (
                  <li key={address.id} className={address.isDefault ? "address-item address-item-default" : "address-item"}>
                    {address.isDefault ? <span className="account-badge account-badge-ok address-default">{t("account.address.default")}</span> : null}
                    <address>
                      <strong>{personName(address.firstName, address.lastName, shop?.iso)}</strong>
                      <br />
                      {address.street}
                      <br />
                      {`${address.postcode} ${address.city}`}
                      <br />
                      {t(`account.address.countries.${address.country}`)}
                      {address.phone ? (
                        <>
                          <br />
                          {address.phone}
                        </>
                      ) : null}
                    </address>
                    <div className="address-actions">
                      <Link
                        className="button button-secondary address-button"
                        to={`${href("/profile")}?editAddress=${address.id}#address-form`}
                        aria-label={t("account.address.editLabel", place)}
                      >
                        {t("account.address.edit")}
                      </Link>
                      {address.isDefault ? null : (
                        <Form method="post" preventScrollReset>
                          <input type="hidden" name="intent" value="address-default" />
                          <input type="hidden" name="addressId" value={address.id} />
                          <button
                            type="submit"
                            className="button button-secondary address-button"
                            aria-label={t("account.address.makeDefaultLabel", place)}
                            disabled={busy}
                          >
                            {t("account.address.makeDefault")}
                          </button>
                        </Form>
                      )}
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="address-delete" />
                        <input type="hidden" name="addressId" value={address.id} />
                        <button type="submit" className="address-delete" aria-label={t("account.address.deleteLabel", place)} disabled={busy}>
                          {t("account.address.delete")}
                        </button>
                      </Form>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <Form
          method="post"
          className="account-form address-form"
          id="address-form"
          noValidate
          key={formKey}
          aria-labelledby="address-form-title"
          preventScrollReset
        >
          <h3 id="address-form-title">{editId !== null ? t("account.address.editTitle") : t("account.address.addTitle")}</h3>
          <input type="hidden" name="intent" value="address-save" />
          {editId !== null ? <input type="hidden" name="addressId" value={editId} /> : null}
          <FormErrors errors={result?.errors} id="address-errors" />
          {/* each message again at its field, which takes the focus (spec §5 errors list) */}
          <FieldScope refusal={result} summaryId="address-errors">
            <div className="account-row">
              <NameOrder
                given={
                  <TextField
                    name="firstName"
                    label={t("account.address.firstName")}
                    autoComplete="shipping given-name"
                    max={ADDRESS_LIMITS.name}
                    value={values.firstName}
                  />
                }
                family={
                  <TextField
                    name="lastName"
                    label={t("account.address.lastName")}
                    autoComplete="shipping family-name"
                    max={ADDRESS_LIMITS.name}
                    value={values.lastName}
                  />
                }
              />
            </div>
            <TextField
              name="street"
              label={t("account.address.street")}
              autoComplete="shipping address-line1"
              max={ADDRESS_LIMITS.street}
              value={values.street}
            />
            <div className="account-row address-row-city">
              <TextField name="postcode" label={t("account.address.postcode")} autoComplete="shipping postal-code" max={12} value={values.postcode} />
              <TextField name="city" label={t("account.address.city")} autoComplete="shipping address-level2" max={ADDRESS_LIMITS.city} value={values.city} />
            </div>
            <CountrySelect value={values.country} />
            <TextField
              name="phone"
              type="tel"
              label={t("account.address.phone")}
              hint={t("account.address.phoneHint")}
              autoComplete="shipping tel"
              max={30}
              value={values.phone}
              required={false}
            />
          </FieldScope>
          <div className="account-actions address-form-actions">
            <button type="submit" className="button account-submit" disabled={busy}>
              {t("account.address.save")}
            </button>
            {editId !== null ? <Link to={`${href("/profile")}#addresses`}>{t("account.address.cancel")}</Link> : null}
          </div>
        </Form>
      </div>
    </section>
  );
}

/** An address form field: the account form's field with the address ids and lengths. */
function TextField({
  name,
  max,
  value,
  ...rest
}: {
  name: string;
  label: string;
  autoComplete: string;
  max: number;
  value: string | undefined;
  type?: string;
  hint?: string;
  required?: boolean;
}) {
  return <Field id={`address-${name}`} name={name} maxLength={max} defaultValue={value} {...rest} />;
}

/** The address's country: always one of the countries the shop delivers to. */
function CountrySelect({ value }: { value: string | undefined }) {
  const t = useT();
  const field = useField("country");
  return (
    <div className="account-field">
      <label htmlFor="address-country">{t("account.address.country")}</label>
      {/* always one of the countries: without an empty first option HTML allows no `required` here */}
      <select id="address-country" name="country" autoComplete="shipping country" defaultValue={field.value ?? value} aria-invalid={field.invalid || undefined}>
        {ADDRESS_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {t(`account.address.countries.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

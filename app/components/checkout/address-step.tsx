import { Form } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import type { MessageKey } from "~/lib/message-keys";
import { NameOrder } from "~/components/account-form";
import { Field, useField } from "~/components/form-field";
import type { CheckoutStepData } from "./types";
import { Submit } from "./submit-button";
import { personName } from "~/lib/person-name";
import { useShop } from "~/utils/shop";

// The address step: a saved address of the customer, or a new one. A refused address comes back
// as typed, its messages at the fields (the FieldScope around the step, checkout-page.tsx).

export function AddressStep({ data }: { data: CheckoutStepData }) {
  const t = useT();
  const shop = useShop();
  const country = useField("country");
  const a = (data.answers.address ?? {}) as Record<string, string | null | undefined>;
  const first = a.firstName ?? data.customer?.firstName ?? "";
  const last = a.lastName ?? data.customer?.lastName ?? "";
  return (
    <>
      {data.addresses.length > 0 ? (
        <section className="checkout-card" aria-labelledby="address-saved">
          <h2 id="address-saved">{t("checkout.address.saved")}</h2>
          <ul className="checkout-saved">
            {data.addresses.map((s) => (
              <li key={s.id}>
                <Form method="post" className="checkout-saved-item">
                  <input type="hidden" name="intent" value="saved" />
                  <input type="hidden" name="addressId" value={s.id} />
                  <address>
                    {personName(s.firstName, s.lastName, shop?.iso)}
                    <br />
                    {s.street}
                    <br />
                    {s.postcode} {s.city}
                    <br />
                    {t(`account.address.countries.${s.country}`)}
                  </address>
                  <Submit className="button button-secondary">{t("checkout.address.useSaved")}</Submit>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="checkout-card" aria-labelledby="address-new">
        <h2 id="address-new">{data.addresses.length > 0 ? t("checkout.address.newAddress") : t("checkout.address.title")}</h2>
        <Form method="post">
          <input type="hidden" name="intent" value="address" />
          <div className="checkout-row">
            <NameOrder
              given={
                <Field
                  id="addr-first"
                  name="firstName"
                  label={t("account.address.firstName")}
                  autoComplete="shipping given-name"
                  defaultValue={first}
                  maxLength={100}
                />
              }
              family={
                <Field
                  id="addr-last"
                  name="lastName"
                  label={t("account.address.lastName")}
                  autoComplete="shipping family-name"
                  defaultValue={last}
                  maxLength={100}
                />
              }
            />
          </div>
          <Field
            id="addr-street"
            name="street"
            label={t("account.address.street")}
            autoComplete="shipping address-line1"
            defaultValue={a.street ?? ""}
            maxLength={120}
          />
          <div className="checkout-row">
            <Field
              id="addr-postcode"
              name="postcode"
              label={t("account.address.postcode")}
              autoComplete="shipping postal-code"
              defaultValue={a.postcode ?? ""}
              maxLength={12}
            />
            <Field
              id="addr-city"
              name="city"
              label={t("account.address.city")}
              autoComplete="shipping address-level2"
              defaultValue={a.city ?? ""}
              maxLength={80}
            />
          </div>
          <div className="account-field">
            <label htmlFor="addr-country">{t("account.address.country")}</label>
            {/* always one of the countries: without an empty first option HTML allows no `required` here */}
            <select
              id="addr-country"
              name="country"
              autoComplete="shipping country"
              defaultValue={country.value ?? a.country ?? data.countries[0]}
              aria-invalid={country.invalid || undefined}
            >
              {data.countries.map((c) => (
                <option key={c} value={c}>
                  {t(`account.address.countries.${c}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
          <Field
            id="addr-phone"
            name="phone"
            type="tel"
            label={t("account.address.phone")}
            autoComplete="shipping tel"
            defaultValue={a.phone ?? ""}
            required={false}
            maxLength={30}
            hint={t("account.address.phoneHint")}
          />
          <Submit>{t("checkout.continue")}</Submit>
        </Form>
      </section>
    </>
  );
}

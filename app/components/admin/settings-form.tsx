import { Form } from "@remix-run/react";
import { SUPPORTED_LANGUAGES } from "~/i18n";
import { REFERENCE_SCHEMES } from "~/lib/bank-transfer";
import { LOCALE_PREFIXES } from "~/lib/route-table.js";
import { SETTINGS_CURRENCIES, type SettingsErrors, type SettingsField, type SettingsValues } from "~/lib/storefront-settings";
import { AdminField, AdminSelect, FieldError } from "./admin-ui";

// The storefront settings form (README "Shop settings"): sections, one Save; every control shows
// the server's message at it, so the form works the same without JavaScript.

type Choice = { value: string; label: string };

function Select({
  name,
  values,
  errors,
  ...rest
}: {
  name: SettingsField;
  label: string;
  hint?: string;
  values: SettingsValues;
  errors: SettingsErrors;
  choices: readonly Choice[];
}) {
  return <AdminSelect name={name} defaultValue={values[name]} error={errors[name]} {...rest} />;
}

const list = (items: readonly string[]) => items.map((value) => ({ value, label: value }));
const REFERENCE_LABEL: Record<string, string> = {
  SI00: "SI00 (Slovenia)",
  HR00: "HR00 (Croatia)",
  RF: "RF creditor reference (any SEPA bank)",
  VS: "VS variabilní symbol (Czechia)",
  text: "the order number as text (Hungary)",
};

export function SettingsForm({
  department,
  values,
  errors,
  brands,
}: {
  department: string;
  values: SettingsValues;
  errors: SettingsErrors;
  brands: { id: number; name: string }[];
}) {
  const field = (
    name: SettingsField,
    label: string,
    extra: { hint?: string; type?: string; maxLength?: number; inputMode?: "decimal" | "email" | "tel" } = {},
  ) => <AdminField name={name} label={label} defaultValue={values[name]} error={errors[name]} {...extra} />;
  return (
    <Form method="post" noValidate className="admin-settings-form">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="department" value={department} />
      <section className="admin-card" aria-labelledby="s-shop">
        <h2 id="s-shop">The storefront</h2>
        {field("name", "Name", { hint: "The shop's name in the header, page titles and mails.", maxLength: 80 })}
        {field("domain", "Domain", { hint: "The host name shoppers type, like shop.example.com: its DNS must point at this server.", maxLength: 253 })}
        <Select
          name="prefix"
          label="Prefix"
          hint="Storefronts sharing a domain are told apart by the first part of the path (eu.example.com/hu/…); one of them may have none."
          values={values}
          errors={errors}
          choices={[{ value: "", label: "none" }, ...list(LOCALE_PREFIXES)]}
        />
        <Select name="iso" label="Language" values={values} errors={errors} choices={list(SUPPORTED_LANGUAGES)} />
        {field("locale", "Locale", { hint: "The language and the country, like sl-SI: dates and numbers are written its way.", maxLength: 5 })}
        {field("languageName", "The language's name", { hint: "As the language switcher shows it, like Slovenščina.", maxLength: 40 })}
        <Select name="currencyCode" label="Currency" values={values} errors={errors} choices={list(SETTINGS_CURRENCIES)} />
        {field("currencyRate", "Rate", { hint: "How many of the currency one euro buys; the euro's is 1.", inputMode: "decimal" })}
        <Select
          name="shopType"
          label="Shop type"
          values={values}
          errors={errors}
          choices={[
            { value: "normal", label: "normal: every brand" },
            { value: "one-brand", label: "one brand" },
            { value: "other", label: "other" },
          ]}
        />
        <Select
          name="brandId"
          label="Brand"
          hint="The brand a one-brand storefront sells."
          values={values}
          errors={errors}
          choices={[{ value: "", label: "none" }, ...brands.map((b) => ({ value: String(b.id), label: b.name }))]}
        />
      </section>
      <section className="admin-card" aria-labelledby="s-shipping">
        <h2 id="s-shipping">Shipping, reward points and returns</h2>
        <p className="admin-hint">Amounts in euros, whatever the storefront&apos;s currency: prices are converted at its rate.</p>
        {field("cheapestShippingPrice", "Delivery price (€)", { inputMode: "decimal" })}
        {field("freeShippingThreshold", "Free shipping from (€)", { inputMode: "decimal" })}
        {field("rewardPointConversion", "Reward points per euro spent", { inputMode: "decimal" })}
        {field("pointValue", "What one point is worth when spent (€)", { inputMode: "decimal" })}
        {field("withdrawalDays", "Withdrawal period (days from delivery)", {
          hint: "At least 14, the law's minimum: the mails, the order page and the withdrawal form state it.",
          inputMode: "decimal",
        })}
      </section>
      <section className="admin-card" aria-labelledby="s-bank">
        <h2 id="s-bank">Bank account</h2>
        <p className="admin-hint">
          Shoppers who pay by bank transfer are shown this account and the payment reference. Leave holder, IBAN and BIC empty and the storefront offers no bank
          transfer.
        </p>
        {field("bankHolder", "Account holder", { maxLength: 70 })}
        {field("bankIban", "IBAN", { maxLength: 42 })}
        {field("bankBic", "BIC", { maxLength: 11 })}
        <Select
          name="bankReference"
          label="Payment reference"
          values={values}
          errors={errors}
          choices={REFERENCE_SCHEMES.map((value) => ({ value, label: REFERENCE_LABEL[value] ?? value }))}
        />
      </section>
      <section className="admin-card" aria-labelledby="s-company">
        <h2 id="s-company">Company</h2>
        <p className="admin-hint">Who sells: the footer and the shop&apos;s structured data name it.</p>
        {field("companyLegalName", "Legal name", { maxLength: 120 })}
        {field("companyStreet", "Street and number", { maxLength: 120 })}
        {field("companyPostcode", "Postcode", { maxLength: 12 })}
        {field("companyCity", "City", { maxLength: 80 })}
        {field("companyCountry", "Country", { hint: "Its two-letter code, like SI.", maxLength: 2 })}
        {field("companyRegistrationNumber", "Registration number (optional)", { maxLength: 40 })}
        {field("companyVatNumber", "VAT number (optional)", { hint: "With the country's letters, like SI12345678.", maxLength: 16 })}
      </section>
      <section className="admin-card" aria-labelledby="s-contact">
        <h2 id="s-contact">Contact and opening hours</h2>
        {field("contactEmail", "E-mail (optional)", { type: "email", inputMode: "email", maxLength: 254 })}
        {field("contactPhone", "Phone (optional)", { type: "tel", inputMode: "tel", maxLength: 25 })}
        <div className="admin-field">
          <label htmlFor="f-contactHours">Opening hours (optional, one line each)</label>
          <textarea
            id="f-contactHours"
            name="contactHours"
            rows={3}
            defaultValue={values.contactHours}
            aria-invalid={errors.contactHours ? true : undefined}
            aria-describedby={errors.contactHours ? "f-contactHours-error" : undefined}
          />
          <FieldError id="f-contactHours-error" error={errors.contactHours} />
        </div>
      </section>
      <section className="admin-card" aria-labelledby="s-keys">
        <h2 id="s-keys">Public keys</h2>
        <p className="admin-hint">
          Third parties the storefront loads once a shopper consents; empty: not loaded. The shop&apos;s content security policy follows a change within a
          minute, without a restart.
        </p>
        {field("gtm", "Google Tag Manager id (optional)", { hint: "Like GTM-AB12CD.", maxLength: 14 })}
        {field("oneSignal", "OneSignal app id (optional)", { maxLength: 36 })}
        {field("trustBadgeId", "Trust badge id (optional)", { maxLength: 64 })}
        {field("trustBadgeUrl", "Trust badge script (optional)", { hint: "Its https:// address.", type: "url", maxLength: 300 })}
      </section>
      <button type="submit" className="button">
        Save settings
      </button>
    </Form>
  );
}

import { Form, Link } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { NameOrder } from "~/components/account-form";
import { Field, FieldScope } from "~/components/form-field";
import { useHref } from "~/utils/shop";
import type { CheckoutActionResult, CheckoutStepData } from "./types";
import { Submit } from "./submit-button";

// The contact step: a guest's e-mail, or logging in or registering on the way.

export function ContactStep({ data, result }: { data: CheckoutStepData; result?: CheckoutActionResult }) {
  const t = useT();
  const href = useHref();
  // the refused form's errors go to its own fields
  const refusalOf = (intent: "guest" | "login" | "register") => (result?.intent === intent ? result : undefined);
  if (data.customer) {
    return (
      <section className="checkout-card">
        <p>{t("checkout.contact.loggedInAs", { email: data.customer.email })}</p>
        <Link className="button checkout-submit" to={href("/checkout/address")}>
          {t("checkout.continue")}
        </Link>
      </section>
    );
  }
  return (
    <div className="checkout-contact">
      <section className="checkout-card" aria-labelledby="contact-guest">
        <h2 id="contact-guest">{t("checkout.contact.guestTitle")}</h2>
        <Form method="post">
          <input type="hidden" name="intent" value="guest" />
          <FieldScope refusal={refusalOf("guest")} summaryId="checkout-errors">
            <Field
              id="guest-email"
              name="email"
              type="email"
              label={t("account.login.email")}
              autoComplete="email"
              defaultValue={data.email ?? ""}
              hint={t("checkout.contact.guestHint")}
            />
          </FieldScope>
          <Submit>{t("checkout.contact.guestSubmit")}</Submit>
        </Form>
      </section>
      <section className="checkout-card" aria-labelledby="contact-login">
        <h2 id="contact-login">{t("checkout.contact.loginTitle")}</h2>
        <Form method="post">
          <input type="hidden" name="intent" value="login" />
          <FieldScope refusal={refusalOf("login")} summaryId="checkout-errors">
            <Field id="login-email" name="email" type="email" label={t("account.login.email")} autoComplete="username" defaultValue="" />
            <Field id="login-password" name="password" type="password" label={t("account.login.password")} autoComplete="current-password" />
          </FieldScope>
          <Submit className="button button-secondary checkout-submit">{t("checkout.contact.loginSubmit")}</Submit>
        </Form>
      </section>
      <section className="checkout-card" aria-labelledby="contact-register">
        <h2 id="contact-register">{t("checkout.contact.registerTitle")}</h2>
        <p className="checkout-hint">{t("checkout.contact.registerHint")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="register" />
          <FieldScope refusal={refusalOf("register")} summaryId="checkout-errors">
            <div className="checkout-row">
              <NameOrder
                given={
                  <Field id="register-first" name="firstName" label={t("account.login.firstName")} autoComplete="given-name" defaultValue="" maxLength={100} />
                }
                family={
                  <Field id="register-last" name="lastName" label={t("account.login.lastName")} autoComplete="family-name" defaultValue="" maxLength={100} />
                }
              />
            </div>
            <Field id="register-email" name="email" type="email" label={t("account.login.email")} autoComplete="email" defaultValue="" />
            <Field
              id="register-password"
              name="password"
              type="password"
              label={t("account.login.password")}
              autoComplete="new-password"
              hint={t("account.login.passwordHint")}
            />
          </FieldScope>
          <Submit className="button button-secondary checkout-submit">{t("checkout.contact.registerSubmit")}</Submit>
        </Form>
      </section>
    </div>
  );
}

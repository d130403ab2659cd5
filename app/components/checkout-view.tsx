import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/account-form";
import { imageSrcSet, imageUrl } from "~/lib/images";
import type { CheckoutAnswers, CheckoutStep, PaymentMethod } from "~/lib/checkout";
import { CHECKOUT_STEPS, checkoutSteps, PAYMENT_METHODS, paymentAllowed } from "~/lib/checkout";
import type { Address } from "~/services/addresses.server";
import type { CartView } from "~/services/cart.server";
import { useAmount, useHref } from "~/utils/shop";

// The checkout's pages (issue 5 §7): progress header, one form per step, the order summary
// beside it, and the built-in test payment page. Data comes from the route; every text from
// the message files.

/** A message key with its values, as the server sends it (spec §5: errors come from the server). */
export interface CheckoutError {
  key: string;
  params?: Record<string, string>;
}

export interface CheckoutStepData {
  step: CheckoutStep;
  done: Record<CheckoutStep, boolean>;
  cart: CartView;
  answers: CheckoutAnswers;
  shipping: number;
  /** products or services to deliver; gift certificates alone go by e-mail (no address, shipping or COD) */
  needsDelivery: boolean;
  email: string | null;
  customer: { firstName: string; lastName: string; email: string } | null;
  addresses: Address[];
  shops: { name: string; street: string; postcode: string; city: string; phone: string; hours: string }[];
  countries: string[];
  shippingPrice: number;
  notice: "cancelled" | "failed" | "expired" | null;
  idempotencyKey: string | null;
}

export interface CheckoutPageData {
  page: CheckoutStep | "pay";
  order: { number: string; grandTotal: number; paymentMethod: PaymentMethod } | null;
  checkout: CheckoutStepData | null;
}

export function CheckoutErrors({ errors }: { errors: readonly CheckoutError[] | undefined }) {
  const { t } = useTranslation();
  if (!errors || errors.length === 0) return null;
  return (
    <div className="checkout-errors" role="alert" tabIndex={-1}>
      <p className="checkout-errors-title">{t("checkout.errors.title")}</p>
      <ul>
        {errors.map((e) => (
          <li key={e.key}>{t(e.key, e.params)}</li>
        ))}
      </ul>
    </div>
  );
}

export function CheckoutProgress({ step, done, steps = CHECKOUT_STEPS }: { step: CheckoutStep | "done"; done: Record<CheckoutStep, boolean>; steps?: readonly CheckoutStep[] }) {
  const { t } = useTranslation();
  const href = useHref();
  const current = step === "done" ? steps.length : steps.indexOf(step);
  return (
    <nav className="checkout-progress" aria-label={t("checkout.progress")}>
      <ol>
        {steps.map((s, i) => {
          const state = i === current ? "current" : i < current || done[s] ? "done" : "todo";
          const label = (
            <>
              <span className="checkout-progress-num" aria-hidden="true">{i + 1}</span>
              <span className="checkout-progress-label">{t(`checkout.steps.${s}`)}</span>
            </>
          );
          return (
            <li key={s} className={`checkout-progress-${state}`} aria-current={state === "current" ? "step" : undefined}>
              {state === "done" && step !== "done" ? <Link to={href(`/checkout/${s}`)}>{label}</Link> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export interface TotalsData {
  subtotal: number;
  discount: number;
  codeDiscount: number;
  pointsValue: number;
  giftCertificates: number;
  shipping: number | null;
  grandTotal: number;
}

export function TotalsList({ totals }: { totals: TotalsData }) {
  const { t } = useTranslation();
  const money = useAmount();
  return (
    <dl className="checkout-totals">
      <div><dt>{t("checkout.totals.subtotal")}</dt><dd data-total="subtotal">{money(totals.subtotal)}</dd></div>
      {totals.discount > 0 ? <div className="checkout-saving"><dt>{t("checkout.totals.discount")}</dt><dd data-total="discount">−{money(totals.discount)}</dd></div> : null}
      {totals.codeDiscount > 0 ? <div><dt>{t("checkout.totals.code")}</dt><dd data-total="code">−{money(totals.codeDiscount)}</dd></div> : null}
      {totals.pointsValue > 0 ? <div><dt>{t("checkout.totals.points")}</dt><dd data-total="points">−{money(totals.pointsValue)}</dd></div> : null}
      {totals.giftCertificates > 0 ? <div><dt>{t("checkout.totals.certificates")}</dt><dd data-total="certificates">−{money(totals.giftCertificates)}</dd></div> : null}
      {totals.shipping !== null ? (
        <div><dt>{t("checkout.totals.shipping")}</dt><dd data-total="shipping">{totals.shipping > 0 ? money(totals.shipping) : t("checkout.free")}</dd></div>
      ) : null}
      <div className="checkout-grand"><dt>{t("checkout.totals.grand")}</dt><dd data-total="grand">{money(totals.grandTotal)}</dd></div>
    </dl>
  );
}

function OrderSummary({ data }: { data: CheckoutStepData }) {
  const { t } = useTranslation();
  const money = useAmount();
  const { cart } = data;
  const shippingKnown = data.needsDelivery && data.answers.shipping !== undefined;
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t("cart.summary")}</h2>
      <ul className="checkout-lines">
        {cart.lines.map((line) => (
          <li key={line.productId} className="checkout-line">
            {line.image !== null ? (
              <img src={imageUrl(line.image, 175)} srcSet={imageSrcSet(line.image, "thumbnail")} width={56} height={56} alt="" loading="lazy" decoding="async" />
            ) : <span className="checkout-line-noimage" />}
            <span className="checkout-line-name">{line.name}<span className="checkout-line-qty">{t("checkout.review.qty", { qty: line.qty })}</span></span>
            <span className="checkout-line-total">{money(line.lineTotal)}</span>
          </li>
        ))}
        {cart.serviceItems.map((s) => (
          <li key={`s${s.productId}`} className="checkout-line checkout-line-extra">
            <span className="checkout-line-noimage" />
            <span className="checkout-line-name">{s.name}<span className="checkout-line-qty">{t("checkout.review.qty", { qty: s.qty })}</span></span>
            <span className="checkout-line-total">{money(s.total)}</span>
          </li>
        ))}
        {cart.additionalItems.map((a) => (
          <li key={`a${a.id}`} className="checkout-line checkout-line-extra">
            <span className="checkout-line-noimage" />
            <span className="checkout-line-name">{t("checkout.giftCertificateLine")}</span>
            <span className="checkout-line-total">{money(a.price)}</span>
          </li>
        ))}
      </ul>
      <TotalsList
        totals={{
          ...cart.totals,
          shipping: shippingKnown ? data.shipping : null,
          grandTotal: cart.totals.grandTotal + (shippingKnown ? data.shipping : 0),
        }}
      />
      <p className="checkout-tax">{t("cart.taxNote")}</p>
    </aside>
  );
}

function Submit({ children, className = "button checkout-submit" }: { children: string; className?: string }) {
  const busy = useNavigation().state === "submitting";
  return <button type="submit" className={className} disabled={busy}>{children}</button>;
}

function ContactStep({ data, values }: { data: CheckoutStepData; values: Record<string, string> }) {
  const { t } = useTranslation();
  const href = useHref();
  if (data.customer) {
    return (
      <section className="checkout-card">
        <p>{t("checkout.contact.loggedInAs", { email: data.customer.email })}</p>
        <Link className="button checkout-submit" to={href("/checkout/address")}>{t("checkout.continue")}</Link>
      </section>
    );
  }
  return (
    <div className="checkout-contact">
      <section className="checkout-card" aria-labelledby="contact-guest">
        <h2 id="contact-guest">{t("checkout.contact.guestTitle")}</h2>
        <Form method="post">
          <input type="hidden" name="intent" value="guest" />
          <Field id="guest-email" name="email" type="email" label={t("account.login.email")} autoComplete="email" defaultValue={values.email ?? data.email ?? ""} hint={t("checkout.contact.guestHint")} />
          <Submit>{t("checkout.contact.guestSubmit")}</Submit>
        </Form>
      </section>
      <section className="checkout-card" aria-labelledby="contact-login">
        <h2 id="contact-login">{t("checkout.contact.loginTitle")}</h2>
        <Form method="post">
          <input type="hidden" name="intent" value="login" />
          <Field id="login-email" name="email" type="email" label={t("account.login.email")} autoComplete="username" defaultValue={values.loginEmail ?? ""} />
          <Field id="login-password" name="password" type="password" label={t("account.login.password")} autoComplete="current-password" />
          <Submit className="button button-secondary checkout-submit">{t("checkout.contact.loginSubmit")}</Submit>
        </Form>
      </section>
      <section className="checkout-card" aria-labelledby="contact-register">
        <h2 id="contact-register">{t("checkout.contact.registerTitle")}</h2>
        <p className="checkout-hint">{t("checkout.contact.registerHint")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="register" />
          <div className="checkout-row">
            <Field id="register-first" name="firstName" label={t("account.login.firstName")} autoComplete="given-name" defaultValue={values.firstName ?? ""} maxLength={100} />
            <Field id="register-last" name="lastName" label={t("account.login.lastName")} autoComplete="family-name" defaultValue={values.lastName ?? ""} maxLength={100} />
          </div>
          <Field id="register-email" name="email" type="email" label={t("account.login.email")} autoComplete="email" defaultValue={values.registerEmail ?? ""} />
          <Field id="register-password" name="password" type="password" label={t("account.login.password")} autoComplete="new-password" hint={t("account.login.passwordHint")} />
          <Submit className="button button-secondary checkout-submit">{t("checkout.contact.registerSubmit")}</Submit>
        </Form>
      </section>
    </div>
  );
}

function AddressStep({ data, values }: { data: CheckoutStepData; values: Record<string, string> }) {
  const { t } = useTranslation();
  const a = { ...(data.answers.address ?? {}), ...values } as Record<string, string | null | undefined>;
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
                    {s.firstName} {s.lastName}<br />{s.street}<br />{s.postcode} {s.city}<br />{t(`account.address.countries.${s.country}`)}
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
            <Field id="addr-first" name="firstName" label={t("account.address.firstName")} autoComplete="shipping given-name" defaultValue={first} maxLength={100} />
            <Field id="addr-last" name="lastName" label={t("account.address.lastName")} autoComplete="shipping family-name" defaultValue={last} maxLength={100} />
          </div>
          <Field id="addr-street" name="street" label={t("account.address.street")} autoComplete="shipping street-address" defaultValue={a.street ?? ""} maxLength={120} />
          <div className="checkout-row">
            <Field id="addr-postcode" name="postcode" label={t("account.address.postcode")} autoComplete="shipping postal-code" defaultValue={a.postcode ?? ""} maxLength={12} />
            <Field id="addr-city" name="city" label={t("account.address.city")} autoComplete="shipping address-level2" defaultValue={a.city ?? ""} maxLength={80} />
          </div>
          <div className="account-field">
            <label htmlFor="addr-country">{t("account.address.country")}</label>
            <select id="addr-country" name="country" autoComplete="shipping country" defaultValue={a.country ?? data.countries[0]} required>
              {data.countries.map((c) => (
                <option key={c} value={c}>{t(`account.address.countries.${c}`)}</option>
              ))}
            </select>
          </div>
          <Field id="addr-phone" name="phone" type="tel" label={t("account.address.phone")} autoComplete="shipping tel" defaultValue={a.phone ?? ""} required={false} maxLength={30} hint={t("account.address.phoneHint")} />
          <Submit>{t("checkout.continue")}</Submit>
        </Form>
      </section>
    </>
  );
}

function ShippingStep({ data }: { data: CheckoutStepData }) {
  const { t } = useTranslation();
  const money = useAmount();
  const chosen = data.answers.shipping;
  return (
    <section className="checkout-card" aria-labelledby="shipping-title">
      <h2 id="shipping-title">{t("checkout.shipping.title")}</h2>
      <Form method="post">
        <input type="hidden" name="intent" value="shipping" />
        <fieldset className="checkout-options">
          <legend className="visually-hidden">{t("checkout.shipping.title")}</legend>
          <label className="checkout-option">
            <input type="radio" name="method" value="delivery" defaultChecked={!chosen || chosen.method === "delivery"} required />
            <span className="checkout-option-text">
              <strong>{t("checkout.shipping.delivery")}</strong>
              <span>{t("checkout.shipping.deliveryHint")}</span>
            </span>
            <span className="checkout-option-price">{data.shippingPrice > 0 ? money(data.shippingPrice) : t("checkout.free")}</span>
          </label>
          {data.shops.length > 0 ? (
            <label className="checkout-option">
              <input type="radio" name="method" value="pickup" defaultChecked={chosen?.method === "pickup"} />
              <span className="checkout-option-text">
                <strong>{t("checkout.shipping.pickup")}</strong>
                <span>{t("checkout.shipping.pickupHint")}</span>
              </span>
              <span className="checkout-option-price">{t("checkout.free")}</span>
            </label>
          ) : null}
        </fieldset>
        {data.shops.length > 0 ? (
          <fieldset className="checkout-shops">
            <legend>{t("checkout.shipping.shop")}</legend>
            {data.shops.map((shop, i) => (
              <label key={shop.name} className="checkout-shop">
                <input type="radio" name="shop" value={shop.name} defaultChecked={chosen?.method === "pickup" ? chosen.shop === shop.name : i === 0} />
                <span>
                  <strong>{shop.name}</strong>
                  <span>{shop.street}, {shop.postcode} {shop.city}</span>
                  {shop.hours ? <span className="checkout-hint">{shop.hours}</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <Submit>{t("checkout.continue")}</Submit>
      </Form>
    </section>
  );
}

function PaymentStep({ data }: { data: CheckoutStepData }) {
  const { t } = useTranslation();
  const chosen = data.answers.payment?.method;
  const methods = PAYMENT_METHODS.filter((m) => paymentAllowed(m, { walletAllowed: data.cart.walletAllowed, needsDelivery: data.needsDelivery }));
  return (
    <section className="checkout-card" aria-labelledby="payment-title">
      <h2 id="payment-title">{t("checkout.payment.title")}</h2>
      {data.notice ? <p className="checkout-notice" role="alert">{t(`checkout.payment.${data.notice}`)}</p> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="payment" />
        <fieldset className="checkout-options">
          <legend className="visually-hidden">{t("checkout.payment.title")}</legend>
          {methods.map((m, i) => (
            <label key={m} className="checkout-option">
              <input type="radio" name="method" value={m} defaultChecked={chosen ? chosen === m : i === 0} required />
              <span className="checkout-option-text">
                <strong>{t(`checkout.payment.${m}`)}</strong>
                <span>{t(`checkout.payment.${m}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {!data.cart.walletAllowed ? <p className="checkout-hint">{t("checkout.payment.walletNotAllowed")}</p> : null}
        {!data.needsDelivery ? <p className="checkout-hint" data-delivery="email">{t("checkout.payment.codNotAllowed")}</p> : null}
        <Submit>{t("checkout.continue")}</Submit>
      </Form>
    </section>
  );
}

function ReviewStep({ data }: { data: CheckoutStepData }) {
  const { t } = useTranslation();
  const href = useHref();
  const { payment } = data.answers;
  // answers given while the cart held products stay on it, but gift certificates alone need none
  const address = data.needsDelivery ? data.answers.address : undefined;
  const shipping = data.needsDelivery ? data.answers.shipping : undefined;
  return (
    <section className="checkout-card" aria-labelledby="review-title">
      <h2 id="review-title">{t("checkout.review.title")}</h2>
      <dl className="checkout-review">
        <div>
          <dt>{t("checkout.review.contact")}</dt>
          <dd>{data.email}</dd>
          <dd><Link to={href("/checkout/contact")}>{t("checkout.change")}</Link></dd>
        </div>
        {address ? (
          <div>
            <dt>{t("checkout.address.title")}</dt>
            <dd><address>{address.firstName} {address.lastName}<br />{address.street}<br />{address.postcode} {address.city}<br />{t(`account.address.countries.${address.country}`)}{address.phone ? <><br />{address.phone}</> : null}</address></dd>
            <dd><Link to={href("/checkout/address")}>{t("checkout.change")}</Link></dd>
          </div>
        ) : null}
        {shipping ? (
          <div>
            <dt>{t("checkout.shipping.title")}</dt>
            <dd>{shipping.method === "pickup" ? `${t("checkout.shipping.pickup")}: ${shipping.shop}` : t("checkout.shipping.delivery")}</dd>
            <dd><Link to={href("/checkout/shipping")}>{t("checkout.change")}</Link></dd>
          </div>
        ) : null}
        {!data.needsDelivery ? (
          <div>
            <dt>{t("checkout.mail.delivery")}</dt>
            <dd>{t("checkout.shipping.byEmail")}</dd>
          </div>
        ) : null}
        {payment ? (
          <div>
            <dt>{t("checkout.payment.title")}</dt>
            <dd>{t(`checkout.payment.${payment.method}`)}</dd>
            <dd><Link to={href("/checkout/payment")}>{t("checkout.change")}</Link></dd>
          </div>
        ) : null}
      </dl>
      <Form method="post" className="checkout-place">
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey ?? ""} />
        <p className="checkout-hint">{t("checkout.review.placeHint")}</p>
        <Submit className="button checkout-submit checkout-place-button">{t("checkout.review.place")}</Submit>
      </Form>
    </section>
  );
}

function PayPage({ order }: { order: NonNullable<CheckoutPageData["order"]> }) {
  const { t } = useTranslation();
  const href = useHref();
  const money = useAmount();
  const button = (type: "success" | "cancel" | "failure", label: string, className: string) => (
    <Form method="post" action={href(`/checkout/status/${type}`)}>
      <input type="hidden" name="order" value={order.number} />
      <button type="submit" className={className}>{label}</button>
    </Form>
  );
  return (
    <div className="container checkout-page checkout-pay">
      <section className="checkout-card checkout-pay-card" aria-labelledby="pay-title">
        <p className="checkout-notice" data-test-payment role="note">
          <strong>{t("orders.testPayment")}</strong>
        </p>
        <h1 id="pay-title">{t("checkout.pay.title")}</h1>
        <p className="checkout-hint">{t("checkout.pay.intro")}</p>
        <p>{t("checkout.pay.order", { number: order.number })} · {t(`checkout.payment.${order.paymentMethod}`)}</p>
        <p className="checkout-pay-amount">
          <span>{t("checkout.pay.amount")}</span>
          <strong data-total="pay">{money(order.grandTotal)}</strong>
        </p>
        <div className="checkout-pay-actions">
          {button("success", t("checkout.pay.pay"), "button checkout-submit")}
          {button("cancel", t("checkout.pay.cancel"), "button button-secondary")}
          {button("failure", t("checkout.pay.fail"), "button button-secondary")}
        </div>
      </section>
    </div>
  );
}

export function CheckoutPage({ data, result }: { data: CheckoutPageData; result?: { errors: CheckoutError[]; values?: Record<string, string> } }) {
  const { t } = useTranslation();
  if (data.page === "pay" && data.order) return <PayPage order={data.order} />;
  const c = data.checkout;
  if (!c) return null;
  const values = result?.values ?? {};
  const steps = checkoutSteps(c);
  const index = steps.indexOf(c.step);
  return (
    <div className="container checkout-page">
      <CheckoutProgress step={c.step} done={c.done} steps={steps} />
      <div className="checkout-layout">
        <div className="checkout-main-column">
          <p className="checkout-stepof">{t("checkout.stepOf", { n: index + 1, total: steps.length })}</p>
          <h1>{t(`checkout.steps.${c.step}`)}</h1>
          <CheckoutErrors errors={result?.errors} />
          {c.step === "contact" ? <ContactStep data={c} values={values} /> : null}
          {c.step === "address" ? <AddressStep data={c} values={values} /> : null}
          {c.step === "shipping" ? <ShippingStep data={c} /> : null}
          {c.step === "payment" ? <PaymentStep data={c} /> : null}
          {c.step === "review" ? <ReviewStep data={c} /> : null}
        </div>
        <OrderSummary data={c} />
      </div>
    </div>
  );
}

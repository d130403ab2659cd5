import { Form } from "@remix-run/react";
import { FormErrors } from "~/components/account-form";
import { Field, FieldScope, useField } from "~/components/form-field";
import type { FormRefusal } from "~/lib/form";
import type { MessageKey } from "~/lib/message-keys";
import { ITEMS_MAX, REASON_MAX, type WithdrawalError } from "~/lib/withdrawal";
import { useT } from "~/utils/use-t";

// The withdrawal function's two steps (README "After the sale"; Art. 11a CRD): the declaration's
// form, then the same content shown back with the button that confirms it. Both plain POST forms
// to the page itself, so they work without JavaScript; the confirm form carries the values.

export interface WithdrawalLineChoice {
  id: number;
  sku: string;
  name: string;
  qty: number;
}

/** What the form starts with: a signed-in customer's order, or nothing. */
export interface WithdrawalPrefill {
  name: string;
  email: string;
  orderNumber: string;
  lines: WithdrawalLineChoice[];
}

/** The server's errors list above the form (spec §5), in the page's words. */
function WithdrawalErrors({ errors, id }: { errors: readonly WithdrawalError[] | undefined; id: string }) {
  return <FormErrors errors={errors} id={id} namespace="withdrawal.errors" />;
}

function FieldMessage({ id, message }: { id: string; message: MessageKey | null }) {
  const t = useT();
  return message ? (
    <p className="field-error" id={id}>
      {t(message)}
    </p>
  ) : null;
}

/** Which items: the whole order or some — ticked lines of the customer's order, or words. */
function ItemsChoice({ lines, ticked, defaultScope }: { lines: WithdrawalLineChoice[]; ticked: number[]; defaultScope: string }) {
  const t = useT();
  const scope = useField("scope");
  const items = useField("items");
  const chosen = scope.value ?? defaultScope;
  return (
    <fieldset className="withdrawal-items">
      <legend>{t("withdrawal.form.whichItems")}</legend>
      <label className="withdrawal-choice">
        <input type="radio" name="scope" value="all" defaultChecked={chosen !== "some"} />
        {t("withdrawal.form.wholeOrder")}
      </label>
      <label className="withdrawal-choice">
        <input type="radio" name="scope" value="some" defaultChecked={chosen === "some"} />
        {t("withdrawal.form.someItems")}
      </label>
      {lines.length > 0 ? (
        <fieldset className="withdrawal-lines">
          <legend>{t("withdrawal.form.lines")}</legend>
          {lines.map((line) => (
            <label key={line.id} className="withdrawal-choice">
              <input type="checkbox" name={`line-${line.id}`} value="1" defaultChecked={ticked.includes(line.id)} />
              {line.qty} × {line.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="account-field">
        <label htmlFor="withdrawal-items">{t("withdrawal.form.items")}</label>
        <textarea
          id="withdrawal-items"
          name="items"
          rows={3}
          maxLength={ITEMS_MAX}
          defaultValue={items.value ?? ""}
          aria-invalid={items.invalid || undefined}
          aria-describedby={items.message ? "withdrawal-items-error" : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only on a form the server sent back with this field wrong
          autoFocus={items.focus || undefined}
        />
        <FieldMessage id="withdrawal-items-error" message={items.message} />
      </div>
    </fieldset>
  );
}

function ReasonField() {
  const t = useT();
  const reason = useField("reason");
  return (
    <div className="account-field">
      <label htmlFor="withdrawal-reason">{t("withdrawal.form.reason")}</label>
      <textarea
        id="withdrawal-reason"
        name="reason"
        rows={3}
        maxLength={REASON_MAX}
        defaultValue={reason.value ?? ""}
        aria-invalid={reason.invalid || undefined}
        aria-describedby={reason.message ? "withdrawal-reason-error" : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on a form the server sent back with this field wrong
        autoFocus={reason.focus || undefined}
      />
      <FieldMessage id="withdrawal-reason-error" message={reason.message} />
    </div>
  );
}

/** Step one: the declaration, with the button labelled to withdraw from the contract. */
export function WithdrawalForm({
  prefill,
  refusal,
  ticked,
}: {
  prefill: WithdrawalPrefill | null;
  refusal: FormRefusal<WithdrawalError> | undefined;
  ticked: number[];
}) {
  const t = useT();
  return (
    <Form method="post" className="account-card account-form withdrawal-form" noValidate data-withdrawal="form">
      <WithdrawalErrors errors={refusal?.errors} id="withdrawal-errors" />
      <FieldScope refusal={refusal} summaryId="withdrawal-errors" messages="withdrawal.errors">
        <Field id="withdrawal-name" name="name" autoComplete="name" label={t("withdrawal.form.name")} defaultValue={prefill?.name} maxLength={200} />
        <Field id="withdrawal-email" name="email" type="email" autoComplete="email" label={t("withdrawal.form.email")} defaultValue={prefill?.email} />
        <Field
          id="withdrawal-order"
          name="orderNumber"
          autoComplete="off"
          label={t("withdrawal.form.orderNumber")}
          hint={t("withdrawal.form.orderNumberHint")}
          defaultValue={prefill?.orderNumber}
          maxLength={40}
        />
        <ItemsChoice lines={prefill?.lines ?? []} ticked={ticked} defaultScope="all" />
        <ReasonField />
      </FieldScope>
      <button type="submit" name="intent" value="review" className="button account-submit">
        {t("withdrawal.form.submit")}
      </button>
    </Form>
  );
}

/** The declaration as it will be sent. */
export interface WithdrawalReview {
  name: string;
  email: string;
  orderNumber: string;
  scope: "all" | "some";
  items: string;
  reason: string;
  lines: WithdrawalLineChoice[];
}

/** Step two: what will be sent, and the button that confirms the withdrawal (the form carries every value). */
export function WithdrawalConfirm({ review }: { review: WithdrawalReview }) {
  const t = useT();
  const hidden: [string, string][] = [
    ["name", review.name],
    ["email", review.email],
    ["orderNumber", review.orderNumber],
    ["scope", review.scope],
    ["items", review.items],
    ["reason", review.reason],
    ...review.lines.map((l): [string, string] => [`line-${l.id}`, "1"]),
  ];
  return (
    <section className="account-card withdrawal-confirm" aria-labelledby="withdrawal-confirm-title" data-withdrawal="confirm">
      <h2 id="withdrawal-confirm-title">{t("withdrawal.confirm.title")}</h2>
      <p className="account-intro">{t("withdrawal.confirm.intro")}</p>
      <dl className="withdrawal-review">
        <dt>{t("withdrawal.form.name")}</dt>
        <dd>{review.name}</dd>
        <dt>{t("withdrawal.form.email")}</dt>
        <dd>{review.email}</dd>
        <dt>{t("withdrawal.form.orderNumber")}</dt>
        <dd>{review.orderNumber}</dd>
        <dt>{t("withdrawal.confirm.items")}</dt>
        <dd>
          {review.scope === "all" ? (
            t("withdrawal.confirm.wholeOrder")
          ) : (
            <>
              {review.lines.length > 0 ? (
                <ul>
                  {review.lines.map((l) => (
                    <li key={l.id}>
                      {l.qty} × {l.name}
                    </li>
                  ))}
                </ul>
              ) : null}
              {review.items ? <p className="withdrawal-text">{review.items}</p> : null}
            </>
          )}
        </dd>
        {review.reason ? (
          <>
            <dt>{t("withdrawal.confirm.reason")}</dt>
            <dd className="withdrawal-text">{review.reason}</dd>
          </>
        ) : null}
      </dl>
      <Form method="post" className="withdrawal-actions">
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="intent" value="confirm" className="button account-submit">
          {t("withdrawal.confirm.submit")}
        </button>
        <button type="submit" name="intent" value="change" className="button button-secondary">
          {t("withdrawal.confirm.change")}
        </button>
      </Form>
    </section>
  );
}

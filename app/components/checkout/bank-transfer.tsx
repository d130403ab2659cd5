import type { BankTransfer } from "~/lib/bank-transfer";
import { useT } from "~/utils/use-t";

// Where to send a bank transfer: the storefront's account and the payment
// reference in its country's form, on the success page and on the customer's order page while
// the order is unpaid. `amount` is already formatted, in the order's own currency.

export function BankTransferDetails({ amount, bank }: { amount: string; bank: BankTransfer }) {
  const t = useT();
  return (
    <section className="checkout-card checkout-bank" aria-labelledby="bank-title">
      <h2 id="bank-title">{t("checkout.success.bankTitle")}</h2>
      <p>{t("checkout.bank.instructions", { amount, reference: bank.reference })}</p>
      <dl className="checkout-bank-details">
        <div>
          <dt>{t("checkout.bank.holder")}</dt>
          <dd>{bank.holder}</dd>
        </div>
        <div>
          <dt>{t("checkout.bank.iban")}</dt>
          <dd>{bank.iban}</dd>
        </div>
        <div>
          <dt>{t("checkout.bank.bic")}</dt>
          <dd>{bank.bic}</dd>
        </div>
        <div>
          <dt>{t("checkout.bank.reference")}</dt>
          <dd>{bank.reference}</dd>
        </div>
      </dl>
    </section>
  );
}

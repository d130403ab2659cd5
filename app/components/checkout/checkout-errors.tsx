import { useT } from "~/utils/use-t";
import type { MessageKey } from "~/lib/message-keys";
import type { CheckoutError } from "./types";

// The server's messages above a step's form (spec §5).

export function CheckoutErrors({ errors }: { errors: readonly CheckoutError[] | undefined }) {
  const t = useT();
  if (!errors || errors.length === 0) return null;
  return (
    <div className="checkout-errors" id="checkout-errors" role="alert" tabIndex={-1}>
      <p className="checkout-errors-title">{t("checkout.errors.title")}</p>
      <ul>
        {errors.map((e) => (
          <li key={e.key}>{t(e.key as MessageKey, e.params)}</li>
        ))}
      </ul>
    </div>
  );
}

import { Link } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import type { CheckoutStep } from "~/lib/checkout";
import { CHECKOUT_STEPS } from "~/lib/checkout";
import { useHref } from "~/utils/shop";

// The steps of the checkout as a progress header: done, current, still to come.

export function CheckoutProgress({
  step,
  done,
  steps = CHECKOUT_STEPS,
}: {
  step: CheckoutStep | "done";
  done: Record<CheckoutStep, boolean>;
  steps?: readonly CheckoutStep[];
}) {
  const t = useT();
  const href = useHref();
  const current = step === "done" ? steps.length : steps.indexOf(step);
  return (
    <nav className="checkout-progress" aria-label={t("checkout.progress")}>
      <ol>
        {steps.map((s, i) => {
          const state = i === current ? "current" : i < current || done[s] ? "done" : "todo";
          const label = (
            <>
              <span className="checkout-progress-num" aria-hidden="true">
                {i + 1}
              </span>
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

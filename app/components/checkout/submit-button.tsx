import { useNavigation } from "@remix-run/react";

// A step's submit button, busy while the form is on its way.

export function Submit({ children, className = "button checkout-submit" }: { children: string; className?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" className={className} disabled={busy}>
      {children}
    </button>
  );
}

import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { useHref, useShop } from "~/utils/shop";
import { Logo } from "./logo";

/** The checkout's quiet header (spec §2): the logo home and what the page adds, no navigation. */
export function QuietHeader({ children }: { children?: ReactNode }) {
  const href = useHref();
  const shop = useShop();
  return (
    <header className="checkout-header">
      <div className="container checkout-header-inner">
        <Link to={href("/")} className="logo-link" aria-label={shop?.name}>
          <Logo name={shop?.name ?? ""} logo={shop?.logo} />
        </Link>
        {children}
      </div>
    </header>
  );
}

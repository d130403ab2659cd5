import { Link } from "@remix-run/react";
import { createContext, type ComponentProps, type ReactElement, type ReactNode, useContext } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import type { i18n as I18n } from "i18next";
import { MAX_QTY } from "~/config/cart";
import { type EuroCents, formatMinor, type MinorUnits } from "~/lib/money";
import type { FreeShipping } from "~/lib/shipping";
import type { Personal } from "~/lib/personal";
import { useT } from "~/utils/use-t";

// The personal parts of a public page (issue 31, README "Performance"): the header's account
// link and counts, the product page's wishlist heart, free-shipping hint and cart note. A public
// page is rendered once for the page cache with every part as a *hole* holding the anonymous
// default; a shopper with a session gets that page with each hole rendered again, by the same
// component, for them (app/page-cache.server.ts, entry.server.tsx `personalize`).
//
// So a hole's component is a function of its props (the page's facts, the same for everyone)
// and the shopper's Personal state alone: no loader data, no location, no fetcher — its
// translations come from the page's i18n instance, its links from HoleLink. Its root element
// carries data-hole="<kind>", which is how the cache finds it in the rendered page.

/** A link inside a hole: Remix's Link in the app, the same <a> when a hole is rendered alone. */
interface LinkProps {
  to: string;
  className?: string;
  "data-hole"?: HoleKind;
  children: ReactNode;
}
const LinkContext = createContext<(props: LinkProps) => ReactElement>((props) => <Link {...props} />);

/** What Remix's <Link> renders for a path of the shop (checked against the page when it is stored). */
function PlainLink({ to, children, ...attributes }: LinkProps) {
  return (
    <a {...attributes} data-discover="true" href={to}>
      {children}
    </a>
  );
}

function HoleLink(props: LinkProps) {
  const LinkComponent = useContext(LinkContext);
  return <LinkComponent {...props} />;
}

function AccountLink({ personal, profileHref, loginHref }: { personal: Personal; profileHref: string; loginHref: string }) {
  const t = useT();
  const user = personal.user;
  const loggedIn = user?.type === "auth";
  return (
    <HoleLink to={loggedIn ? profileHref : loginHref} className="header-action" data-hole="account">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M4 21c1-4 4-6 8-6s7 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="header-action-label">{loggedIn ? (user?.firstName ?? t("account.header.profile")) : t("header.login")}</span>
    </HoleLink>
  );
}

function WishlistLink({ personal, href }: { personal: Personal; href: string }) {
  const t = useT();
  const count = personal.user?.wishlist.length ?? 0;
  return (
    <HoleLink to={href} className="header-action" data-hole="wishlist">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="header-action-label">{t("header.wishlist")}</span>
      {count > 0 ? <span className="wishlist-count">{count}</span> : null}
    </HoleLink>
  );
}

function CartLink({ personal, href }: { personal: Personal; href: string }) {
  const t = useT();
  const count = personal.cartCount;
  // named by its words and hidden text, no aria-label: the name starts with what is seen ("Košarica 2 izdelka v košarici")
  return (
    <HoleLink to={href} className="header-action header-cart" data-hole="cart">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M3 4h2l2.2 10.5a2 2 0 0 0 2 1.5h7.6a2 2 0 0 0 2-1.5L21 8H6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <circle cx="10" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17" cy="20" r="1.4" fill="currentColor" />
      </svg>
      <span className="header-action-label">{t("header.cart")}</span>
      <span className="visually-hidden"> {t("header.cartCount", { count })}</span>
      <span aria-hidden="true" className="cart-count">
        {count}
      </span>
    </HoleLink>
  );
}

/**
 * The wishlist heart's inputs and button (the form around them is the page's): filled when the
 * product is in the shopper's wishlist. `pending`: the intent a click sent and the server has not
 * answered yet (with JavaScript only; never when rendered for the cache or a shopper).
 */
function HeartButton({
  personal,
  productId,
  redirectTo,
  className,
  pending = null,
  onClick,
}: {
  personal: Personal;
  productId: number;
  redirectTo: string;
  className: string;
  pending?: "add" | "delete" | null;
  onClick?: ComponentProps<"button">["onClick"];
}) {
  const t = useT();
  const saved = personal.user?.wishlist.includes(productId) ?? false;
  const filled = (saved || pending === "add") && pending !== "delete";
  const label = filled ? t("account.wishlist.inWishlist") : t("product.page.addToWishlist");
  return (
    <span className="pv-heart-hole" data-hole="heart">
      <input type="hidden" name="intent" value={filled ? "delete" : "add"} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className={`${className} wishlist-heart${filled ? " wishlist-heart-on" : ""}`}
        aria-pressed={filled}
        aria-label={label}
        title={label}
        aria-busy={pending !== null || undefined}
        onClick={onClick}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            fill={filled ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </span>
  );
}

/** The product page's free-shipping hint, measured with the shopper's cart (product-cart.server.ts). */
function ShippingHint({
  personal,
  alone,
}: {
  personal: Personal;
  /** the hint when the product alone counts (no cart) */
  alone: FreeShipping<MinorUnits>;
  /** the page's product and the price its cart line would have: what a shopper's hint is measured with (utils/personal-page.server.tsx) */
  productId: number;
  priceCents: EuroCents;
  /**
   * the warehouses the page says hold the product (its stock, buttons and "sold out"): a stored
   * page is filled for a shopper only while they still do (utils/personal-page.server.tsx)
   */
  stockedAt: readonly string[];
  /** the recommended cards below, each with whether it says "in stock": checked the same way */
  recommendedInStock: readonly (readonly [number, boolean])[];
}) {
  const t = useT();
  // with no cart (a visitor without a session), the product alone counts
  const shipping = personal.product?.shipping ?? alone;
  return (
    <li className={shipping.free ? "pv-perk pv-shipping pv-shipping-free" : "pv-perk pv-shipping"} data-hole="shipping">
      {shipping.free ? t("product.page.freeShipping") : t("product.page.freeShippingMissing", { amount: formatMinor(shipping.missing, t("system_currency")) })}
    </li>
  );
}

/** After an add: what happened, how many the cart now holds, and the way on to the cart and checkout. */
function CartNote({
  personal,
  result = null,
  cartHref,
  checkoutHref,
}: {
  personal: Personal;
  /** the JSON call's answer after an add with JavaScript; else the form's redirect says it (`added`) */
  result?: { added: number; inCart: number } | null;
  cartHref: string;
  checkoutHref: string;
}) {
  const t = useT();
  const notice = result ?? personal.product?.notice ?? null;
  return (
    <div className="pv-cart-status" role="status" data-hole="cart-note">
      {notice ? (
        <div className={notice.added > 0 ? "pv-added" : "pv-added pv-added-full"}>
          <p>
            {notice.added > 0 ? t("product.page.addedToCart") : t("product.page.cartFull", { max: MAX_QTY })} {t("product.page.inCart", { qty: notice.inCart })}
            {notice.added > 0 && notice.inCart >= MAX_QTY ? ` ${t("product.page.cartFull", { max: MAX_QTY })}` : null}
          </p>
          <p className="pv-added-links">
            <HoleLink to={cartHref}>{t("product.page.viewCart")}</HoleLink>
            <HoleLink to={checkoutHref} className="button">
              {t("product.page.toCheckout")}
            </HoleLink>
          </p>
        </div>
      ) : null}
    </div>
  );
}

export const HOLES = {
  account: AccountLink,
  wishlist: WishlistLink,
  cart: CartLink,
  heart: HeartButton,
  shipping: ShippingHint,
  "cart-note": CartNote,
} as const;

export type HoleKind = keyof typeof HOLES;
type PropsOf<K extends HoleKind> = Omit<ComponentProps<(typeof HOLES)[K]>, "personal">;

/** A hole as the page rendered it: its kind, its page facts, and the page's messages. */
export interface RenderedHole {
  kind: HoleKind;
  props: Record<string, unknown>;
  i18n: I18n;
}

/** Set by entry.server.tsx while a page is rendered for the cache: every hole is noted in order. */
export const HoleCollectorContext = createContext<RenderedHole[] | null>(null);

/**
 * A personal part of a page. `props` are the page's facts (serializable: kept with the cached
 * page); `personal` the shopper's state as this render knows it; `live` what only the browser
 * adds after hydration (a pending click, a handler), never kept.
 */
export function Hole<K extends HoleKind>({ kind, props, personal, live }: { kind: K; props: PropsOf<K>; personal: Personal; live?: Partial<PropsOf<K>> }) {
  const collector = useContext(HoleCollectorContext);
  const { i18n } = useTranslation();
  collector?.push({ kind, props: props as Record<string, unknown>, i18n });
  const Component = HOLES[kind] as (props: Record<string, unknown>) => ReactElement;
  return <Component {...props} {...live} personal={personal} />;
}

/** The element tree of a hole rendered alone, for a shopper (page-cache's splice): plain links, the page's messages. */
export function holeElement(hole: RenderedHole, personal: Personal) {
  const Component = HOLES[hole.kind] as (props: Record<string, unknown>) => ReactElement;
  return (
    <LinkContext.Provider value={PlainLink}>
      <I18nextProvider i18n={hole.i18n}>
        <Component {...hole.props} personal={personal} />
      </I18nextProvider>
    </LinkContext.Provider>
  );
}

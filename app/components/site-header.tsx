import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import type { NavCategory } from "~/services/catalogue.server";
import { useCartCount } from "~/utils/cart-client";
import { useGiftCertificatePath, useHref, useRootData, useShopLinks } from "~/utils/shop";
import { Logo } from "./logo";
import { SearchBox } from "./search-box";

interface Props {
  navigation: NavCategory[];
  headerInfo: string | null;
}

export function SiteHeader({ navigation, headerInfo }: Props) {
  const t = useT();
  const href = useHref();
  const links = useShopLinks();
  const root = useRootData();
  const shop = root?.locale;
  const others = root?.storefronts.filter((s) => s.department !== shop?.department) ?? [];
  // the server's latest cart once JavaScript changed it (spec §4), else the root data's
  const cartCount = useCartCount();
  const user = root?.user;
  const loggedIn = user?.type === "auth";
  const wishlistCount = user?.wishlist.length ?? 0;
  const brandsPath = `/${shop?.localizedRoutes.brands ?? "brands"}`;
  const giftPath = useGiftCertificatePath();
  const loginPath = useLoginPath();
  const location = useLocation();

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("header.skipToContent")}
      </a>
      <div className="topbar">
        <div className="container topbar-inner">
          <p className="topbar-info">{headerInfo}</p>
          {others.length > 0 ? (
            <nav aria-label={t("header.storefronts")} className="storefront-switch">
              {others.map((s) => (
                <a key={s.department} href={s.href} hrefLang={undefined}>
                  {s.languageName}
                </a>
              ))}
            </nav>
          ) : null}
        </div>
      </div>
      <div className="container header-main">
        {/* The menu opens without JavaScript: a checkbox and its label drive it in CSS. The
            checkbox is out of sight but in the tab order (Space opens it, its label shows the
            focus); with JavaScript it closes again on every navigation. */}
        <input key={location.pathname + location.search} type="checkbox" id="menu-toggle" className="menu-toggle css-toggle" />
        {/* a label's name is its text (aria-label is not allowed on <label>) */}
        <label htmlFor="menu-toggle" className="menu-button">
          <span className="visually-hidden">{t("header.menu")}</span>
          <span className="menu-icon" aria-hidden="true" />
        </label>
        <Link to={href("/")} className="logo-link" aria-label={shop?.name}>
          <Logo name={shop?.name ?? ""} logo={shop?.logo} />
        </Link>
        <SearchBox id="header-search" className="search-form header-search" iconButton />
        <nav className="header-actions" aria-label={t("header.account")}>
          {links.allows("/login") ? (
            <Link to={loggedIn ? href("/profile") : loginPath} className="header-action">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <path d="M4 21c1-4 4-6 8-6s7 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
              <span className="header-action-label">{loggedIn ? (user?.firstName ?? t("account.header.profile")) : t("header.login")}</span>
            </Link>
          ) : null}
          {links.allows("/wishlist") ? (
            <Link to={href("/wishlist")} className="header-action">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
              <span className="header-action-label">{t("header.wishlist")}</span>
              {wishlistCount > 0 ? <span className="wishlist-count">{wishlistCount}</span> : null}
            </Link>
          ) : null}
          {/* named by its words and hidden text, no aria-label: the name starts with what is seen ("Košarica 2 izdelka v košarici") */}
          <Link to={href(links.cartPath)} className="header-action header-cart">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path d="M3 4h2l2.2 10.5a2 2 0 0 0 2 1.5h7.6a2 2 0 0 0 2-1.5L21 8H6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              <circle cx="10" cy="20" r="1.4" fill="currentColor" />
              <circle cx="17" cy="20" r="1.4" fill="currentColor" />
            </svg>
            <span className="header-action-label">{t("header.cart")}</span>
            <span className="visually-hidden"> {t("header.cartCount", { count: cartCount })}</span>
            <span aria-hidden="true" className="cart-count">
              {cartCount}
            </span>
          </Link>
        </nav>
      </div>
      <nav className="category-nav" aria-label={t("header.categories")}>
        <ul className="container category-nav-list">
          {navigation.map((category) => (
            <li key={category.id} className="category-nav-item">
              <Link to={href(`/${category.storeUrl}`)} className="category-nav-link">
                {category.name}
              </Link>
              {category.childs.length > 0 ? (
                <ul className="category-nav-sub">
                  {category.childs.map((child) => (
                    <li key={child.id}>
                      <Link to={href(`/${child.storeUrl}`)}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          {links.allows(brandsPath) ? (
            <li className="category-nav-item category-nav-extra">
              <Link to={href(brandsPath)} className="category-nav-link">
                {t("header.brands")}
              </Link>
            </li>
          ) : null}
          {links.allows("/blog") ? (
            <li className="category-nav-item category-nav-extra">
              <Link to={href("/blog")} className="category-nav-link">
                {t("header.blog")}
              </Link>
            </li>
          ) : null}
          {links.allows(giftPath) ? (
            <li className="category-nav-item category-nav-extra">
              <Link to={href(giftPath)} className="category-nav-link">
                {t("header.giftCertificates")}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}

/**
 * "Log in" comes back to the page the shopper was on (login's redirectTo, checked there by
 * safeRedirect); from the login, reset and verify pages themselves it goes to the plain login.
 */
function useLoginPath() {
  const href = useHref();
  const location = useLocation();
  const login = href("/login");
  if (/\/(login|password-reset|forgotten-password|verify)$/.test(location.pathname)) return login;
  const search = new URLSearchParams(location.search);
  // the add-to-cart notice's mark is for the moment after an add, not for a return later
  search.delete("added");
  const query = search.toString();
  return `${login}?redirectTo=${encodeURIComponent(location.pathname + (query ? `?${query}` : ""))}`;
}

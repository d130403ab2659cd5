import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import type { NavCategory } from "~/services/catalogue.server";
import { useCartCount } from "~/utils/cart-client";
import { useGiftCertificatePath, useHref, useRootData, useShopLinks } from "~/utils/shop";
import type { Personal } from "~/lib/personal";
import { Hole } from "./holes";
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
  const personal: Personal = { user: root?.user ?? null, cartCount: useCartCount(), product: null };
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
          {/* the account link and the counts are holes of the cached page (components/holes.tsx) */}
          {links.allows("/login") ? <Hole kind="account" props={{ profileHref: href("/profile"), loginHref: loginPath }} personal={personal} /> : null}
          {links.allows("/wishlist") ? <Hole kind="wishlist" props={{ href: href("/wishlist") }} personal={personal} /> : null}
          <Hole kind="cart" props={{ href: href(links.cartPath) }} personal={personal} />
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

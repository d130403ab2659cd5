import { Link } from "@remix-run/react";
import { Picture } from "./picture";
import { useT } from "~/utils/use-t";
import type { Advantage, Banner } from "~/services/content.server";
import type { ADVANTAGE_ICONS } from "~/lib/home-content";
import { useHref } from "~/utils/shop";

// The home page blocks of spec §9 (banners 7, categories 10, brands 8, advantages 13/14/17,
// social networks 9). Presentational: the route passes the block data in row/position order.

const ICONS: Record<(typeof ADVANTAGE_ICONS)[number], string> = {
  truck: "M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01",
  return: "M4 10h11a5 5 0 0 1 0 10H9M4 10l4-4M4 10l4 4",
  leaf: "M5 19c0-9 6-14 15-14-1 9-6 15-14 15M5 19l6-6",
  gift: "M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0",
};

export function AdvantageIcon({ icon }: { icon: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="home-advantage-icon">
      <path
        d={ICONS[icon as keyof typeof ICONS] ?? ICONS.leaf}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Banners (block 7): the first is the large one, loaded at once as the page's main picture. */
export function HomeBanners({ banners, linked }: { banners: Banner[]; linked: boolean }) {
  const t = useT();
  const href = useHref();
  return (
    <section className="home-banners" aria-label={t("content.home.featured")}>
      {banners.map((banner, index) => {
        const first = index === 0;
        const body = (
          <>
            <span className="home-banner-text">
              <span className="home-banner-title">{banner.title}</span>
              <span className="home-banner-subtitle">{banner.subtitle}</span>
              {linked ? (
                <span className="home-banner-cta">
                  {banner.cta} <span aria-hidden="true">→</span>
                </span>
              ) : null}
            </span>
            {banner.imageId ? (
              <Picture
                className="home-banner-image"
                imageId={banner.imageId}
                size={first ? "base" : "small"}
                width={first ? 700 : 350}
                height={first ? 700 : 350}
                priority={first}
                decodeSync={first}
              />
            ) : null}
          </>
        );
        const className = `home-banner home-banner-${index % 3}`;
        // a banner may lead to another site (an https address: README "Home page, footer and shops")
        if (linked && /^https:\/\//i.test(banner.href)) {
          return (
            <a key={`${banner.href}-${index}`} href={banner.href} className={className} rel="noopener noreferrer">
              {body}
            </a>
          );
        }
        return linked ? (
          <Link key={`${banner.href}-${index}`} to={href(banner.href)} className={className} prefetch="intent">
            {body}
          </Link>
        ) : (
          <div key={`${banner.href}-${index}`} className={className}>
            {body}
          </div>
        );
      })}
    </section>
  );
}

/** Main advantages (block 13): a strip of short promises under the banners. */
export function HomeAdvantages({ items }: { items: Advantage[] }) {
  return (
    <ul className="home-advantages">
      {items.map((item) => (
        <li key={item.title} className="home-advantage">
          <AdvantageIcon icon={item.icon} />
          <span>
            <strong>{item.title}</strong>
            {item.text ? <span>{item.text}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Categories (block 10): a tile per category, linking to its store URL in this language. */
export function HomeCategories({ categories, linked }: { categories: { id: number; name: string; storeUrl: string }[]; linked: boolean }) {
  const t = useT();
  const href = useHref();
  return (
    <section className="home-section" aria-labelledby="home-categories-title">
      <h2 id="home-categories-title">{t("content.home.categoriesTitle")}</h2>
      <ul className="home-category-tiles">
        {categories.map((category, index) => (
          <li key={category.id}>
            {linked ? (
              <Link to={href(`/${category.storeUrl}`)} className={`home-category-tile home-category-tile-${index % 4}`} prefetch="intent">
                <span>{category.name}</span>
                <span aria-hidden="true" className="home-category-arrow">
                  →
                </span>
              </Link>
            ) : (
              <span className={`home-category-tile home-category-tile-${index % 4}`}>{category.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Brands (block 8): names linking to each brand's page under this storefront's brands name. */
export function HomeBrands({ brands, brandsPath, linked }: { brands: { id: number; name: string; urlKey: string }[]; brandsPath: string; linked: boolean }) {
  const t = useT();
  const href = useHref();
  return (
    <section className="home-section" aria-labelledby="home-brands-title">
      <div className="home-section-head">
        <h2 id="home-brands-title">{t("content.home.brandsTitle")}</h2>
        {linked ? (
          <Link to={href(`/${brandsPath}`)} className="home-section-more">
            {t("content.home.allBrands")} →
          </Link>
        ) : null}
      </div>
      <ul className="home-brands">
        {brands.map((brand) => (
          <li key={brand.id}>
            {linked ? (
              <Link to={href(`/${brandsPath}/${brand.urlKey}`)} className="home-brand">
                {brand.name}
              </Link>
            ) : (
              <span className="home-brand">{brand.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Shop advantages (block 14) with their description (block 17). */
export function HomeShopAdvantages({ items, description }: { items: Advantage[]; description: string | null }) {
  const t = useT();
  return (
    <section className="home-section home-why" aria-labelledby="home-why-title">
      <h2 id="home-why-title">{t("content.home.advantagesTitle")}</h2>
      {description ? <p className="home-why-text">{description}</p> : null}
      <ul className="home-why-list">
        {items.map((item) => (
          <li key={item.title}>
            <AdvantageIcon icon={item.icon} />
            <span>{item.title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Social networks (block 9). */
export function HomeSocial({ networks }: { networks: { network: string; url: string }[] }) {
  const t = useT();
  return (
    <section className="home-section home-social" aria-labelledby="home-social-title">
      <h2 id="home-social-title">{t("content.home.socialTitle")}</h2>
      <p>{t("content.home.socialText")}</p>
      <ul className="home-social-list">
        {networks.map((item) => (
          <li key={item.network}>
            <a href={item.url} rel="noopener noreferrer" className="button button-secondary">
              {item.network}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

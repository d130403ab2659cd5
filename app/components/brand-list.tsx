import { Link } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import type { BrandListItem } from "~/services/brands.server";
import { useHref, useShop } from "~/utils/shop";

// The brand list: brands grouped under their first letter, with a row of letter anchors.

function letterOf(name: string) {
  const first = name.trim().charAt(0).toLocaleUpperCase();
  // digits and signs share one group, after the letters
  return /\p{L}/u.test(first) ? first.normalize("NFD").charAt(0) : "#";
}

export function groupByLetter(brands: BrandListItem[]) {
  const groups = new Map<string, BrandListItem[]>();
  for (const brand of brands) {
    const letter = letterOf(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups.entries()];
}

function useCountryName() {
  const shop = useShop();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([shop?.locale ?? "en"], { type: "region" });
  } catch {
    names = null;
  }
  return (code: string) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

export function BrandList({ brands, brandsPath }: { brands: BrandListItem[]; brandsPath: string }) {
  const t = useT();
  const href = useHref();
  const country = useCountryName();
  const groups = groupByLetter(brands);
  return (
    <>
      <nav className="brand-letters" aria-label={t("content.brands.letters")}>
        <ul>
          {groups.map(([letter]) => (
            <li key={letter}>
              <a href={`#brands-${letter}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="brand-groups">
        {groups.map(([letter, items]) => (
          <section key={letter} id={`brands-${letter}`} className="brand-group" aria-labelledby={`brands-${letter}-title`}>
            <h2 id={`brands-${letter}-title`} className="brand-group-letter">
              {letter}
            </h2>
            <ul className="brand-cards">
              {items.map((brand) => {
                const url = href(`/${brandsPath}/${brand.urlKey}`);
                return (
                  <li key={brand.id} className="brand-card">
                    <h3 className="brand-card-name">
                      <Link to={url}>{brand.name}</Link>
                    </h3>
                    <p className="brand-card-meta">
                      <span>{country(brand.country)}</span>
                      <span aria-hidden="true"> · </span>
                      <span>{t("content.brands.productCount", { count: brand.productCount })}</span>
                    </p>
                    {brand.description ? <p className="brand-card-text">{brand.description}</p> : null}
                    <Link to={url} className="brand-card-more" aria-label={`${t("content.brands.viewProducts")}: ${brand.name}`}>
                      {t("content.brands.viewProducts")} <span aria-hidden="true">→</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

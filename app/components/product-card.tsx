import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { imageSrcSet, imageUrl } from "~/lib/images";
import type { ProductCard as Card } from "~/services/product-card.server";
import { useHref } from "~/utils/shop";
import { PriceTag } from "./price-tag";
import { Stars } from "./stars";

interface Props {
  product: Card;
  /** the first cards of a page load their picture at once (spec §9: first 3 preloaded) */
  eager?: boolean;
}

/** One product in a list: picture, brand, name, rating, price and a link to its page. */
export function ProductCard({ product, eager = false }: Props) {
  const { t } = useTranslation();
  const href = useHref();
  const url = href(`/${product.urlKey}`);
  const discountPercent = product.price.isDiscounted
    ? Math.round((product.price.discountAmount / product.price.regularPrice) * 100)
    : 0;
  return (
    <article className="product-card">
      <Link to={url} className="product-card-link" prefetch="intent">
        <div className="product-card-image">
          {product.image !== null ? (
            <img
              src={imageUrl(product.image, 350)}
              srcSet={imageSrcSet(product.image, "small")}
              width={350}
              height={350}
              alt=""
              loading={eager ? "eager" : "lazy"}
              decoding="async"
              {...(eager ? { fetchpriority: "high" } : {})}
            />
          ) : null}
          {discountPercent > 0 ? <span className="badge badge-sale">−{discountPercent} %</span> : null}
        </div>
        {product.manufacturer ? <p className="product-card-brand">{product.manufacturer}</p> : null}
        <h3 className="product-card-name">{product.name}</h3>
      </Link>
      {product.rating > 0 ? <Stars rating={product.rating} count={product.ratingCount} /> : null}
      <PriceTag price={product.price} />
      <p className={product.stock.inStock ? "stock stock-in" : "stock stock-out"}>
        {product.stock.inStock ? t("product.card.inStock") : t("product.card.outOfStock")}
      </p>
    </article>
  );
}

/** A grid of cards; the first three load eagerly. */
export function ProductGrid({ products, eagerCount = 3 }: { products: Card[]; eagerCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

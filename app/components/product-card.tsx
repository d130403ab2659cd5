import { useNavigate } from "@remix-run/react";
import { Picture } from "./picture";
import type { MouseEvent } from "react";
import { useT } from "~/utils/use-t";
import type { EuroCents } from "~/lib/money";
import type { CardSummary } from "~/services/product-card.server";
import { useFormatEuroCents, useHref } from "~/utils/shop";
import { PriceView } from "./price-tag";
import { ratingValue, StarsView } from "./stars";

/** What every card of a list needs from the storefront, looked up once per list, not per card. */
export interface CardContext {
  href: (path: string) => string;
  money: (cents: EuroCents) => string;
  inStock: string;
  outOfStock: string;
  regularPrice: string;
  rating: (rating: number) => string;
}

export function useCardContext(): CardContext {
  const t = useT();
  const href = useHref();
  const money = useFormatEuroCents();
  // translated once with a marker, filled per card: i18next per card is a measurable cost
  const ratingTemplate = t("product.card.rating", { rating: "\u0000" });
  return {
    href,
    money,
    inStock: t("product.card.inStock"),
    outOfStock: t("product.card.outOfStock"),
    regularPrice: t("product.card.regularPrice"),
    rating: (rating) => ratingTemplate.replace("\u0000", ratingValue(rating)),
  };
}

interface Props {
  product: CardSummary;
  /** the first cards of a page load their picture at once (spec §9: first 3 preloaded) */
  eager?: boolean;
  /** the name's heading: h3 under a section's h2; h2 where the cards stand right under the page's h1 */
  heading?: "h2" | "h3";
}

/** One product in a list: picture, brand, name, rating, price and a link to its page. */
function CardView({ product, eager = false, heading: Heading = "h3", ctx }: Props & { ctx: CardContext }) {
  const discountPercent = product.price.isDiscounted ? Math.round((product.price.discountAmount / product.price.regularPrice) * 100) : 0;
  return (
    <article className="product-card">
      <a className="product-card-link" href={ctx.href(`/${product.urlKey}`)} data-card-link="">
        <div className="product-card-image">
          {product.image !== null ? <Picture imageId={product.image} size="small" width={350} height={350} alt={product.imageAlt} priority={eager} /> : null}
          {discountPercent > 0 ? <span className="badge badge-sale">{`−${discountPercent} %`}</span> : null}
        </div>
        {product.manufacturer ? <p className="product-card-brand">{product.manufacturer}</p> : null}
        <Heading className="product-card-name">{product.name}</Heading>
      </a>
      {product.rating > 0 ? <StarsView rating={product.rating} count={product.ratingCount} label={ctx.rating(product.rating)} /> : null}
      <PriceView price={product.price} money={ctx.money} regularLabel={ctx.regularPrice} />
      <p className={product.stock.inStock ? "stock stock-in" : "stock stock-out"}>{product.stock.inStock ? ctx.inStock : ctx.outOfStock}</p>
    </article>
  );
}

export function ProductCard(props: Props) {
  return <CardView {...props} ctx={useCardContext()} />;
}

/**
 * A grid of cards; the first three load eagerly. Card links are plain anchors (no router hooks
 * per card); with JavaScript one handler on the grid turns a plain click into a client-side
 * navigation, as a Remix Link would.
 */
export function ProductGrid({ products, eagerCount = 3 }: { products: CardSummary[]; eagerCount?: number }) {
  const ctx = useCardContext();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest?.("a[data-card-link]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) return;
    event.preventDefault();
    navigate(link.getAttribute("href") ?? "/");
  };
  return (
    // delegation: the card links inside are what keyboards and screen readers use; this only
    // turns their clicks into client-side navigation
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul className="product-grid" onClick={onClick}>
      {products.map((product, index) => (
        <li key={product.id}>
          <CardView product={product} eager={index < eagerCount} ctx={ctx} />
        </li>
      ))}
    </ul>
  );
}

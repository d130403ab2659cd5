import { Link, useRouteLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { MAX_QTY } from "~/config/cart";
import { imageUrl } from "~/lib/images";
import { productJsonLd, scriptJson } from "~/lib/json-ld";
import type { ProductPageData } from "~/services/product.server";
import type { ProductCartState } from "~/utils/product-cart.server";
import { useAddToCart } from "~/utils/cart-client";
import { useCartHref, useHref, useRootData, useShopLinks } from "~/utils/shop";
import type { Personal } from "~/lib/personal";
import type { EuroCents, MinorUnits } from "~/lib/money";
import type { FreeShipping } from "~/lib/shipping";
import { Hole } from "./holes";
import { Breadcrumbs } from "./breadcrumbs";
import { useNonce } from "./nonce";
import { PriceTag } from "./price-tag";
import { ProductGrid } from "./product-card";
import { ProductGallery } from "./product-gallery";
import { Stars } from "./stars";
import { WishlistHeart } from "./wishlist-heart";

/** The product page (spec §2, §3): gallery, buy box, description, attributes, recommendations. */
export function ProductView({
  data,
}: {
  data: ProductPageData & { cart: ProductCartState; shippingAlone: FreeShipping<MinorUnits>; payableCents: EuroCents };
}) {
  const t = useT();
  const href = useHref();
  const links = useShopLinks();
  const nonce = useNonce();
  // the catch-all route knows the request's origin, which absolute URLs for crawlers need
  const origin = (useRouteLoaderData("catch-all") as { origin?: string } | undefined)?.origin ?? "";
  const { product } = data;
  // with JavaScript (spec §4): the add goes through the cart queue and the JSON call, no navigation
  const cart = useAddToCart();
  const cartHref = useCartHref();
  // the shopper's part of the page (holes of the cached page, components/holes.tsx): what the
  // cart holds of the product, the free-shipping hint, the note after an add (the JSON call's
  // answer with JavaScript, the form's redirect without), the heart
  const personal: Personal = { user: useRootData()?.user ?? null, cartCount: 0, product: { productId: product.id, ...data.cart } };
  const trail = data.breadcrumbs.map((crumb) => ({ name: crumb.name, path: crumb.path }));
  const jsonLd = productJsonLd(
    {
      name: product.name,
      sku: product.sku,
      ean: data.ean,
      brand: product.manufacturer,
      description: data.description,
      images: data.images.map((image) => imageUrl(image.id, 700, "jpg")),
      price: data.priceInCurrency,
      currency: data.currencyCode,
      inStock: product.stock.inStock,
      rating: product.rating,
      ratingCount: product.ratingCount,
      path: data.path,
    },
    [
      { name: t("product.breadcrumbs.home"), path: href("/") },
      ...trail.map((c) => ({ name: c.name, path: href(c.path) })),
      { name: product.name, path: data.path },
    ],
    origin,
  );

  return (
    <div className="container pv">
      <Breadcrumbs items={[...trail, { name: product.name, path: data.path }]} structuredData={false} />
      <div className="pv-main">
        <ProductGallery images={data.images} name={product.name} />
        <section className="pv-summary" aria-labelledby="product-name">
          {product.manufacturer ? (
            data.brandPath && links.allows(data.brandPath) ? (
              <Link className="pv-brand" to={href(data.brandPath)}>
                {product.manufacturer}
              </Link>
            ) : (
              <p className="pv-brand">{product.manufacturer}</p>
            )
          ) : null}
          <h1 id="product-name" className="pv-name">
            {product.name}
          </h1>
          <div className="pv-meta">
            {product.rating > 0 ? (
              <Stars rating={product.rating} count={product.ratingCount} />
            ) : (
              <span className="pv-no-rating">{t("product.page.noRating")}</span>
            )}
            <span className="pv-sku">{t("product.page.sku", { sku: product.sku })}</span>
          </div>

          <div className="pv-price">
            <PriceTag price={product.price} detailed />
          </div>

          <ul className="pv-perks">
            {data.rewardPoints > 0 ? <li className="pv-perk pv-points">{t("product.page.rewardPoints", { count: data.rewardPoints })}</li> : null}
            <Hole
              kind="shipping"
              props={{
                alone: data.shippingAlone,
                productId: product.id,
                priceCents: data.payableCents,
                stockedAt: product.stock.warehouses.map((w) => w.code),
                recommendedInStock: data.recommended.map((card): [number, boolean] => [card.id, card.stock.inStock]),
              }}
              personal={personal}
            />
          </ul>

          <div className="pv-stock">
            <h2 className="pv-stock-title">{t("product.page.availability")}</h2>
            {product.stock.inStock ? (
              <>
                <p className="stock stock-in">{t("product.page.inStock")}</p>
                <ul className="pv-warehouses">
                  {product.stock.warehouses.map((warehouse) => (
                    <li key={warehouse.code}>
                      <strong>{warehouse.name}</strong> · {t("product.page.deliveryDays", { count: warehouse.days })}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="stock stock-out pv-out" role="status">
                {t("product.page.outOfStock")}
              </p>
            )}
          </div>

          <div className="pv-actions">
            <form
              method="post"
              action={href(links.cartPath)}
              className="pv-cart-form"
              onSubmit={(event) => {
                if (!cart.hydrated) return;
                const qty = Number(new FormData(event.currentTarget).get("qty"));
                // a quantity the browser let through but the server would refuse: the plain form shows the message
                if (!Number.isInteger(qty) || qty < 1 || qty > MAX_QTY) return;
                event.preventDefault();
                cart.add(product.id, qty, data.cart.inCart);
              }}
            >
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="productId" value={product.id} />
              <input type="hidden" name="redirectTo" value={data.path} />
              <label className="pv-qty">
                <span>{t("product.page.quantity")}</span>
                <input type="number" name="qty" defaultValue={1} min={1} max={MAX_QTY} step={1} required inputMode="numeric" />
              </label>
              <button type="submit" className="button pv-add" disabled={!product.salable} aria-busy={cart.status === "adding" || undefined}>
                {product.salable ? t("product.page.addToCart") : t("product.card.outOfStock")}
              </button>
            </form>
            <WishlistHeart productId={product.id} redirectTo={data.path} />
          </div>
          <Hole kind="cart-note" props={{ cartHref, checkoutHref: href("/checkout") }} personal={personal} live={{ result: cart.result }} />
        </section>
      </div>

      <div className="pv-details">
        {data.description ? (
          <section className="pv-description" aria-labelledby="pv-description-title">
            <h2 id="pv-description-title">{t("product.page.description")}</h2>
            <p>{data.description}</p>
          </section>
        ) : null}
        {data.attributes.length > 0 ? (
          <section className="pv-attributes" aria-labelledby="pv-attributes-title">
            <h2 id="pv-attributes-title">{t("product.page.attributes")}</h2>
            <dl>
              {data.attributes.map((attribute) => (
                <div key={`${attribute.code}-${attribute.value}`} className="pv-attribute">
                  <dt>{attribute.name}</dt>
                  <dd>{attribute.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>

      {data.recommended.length > 0 ? (
        <section className="pv-recommended" aria-labelledby="pv-recommended-title">
          <h2 id="pv-recommended-title">{t("product.page.recommended")}</h2>
          <ProductGrid products={data.recommended} eagerCount={0} />
        </section>
      ) : null}

      <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
    </div>
  );
}

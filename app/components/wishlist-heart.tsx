import { useFetcher } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useT } from "~/utils/use-t";
import { useHref, useRootData, useShop } from "~/utils/shop";

interface Props {
  productId: number;
  /** where the plain form comes back to (the page it sits on) */
  redirectTo: string;
  className?: string;
}

/**
 * The wishlist heart (spec §4 Wishlist). Without JavaScript it is a form posting to /wishlist
 * and coming back. With JavaScript a fetcher posts it and the heart changes at once: adding
 * marks the id as being added, deleting as being deleted; clicks are ignored while either is
 * pending; the heart is filled when the id is in the wishlist and not being deleted.
 */
export function WishlistHeart({ productId, redirectTo, className = "pv-heart" }: Props) {
  const t = useT();
  const href = useHref();
  const fetcher = useFetcher();
  const saved = useRootData()?.user?.wishlist.includes(productId) ?? false;
  // spec §2: only normal storefronts have a wishlist page to post to
  const hasWishlist = useShop()?.shopType === "normal";
  const pendingIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const adding = pendingIntent === "add";
  const deleting = pendingIntent === "delete";
  const filled = (saved || adding) && !deleting;
  const label = filled ? t("account.wishlist.inWishlist") : t("product.page.addToWishlist");

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (fetcher.state !== "idle") return; // spec §4: a toggle is ignored while pending
    fetcher.submit({ intent: filled ? "delete" : "add", productId: String(productId) }, { method: "post", action: href("/wishlist") });
  };

  if (!hasWishlist) return null;
  return (
    <fetcher.Form method="post" action={href("/wishlist")} className="pv-wishlist-form">
      <input type="hidden" name="intent" value={filled ? "delete" : "add"} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className={`${className} wishlist-heart${filled ? " wishlist-heart-on" : ""}`}
        aria-pressed={filled}
        aria-label={label}
        title={label}
        aria-busy={fetcher.state !== "idle" || undefined}
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
    </fetcher.Form>
  );
}

import { useFetcher } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useHref, useRootData, useShop } from "~/utils/shop";
import { Hole } from "./holes";

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
  const href = useHref();
  const fetcher = useFetcher();
  const user = useRootData()?.user ?? null;
  // spec §2: only normal storefronts have a wishlist page to post to
  const hasWishlist = useShop()?.shopType === "normal";
  const pendingIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const pending = pendingIntent === "add" || pendingIntent === "delete" ? pendingIntent : null;
  const saved = user?.wishlist.includes(productId) ?? false;
  const filled = (saved || pending === "add") && pending !== "delete";

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (fetcher.state !== "idle") return; // spec §4: a toggle is ignored while pending
    fetcher.submit({ intent: filled ? "delete" : "add", productId: String(productId) }, { method: "post", action: href("/wishlist") });
  };

  if (!hasWishlist) return null;
  // the inputs and the button are a hole of the cached page (components/holes.tsx): filled for the shopper who asks
  return (
    <fetcher.Form method="post" action={href("/wishlist")} className="pv-wishlist-form">
      <Hole kind="heart" props={{ productId, redirectTo, className }} personal={{ user, cartCount: 0, product: null }} live={{ pending, onClick }} />
    </fetcher.Form>
  );
}

import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { queuedEvents, trackEvent } from "~/lib/analytics";
import { addToCartEvent, type EventCartLine, removeFromCartEvent } from "~/lib/cart-events";
import type { ApiCart } from "~/lib/cart-json";
import { type CartQueue, createCartQueue } from "~/lib/cart-queue";
import { type RootData, useRootData } from "./shop";

// The cart with JavaScript (spec §4 Cart, §8): one queue per page load shared by the cart page
// and the product page, talking to the JSON calls of spec §7 with the page's cookie token.
//   - quantity edits and removals go into the queue (app/lib/cart-queue.ts), then ONE
//     modifyCartItems; on success the server's cart is taken (the cart page reloads its data);
//   - an add flushes the queue first, then addCartItems, then re-applies a kept discount code;
//   - any failed add, modify, remove or delete (success not true) reloads the page (spec §8);
//   - add_to_cart / remove_from_cart go to the analytics queue (app/lib/analytics.ts).
// The header's count follows the server's cart at once (useCartCount) without reloading the
// root data (its messages), until the root data itself is reloaded.
//
// Tests read the analytics queue through window.__analyticsQueue() (a copy, read only).

/** Where a discount code applied on the cart is kept for re-applying after an add (spec §4). */
export const DISCOUNT_CODE_KEY = "cart.discountCode";

declare global {
  interface Window {
    /** e2e tests: the analytics events waiting for consent (a copy; see app/lib/analytics.ts) */
    __analyticsQueue?: typeof queuedEvents;
  }
}

class CartCallFailed extends Error {}

interface CartAnswer {
  success?: boolean;
  cart?: ApiCart;
}

const state = {
  department: "",
  currencyRate: 1,
  /** the last cart the server sent (or the page showed): what vanishes is measured against it */
  lastCart: null as { items: readonly EventCartLine[] } | null,
  /** bumped whenever the server sent a cart, so the cart page reloads its data */
  version: 0,
  /** the header's count from the last server cart, valid while `root` is the root data it was set under */
  count: null as { value: number; root: RootData | undefined } | null,
  root: undefined as RootData | undefined,
  /** the page is being left: a last flush must outlive it */
  leaving: false,
};
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribeState = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

async function sendCartCall(call: string, method: "POST" | "PUT" | "DELETE", body: object): Promise<ApiCart> {
  const response = await fetch(`/api/cart/${call}`, {
    method,
    credentials: "same-origin",
    keepalive: state.leaving,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ ...body, department: state.department }),
  });
  const answer = (await response.json().catch(() => ({}))) as CartAnswer;
  if (!response.ok || answer.success !== true || !answer.cart) throw new CartCallFailed(`${call}: ${response.status}`);
  return answer.cart;
}

function rememberDiscountCode(cart: { discountCode: { code: string } | null }) {
  try {
    if (cart.discountCode) sessionStorage.setItem(DISCOUNT_CODE_KEY, cart.discountCode.code);
    else sessionStorage.removeItem(DISCOUNT_CODE_KEY);
  } catch {
    // storage switched off: nothing to re-apply later
  }
}

/** Takes the server's cart (spec §4: "On success the cart is replaced by the server's cart"). */
function takeServerCart(cart: ApiCart) {
  state.lastCart = cart;
  state.version += 1;
  state.count = { value: cart.count, root: state.root };
  notify();
}

let queue: CartQueue | null = null;

/** spec §8: a failed add, modify, remove or delete reloads the page. */
function reloadPage() {
  // a page being left is not brought back by a reload
  if (!state.leaving) window.location.reload();
}

function cartQueue() {
  queue ??= createCartQueue({
    async send(body) {
      const before = state.lastCart?.items ?? [];
      const cart = await sendCartCall("modifyCartItems", "POST", body);
      const removed = removeFromCartEvent(before, cart.items, state.currencyRate);
      if (removed) trackEvent(removed);
      rememberDiscountCode(cart);
      takeServerCart(cart);
    },
    onError: reloadPage,
  });
  return queue;
}

/** Keeps the module in step with the page: storefront, root data, and the test hook. */
function useCartClientSetup() {
  const root = useRootData();
  // in an effect: the module's state is the browser's, never written while the server renders
  useEffect(() => {
    state.department = root?.locale.department ?? state.department;
    state.currencyRate = root?.locale.currencyRate ?? state.currencyRate;
    state.root = root;
  }, [root]);
  useEffect(() => {
    window.__analyticsQueue = queuedEvents;
  }, []);
}

/** True once the page runs in the browser (hydrated): the server render and the first client render agree. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** spec §4: true while a cart call or update is pending (the checkout is locked). */
const subscribeQueue = (listener: () => void) => cartQueue().subscribe(listener);
const queuePending = () => cartQueue().pending();

function useQueuePending() {
  return useSyncExternalStore(subscribeQueue, queuePending, () => false);
}

/** The header's cart count: the server's latest cart once JavaScript changed it, else the root data's. */
export function useCartCount() {
  const root = useRootData();
  const count = useSyncExternalStore(
    subscribeState,
    () => state.count,
    () => null,
  );
  return count && count.root === root ? count.value : (root?.cartCount ?? 0);
}

/** The cart page's side: a queue edit per quantity change or removal, the lock, the reload after each answer. */
export function useCartPage(pageCart: { items: EventCartLine[]; discountCode: { code: string } | null }) {
  useCartClientSetup();
  const hydrated = useHydrated();
  const pending = useQueuePending();
  const revalidator = useRevalidator();
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const version = useSyncExternalStore(
    subscribeState,
    () => state.version,
    () => 0,
  );
  const seen = useRef(version);

  // the page's cart is what the shopper sees: what vanishes later is measured against it
  useEffect(() => {
    state.lastCart = { items: pageCart.items };
    rememberDiscountCode(pageCart);
  }, [pageCart]);

  // leaving the page (a link out, closing the tab) with edits still queued: send them now
  useEffect(() => {
    const leave = () => {
      if (!cartQueue().changes().updates.size && !cartQueue().changes().deletions.length) return;
      state.leaving = true;
      void cartQueue().flush();
    };
    const back = () => {
      state.leaving = false;
    };
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", back);
    return () => {
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
    };
  }, []);

  // a new server cart: the page's data is loaded again (lines, totals, extras)
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    revalidator.revalidate();
  }, [version, revalidator]);

  const qtyChanged = useCallback((productId: number, value: string) => {
    // only whole quantities 0..99 are queued; anything else waits for a valid value
    if (!/^\d{1,2}$/.test(value.trim())) return;
    cartQueue().update(productId, Number(value));
  }, []);

  const qtySubmitted = useCallback(
    (productId: number, value: string) => {
      qtyChanged(productId, value);
      void cartQueue().flush(); // Enter or the Update button: no need to wait for the debounce
    },
    [qtyChanged],
  );

  const removeClicked = useCallback((productId: number) => {
    setRemoving((current) => new Set(current).add(productId));
    cartQueue().remove(productId);
  }, []);

  /** the quantity a line's field starts with: a queued edit not yet sent wins over the page's */
  const shownQty = useCallback(
    (productId: number, qty: number) => (typeof window === "undefined" ? qty : (cartQueue().changes().updates.get(productId) ?? qty)),
    [],
  );

  return { hydrated, pending: hydrated && pending, removing, qtyChanged, qtySubmitted, removeClicked, shownQty };
}

/** The product page's add (spec §4): flush the queue, addCartItems, re-apply a kept discount code. */
export function useAddToCart() {
  useCartClientSetup();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<"idle" | "adding" | "added">("idle");
  /** what the last add did: how many were added (0: the line was full) and the cart now holds */
  const [result, setResult] = useState<{ added: number; inCart: number } | null>(null);
  const revalidator = useRevalidator();

  /** `inCart`: how many the cart held before, as the page was rendered with */
  const add = useCallback(
    (productId: number, qty: number, inCart: number) => {
      setStatus("adding");
      const items = [{ product_id: productId, qty }];
      const before = state.lastCart ? (state.lastCart.items.find((line) => line.product_id === productId)?.qty ?? 0) : inCart;
      void cartQueue().run(async () => {
        const cart = await sendCartCall("addCartItems", "POST", { items });
        const added = addToCartEvent(items, cart.items, state.currencyRate);
        if (added) trackEvent(added);
        takeServerCart(cart);
        const after = cart.items.find((line) => line.product_id === productId)?.qty ?? 0;
        setResult({ added: Math.max(0, after - before), inCart: after });
        setStatus("added");
        await reapplyDiscountCode();
        // the page's own view of the cart (free shipping counted with it) follows
        revalidator.revalidate();
      });
    },
    [revalidator],
  );

  return { hydrated, status, result, add };
}

/**
 * spec §4: "After an add, a discount code kept in shared state is re-applied if present." A
 * refused code is not an error of the add (spec §8 returns it to the caller): it is forgotten.
 */
async function reapplyDiscountCode() {
  let code: string | null = null;
  try {
    code = sessionStorage.getItem(DISCOUNT_CODE_KEY);
  } catch {
    return;
  }
  if (!code) return;
  try {
    takeServerCart(await sendCartCall("addDiscountCode", "POST", { discountCode: code }));
  } catch {
    try {
      sessionStorage.removeItem(DISCOUNT_CODE_KEY);
    } catch {
      // storage switched off
    }
  }
}

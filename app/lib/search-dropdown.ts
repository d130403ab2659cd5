import { formatNumber } from "./money";

// The header search box's dropdown (spec §4 Search, §5 search box): pure rules the component
// follows, kept here so they can be tested without a browser.

/** Spec §5/§9: the box asks after 1 s without typing (a paste asks at once). */
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * An amount the API already gave in the storefront currency (spec §7 prices are decimals in
 * that currency), formatted as spec §9 wants it, without converting a second time:
 * formatAmount(12344.13, "Ft") = "12 344,13 Ft".
 */
export function formatAmount(amount: number, label: string) {
  return `${formatNumber(amount)} ${label}`;
}

/**
 * The option the arrow keys move to: down from nothing starts at the first, up from nothing
 * at the last, and both wrap around. -1 means no option is active.
 */
export function nextActiveIndex(current: number, count: number, key: "ArrowDown" | "ArrowUp" | "Home" | "End") {
  if (count <= 0) return -1;
  switch (key) {
    case "Home":
      return 0;
    case "End":
      return count - 1;
    case "ArrowDown":
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case "ArrowUp":
      return current <= 0 ? count - 1 : current - 1;
  }
}

/**
 * Answers can arrive out of order: only the answer to the latest request counts (an older
 * term answering after a newer one is ignored).
 */
export function createRequestSequence() {
  let latest = 0;
  return {
    next: () => ++latest,
    isCurrent: (id: number) => id === latest,
    /** forgets every request in flight (an emptied box must not be refilled by a late answer) */
    cancel: () => void ++latest,
  };
}

/** The search page of a term: "/search/{encoded term}" (spec §2). */
export function searchPath(term: string) {
  return `/search/${encodeURIComponent(term)}`;
}

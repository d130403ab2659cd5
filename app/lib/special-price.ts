// A special price may be limited in time (product.discount_from / discount_to, migration 017;
// the catalogue file's special_from / special_to). A date without a time is a whole UTC day: a
// discount "from 2026-12-01 to 2026-12-24" holds from the first instant of the 1st to the last
// of the 24th. Either bound may be missing: open-ended.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The first instant a `from` bound lets the discount hold (ms), or null when open. */
function startOf(from: string | null) {
  return from ? Date.parse(from) : null;
}

/** The first instant a `to` bound no longer lets it hold (ms), or null when open. */
function endOf(to: string | null) {
  if (!to) return null;
  return DATE_ONLY.test(to) ? Date.parse(to) + DAY_MS : Date.parse(to) + 1;
}

/** Whether a special price with these dates holds at `now`. */
export function specialPriceActive(from: string | null, to: string | null, now = Date.now()) {
  const start = startOf(from);
  const end = endOf(to);
  return (start === null || now >= start) && (end === null || now < end);
}

/** The next instant after `now` at which the special price starts or stops holding; null: never. */
export function nextSpecialPriceChange(from: string | null, to: string | null, now = Date.now()) {
  const moments = [startOf(from), endOf(to)].filter((t): t is number => t !== null && t > now);
  return moments.length ? Math.min(...moments) : null;
}

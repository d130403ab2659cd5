// Blog list paging. The list shows 12 posts a page and reads the page from `p` with the same
// rule as category pages (parsePage in listing-query.ts, spec §2).

export const BLOG_PAGE_SIZE = 12;

export function pageCount(total: number, pageSize = BLOG_PAGE_SIZE) {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page past the last one shows the last one: a stale link still lands on posts. */
export function clampPage(page: number, total: number, pageSize = BLOG_PAGE_SIZE) {
  return Math.min(page, pageCount(total, pageSize));
}

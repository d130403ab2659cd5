// Blog list paging. The list shows 12 posts a page and reads the page from `p`, as category
// pages do (spec §2: "p is the page number (missing, non-numeric or below 1 means 1)").

export const BLOG_PAGE_SIZE = 12;

/** Spec §2: missing, non-numeric or below 1 means 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 ? page : 1;
}

export function pageCount(total: number, pageSize = BLOG_PAGE_SIZE) {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page past the last one shows the last one: a stale link still lands on posts. */
export function clampPage(page: number, total: number, pageSize = BLOG_PAGE_SIZE) {
  return Math.min(page, pageCount(total, pageSize));
}

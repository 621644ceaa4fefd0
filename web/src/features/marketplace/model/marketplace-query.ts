// The marketplace's state lives in the URL: ?q= (search text) and ?page= (1-based).
import { SEARCH_TEXT_MAX } from '@sponsorspot/contract/constants';

export interface MarketplaceQuery {
  q: string;
  page: number;
}

/** Reads ?q= and ?page=, clamping what a hand-edited URL could hold. */
export function readMarketplaceQuery(search: URLSearchParams): MarketplaceQuery {
  const q = (search.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return { q, page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1 };
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** "Showing 13–24 of 52 spots" range: first and last item numbers of a page. */
export function shownRange(
  pageNumber: number,
  pageSize: number,
  shownCount: number,
): { first: number; last: number } {
  if (shownCount === 0) return { first: 0, last: 0 };
  const first = (pageNumber - 1) * pageSize + 1;
  return { first, last: first + shownCount - 1 };
}

/**
 * Page numbers for the pager: always the first and last, the current one with `siblings` on each side, and
 * null where numbers are left out (shown as an ellipsis).
 */
export function pageWindow(current: number, total: number, siblings = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  let from = Math.max(2, current - siblings);
  let to = Math.min(total - 1, current + siblings);
  // An ellipsis never stands for a single page: show that page instead.
  if (from === 3) from = 2;
  if (to === total - 2) to = total - 1;
  pages.push(1);
  if (from > 2) pages.push(null);
  for (let page = from; page <= to; page++) pages.push(page);
  if (to < total - 1) pages.push(null);
  if (total > 1) pages.push(total);
  return pages;
}

// The marketplace's state lives in the URL: ?q= (search text), ?page= (1-based), and the filters and sort
// (?min=&max= monthly price in dollars, ?size=, ?placement=, ?status= repeated, ?sort=), so reload and the
// back button keep them. paths.marketplace.href writes what readMarketplaceQuery reads.
import { PAGE_NUMBER_MAX, SEARCH_TEXT_MAX } from '@sponsorspot/contract/constants';
import { PRICE_LIMITS } from '@sponsorspot/contract/spot-product';
import {
  FILTER_VALUES_MAX,
  MARKET_STATES,
  type MarketState,
  PLACEMENT_MAX,
  SPOT_SORTS,
  type SpotSort,
} from '@sponsorspot/contract/search-rules';

export interface MarketplaceFilters {
  priceMin: number | null;
  priceMax: number | null;
  sizes: string[];
  placements: string[];
  availability: MarketState[];
}

export interface MarketplaceQuery extends MarketplaceFilters {
  q: string;
  page: number;
  sort: SpotSort;
}

export const NO_FILTERS: MarketplaceFilters = {
  priceMin: null,
  priceMax: null,
  sizes: [],
  placements: [],
  availability: [],
};

const SIZE = /^\d{1,4}x\d{1,4}$/;

/** A price of the URL in dollars (whole cents, 0 to the price limit), or null. */
function readPrice(text: string | null): number | null {
  if (text === null || !/^\d{1,6}(\.\d{1,2})?$/.test(text.trim())) return null;
  const value = Number(text);
  return value <= PRICE_LIMITS.max ? value : null;
}

/** The distinct values of a repeated key that `keep` accepts, as many as the API takes. */
function readList<T extends string>(
  search: URLSearchParams,
  key: string,
  keep: (value: string) => T | null,
): T[] {
  const values = search
    .getAll(key)
    .map(keep)
    .filter((value): value is T => value !== null);
  return [...new Set(values)].slice(0, FILTER_VALUES_MAX);
}

/** Reads the marketplace's URL, dropping what a hand-edited URL could hold that the API would refuse. */
export function readMarketplaceQuery(search: URLSearchParams): MarketplaceQuery {
  const q = (search.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const sort = search.get('sort');
  return {
    q,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, PAGE_NUMBER_MAX) : 1,
    priceMin: readPrice(search.get('min')),
    priceMax: readPrice(search.get('max')),
    sizes: readList(search, 'size', (value) => (SIZE.test(value) ? value : null)),
    placements: readList(search, 'placement', (value) => {
      const placement = value.trim().toLowerCase();
      return placement && placement.length <= PLACEMENT_MAX ? placement : null;
    }),
    availability: readList(search, 'status', (value) =>
      (MARKET_STATES as readonly string[]).includes(value) ? (value as MarketState) : null,
    ),
    sort: (SPOT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SpotSort) : 'relevance',
  };
}

/** How many filters are set (the price range counts once). */
export function activeFilterCount(filters: MarketplaceFilters): number {
  const price = filters.priceMin !== null || filters.priceMax !== null ? 1 : 0;
  return price + filters.sizes.length + filters.placements.length + filters.availability.length;
}

/** A list with the value added (checked) or taken out (unchecked). */
export function toggled<T extends string>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
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

// The marketplace's filters, sorts and facets (an extension of ours to POST spot/search/ and POST
// spot/available, beyond the spec call): their values, and the rules that put a spot under each choice. Plain
// values and functions, shared by the simulator (which filters and counts) and the app (which shows the
// choices).
import { isSpotAvailable, isSpotLive, parseSpotProduct, type SnapshotStatuses } from './rules.js';

/**
 * The orders of a search. relevance: the spec call's order (name matches first, then the rest, each by id; by
 * id without words); newest: latest created first; price_asc / price_desc: by monthly price; traffic: by the
 * last RECENT_VIEWS_DAYS days' views, spots whose publisher keeps analytics private last. Ties go by id.
 */
export const SPOT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'traffic'] as const;
export type SpotSort = (typeof SPOT_SORTS)[number];

/**
 * The body fields of ours on POST spot/search/ and POST spot/available. A backend with only the spec's fields
 * ignores them (as it ignores any field it does not know) and answers without facets; the app then says the
 * filters and sort are not offered.
 */
export const MARKET_FILTER_FIELDS = [
  'priceMin',
  'priceMax',
  'sizes',
  'placements',
  'availability',
  'sort',
] as const;
export type MarketFilterField = (typeof MARKET_FILTER_FIELDS)[number];

/** The words a person reads for each order. */
export const SPOT_SORT_LABELS: Record<SpotSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  traffic: 'Most viewed (30 days)',
};

/**
 * Where a listed spot stands for a buyer: live (contract/rules.ts isSpotLive), available (isSpotAvailable, no
 * checkout holds it), held (available, but a sponsor's checkout holds it until heldUntil), reserved (neither:
 * a reservation waits for the publisher's approval, or its sponsor is not active). Exactly one per spot.
 */
export const MARKET_STATES = ['available', 'held', 'live', 'reserved'] as const;
export type MarketState = (typeof MARKET_STATES)[number];

export const MARKET_STATE_LABELS: Record<MarketState, string> = {
  available: 'Available',
  held: 'Held',
  live: 'Live',
  reserved: 'Reserved',
};

/** A spot's market state from the one live/available rule (rules.ts) and its checkout hold at `nowMs`. */
export function marketStateOf(
  snapshot: SnapshotStatuses | null | undefined,
  heldUntil: string | null,
  nowMs: number,
): MarketState {
  if (isSpotLive(snapshot)) return 'live';
  if (!isSpotAvailable(snapshot)) return 'reserved';
  return heldUntil !== null && Date.parse(heldUntil) > nowMs ? 'held' : 'available';
}

/** The days of traffic the traffic sort and a card's view count add up: today and the 29 before (UTC). */
export const RECENT_VIEWS_DAYS = 30;

/** The first UTC day (YYYY-MM-DD) of the recent views at `nowMs`. */
export function recentViewsSince(nowMs: number): string {
  return new Date(nowMs - (RECENT_VIEWS_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A spot's size and placement as the filters read them, from its productJson (SpotProduct): the size as
 * "WxH" (null without a valid one), the placement the publisher typed, trimmed and in lower case so
 * "Sidebar" and "sidebar " are one choice (null when empty or absent), and the price in cents.
 */
export function facetValuesOf(productJson: string): {
  size: string | null;
  placement: string | null;
  priceCents: number | null;
} {
  const product = parseSpotProduct(productJson);
  const placement = product.placement?.trim().toLowerCase() ?? '';
  return {
    size: product.width !== null && product.height !== null ? `${product.width}x${product.height}` : null,
    placement: placement === '' ? null : placement,
    priceCents: product.pricePerMonth === null ? null : Math.round(product.pricePerMonth * 100),
  };
}

/** How many values of sizes and of placements a facet lists at most (the most common first). */
export const FACET_VALUES_MAX = 30;
/** How many sizes, placements or states a filter may name. */
export const FILTER_VALUES_MAX = 30;
/** Placement text as the spot form limits it. */
export const PLACEMENT_MAX = 100;

/** A placement as a person reads it: "sidebar" → "Sidebar". */
export function placementLabel(placement: string): string {
  return placement.charAt(0).toUpperCase() + placement.slice(1);
}

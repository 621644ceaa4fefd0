// The count and facets of a marketplace question (spot-market-search.ts) from its facet groups: how many spots
// each size, placement and state leaves under the other filters, and the price bounds.
import { FACET_VALUES_MAX, MARKET_STATES, type MarketState } from '@sponsorspot/contract/search-rules';
import type { FacetCount, SearchFacets } from '@sponsorspot/contract/sponsor';

/** A facet group of the matches: how many are in the price range, and the lowest and highest price of all. */
export interface Group {
  size: string | null;
  placement: string | null;
  state: MarketState;
  count: number;
  low: number | null;
  high: number | null;
}

/** The filters the groups are taken by: lists sorted and distinct, placements trimmed and in lower case. */
export interface GroupFilters {
  sizes: string[] | null;
  placements: string[] | null;
  availability: MarketState[] | null;
}

/** The facets of the groups under the filters (a value's count applies every other filter and that value). */
export function facetsOf(
  groups: Group[],
  filters: GroupFilters,
): { totalCount: number; facets: SearchFacets } {
  const keeps = (values: string[] | null, value: string | null) =>
    values === null || (value !== null && values.includes(value));
  const matching = (except: 'size' | 'placement' | 'state' | null) =>
    groups.filter(
      (g) =>
        (except === 'size' || keeps(filters.sizes, g.size)) &&
        (except === 'placement' || keeps(filters.placements, g.placement)) &&
        (except === 'state' || keeps(filters.availability, g.state)),
    );
  const countBy = (key: 'size' | 'placement', chosen: string[] | null): FacetCount[] => {
    const counts = new Map<string, number>();
    for (const group of matching(key)) {
      const value = group[key];
      if (value !== null && group.count > 0) counts.set(value, (counts.get(value) ?? 0) + group.count);
    }
    const listed = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
      .slice(0, FACET_VALUES_MAX);
    for (const value of chosen ?? [])
      if (!listed.some((item) => item.value === value)) listed.push({ value, count: counts.get(value) ?? 0 });
    return listed;
  };
  const states = matching('state');
  const priced = matching(null);
  const lows = priced.map((g) => g.low).filter((v): v is number => v !== null);
  const highs = priced.map((g) => g.high).filter((v): v is number => v !== null);
  return {
    totalCount: priced.reduce((sum, g) => sum + g.count, 0),
    facets: {
      sizes: countBy('size', filters.sizes),
      placements: countBy('placement', filters.placements),
      availability: MARKET_STATES.map((value) => ({
        value,
        count: states.filter((g) => g.state === value).reduce((sum, g) => sum + g.count, 0),
      })),
      price: {
        min: lows.length > 0 ? Math.min(...lows) / 100 : null,
        max: highs.length > 0 ? Math.max(...highs) / 100 : null,
      },
    },
  };
}

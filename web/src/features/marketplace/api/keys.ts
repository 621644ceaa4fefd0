// Query keys of the marketplace feature: under the spots resource (['spots', …]); the key holds the
// normalised request.
import type { SpotSort } from '@sponsorspot/contract/search-rules';
import type { MarketplaceFilters } from '../model/marketplace-query';

/** A spot search as the key holds it: the words, the page, every filter and the sort. */
export interface SpotSearchParams extends MarketplaceFilters {
  searchText: string;
  pageNumber: number;
  pageSize: number;
  sort: SpotSort;
}

export const marketplaceKeys = {
  spotList: (params: SpotSearchParams) => ['spots', 'list', params] as const,
};

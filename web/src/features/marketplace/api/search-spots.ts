// POST spot/search/ (marketplace.searchSpots) — the public marketplace: published spots of active publishers,
// with the filters and sort of the screen (an extension beyond the spec call), so the answer carries the
// facets.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchSpots as searchSpotsEndpoint } from '@sponsorspot/contract/endpoints/marketplace';
import type { SpotSearchBody, SpotSearchResult } from '@sponsorspot/contract/sponsor';
import { MARKETPLACE_PAGE_SIZE } from '../../../config/constants';
import { call } from '../../../lib/api-client';
import { NO_FILTERS } from '../model/marketplace-query';
import { marketplaceKeys, type SpotSearchParams } from './keys';

export type { SpotSearchParams };

/** Every field of a search as the screen asks it: the query key holds the normalised request. */
/** A search: the words and page, and any filters and sort (none: relevance, every spot). */
export type SpotSearchRequest = Pick<SpotSearchParams, 'searchText' | 'pageNumber' | 'pageSize'> &
  Partial<SpotSearchParams>;

export function searchSpots(request: SpotSearchRequest, signal?: AbortSignal): Promise<SpotSearchResult> {
  const params: SpotSearchParams = { ...NO_FILTERS, sort: 'relevance', ...request };
  const body: SpotSearchBody = {
    pageNumber: params.pageNumber,
    pageSize: params.pageSize,
    // The sort is always sent, so the answer carries the facets the filters show.
    sort: params.sort,
    ...(params.searchText ? { searchText: params.searchText } : {}),
    ...(params.priceMin !== null ? { priceMin: params.priceMin } : {}),
    ...(params.priceMax !== null ? { priceMax: params.priceMax } : {}),
    ...(params.sizes.length > 0 ? { sizes: params.sizes } : {}),
    ...(params.placements.length > 0 ? { placements: params.placements } : {}),
    ...(params.availability.length > 0 ? { availability: params.availability } : {}),
  };
  return call(searchSpotsEndpoint, { body }, { signal });
}

export function spotsQueryOptions({
  searchText = '',
  pageNumber = 1,
  pageSize = MARKETPLACE_PAGE_SIZE,
  sort = 'relevance',
  ...filters
}: Partial<SpotSearchParams> = {}) {
  const params: SpotSearchParams = {
    ...NO_FILTERS,
    ...filters,
    searchText: searchText.trim(),
    pageNumber,
    pageSize,
    sort,
  };
  return queryOptions({
    queryKey: marketplaceKeys.spotList(params),
    queryFn: ({ signal }) => searchSpots(params, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useSpotSearch(params: Partial<SpotSearchParams>) {
  return useQuery({ ...spotsQueryOptions(params), placeholderData: keepPreviousData });
}

// POST spot/search/ (marketplace.searchSpots) — the public marketplace: published spots of active publishers.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchSpots as searchSpotsEndpoint } from '@sponsorspot/contract/endpoints/marketplace';
import type { SpotSearchBody, SpotSearchResult } from '@sponsorspot/contract/sponsor';
import { MARKETPLACE_PAGE_SIZE } from '../../../config/constants';
import { call } from '../../../lib/api-client';

/** The contract's search body with every field set: the query key holds the normalised request. */
export type SpotSearchParams = Required<Pick<SpotSearchBody, 'searchText' | 'pageNumber' | 'pageSize'>>;

/** Query keys of the spots resource: ['spots', kind, params], so invalidating ['spots'] reaches them all. */
export const spotKeys = {
  all: ['spots'] as const,
  lists: () => [...spotKeys.all, 'list'] as const,
  list: (params: SpotSearchParams) => [...spotKeys.lists(), params] as const,
};

export function searchSpots(params: SpotSearchParams, signal?: AbortSignal): Promise<SpotSearchResult> {
  const body: SpotSearchBody = {
    pageNumber: params.pageNumber,
    pageSize: params.pageSize,
    ...(params.searchText ? { searchText: params.searchText } : {}),
  };
  return call(searchSpotsEndpoint, { body }, { signal });
}

export function spotsQueryOptions({
  searchText = '',
  pageNumber = 1,
  pageSize = MARKETPLACE_PAGE_SIZE,
}: Partial<SpotSearchParams> = {}) {
  const params: SpotSearchParams = { searchText: searchText.trim(), pageNumber, pageSize };
  return queryOptions({
    queryKey: spotKeys.list(params),
    queryFn: ({ signal }) => searchSpots(params, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useSpotSearch(params: Partial<SpotSearchParams>) {
  return useQuery({ ...spotsQueryOptions(params), placeholderData: keepPreviousData });
}

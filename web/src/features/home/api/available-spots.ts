// POST spot/available (marketplace.availableSpots) — spots a sponsor can reserve now; the home page shows how many and
// the first few.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedSearchBody } from '@sponsorspot/contract/common';
import { availableSpots } from '@sponsorspot/contract/endpoints/marketplace';
import type { AvailableSpotsResult } from '@sponsorspot/contract/sponsor';
import { call } from '../../../lib/api-client';

/** How many available spots the home page shows. */
export const HOME_SPOT_COUNT = 4;

/** Under the spots resource (['spots', …]), so invalidating ['spots'] reaches these too. */
export const availableSpotKeys = {
  all: ['spots', 'available'] as const,
  list: (params: Required<Pick<PagedSearchBody, 'pageSize'>>) => [...availableSpotKeys.all, params] as const,
};

export function getAvailableSpots(pageSize: number, signal?: AbortSignal): Promise<AvailableSpotsResult> {
  const body: PagedSearchBody = { pageNumber: 1, pageSize };
  return call(availableSpots, { body }, { signal });
}

export function availableSpotsQueryOptions(pageSize = HOME_SPOT_COUNT) {
  return queryOptions({
    queryKey: availableSpotKeys.list({ pageSize }),
    queryFn: ({ signal }) => getAvailableSpots(pageSize, signal),
  });
}

export function useAvailableSpots(pageSize = HOME_SPOT_COUNT) {
  return useQuery(availableSpotsQueryOptions(pageSize));
}

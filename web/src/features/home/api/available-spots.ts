// POST spot/available (marketplace.availableSpots) — spots a sponsor can reserve now; the home page shows how many and
// the first few.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedSearchBody } from '@sponsorspot/contract/common';
import { availableSpots } from '@sponsorspot/contract/endpoints/marketplace';
import type { AvailableSpotsResult } from '@sponsorspot/contract/sponsor';
import { call } from '../../../lib/api-client';
import { homeKeys } from './keys';

/** How many available spots the home page shows. */
export const HOME_SPOT_COUNT = 4;

export function getAvailableSpots(pageSize: number, signal?: AbortSignal): Promise<AvailableSpotsResult> {
  const body: PagedSearchBody = { pageNumber: 1, pageSize };
  return call(availableSpots, { body }, { signal });
}

export function availableSpotsQueryOptions(pageSize = HOME_SPOT_COUNT) {
  return queryOptions({
    queryKey: homeKeys.availableSpots({ pageSize }),
    queryFn: ({ signal }) => getAvailableSpots(pageSize, signal),
  });
}

export function useAvailableSpots(pageSize = HOME_SPOT_COUNT) {
  return useQuery(availableSpotsQueryOptions(pageSize));
}

// GET spot/{id}/public (marketplace.publicSpot) — the spot as the marketplace shows it (404 unless published by an
// active publisher). Public: a visitor reads it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicSpot } from '@sponsorspot/contract/endpoints/marketplace';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { call } from '../../../lib/api-client';
import { orderKeys } from './keys';

export function getPublicSpot(id: number, signal?: AbortSignal): Promise<Spot> {
  return call(publicSpot, { params: { id } }, { signal });
}

export function publicSpotQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.spot(id),
    queryFn: ({ signal }) => getPublicSpot(id, signal),
  });
}

export function usePublicSpot(id: number) {
  return useQuery({ ...publicSpotQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

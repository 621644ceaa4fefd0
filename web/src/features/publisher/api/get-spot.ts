// GET spot/{id} (publisher.getSpot) — one of the publisher's spots in any status (404 for anyone else's).
import { queryOptions } from '@tanstack/react-query';
import { getSpot as getSpotEndpoint } from '@sponsorspot/contract/endpoints/publisher';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { publisherKeys } from './keys';

export function getSpot(id: number, signal?: AbortSignal): Promise<Spot> {
  return call(getSpotEndpoint, { params: { id } }, { signal });
}

export function spotQueryOptions(id: number) {
  return queryOptions({
    queryKey: publisherKeys.spot(id),
    queryFn: ({ signal }) => getSpot(id, signal),
  });
}

export function useSpot(id: number) {
  return useSignedInQuery(spotQueryOptions(id));
}

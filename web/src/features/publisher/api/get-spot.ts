// GET /sponsor/api/v1/spot/{id} — one of the publisher's spots in any status (404 for anyone else's).
import { queryOptions } from '@tanstack/react-query';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { api } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { publisherSpotKeys } from './list-publisher-spots';

export const spotUrl = (id: number) => `/sponsor/api/v1/spot/${id}`;

export function getSpot(id: number, signal?: AbortSignal): Promise<Spot> {
  return api.get<Spot>(spotUrl(id), { signal });
}

export function spotQueryOptions(id: number) {
  return queryOptions({
    queryKey: publisherSpotKeys.detail(id),
    queryFn: ({ signal }) => getSpot(id, signal),
  });
}

export function useSpot(id: number) {
  return useSignedInQuery(spotQueryOptions(id));
}

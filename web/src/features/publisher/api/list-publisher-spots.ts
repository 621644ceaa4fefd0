// POST publisher/spots (publisher.publisherSpots) — the publisher's own spots in every status, newest first;
// and the feature's one key factory: every publisher-spot query lives under publisherSpotKeys.all.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { publisherSpots } from '@sponsorspot/contract/endpoints/publisher';
import type { PublisherSpotsBody, PublisherSpotsResult } from '@sponsorspot/contract/publisher';
import { call } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { useSignedInQuery } from '../../auth';

export type PublisherSpotsParams = Required<Pick<PublisherSpotsBody, 'pageNumber' | 'pageSize'>> & {
  status: NonNullable<PublisherSpotsBody['status']>;
};

/** ['me', 'publisher-spots', kind, ...]: under the user's scope, so logging out drops them. */
export const publisherSpotKeys = {
  all: [...USER_SCOPE_KEY, 'publisher-spots'] as const,
  lists: () => [...publisherSpotKeys.all, 'list'] as const,
  list: (params: PublisherSpotsParams) => [...publisherSpotKeys.lists(), params] as const,
  details: () => [...publisherSpotKeys.all, 'detail'] as const,
  detail: (id: number) => [...publisherSpotKeys.details(), id] as const,
  snippet: (id: number) => [...publisherSpotKeys.all, 'snippet', id] as const,
  /** The publisher's earnings over a range, and their payouts (not spots, but the publisher's too). */
  earnings: (range: { from?: string; to?: string }) => [...publisherSpotKeys.all, 'earnings', range] as const,
  payouts: () => [...publisherSpotKeys.all, 'payouts'] as const,
  /** The decals waiting for the publisher's approval on their spots. */
  reviews: () => [...publisherSpotKeys.all, 'reviews'] as const,
};

export function listPublisherSpots(
  params: PublisherSpotsParams,
  signal?: AbortSignal,
): Promise<PublisherSpotsResult> {
  return call(publisherSpots, { body: params }, { signal });
}

export function publisherSpotsQueryOptions(params: PublisherSpotsParams) {
  return queryOptions({
    queryKey: publisherSpotKeys.list(params),
    queryFn: ({ signal }) => listPublisherSpots(params, signal),
  });
}

/** Keeps the previous list on screen while another filter or page loads. */
export function usePublisherSpots(params: PublisherSpotsParams) {
  return useSignedInQuery({ ...publisherSpotsQueryOptions(params), placeholderData: keepPreviousData });
}

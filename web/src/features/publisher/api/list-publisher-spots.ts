// POST publisher/spots (publisher.publisherSpots) — the publisher's own spots in every status, newest first.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { publisherSpots } from '@sponsorspot/contract/endpoints/publisher';
import type { PublisherSpotsResult } from '@sponsorspot/contract/publisher';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { publisherKeys, type PublisherSpotsParams } from './keys';

export type { PublisherSpotsParams };

export function listPublisherSpots(
  params: PublisherSpotsParams,
  signal?: AbortSignal,
): Promise<PublisherSpotsResult> {
  return call(publisherSpots, { body: params }, { signal });
}

export function publisherSpotsQueryOptions(params: PublisherSpotsParams) {
  return queryOptions({
    queryKey: publisherKeys.spotList(params),
    queryFn: ({ signal }) => listPublisherSpots(params, signal),
  });
}

/** Keeps the previous list on screen while another filter or page loads. */
export function usePublisherSpots(params: PublisherSpotsParams) {
  return useSignedInQuery({ ...publisherSpotsQueryOptions(params), placeholderData: keepPreviousData });
}

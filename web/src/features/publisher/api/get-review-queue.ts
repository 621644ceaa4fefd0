// GET publisher/reviews (reviews.reviewQueue) — the decals waiting for the publisher's approval on their
// spots, oldest first (the next to be approved automatically on top); 403 forbidden for a user who is not a
// publisher, so only a publisher's screens ask (the badge is mounted for one, the section checks first).
import { queryOptions } from '@tanstack/react-query';
import { reviewQueue } from '@sponsorspot/contract/endpoints/reviews';
import type { ReviewQueue } from '@sponsorspot/contract/reviews';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { publisherKeys } from './keys';

export function getReviewQueue(signal?: AbortSignal): Promise<ReviewQueue> {
  return call(reviewQueue, {}, { signal });
}

export function reviewQueueQueryOptions() {
  return queryOptions({
    queryKey: publisherKeys.reviews(),
    queryFn: ({ signal }) => getReviewQueue(signal),
  });
}

export function useReviewQueue(options: { enabled?: boolean } = {}) {
  return useSignedInQuery({ ...reviewQueueQueryOptions(), ...options });
}

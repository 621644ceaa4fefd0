// POST spot/content/review (reviews.reviewContent) — approve a decal waiting on one of the publisher's spots,
// or reject it with a reason (REVIEW_REASON; a rejected new reservation is refunded and frees the spot). 409
// conflict when nothing waits any more (decided, approved automatically or edited since).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewContent as reviewContentEndpoint } from '@sponsorspot/contract/endpoints/reviews';
import type { ReviewBody, ReviewOutcome } from '@sponsorspot/contract/reviews';
import { call } from '../../../lib/api-client';
import { publisherKeys } from './keys';

export type ReviewContentInput = ReviewBody;

export function reviewContent(input: ReviewContentInput): Promise<ReviewOutcome> {
  return call(reviewContentEndpoint, { body: input });
}

export function useReviewContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewContent,
    // The queue, and the spots a decision makes live or frees, with the earnings and payouts a refund takes
    // back.
    onSettled: () =>
      Promise.all(
        [
          publisherKeys.reviews(),
          publisherKeys.spots(),
          publisherKeys.earnings(),
          publisherKeys.payouts(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

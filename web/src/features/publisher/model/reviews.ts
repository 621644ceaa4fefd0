// The review queue as /publisher shows it: the kind of each waiting decal, the words after a decision and
// the server's message about the reason at its field. The reason's rule is the contract's
// (contract/review-rules.ts). Pure.
import type { ReviewItem, ReviewOutcome } from '@sponsorspot/contract/reviews';
import { formatUsd } from './earnings';

export const REVIEW_KIND_LABEL: Record<ReviewItem['kind'], string> = {
  first: 'New reservation',
  change: 'Changed decal',
};

/** The announcement after a decision: what it did, for whom and where. */
export function decisionText(
  item: Pick<ReviewItem, 'spotName' | 'sponsorName' | 'kind'>,
  outcome: Pick<ReviewOutcome, 'review' | 'refunded'>,
): string {
  const where = `${item.sponsorName}’s decal on “${item.spotName}”`;
  if (outcome.review.status === 'rejected')
    return outcome.refunded === null
      ? `Rejected ${where}: the current decal keeps running.`
      : `Rejected ${where}: ${formatUsd(outcome.refunded)} refunded and the spot is available again.`;
  return `Approved ${where}: it runs now.`;
}

/** The server's validation_failed message about the reason ([{field, message}]), or null. */
export function reasonFieldProblem(details: unknown): string | null {
  if (!Array.isArray(details)) return null;
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { field, message } = detail as { field?: unknown; message?: unknown };
    if (field === 'reason' && typeof message === 'string') return message;
  }
  return null;
}

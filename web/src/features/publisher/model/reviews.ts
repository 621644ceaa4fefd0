// The review queue as /publisher shows it: the kind of each waiting decal, the words after a decision and
// the server's message about the reason at its field. The reason's rule is the contract's
// (contract/review-rules.ts). Pure.
import { ErrorCode } from '@sponsorspot/contract/constants';
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
      : outcome.refunded > 0
        ? `Rejected ${where}: ${formatUsd(outcome.refunded)} refunded and the spot is available again.`
        : // A reservation the sponsor's plan paid for: nothing was charged for it, so no refund is announced.
          `Rejected ${where}: the reservation ends and the spot is available again.`;
  return `Approved ${where}: it runs now.`;
}

/** What the publisher is told when a decision came too late for what they saw; the queue is read again. */
export const OUTDATED_DECISION_TEXT = 'This decal changed after you opened it — look again.';

/**
 * The words for a decision the server refused because the queue item is no longer what waits: another
 * revision waits (review_outdated), approving would put nothing live (nothing_goes_live), or nothing waits
 * any more (conflict: decided, approved automatically, changed and not checked yet, or the reservation
 * ended). Null for other refusals.
 */
export function outdatedDecisionText(code: string): string | null {
  switch (code) {
    case ErrorCode.reviewOutdated:
    case ErrorCode.nothingGoesLive:
      return OUTDATED_DECISION_TEXT;
    case ErrorCode.conflict:
      return 'This decal no longer waits for you: it was decided, approved automatically, changed by its sponsor (it comes back once checked), or its reservation ended.';
    default:
      return null;
  }
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

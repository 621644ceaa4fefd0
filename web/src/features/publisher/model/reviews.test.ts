import { describe, expect, it } from 'vitest';
import type { ContentReview } from '@sponsorspot/contract/sponsor';
import { ErrorCode } from '@sponsorspot/contract/constants';
import {
  OUTDATED_DECISION_TEXT,
  REVIEW_KIND_LABEL,
  decisionText,
  outdatedDecisionText,
  reasonFieldProblem,
} from './reviews';

const review: ContentReview = {
  status: 'approved',
  kind: 'first',
  requestedAt: '2026-11-25T08:00:00.000Z',
  autoApproveAt: null,
  decidedAt: '2026-11-25T09:00:00.000Z',
  reason: null,
};
const item = { spotName: 'Header', sponsorName: 'Acme', kind: 'first' as const };

describe('the review queue', () => {
  it('names each kind', () => {
    expect(REVIEW_KIND_LABEL).toEqual({ first: 'New reservation', change: 'Changed decal' });
  });

  it('says what a decision did', () => {
    expect(decisionText(item, { review, refunded: null })).toBe(
      'Approved Acme’s decal on “Header”: it runs now.',
    );
    expect(decisionText(item, { review: { ...review, status: 'rejected' }, refunded: 25.5 })).toBe(
      'Rejected Acme’s decal on “Header”: $25.50 refunded and the spot is available again.',
    );
    // A plan-paid reservation was not charged on its own: no "$0.00 refunded".
    expect(decisionText(item, { review: { ...review, status: 'rejected' }, refunded: 0 })).toBe(
      'Rejected Acme’s decal on “Header”: the reservation ends and the spot is available again.',
    );
    expect(
      decisionText(
        { ...item, kind: 'change' },
        { review: { ...review, status: 'rejected' }, refunded: null },
      ),
    ).toBe('Rejected Acme’s decal on “Header”: the current decal keeps running.');
  });

  it("reads the server's message about the reason", () => {
    expect(
      reasonFieldProblem([
        { field: 'spotContentId', message: 'other' },
        { field: 'reason', message: 'Say why in at least 10 characters: the sponsor reads it.' },
      ]),
    ).toBe('Say why in at least 10 characters: the sponsor reads it.');
    expect(reasonFieldProblem([{ field: 'decision', message: 'x' }])).toBeNull();
    expect(reasonFieldProblem(undefined)).toBeNull();
  });
});

describe('outdatedDecisionText', () => {
  it('says the decal changed for a decision on a revision that no longer waits, or that would put nothing live', () => {
    expect(outdatedDecisionText(ErrorCode.reviewOutdated)).toBe(OUTDATED_DECISION_TEXT);
    expect(outdatedDecisionText(ErrorCode.nothingGoesLive)).toBe(OUTDATED_DECISION_TEXT);
    expect(OUTDATED_DECISION_TEXT).toBe('This decal changed after you opened it — look again.');
    expect(outdatedDecisionText(ErrorCode.conflict)).toMatch(/no longer waits for you/);
    expect(outdatedDecisionText(ErrorCode.validationFailed)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { ContentReview } from '@sponsorspot/contract/sponsor';
import { REVIEW_KIND_LABEL, decisionText, reasonFieldProblem } from './reviews';

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

import { describe, expect, it } from 'vitest';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { AUTO_APPROVE_MS } from '@sponsorspot/contract/review-rules';
import type { ContentReview } from '@sponsorspot/contract/sponsor';
import {
  autoApprovalText,
  awaitsApproval,
  canUnreserve,
  contentLabelOf,
  formatComesIn,
  reviewNoteOf,
  unreservedText,
} from './review';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = Date.parse('2026-11-25T08:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

const pending: ContentReview = {
  status: 'pending',
  kind: 'first',
  requestedAt: iso(now),
  autoApproveAt: iso(now + AUTO_APPROVE_MS),
  decidedAt: null,
  reason: null,
};

describe('the review as the sponsor reads it', () => {
  it('tells a paid reservation in review from a checkout hold', () => {
    const inReview = { status: EntityStatus.Pending, heldUntil: null, review: pending };
    const held = { status: EntityStatus.Pending, heldUntil: iso(now + 10 * MINUTE), review: null };
    expect(awaitsApproval(inReview)).toBe(true);
    expect(contentLabelOf(inReview)).toBe('Waiting for approval');
    expect(awaitsApproval(held)).toBe(false);
    expect(contentLabelOf(held)).toBe('Held for payment');
    expect(
      contentLabelOf({
        status: EntityStatus.Active,
        heldUntil: null,
        review: { ...pending, kind: 'change' },
      }),
    ).toBe('Active');
  });

  it('an unreserved order reads "Runs until …" while it runs, then "Ended …", never "Ended" beside "Ends …"', () => {
    const day = (value: string) => value.slice(0, 10);
    const endsAt = '2026-12-27T10:00:00.000Z';
    const running = { status: EntityStatus.Active, heldUntil: null, review: null, endsAt };
    const ended = { ...running, status: EntityStatus.Disabled };
    expect(contentLabelOf(running, day)).toBe('Runs until 2026-12-27');
    expect(contentLabelOf(ended, day)).toBe('Ended 2026-12-27');
    // Renewing, or without the day's format: the state's label.
    expect(contentLabelOf({ ...running, endsAt: null }, day)).toBe('Active');
    expect(contentLabelOf(running)).toBe('Active');
    expect(contentLabelOf({ ...ended, endsAt: null }, day)).toBe('Ended');
    expect(unreservedText(running, running, day)).toBe(
      'Unreserved: your decal runs until 2026-12-27, the end of the period you paid for. Nothing more is billed.',
    );
    expect(unreservedText(running, ended, day)).toBe('Unreserved: your decal is off the spot.');
    const inReview = { status: EntityStatus.Pending, heldUntil: null };
    expect(unreservedText(inReview, ended, day)).toBe(
      'Unreserved: the reservation ended before the publisher approved it, and what you paid for it is refunded in full.',
    );
    expect(unreservedText(running, ended, day, 'Blog sidebar')).toBe(
      'Unreserved “Blog sidebar”: your decal is off the spot.',
    );
  });

  it('may be unreserved while it runs and is not ending, or while it waits for approval', () => {
    const endsAt = '2026-12-27T10:00:00.000Z';
    expect(canUnreserve({ status: EntityStatus.Active, heldUntil: null, endsAt: null })).toBe(true);
    expect(canUnreserve({ status: EntityStatus.Active, heldUntil: null, endsAt })).toBe(false);
    expect(canUnreserve({ status: EntityStatus.Pending, heldUntil: null })).toBe(true);
    expect(canUnreserve({ status: EntityStatus.Pending, heldUntil: iso(now + MINUTE) })).toBe(false);
    expect(canUnreserve({ status: EntityStatus.Disabled, heldUntil: null, endsAt })).toBe(false);
  });

  it.each([
    [AUTO_APPROVE_MS, 'in 2 days'],
    [AUTO_APPROVE_MS - 30 * MINUTE, 'in 1 day 23 hours'],
    [24 * HOUR, 'in 1 day'],
    [5 * HOUR + 12 * MINUTE + 59_999, 'in 5 hours 12 minutes'],
    [HOUR, 'in 1 hour'],
    [59 * MINUTE + 59_999, 'in 59 minutes'],
    [MINUTE, 'in 1 minute'],
    [59_999, 'in less than a minute'],
    [0, 'any moment now'],
    [-HOUR, 'any moment now'],
  ])('says %d ms from now as %j', (ms, text) => {
    expect(formatComesIn(ms)).toBe(text);
  });

  it('counts the automatic approval down from autoApproveAt', () => {
    expect(autoApprovalText(iso(now + 3 * HOUR), now)).toBe('approved automatically in 3 hours');
    expect(autoApprovalText(iso(now - MINUTE), now)).toBe('approved automatically any moment now');
    expect(autoApprovalText(null, now)).toMatch(/^approved automatically if/);
  });

  it('says what waits, what was rejected and why, and nothing once approved', () => {
    expect(reviewNoteOf({ review: pending }, now)).toEqual({
      tone: 'info',
      text: "Waiting for the publisher's approval: approved automatically in 2 days.",
    });
    expect(reviewNoteOf({ review: { ...pending, kind: 'change' } }, now + HOUR)?.text).toBe(
      "Your change waits for the publisher's approval; the current decal keeps running (approved automatically in 1 day 23 hours).",
    );
    const rejected = { ...pending, status: 'rejected' as const, reason: 'The logo is too blurry to read.' };
    expect(reviewNoteOf({ review: rejected }, now)).toEqual({
      tone: 'danger',
      text: 'Not approved: The logo is too blurry to read (refunded in full).',
    });
    // A reservation the plan paid for had nothing charged on its own: no refund is announced.
    expect(reviewNoteOf({ review: rejected, subscription: null }, now)?.text).toBe(
      'Not approved: The logo is too blurry to read (the reservation has ended).',
    );
    expect(reviewNoteOf({ review: { ...rejected, kind: 'change' } }, now)?.text).toBe(
      'Not approved: The logo is too blurry to read (the current decal keeps running).',
    );
    expect(reviewNoteOf({ review: { ...pending, status: 'approved' } }, now)).toBeNull();
    expect(reviewNoteOf({ review: { ...pending, status: 'auto' } }, now)).toBeNull();
    expect(reviewNoteOf({ review: null }, now)).toBeNull();
    expect(reviewNoteOf({}, now)).toBeNull();
  });
});

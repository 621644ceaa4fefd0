import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { describe, expect, it } from 'vitest';
import { billingWords, unreserveTerms } from './billing';

const spotSubscription = (
  fields: Partial<NonNullable<SpotContent['subscription']>>,
): SpotContent['subscription'] => ({
  id: 9,
  status: 2,
  subscriptionLevel: 'Spot',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  ...fields,
});

describe('unreserveTerms', () => {
  it('a booking ahead whose first day has not come ends now, refunded in full; once started it runs to its period end', () => {
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    const booked = { status: 2 as const, heldUntil: null, startsAt: '2027-01-05T00:00:00.000Z' };
    expect(unreserveTerms({ ...booked, subscription: spotSubscription({}) }, now)).toEqual({
      comesOff: 'refunded',
      paidUntil: null,
      billing: 'Its first day has not come, so everything paid for it is refunded in full.',
    });
    const started = Date.parse('2027-01-06T00:00:00.000Z');
    expect(unreserveTerms({ ...booked, subscription: spotSubscription({}) }, started).comesOff).toBe(
      'period-end',
    );
  });

  it('a paid spot subscription runs to the end of its period and bills nothing more', () => {
    const terms = unreserveTerms({ subscription: spotSubscription({}) });
    expect(terms.comesOff).toBe('period-end');
    expect(terms.paidUntil).toBe('2026-12-01T00:00:00.000Z');
    expect(terms.billing).toBe('Nothing more is billed: the current period is already paid.');
  });

  it('a past-due one ends now; a plan-paid reservation, or one without a subscription, bills nothing of its own', () => {
    expect(unreserveTerms({ subscription: spotSubscription({ status: 1 }) })).toMatchObject({
      paidUntil: null,
      billing: expect.stringMatching(/past due: it ends now/),
    });
    for (const subscription of [null, { id: 1, status: 2 as const, subscriptionLevel: 'Basic' }])
      expect(unreserveTerms({ subscription })).toMatchObject({
        paidUntil: null,
        billing: expect.stringMatching(/nothing is billed for it/),
      });
  });

  it('before the publisher’s first approval it ends now, refunded in full as a rejection is', () => {
    const inReview = { status: 1 as const, heldUntil: null };
    expect(unreserveTerms({ ...inReview, subscription: spotSubscription({}) })).toEqual({
      comesOff: 'refunded',
      paidUntil: null,
      billing:
        'The publisher has not approved it yet, so everything paid for it is refunded in full, as when a decal is rejected.',
    });
    expect(
      unreserveTerms({ ...inReview, subscription: { id: 1, status: 2, subscriptionLevel: 'Basic' } }),
    ).toMatchObject({ comesOff: 'refunded', billing: expect.stringMatching(/nothing is billed for it/) });
  });
});

describe('billingWords', () => {
  const day = (iso: string) => iso.slice(0, 10);
  const active = { status: 2 as const, heldUntil: null };
  const words = (content: Parameters<typeof billingWords>[0]) => billingWords(content, day);

  it('a spot subscription is billed for the spot at its price, and renews, ends after an unreserve, or is past due', () => {
    const paidBy = '$59 a month, billed for this spot';
    expect(words({ ...active, subscription: spotSubscription({ price: 59 }) })).toEqual({
      paidBy,
      next: 'Renews 2026-12-01',
    });
    expect(
      words({ ...active, subscription: spotSubscription({ price: 59, cancelAtPeriodEnd: true }) }),
    ).toEqual({
      paidBy,
      next: 'Ends 2026-12-01',
    });
    expect(words({ ...active, subscription: spotSubscription({ price: 12.5, status: 1 }) })).toEqual({
      paidBy: '$12.50 a month, billed for this spot',
      next: 'Past due',
    });
    expect(words({ ...active, subscription: spotSubscription({ status: 3 }) })).toEqual({
      paidBy: 'Billed monthly for this spot',
      next: 'Ended',
    });
  });

  it('a fixed flight renews until its last month, which ends with the flight', () => {
    const subscription = spotSubscription({ price: 30, currentPeriodEnd: '2027-02-07T00:00:00.000Z' });
    expect(words({ ...active, subscription, endsAt: '2027-02-07T00:00:00.000Z' }).next).toBe(
      'Ends 2027-02-07',
    );
    expect(words({ ...active, subscription, endsAt: '2027-04-07T00:00:00.000Z' }).next).toBe(
      'Renews 2027-02-07',
    );
    expect(words({ ...active, subscription, endsAt: null }).next).toBe('Renews 2027-02-07');
  });

  it('a plan-paid reservation is included in the plan while it runs, with no bill of its own; none is nothing', () => {
    const plan = { id: 1, status: 2 as const, subscriptionLevel: 'Basic' as const };
    expect(words({ ...active, subscription: plan })).toEqual({
      paidBy: 'Included in your Basic plan',
      next: null,
    });
    expect(words({ status: 3, heldUntil: null, subscription: plan })).toEqual({ paidBy: null, next: null });
    expect(words({ ...active, subscription: null })).toEqual({ paidBy: null, next: null });
  });
});

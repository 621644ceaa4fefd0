import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { describe, expect, it } from 'vitest';
import { billingText, unreserveTerms } from './billing';

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
  it('a paid spot subscription ends with its period and bills nothing more', () => {
    const terms = unreserveTerms({ subscription: spotSubscription({}) });
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
});

describe('billingText', () => {
  const day = (iso: string) => iso.slice(0, 10);
  const active = { status: 2 as const, heldUntil: null };
  it('a spot subscription renews, ends after an unreserve, or is past due', () => {
    expect(billingText({ ...active, subscription: spotSubscription({}) }, day)).toBe('Renews 2026-12-01');
    expect(billingText({ ...active, subscription: spotSubscription({ cancelAtPeriodEnd: true }) }, day)).toBe(
      'Ends 2026-12-01',
    );
    expect(billingText({ ...active, subscription: spotSubscription({ status: 1 }) }, day)).toBe('Past due');
    expect(billingText({ ...active, subscription: spotSubscription({ status: 3 }) }, day)).toBe('Ended');
  });

  it('a plan-paid reservation names the plan while it runs; none is a dash', () => {
    const plan = { id: 1, status: 2 as const, subscriptionLevel: 'Basic' as const };
    expect(billingText({ ...active, subscription: plan }, day)).toBe('Your Basic plan');
    expect(billingText({ status: 3, heldUntil: null, subscription: plan }, day)).toBe('—');
    expect(billingText({ ...active, subscription: null }, day)).toBe('—');
  });
});

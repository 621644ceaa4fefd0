import type { AccountDetail } from '@sponsorspot/contract/payments';
import { describe, expect, it } from 'vitest';
import type { Product } from '@sponsorspot/contract/sponsor';
import { currentPlanIdentifier, planOffers, SUBSCRIPTION_STATE_WORDS } from './plan-choice';

const plan = (name: string, monthly: number): Product => ({
  identifier: `SubscriptionLevel.${name}`,
  name,
  kind: 'plan',
  variants: [
    {
      identifier: `SubscriptionLevel.${name}.Monthly`,
      name: 'Monthly',
      price: monthly,
      currency: 'usd',
      interval: 'month',
    },
    ...(monthly > 0
      ? [
          {
            identifier: `SubscriptionLevel.${name}.Yearly`,
            name: 'Yearly',
            price: monthly * 10,
            currency: 'usd',
            interval: 'year',
          },
        ]
      : []),
  ],
});
const plans = [plan('Free', 0), plan('Basic', 9), plan('Pro', 29), plan('Enterprise', 99)];

const account = (over: Partial<AccountDetail['subscriptions'][number]>): AccountDetail =>
  ({
    subscriptions: [
      {
        id: 1,
        level: 'Basic',
        status: 2,
        state: 'active',
        interval: 'month',
        currentPeriodStart: null,
        currentPeriodEnd: '2026-03-01T00:00:00.000Z',
        cancelAtPeriodEnd: false,
        scheduledChange: null,
        pastDueSince: null,
        graceEndsAt: null,
        addOns: [],
        cardLast4: '4242',
        updated: '2026-02-01T00:00:00.000Z',
        ...over,
      },
    ],
  }) as unknown as AccountDetail;

const actions = (offers: ReturnType<typeof planOffers>) =>
  Object.fromEntries(offers.map((o) => [o.product.name, o.action]));

describe('plan offers', () => {
  it('reads the plan from the Feature values', () => {
    expect(currentPlanIdentifier([])).toBe('SubscriptionLevel.Free');
    expect(currentPlanIdentifier(['SubscriptionLevel.Pro', 'Download.HTML'])).toBe('SubscriptionLevel.Pro');
  });

  it('offers upgrades above the current plan and downgrades below it', () => {
    expect(actions(planOffers(plans, account({}), ['SubscriptionLevel.Basic'], 'month'))).toEqual({
      Free: 'none',
      Basic: 'current',
      Pro: 'upgrade',
      Enterprise: 'upgrade',
    });
    expect(
      actions(planOffers(plans, account({ level: 'Pro' }), ['SubscriptionLevel.Pro'], 'year')),
    ).toMatchObject({
      Basic: 'downgrade',
      Pro: 'upgrade',
    });
  });

  it('marks a scheduled downgrade', () => {
    const scheduled = account({
      level: 'Pro',
      scheduledChange: { level: 'Basic', interval: 'month', at: '2026-03-01T00:00:00.000Z' },
    });
    expect(actions(planOffers(plans, scheduled, ['SubscriptionLevel.Pro'], 'month')).Basic).toBe('scheduled');
  });

  it('offers the plan held again when it is past due, in its own period only', () => {
    const pastDue = account({ status: 1, state: 'past_due', pastDueSince: '2026-03-01T00:00:00.000Z' });
    expect(actions(planOffers(plans, pastDue, ['SubscriptionLevel.Basic'], 'month'))).toMatchObject({
      Basic: 'renew',
      Pro: 'upgrade',
    });
    expect(actions(planOffers(plans, pastDue, ['SubscriptionLevel.Basic'], 'year')).Basic).toBe('upgrade');
    expect(actions(planOffers(plans, account({}), ['SubscriptionLevel.Basic'], 'month')).Basic).toBe(
      'current',
    );
  });

  it('names each subscription state in words, not its status number', () => {
    expect(SUBSCRIPTION_STATE_WORDS).toEqual({
      active: 'active',
      past_due: 'payment past due',
      canceled: 'ended',
      incomplete: 'not paid yet',
    });
  });
});

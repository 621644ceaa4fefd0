import type { PlanChangePreview, SubscriptionDetail } from '@sponsorspot/contract/payments';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { chargeWords, keptWords, scheduledChangeOf, scheduledChangeWords } from './plan-change';

const END = '2026-12-27T10:00:00.000Z';
const day = formatDate(END);

const preview = (over: Partial<PlanChangePreview>): PlanChangePreview => ({
  change: 'plan',
  prorated: true,
  amountDue: 23.4,
  currency: 'usd',
  effectiveAt: '2026-11-28T10:00:00.000Z',
  renewal: { amount: 59, interval: 'month', at: END },
  ...over,
});

const subscription = (over: Partial<SubscriptionDetail>): SubscriptionDetail => ({
  id: 1,
  level: 'Pro',
  status: 2,
  state: 'active',
  interval: 'month',
  currentPeriodStart: '2026-11-27T10:00:00.000Z',
  currentPeriodEnd: END,
  cancelAtPeriodEnd: false,
  scheduledChange: null,
  pastDueSince: null,
  graceEndsAt: null,
  addOns: [],
  cardLast4: '4242',
  updated: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('chargeWords', () => {
  it("states a prorated upgrade's charge for the rest of the period, then the renewal", () => {
    expect(chargeWords(preview({}))).toBe(
      `You pay $23.40 now for the rest of this period, then $59 a month from ${day}.`,
    );
  });

  it('states a full first period, an add-on and a yearly renewal', () => {
    expect(
      chargeWords(
        preview({ prorated: false, amountDue: 290, renewal: { amount: 290, interval: 'year', at: END } }),
      ),
    ).toBe(`You pay $290 now for the first year, then $290 a year from ${day}.`);
    expect(
      chargeWords(
        preview({
          change: 'addon',
          prorated: false,
          amountDue: 5,
          renewal: { amount: 34, interval: 'month', at: END },
        }),
      ),
    ).toBe(`You pay $5 now, then $34 a month for your plan and add-ons from ${day}.`);
    expect(
      chargeWords(
        preview({
          change: 'downgrade',
          prorated: false,
          amountDue: 0,
          renewal: { amount: 9, interval: 'month', at: END },
        }),
      ),
    ).toBe(`Nothing is charged now, then $9 a month from ${day}.`);
  });
});

describe('scheduledChangeOf', () => {
  it('reads a downgrade and a cancel waiting for the period end, and nothing else', () => {
    const downgrade = scheduledChangeOf(
      subscription({ scheduledChange: { level: 'Basic', interval: 'month', at: END } }),
    );
    expect(downgrade).toEqual({ current: 'Pro', next: 'Basic', at: END });
    expect(scheduledChangeWords(downgrade!)).toBe(
      `Basic starts ${day}. Nothing is charged now; Pro stays until then.`,
    );
    expect(scheduledChangeOf(subscription({ cancelAtPeriodEnd: true }))).toEqual({
      current: 'Pro',
      next: 'Free',
      at: END,
    });
    expect(scheduledChangeOf(subscription({}))).toBeNull();
    expect(scheduledChangeOf(null)).toBeNull();
    expect(
      scheduledChangeOf(subscription({ state: 'past_due', status: 1, cancelAtPeriodEnd: true })),
    ).toBeNull();
  });

  it('says what the undo kept', () => {
    expect(keptWords('Pro', END)).toBe(`You keep Pro: it renews on ${day}.`);
    expect(keptWords('Pro', null)).toBe('You keep Pro.');
  });
});

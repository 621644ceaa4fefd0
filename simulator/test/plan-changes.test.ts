// Plan changes that say what they do: a downgrade scheduled for the period's end without a checkout (nothing
// charged), undone before then, taking effect on the simulator's clock; an upgrade's prorated charge, which
// the preview states before the checkout opens for the same amount, and the period it keeps.
import { describe, expect, it } from 'vitest';
import {
  account as getAccount,
  cancelSubscription,
  checkoutSession,
  previewPlanChange,
  resumeSubscription,
  scheduleDowngrade,
} from '@sponsorspot/contract/endpoints/account';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { planCharge } from '../src/domain/payments/billing.js';
import { advanceClock, expectError, FIXTURE, setupApp, signedIn } from './helpers.js';
import { CARDS, DAY_SECONDS, openCheckout, payWith } from './payments-helpers.js';

const app = await setupApp();

const BASIC = { product: 'SubscriptionLevel.Basic', variant: 'SubscriptionLevel.Basic.Monthly' };
const PRO = { product: 'SubscriptionLevel.Pro', variant: 'SubscriptionLevel.Pro.Monthly' };

async function buy(userId: number, choice: { product: string; variant: string }) {
  const checkout = await openCheckout(app, userId, choice.product, choice.variant);
  const res = await payWith(app, checkout, CARDS.pays);
  expect(res.body).toContain('data-complete="true"');
  return checkout;
}
const account = async (userId: number) => (await (await signedIn(app, userId)).request(getAccount)).json();

describe('a downgrade at the period end, without a checkout', () => {
  it('is scheduled with nothing charged, keeps Pro until the period end, then renews at Basic', async () => {
    await buy(FIXTURE.owl, PRO);
    await advanceClock(app, 10 * DAY_SECONDS);
    const before = await account(FIXTURE.owl);
    const periodEnd = before.subscriptions[0].currentPeriodEnd as string;
    const owl = await signedIn(app, FIXTURE.owl);

    const preview = await owl.request(previewPlanChange, { query: BASIC });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      change: 'downgrade',
      prorated: false,
      amountDue: 0,
      currency: 'usd',
      effectiveAt: periodEnd,
      renewal: { amount: 9, interval: 'month', at: periodEnd },
    });

    const scheduled = await owl.request(scheduleDowngrade, { body: BASIC });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ subscriptionLevel: 'Pro', invoices: before.invoices });
    expect(scheduled.json().subscriptions[0]).toMatchObject({
      state: 'active',
      cancelAtPeriodEnd: false,
      scheduledChange: { level: 'Basic', interval: 'month', at: periodEnd },
    });
    const mails = app.db
      .prepare("SELECT subject FROM outbox WHERE kind = 'billing' ORDER BY id DESC LIMIT 1")
      .all() as { subject: string }[];
    expect(mails[0]?.subject).toMatch(/^Your plan changes to Basic on /);

    await advanceClock(app, Math.ceil((Date.parse(periodEnd) - app.clock.nowMs()) / 1000) - 60);
    expect((await account(FIXTURE.owl)).subscriptionLevel).toBe('Pro');
    await advanceClock(app, 120);
    const after = await account(FIXTURE.owl);
    expect(after).toMatchObject({ subscriptionLevel: 'Basic', features: ['SubscriptionLevel.Basic'] });
    expect(after.subscriptions[0]).toMatchObject({ scheduledChange: null, currentPeriodStart: periodEnd });
    expect(after.invoices[0]).toMatchObject({ amount: 9, status: 'paid', periodStart: periodEnd });
  });

  it('is undone by resume before the period end: Pro renews at its price', async () => {
    await buy(FIXTURE.owl, PRO);
    const owl = await signedIn(app, FIXTURE.owl);
    expect((await owl.request(scheduleDowngrade, { body: BASIC })).statusCode).toBe(200);
    const undone = await owl.request(resumeSubscription, { body: {} });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().subscriptions[0]).toMatchObject({ scheduledChange: null, cancelAtPeriodEnd: false });
    expectError(await owl.request(resumeSubscription, { body: {} }), 409, 'conflict');

    await advanceClock(app, 32 * DAY_SECONDS);
    const after = await account(FIXTURE.owl);
    expect(after.subscriptionLevel).toBe('Pro');
    expect(after.invoices[0]).toMatchObject({ amount: 29, status: 'paid' });
  });

  it('a cancel at the period end charges nothing either, and is undone the same way', async () => {
    await buy(FIXTURE.owl, PRO);
    const owl = await signedIn(app, FIXTURE.owl);
    const invoices = (await account(FIXTURE.owl)).invoices;
    expect((await owl.request(scheduleDowngrade, { body: BASIC })).statusCode).toBe(200);
    const cancelled = await owl.request(cancelSubscription, { body: {} });
    // A cancel replaces the downgrade: Free at the period end, nothing charged now.
    expect(cancelled.json()).toMatchObject({ subscriptionLevel: 'Pro', invoices });
    expect(cancelled.json().subscriptions[0]).toMatchObject({
      cancelAtPeriodEnd: true,
      scheduledChange: null,
    });
    expect((await owl.request(resumeSubscription, { body: {} })).json().subscriptions[0]).toMatchObject({
      cancelAtPeriodEnd: false,
      scheduledChange: null,
    });
  });

  it('refuses an upgrade, a plan not held, Free and unknown variants', async () => {
    const owl = await signedIn(app, FIXTURE.owl); // free: Basic would be an upgrade
    expectError(await owl.request(scheduleDowngrade, { body: BASIC }), 409, 'conflict');
    await buy(FIXTURE.owl, BASIC);
    expectError(await owl.request(scheduleDowngrade, { body: PRO }), 409, 'conflict');
    expectError(await owl.request(scheduleDowngrade, { body: BASIC }), 409, 'conflict');
    expectError(
      await owl.request(scheduleDowngrade, {
        body: { product: 'SubscriptionLevel.Free', variant: 'SubscriptionLevel.Free.Monthly' },
      }),
      400,
      'bad_request',
    );
    expectError(
      await owl.request(scheduleDowngrade, { body: { product: BASIC.product, variant: 'Basic.Weekly' } }),
      400,
      'validation_failed',
    );
    expect((await account(FIXTURE.owl)).subscriptions[0].scheduledChange).toBeNull();
  });
});

describe("an upgrade's prorated charge", () => {
  it('is previewed, charged as previewed, keeps the period and renews at the new price', async () => {
    await buy(FIXTURE.owl, BASIC);
    await advanceClock(app, 10 * DAY_SECONDS);
    const basic = (await account(FIXTURE.owl)).subscriptions[0];
    const start = Date.parse(basic.currentPeriodStart);
    const end = Date.parse(basic.currentPeriodEnd);
    const owl = await signedIn(app, FIXTURE.owl);
    // The simulator's clock runs on from its offset: the preview is taken at a moment between these two.
    const asked = app.clock.nowMs();
    const preview = await owl.request(previewPlanChange, { query: PRO });
    const answered = app.clock.nowMs();
    expect(preview.statusCode, preview.body).toBe(200);
    const effectiveAt = Date.parse(preview.json().effectiveAt);
    expect(effectiveAt).toBeGreaterThanOrEqual(asked);
    expect(effectiveAt).toBeLessThanOrEqual(answered);
    // The price difference for the part of the period left at that moment, to the cent.
    const left = (end - effectiveAt) / (end - start);
    const expected = Math.round((29 - 9) * left * 100) / 100;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(20);
    expect(preview.json()).toEqual({
      change: 'plan',
      prorated: true,
      amountDue: expected,
      currency: 'usd',
      effectiveAt: new Date(effectiveAt).toISOString(),
      renewal: { amount: 29, interval: 'month', at: basic.currentPeriodEnd },
    });

    const checkout = await buy(FIXTURE.owl, PRO);
    const session = await owl.request(checkoutSession, { query: { id: checkout.id } });
    expect(session.json()).toMatchObject({ amountTotal: expected, paymentStatus: 'paid' });
    const upgraded = await account(FIXTURE.owl);
    expect(upgraded.subscriptionLevel).toBe('Pro');
    expect(upgraded.subscriptions[0]).toMatchObject({
      currentPeriodStart: basic.currentPeriodStart,
      currentPeriodEnd: basic.currentPeriodEnd,
    });
    expect(upgraded.invoices[0]).toMatchObject({ amount: expected, periodEnd: basic.currentPeriodEnd });

    await advanceClock(app, Math.ceil((end - app.clock.nowMs()) / 1000) + 60);
    expect((await account(FIXTURE.owl)).invoices[0]).toMatchObject({
      amount: 29,
      status: 'paid',
      periodStart: basic.currentPeriodEnd,
    });
  });

  it('from Free, or to another interval, is the full price for a new period from now', async () => {
    const owl = await signedIn(app, FIXTURE.owl);
    const now = new Date(app.clock.nowMs());
    const fromFree = (await owl.request(previewPlanChange, { query: PRO })).json();
    expect(fromFree).toMatchObject({ change: 'plan', prorated: false, amountDue: 29 });
    expect(Date.parse(fromFree.renewal.at)).toBeGreaterThan(now.getTime() + 27 * DAY_SECONDS * 1000);

    await buy(FIXTURE.owl, BASIC);
    const yearly = await owl.request(previewPlanChange, {
      query: { product: PRO.product, variant: 'SubscriptionLevel.Pro.Yearly' },
    });
    expect(yearly.json()).toMatchObject({ prorated: false, amountDue: 290, renewal: { amount: 290 } });
    expectError(
      await owl.request(previewPlanChange, { query: { product: 'Spot', variant: 'Spot.Monthly' } }),
      400,
      'validation_failed',
    );
  });

  it('refuses to charge a prorated session after the period it was opened in has renewed', async () => {
    await buy(FIXTURE.owl, BASIC);
    const end = Date.parse((await account(FIXTURE.owl)).subscriptions[0].currentPeriodEnd);
    await advanceClock(app, Math.floor((end - app.clock.nowMs()) / 1000) - 3600);
    const checkout = await openCheckout(app, FIXTURE.owl, PRO.product, PRO.variant);
    await advanceClock(app, 2 * 3600); // Basic renewed meanwhile; the session is still open
    const owl = await signedIn(app, FIXTURE.owl);
    expect((await owl.request(checkoutSession, { query: { id: checkout.id } })).json().status).toBe('open');
    const res = await payWith(app, checkout, CARDS.pays);
    expect(res.body).not.toContain('data-complete="true"');
    expect((await account(FIXTURE.owl)).subscriptionLevel).toBe('Basic');
    // Opened now, in the new period, it is charged for the rest of that one.
    await buy(FIXTURE.owl, PRO);
    expect((await account(FIXTURE.owl)).subscriptions[0].currentPeriodStart).toBe(
      new Date(end).toISOString(),
    );
  });

  it('planCharge: the price difference for the part of the period left, to the cent', () => {
    const current = {
      level: 'Basic' as const,
      interval: 'month' as const,
      status: EntityStatus.Active,
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
    };
    expect(planCharge(current, 'Pro', 'month', new Date('2026-11-16T00:00:00.000Z'))).toEqual({
      amount: 10,
      prorated: true,
      periodEnd: new Date('2026-12-01T00:00:00.000Z'),
    });
    // 20 days of 30 left: 90 × 2/3 = 60.
    expect(planCharge(current, 'Enterprise', 'month', new Date('2026-11-11T00:00:00.000Z')).amount).toBe(60);
    expect(planCharge(current, 'Pro', 'month', new Date('2026-11-21T00:00:00.000Z')).amount).toBe(6.67);
    expect(planCharge(null, 'Pro', 'month', new Date('2026-11-16T00:00:00.000Z'))).toMatchObject({
      amount: 29,
      prorated: false,
    });
    const pastDue = { ...current, status: EntityStatus.Pending };
    expect(planCharge(pastDue, 'Pro', 'month', new Date('2026-11-16T00:00:00.000Z')).prorated).toBe(false);
  });
});

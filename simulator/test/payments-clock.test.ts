// Subscriptions on the simulator's clock: renewals, the 0341 card's failed renewal → past due → free after
// the grace, cancellation at the period's end and resumption, downgrades at the period's end, add-ons
// following their plan's period.
import { describe, expect, it } from 'vitest';
import { addInterval, featuresFor, heldAddOns, periodAround } from '../src/domain/payments/billing.js';
import {
  account as getAccount,
  cancelSubscription,
  checkoutSession,
  createCheckout,
  resumeSubscription,
} from '@sponsorspot/contract/endpoints/account';
import { advanceClock, expectError, FIXTURE, setupApp, signedIn } from './helpers.js';
import { CARDS, DAY_SECONDS, openCheckout, payWith } from './payments-helpers.js';

const app = await setupApp();

async function buy(userId: number, product: string, variant: string, card: string = CARDS.pays) {
  const checkout = await openCheckout(app, userId, product, variant);
  const res = await payWith(app, checkout, card);
  expect(res.body).toContain('data-complete="true"');
  return checkout;
}
const account = async (userId: number) => (await (await signedIn(app, userId)).request(getAccount)).json();

describe('renewals', () => {
  it('renews monthly with an invoice and a receipt each period', async () => {
    await buy(FIXTURE.owl, 'SubscriptionLevel.Basic', 'SubscriptionLevel.Basic.Monthly');
    const first = (await account(FIXTURE.owl)).subscriptions[0];
    await advanceClock(app, 32 * DAY_SECONDS);
    const after = await account(FIXTURE.owl);
    expect(after.subscriptions[0]).toMatchObject({
      state: 'active',
      currentPeriodStart: first.currentPeriodEnd,
    });
    expect(after.invoices.map((i: { status: string; amount: number }) => [i.status, i.amount])).toEqual([
      ['paid', 9],
      ['paid', 9],
    ]);
    expect(after.features).toEqual(['SubscriptionLevel.Basic']);
    // Three more months at once: three renewals.
    await advanceClock(app, 92 * DAY_SECONDS);
    expect((await account(FIXTURE.owl)).invoices).toHaveLength(5);
  });

  it('renews yearly once a year', async () => {
    await buy(FIXTURE.owl, 'SubscriptionLevel.Pro', 'SubscriptionLevel.Pro.Yearly');
    await advanceClock(app, 200 * DAY_SECONDS);
    expect((await account(FIXTURE.owl)).invoices).toHaveLength(1);
    await advanceClock(app, 170 * DAY_SECONDS);
    const after = await account(FIXTURE.owl);
    expect(after.invoices).toHaveLength(2);
    expect(after.invoices[0]).toMatchObject({ amount: 290, status: 'paid' });
  });

  it('0341: pays now, the renewal fails → past due (features kept), 7 days later back to free', async () => {
    await buy(FIXTURE.owl, 'SubscriptionLevel.Pro', 'SubscriptionLevel.Pro.Monthly', CARDS.failsRenewal);
    await advanceClock(app, 31 * DAY_SECONDS);
    const pastDue = await account(FIXTURE.owl);
    expect(pastDue).toMatchObject({
      subscriptionLevel: 'Pro',
      subscriptionStatus: 1,
      features: ['SubscriptionLevel.Pro', 'Download.HTML'],
    });
    expect(pastDue.subscriptions[0]).toMatchObject({ state: 'past_due', cardLast4: '0341' });
    expect(pastDue.subscriptions[0].graceEndsAt).not.toBeNull();
    expect(pastDue.invoices[0]).toMatchObject({ status: 'failed', amount: 29 });
    expect(app.outbox.list('owl@fixture.test').at(-1)?.subject).toContain('failed');

    await advanceClock(app, 7 * DAY_SECONDS);
    const ended = await account(FIXTURE.owl);
    // The ended subscription is still the newest (status Disabled); the Feature values are the free plan's.
    expect(ended).toMatchObject({
      subscriptionLevel: 'Pro',
      subscriptionStatus: 3,
      features: [],
      usage: { listingCapacity: 4 },
    });
    expect(ended.subscriptions[0]).toMatchObject({ state: 'canceled', status: 3 });
    // Owl's 7 listings stay, over the free capacity.
    expect(ended.usage.listingCount).toBe(7);
  });

  it('a past-due subscription paid again through checkout is active at once', async () => {
    await buy(FIXTURE.owl, 'SubscriptionLevel.Pro', 'SubscriptionLevel.Pro.Monthly', CARDS.failsRenewal);
    await advanceClock(app, 31 * DAY_SECONDS);
    await buy(FIXTURE.owl, 'SubscriptionLevel.Pro', 'SubscriptionLevel.Pro.Monthly');
    const after = await account(FIXTURE.owl);
    expect(after.subscriptions[0]).toMatchObject({ state: 'active', pastDueSince: null, cardLast4: '4242' });
    await advanceClock(app, 8 * DAY_SECONDS);
    expect((await account(FIXTURE.owl)).subscriptionLevel).toBe('Pro');
  });
});

describe('cancel and resume', () => {
  it('cancels at the period end; resume before it keeps the plan', async () => {
    const owl = await signedIn(app, FIXTURE.owl);
    expectError(await owl.request(cancelSubscription, { body: {} }), 409, 'conflict');
    await buy(FIXTURE.owl, 'SubscriptionLevel.Basic', 'SubscriptionLevel.Basic.Monthly');
    const cancelled = await owl.request(cancelSubscription, { body: {} });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscriptions[0]).toMatchObject({ cancelAtPeriodEnd: true, state: 'active' });
    expectError(await owl.request(cancelSubscription, { body: {} }), 409, 'conflict');
    const resumed = await owl.request(resumeSubscription, { body: {} });
    expect(resumed.json().subscriptions[0]).toMatchObject({ cancelAtPeriodEnd: false });
    expectError(await owl.request(resumeSubscription, { body: {} }), 409, 'conflict');

    await owl.request(cancelSubscription, { body: {} });
    await advanceClock(app, 10 * DAY_SECONDS);
    expect((await account(FIXTURE.owl)).subscriptionLevel).toBe('Basic');
    await advanceClock(app, 22 * DAY_SECONDS);
    const ended = await account(FIXTURE.owl);
    expect(ended).toMatchObject({ subscriptionStatus: 3, features: [], usage: { listingCapacity: 4 } });
    expect(ended.invoices).toHaveLength(1);
    expectError(
      await (await signedIn(app, FIXTURE.owl)).request(resumeSubscription, { body: {} }),
      409,
      'conflict',
    );
  });

  it('a seeded subscription cancels at the anniversary of its last change', async () => {
    const zephyr = await signedIn(app, FIXTURE.zephyr);
    const res = await zephyr.request(cancelSubscription, { body: {} });
    expect(res.statusCode).toBe(200);
    const end = res.json().subscriptions[0].currentPeriodEnd as string;
    expect(end.slice(8)).toBe('10T10:00:00.000Z');
    expect(Date.parse(end)).toBeGreaterThan(app.clock.nowMs());
  });
});

describe('plan changes and add-ons', () => {
  it('downgrades at the period end with nothing due now, then renews at the lower price', async () => {
    await buy(FIXTURE.owl, 'SubscriptionLevel.Pro', 'SubscriptionLevel.Pro.Monthly');
    const checkout = await openCheckout(
      app,
      FIXTURE.owl,
      'SubscriptionLevel.Basic',
      'SubscriptionLevel.Basic.Monthly',
    );
    const page = await payWith(app, checkout, CARDS.pays);
    expect(page.body).toContain('data-complete="true"');
    const scheduled = await account(FIXTURE.owl);
    expect(scheduled.subscriptionLevel).toBe('Pro');
    expect(scheduled.subscriptions[0].scheduledChange).toMatchObject({ level: 'Basic', interval: 'month' });
    expect(
      (
        await (await signedIn(app, FIXTURE.owl)).request(checkoutSession, { query: { id: checkout.id } })
      ).json().paymentStatus,
    ).toBe('no_payment_required');
    await advanceClock(app, 32 * DAY_SECONDS);
    const after = await account(FIXTURE.owl);
    expect(after).toMatchObject({ subscriptionLevel: 'Basic', features: ['SubscriptionLevel.Basic'] });
    expect(after.invoices[0]).toMatchObject({ amount: 9, status: 'paid' });
  });

  it('upgrades at once and adds add-ons that follow the plan period', async () => {
    await buy(FIXTURE.owl, 'SubscriptionLevel.Basic', 'SubscriptionLevel.Basic.Yearly');
    const owl = await signedIn(app, FIXTURE.owl);
    const monthly = await owl.request(createCheckout, {
      body: {
        product: 'AddOn.ExtraListings10',
        variant: 'AddOn.ExtraListings10.Monthly',
        returnUrl: 'http://localhost:8080/account',
      },
    });
    expectError(monthly, 400, 'validation_failed');
    await buy(FIXTURE.owl, 'AddOn.ExtraListings10', 'AddOn.ExtraListings10.Yearly');
    await buy(FIXTURE.owl, 'AddOn.ExtraListings10', 'AddOn.ExtraListings10.Yearly');
    let now = await account(FIXTURE.owl);
    expect(now.usage.listingCapacity).toBe(30);
    expect(now.subscriptions[0].addOns).toEqual([{ product: 'AddOn.ExtraListings10', quantity: 2 }]);
    await buy(FIXTURE.owl, 'SubscriptionLevel.Pro', 'SubscriptionLevel.Pro.Yearly');
    now = await account(FIXTURE.owl);
    expect(now.usage.listingCapacity).toBe(70);
    await advanceClock(app, 366 * DAY_SECONDS);
    expect((await account(FIXTURE.owl)).invoices[0]).toMatchObject({ amount: 290 + 2 * 50, status: 'paid' });
  });

  it("adopts a seeded user's add-on Feature values when billing first manages the subscription", async () => {
    app.db
      .prepare(
        "UPDATE users SET features = 'SubscriptionLevel.Pro;Download.HTML;AddOn.ExtraReservations10' WHERE id = 2",
      )
      .run();
    await buy(FIXTURE.acme, 'SubscriptionLevel.Enterprise', 'SubscriptionLevel.Enterprise.Monthly');
    const acme = await account(FIXTURE.acme);
    expect(acme.features).toEqual([
      'SubscriptionLevel.Enterprise',
      'Download.HTML',
      'AddOn.ExtraReservations10',
    ]);
  });
});

describe('billing rules', () => {
  it('adds calendar months, clamped to the month end', () => {
    expect(addInterval(new Date('2026-01-31T12:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(periodAround(new Date('2026-01-10T00:00:00Z'), 'month', new Date('2026-03-15T00:00:00Z'))).toEqual(
      {
        start: new Date('2026-03-10T00:00:00Z'),
        end: new Date('2026-04-10T00:00:00Z'),
      },
    );
  });

  it('grants plan, HTML download from Pro up and add-ons; keeps features billing does not own', () => {
    expect(featuresFor(['Beta.Tester', 'SubscriptionLevel.Basic'], { level: 'Pro', addOns: [] })).toEqual([
      'Beta.Tester',
      'SubscriptionLevel.Pro',
      'Download.HTML',
    ]);
    expect(
      featuresFor([], {
        level: 'Free',
        addOns: [
          { product: 'Download.HTML', quantity: 1 },
          { product: 'AddOn.ExtraListings10', quantity: 2 },
        ],
      }),
    ).toEqual(['Download.HTML', 'AddOn.ExtraListings10', 'AddOn.ExtraListings10']);
    expect(featuresFor(['SubscriptionLevel.Pro', 'Download.HTML'], null)).toEqual([]);
    expect(heldAddOns(['SubscriptionLevel.Pro', 'Download.HTML'], 'Pro')).toEqual([]);
  });
});

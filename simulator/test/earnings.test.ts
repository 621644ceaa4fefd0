// Publishers' earnings and payouts (GET publisher/earnings, GET publisher/payouts) against the fixture on
// a real SQLite: spots paid through the real checkout, the 75/25 split per month per spot, the range, who
// may ask, and payouts on the 1st of each month of the simulator's clock — the minimum, carrying over, the
// failing test bank account, paying a 1st once, and catching up when the clock jumps months.
import { describe, expect, it } from 'vitest';
import { createCheckout } from '@sponsorspot/contract/endpoints/account';
import * as earningsCalls from '@sponsorspot/contract/endpoints/earnings';
import type { EarningsResult, Payout } from '@sponsorspot/contract/earnings';
import {
  FAILING_BANK_ACCOUNT,
  PAYOUT_FAILURE_MESSAGE,
  PLATFORM_FEE_RATE,
} from '@sponsorspot/contract/earnings-rules';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservations';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { connect } from '@sponsorspot/contract/endpoints/publisher';
import { contentCaller, image, setupContentApp } from './content-helpers.js';
import { ACME, advanceClock, demoApp, expectError, FIXTURE, outbox, signedIn, unchecked } from './helpers.js';
import { CARDS, RETURN_URL, payWith } from './payments-helpers.js';

const { app } = await setupContentApp();

/** acme's published spots without content (publisher 1). */
const NEWSLETTER = { id: 2, name: 'Newsletter header' };
const CAFE = { id: 13, name: 'Café corner' };

/** A sponsor reserves and pays for the spot at `price` a month through the real checkout page. */
async function paySpot(sponsorUserId: number, spotId: number, price: number): Promise<void> {
  app.db
    .prepare('UPDATE spots SET product_json = ? WHERE id = ?')
    .run(JSON.stringify({ size: '300x250', pricePerMonth: price, currency: 'usd' }), spotId);
  const caller = await contentCaller(app, sponsorUserId);
  const upload = await caller.upload(spotId, [{ bytes: await image('png'), fileName: 'd.png' }]);
  expect(upload.statusCode, upload.body).toBe(201);
  const sponsorId = app.sponsors.findByUser(sponsorUserId)?.id ?? 0;
  const mine = (await caller.get(sponsorId, spotId)).json() as SpotContent;
  const update = await caller.update({
    id: mine.id,
    spotId,
    linkUrl: 'https://shop.example/offer',
    linkTitle: 'Fresh roasted coffee',
    hasAgreedToTerms: true,
  });
  expect(update.statusCode, update.body).toBe(200);
  expect((await caller.aiCheck({ spotContentId: mine.id })).json()).toMatchObject({ passed: true });
  const checkout = await caller.request(createCheckout, {
    body: {
      product: SPOT_PRODUCT.product,
      variant: SPOT_PRODUCT.variant,
      spotContentId: mine.id,
      returnUrl: RETURN_URL,
    },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  expect((await payWith(app, checkout.json(), CARDS.pays)).statusCode).toBe(200);
  expect(app.invoices.listFor(sponsorUserId)[0]).toMatchObject({ amount: price, status: 'paid' });
}

async function earningsOf(userId: number, query: { from?: string; to?: string } = {}) {
  const res = await (await signedIn(app, userId)).request(earningsCalls.earnings, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EarningsResult;
}

async function payoutsOf(userId: number): Promise<Payout[]> {
  const res = await (await signedIn(app, userId)).request(earningsCalls.payouts);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { payouts: Payout[] }).payouts;
}

const month = (ms: number) => new Date(ms).toISOString().slice(0, 7);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The 1st `months` months after the clock's month, 00:00 UTC. */
function firstOfMonthAhead(months: number): Date {
  const now = app.clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
}
/** Moves the clock a minute past the 1st `months` months ahead. */
async function pastFirst(months = 1): Promise<Date> {
  const first = firstOfMonthAhead(months);
  await advanceClock(app, (first.getTime() + 60_000 - app.clock.nowMs()) / 1000);
  return first;
}
const payoutMails = async () => (await outbox(app, ACME.email)).filter((mail) => mail.kind === 'payout');

describe('GET publisher/earnings', () => {
  it('earns the publisher 75% of each paid spot invoice, per month per spot, the fee rounded to the cent', async () => {
    await paySpot(FIXTURE.owl, NEWSLETTER.id, 99.99);
    await paySpot(FIXTURE.zephyr, CAFE.id, 40);
    const now = app.clock.nowMs();
    const answer = await earningsOf(FIXTURE.acme);
    expect(PLATFORM_FEE_RATE).toBe(0.25);
    expect(answer).toEqual({
      currency: 'usd',
      gross: 139.99,
      fee: 35,
      net: 104.99,
      balance: 104.99,
      nextPayoutDate: firstOfMonthAhead(1).toISOString(),
      items: [
        // 99.99 × 25% = 24.9975 → 25.00; the publisher keeps the rest.
        {
          month: month(now),
          spotId: NEWSLETTER.id,
          spotName: NEWSLETTER.name,
          gross: 99.99,
          fee: 25,
          net: 74.99,
        },
        { month: month(now), spotId: CAFE.id, spotName: CAFE.name, gross: 40, fee: 10, net: 30 },
      ],
    });
  });

  it('counts renewals in their own month, newest month first, and filters by the range', async () => {
    await paySpot(FIXTURE.owl, NEWSLETTER.id, 40);
    const paidAt = app.clock.nowMs();
    // Past the renewal a month on (and the 1st between, where 30 < 50 stays in the balance).
    await advanceClock(app, 32 * 24 * 3600);
    const renewedAt = app.clock.nowMs();
    const all = await earningsOf(FIXTURE.acme);
    expect(all.items.map((item) => [item.month, item.net])).toEqual([
      [month(renewedAt), 30],
      [month(paidAt), 30],
    ]);
    expect(all).toMatchObject({ gross: 80, fee: 20, net: 60 });
    // Only the first payment's day: the renewal is outside; the balance still counts both.
    const first = await earningsOf(FIXTURE.acme, { from: day(paidAt), to: day(paidAt) });
    expect(first).toMatchObject({ gross: 40, fee: 10, net: 30, items: [{ month: month(paidAt), net: 30 }] });
    expect(first.balance).toBe(60);
    const after = await earningsOf(FIXTURE.acme, {
      from: day(renewedAt + 24 * 3600 * 1000),
      to: day(renewedAt + 2 * 24 * 3600 * 1000),
    });
    expect(after).toMatchObject({ gross: 0, fee: 0, net: 0, items: [], balance: 60 });
  });

  it('answers 400 validation_failed for an impossible date, a malformed one, or from after to', async () => {
    const acme = await signedIn(app, FIXTURE.acme);
    expectError(
      await acme.request(earningsCalls.earnings, { query: { from: '2026-02-30' } }),
      400,
      'validation_failed',
    );
    expectError(
      await acme.request(earningsCalls.earnings, { query: { to: '2026-13-01' } }),
      400,
      'validation_failed',
    );
    expectError(
      await acme.request(earningsCalls.earnings, { query: unchecked({ from: 'yesterday' }) }),
      400,
      'validation_failed',
    );
    const reversed = await acme.request(earningsCalls.earnings, {
      query: { from: '2026-03-02', to: '2026-03-01' },
    });
    expectError(reversed, 400, 'validation_failed');
    expect(reversed.json().details).toEqual([{ field: 'from', message: 'must not be after to' }]);
  });

  it('is 403 forbidden for a user who is not a publisher, as creating a spot is', async () => {
    for (const userId of [FIXTURE.admin, FIXTURE.zephyr]) {
      const user = await signedIn(app, userId);
      expectError(await user.request(earningsCalls.earnings), 403, 'forbidden');
      expectError(await user.request(earningsCalls.payouts), 403, 'forbidden');
    }
  });

  it("shows another publisher none of acme's earnings or payouts", async () => {
    await paySpot(FIXTURE.zephyr, NEWSLETTER.id, 100);
    await pastFirst();
    expect(await payoutsOf(FIXTURE.acme)).toHaveLength(1);
    expect(await earningsOf(FIXTURE.owl)).toMatchObject({ gross: 0, net: 0, balance: 0, items: [] });
    expect(await payoutsOf(FIXTURE.owl)).toEqual([]);
  });
});

describe('payouts on the 1st of each month', () => {
  it('pays a balance of at least $50 on the 1st: paid, arriving two days later, balance 0, a mail', async () => {
    await paySpot(FIXTURE.owl, NEWSLETTER.id, 100);
    expect(await payoutsOf(FIXTURE.acme)).toEqual([]);
    const first = await pastFirst();
    const payouts = await payoutsOf(FIXTURE.acme);
    expect(payouts).toEqual([
      {
        id: expect.stringMatching(/^po_[A-Za-z0-9]{16}$/),
        amount: 75,
        status: 'paid',
        createdAt: first.toISOString(),
        arrivalDate: new Date(first.getTime() + 2 * 24 * 3600 * 1000).toISOString(),
        bankAccountLast4: '6789',
      },
    ]);
    expect((await earningsOf(FIXTURE.acme)).balance).toBe(0);
    const mails = await payoutMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ code: payouts[0]?.id, link: expect.stringMatching(/\/publisher$/) });
    expect(mails[0]?.subject).toContain('75.00 USD');
    expect(mails[0]?.subject).toContain(day(first.getTime() + 2 * 24 * 3600 * 1000));
  });

  it('carries a balance under $50 over to the next 1st', async () => {
    await paySpot(FIXTURE.owl, NEWSLETTER.id, 60);
    await pastFirst();
    expect(await payoutsOf(FIXTURE.acme)).toEqual([]);
    expect((await earningsOf(FIXTURE.acme)).balance).toBe(45);
    expect(await payoutMails()).toEqual([]);
    // The renewal adds 45 before the next 1st: both months are paid together.
    const next = await pastFirst();
    expect(await payoutsOf(FIXTURE.acme)).toMatchObject([
      { amount: 90, status: 'paid', createdAt: next.toISOString() },
    ]);
    expect((await earningsOf(FIXTURE.acme)).balance).toBe(0);
  });

  it('fails a payout to the failing test account: the money stays in the balance, and a mail says so', async () => {
    // acme's payout details changed through the onboarding page to the account whose payouts fail.
    const acme = await signedIn(app, FIXTURE.acme);
    const link = await acme.request(connect, {
      body: { businessName: 'Acme Outdoor Gazette', returnUrl: 'http://localhost:5173/publisher' },
    });
    expect(link.statusCode, link.body).toBe(200);
    const finished = await app.inject({
      method: 'POST',
      url: new URL(link.json().url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'finish',
        businessName: 'Acme Outdoor Gazette',
        country: 'US',
        routingNumber: FAILING_BANK_ACCOUNT.routingNumber,
        accountNumber: FAILING_BANK_ACCOUNT.accountNumber,
      }).toString(),
    });
    expect(finished.statusCode, finished.body).toBe(303);

    await paySpot(FIXTURE.owl, NEWSLETTER.id, 100);
    await pastFirst();
    expect(await payoutsOf(FIXTURE.acme)).toMatchObject([
      { amount: 75, status: 'failed', bankAccountLast4: '1116', failureMessage: PAYOUT_FAILURE_MESSAGE },
    ]);
    expect((await earningsOf(FIXTURE.acme)).balance).toBe(75);
    const mails = await payoutMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('failed');
    expect(mails[0]?.subject).toContain('75.00 USD');
  });

  it('pays a 1st once however often the settlement runs', async () => {
    await paySpot(FIXTURE.owl, NEWSLETTER.id, 100);
    await pastFirst();
    await advanceClock(app, 1);
    expect(app.earnings.settle()).toBe(0);
    await payoutsOf(FIXTURE.acme);
    expect(await payoutsOf(FIXTURE.acme)).toHaveLength(1);
    expect(await payoutMails()).toHaveLength(1);
    expect(app.db.prepare('SELECT count(*) FROM payouts').pluck().get()).toBe(1);
  });

  it('catches up each 1st when the clock jumps three months', async () => {
    await paySpot(FIXTURE.owl, NEWSLETTER.id, 100);
    await pastFirst(3);
    const payouts = await payoutsOf(FIXTURE.acme);
    // Each 1st pays the month before it: the payment, then two renewals (the third is after the last 1st).
    expect(payouts.map((payout) => [payout.createdAt, payout.amount, payout.status])).toEqual(
      [3, 2, 1].map((months) => [firstOfMonthAhead(months - 3).toISOString(), 75, 'paid']),
    );
    expect((await earningsOf(FIXTURE.acme)).balance).toBe(0);
    expect(await payoutMails()).toHaveLength(3);
  });
});

describe('the demo scenario', () => {
  it("seeds a year of each live spot's earnings and the payouts the settlement itself would make", async () => {
    const demo = await demoApp();
    try {
      const payoutRows = () => demo.db.prepare('SELECT count(*) FROM payouts').pluck().get();
      const seeded = payoutRows();
      // Shipit Weekly (publisher 2): live spots paid every month of the last twelve.
      const shipit = await signedIn(demo, 4);
      const year = (await shipit.request(earningsCalls.earnings)).json() as EarningsResult;
      expect(new Set(year.items.map((item) => item.month)).size).toBe(12);
      expect(year.items[0]?.month).toBe(month(demo.clock.nowMs()));
      expect(year.net).toBeGreaterThan(0);
      const payouts = ((await shipit.request(earningsCalls.payouts)).json() as { payouts: Payout[] }).payouts;
      // A payout on each 1st after the first seeded month, every one paid.
      expect(payouts).toHaveLength(11);
      expect(payouts.every((payout) => payout.status === 'paid' && payout.amount >= 50)).toBe(true);
      const paid = payouts.reduce((sum, payout) => sum + Math.round(payout.amount * 100), 0);
      expect(paid + Math.round(year.balance * 100)).toBe(Math.round(year.net * 100));
      // The seeded payouts are the settlement's own: reading (which settles) pays nothing more.
      expect(payoutRows()).toBe(seeded);
    } finally {
      await demo.close();
    }
  });

  it('gives every seeded spot invoice its buyer as an invoice issued now records it', async () => {
    const demo = await demoApp();
    try {
      const rows = demo.db
        .prepare(
          `SELECT i.buyer, u.name, u.email FROM invoices i JOIN users u ON u.id = i.user_id
           WHERE i.spot_id IS NOT NULL`,
        )
        .all() as { buyer: string | null; name: string; email: string }[];
      expect(rows.length).toBeGreaterThan(100);
      for (const row of rows)
        expect(JSON.parse(row.buyer ?? 'null'), row.email).toEqual({
          name: row.name,
          email: row.email,
          businessName: '',
          country: '',
          address: '',
          vatId: '',
        });
    } finally {
      await demo.close();
    }
  });

  it('gives every seeded spot invoice its month: a period that starts on its day and ends a month later', async () => {
    const demo = await demoApp();
    try {
      const invoices = demo.db
        .prepare(
          'SELECT period_start AS start, period_end AS end, created_at AS created FROM invoices WHERE spot_id IS NOT NULL',
        )
        .all() as { start: string | null; end: string | null; created: string }[];
      expect(invoices.length).toBeGreaterThan(0);
      for (const invoice of invoices) {
        expect(invoice.start, JSON.stringify(invoice)).toBe(invoice.created);
        expect(invoice.end, JSON.stringify(invoice)).not.toBeNull();
        const end = new Date(invoice.start as string);
        end.setUTCMonth(end.getUTCMonth() + 1);
        expect(Date.parse(invoice.end as string), JSON.stringify(invoice)).toBe(end.getTime());
      }
    } finally {
      await demo.close();
    }
  });
});

// Flights (contract/flight-rules.ts): booking ahead and fixed flights on the simulator's clock — the days a
// reserve and a checkout accept, no two flights of a spot overlapping, a booking ahead going live on its day
// with its first paid month beginning then, a fixed flight coming off at its end with nothing more billed,
// and a booking ahead unreserved before its day refunded in full.
import { describe, expect, it } from 'vitest';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { createCheckout } from '@sponsorspot/contract/endpoints/account';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import * as reservations from '@sponsorspot/contract/endpoints/reservations';
import * as reviews from '@sponsorspot/contract/endpoints/reviews';
import { dayOf, flightEnd, startOfDay } from '@sponsorspot/contract/flight-rules';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservations';
import type { PublisherSpotsResult } from '@sponsorspot/contract/publisher';
import type { Spot, SpotContent } from '@sponsorspot/contract/sponsor';
import { contentCaller, image, setupContentApp } from './content-helpers.js';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import { advanceClock, expectError, FIXTURE, request, signedIn, testApp } from './helpers.js';
import { CARDS, RETURN_URL, payWith } from './payments-helpers.js';

const { app } = await setupContentApp();

/** Spot 2 (acme's, published, available), $20 a month. */
const SPOT = 2;
const DAY_MS = 86_400_000;

function openSpot({ requiresApproval = false } = {}) {
  app.db
    .prepare('UPDATE spots SET product_json = ?, requires_approval = ? WHERE id = ?')
    .run(
      JSON.stringify({ size: '300x250', pricePerMonth: 20, currency: 'usd' }),
      requiresApproval ? 1 : 0,
      SPOT,
    );
}

/** A day `days` after today on the simulator's clock, YYYY-MM-DD. */
const dayAhead = (days: number) => dayOf(app.clock.nowMs() + days * DAY_MS);
/** The last day of a flight of `months` from `startsOn` (or from now). */
const endOf = (months: number, startsOn?: string) =>
  dayOf(flightEnd(startsOn ? startOfDay(startsOn) : app.clock.nowMs(), months));

/** A sponsor's content on the spot, with a decal, a link and the terms, checked. */
async function readyContent(userId: number, link: string): Promise<number> {
  const caller = await contentCaller(app, userId);
  const upload = await caller.upload(SPOT, [{ bytes: await image('png'), fileName: 'd.png' }]);
  expect(upload.statusCode, upload.body).toBe(201);
  const sponsorId = app.sponsors.findByUser(userId)?.id ?? 0;
  const content = (await caller.get(sponsorId, SPOT)).json() as SpotContent;
  const update = await caller.update({
    id: content.id,
    spotId: SPOT,
    linkUrl: link,
    linkTitle: 'A sponsor',
    hasAgreedToTerms: true,
  });
  expect(update.statusCode, update.body).toBe(200);
  expect((await caller.aiCheck({ spotContentId: content.id })).json()).toMatchObject({ passed: true });
  return content.id;
}

type FlightBody = { startsOn?: string; endsOn?: string };

async function checkout(userId: number, spotContentId: number, flight: FlightBody) {
  return (await signedIn(app, userId)).request(createCheckout, {
    body: {
      product: SPOT_PRODUCT.product,
      variant: SPOT_PRODUCT.variant,
      spotContentId,
      returnUrl: RETURN_URL,
      ...flight,
    },
  });
}

async function reserve(userId: number, spotContentId: number, flight: FlightBody = {}) {
  return (await signedIn(app, userId)).request(reservations.reserve, { body: { spotContentId, ...flight } });
}

/** Books the flight the way the app does: a checkout for it, paid, then reserved with it. */
async function book(userId: number, link: string, flight: FlightBody): Promise<SpotContent> {
  const id = await readyContent(userId, link);
  const opened = await checkout(userId, id, flight);
  expect(opened.statusCode, opened.body).toBe(200);
  expect((await payWith(app, opened.json(), CARDS.pays)).statusCode).toBe(200);
  const res = await reserve(userId, id, flight);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SpotContent;
}

const content = (id: number) => app.spotContents.findById(id) as SpotContent;
const current = () => app.spots.findSnapshot(SPOT)?.currentSpotContentId ?? null;
const liveLink = async () => (await request(app, embed.spotClick, { params: { id: SPOT } })).headers.location;
const publicSpot = async () =>
  (await request(app, marketplace.publicSpot, { params: { id: SPOT } })).json() as Spot;
const invoicesOf = (userId: number) => app.invoices.listFor(userId);

describe('the days a flight may take', () => {
  it('refuses a start in the past or over 365 days ahead, and an end that is not whole months (400, the field named)', async () => {
    openSpot();
    const id = await readyContent(FIXTURE.owl, 'https://shop.example/a');
    const past = await reserve(FIXTURE.owl, id, { startsOn: dayAhead(-1) });
    expectError(past, 400, 'validation_failed');
    expect(past.json().details).toEqual([expect.objectContaining({ field: 'startsOn' })]);
    expectError(await checkout(FIXTURE.owl, id, { startsOn: dayAhead(366) }), 400, 'validation_failed');
    expectError(await checkout(FIXTURE.owl, id, { startsOn: '2027-02-30' }), 400, 'validation_failed');
    const uneven = await checkout(FIXTURE.owl, id, { startsOn: dayAhead(10), endsOn: dayAhead(25) });
    expectError(uneven, 400, 'validation_failed');
    expect(uneven.json().details).toEqual([expect.objectContaining({ field: 'endsOn' })]);
    // Nothing was held or changed.
    expect(content(id)).toMatchObject({ status: EntityStatus.Created, heldUntil: null, startsAt: null });
  });
});

describe('booking ahead and fixed flights', () => {
  it('sells the days before a booking only to a flight that ends by it; each goes live and comes off on its day', async () => {
    openSpot();
    const startsOn = dayAhead(40);
    const endsOn = endOf(1, startsOn);
    const owl = await book(FIXTURE.owl, 'https://owl.example/', { startsOn, endsOn });
    // Reserved and paid, not live: the spot stays free until its day, and says when it is booked from.
    expect(owl).toMatchObject({
      status: EntityStatus.Active,
      startsAt: `${startsOn}T00:00:00.000Z`,
      endsAt: `${endsOn}T00:00:00.000Z`,
    });
    expect(current()).toBeNull();
    expect((await publicSpot()).bookings).toEqual([
      { startsAt: `${startsOn}T00:00:00.000Z`, endsAt: `${endsOn}T00:00:00.000Z` },
    ]);
    // Paid at booking: the first month is billed now and begins on the start day.
    expect(invoicesOf(FIXTURE.owl)).toHaveLength(1);
    const owlPaid = app.subscriptions.findById(owl.subscriptionId as number);
    expect(owlPaid).toMatchObject({
      periodStart: `${startsOn}T00:00:00.000Z`,
      periodEnd: `${endsOn}T00:00:00.000Z`,
    });

    // Before then: a flight with no end, or one past the start, overlaps; one that ends by then fits.
    const zephyrId = await readyContent(FIXTURE.zephyr, 'https://zephyr.example/');
    const open = await checkout(FIXTURE.zephyr, zephyrId, {});
    expectError(open, 409, 'spot_unavailable');
    expect(open.json().message).toContain(`booked from ${startsOn}`);
    expectError(await checkout(FIXTURE.zephyr, zephyrId, { endsOn: endOf(2) }), 409, 'spot_unavailable');
    const opened = await checkout(FIXTURE.zephyr, zephyrId, { endsOn: endOf(1) });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await payWith(app, opened.json(), CARDS.pays)).statusCode).toBe(200);
    // The flight the checkout held is the one reserved.
    const zephyr = await reserve(FIXTURE.zephyr, zephyrId);
    expect(zephyr.statusCode, zephyr.body).toBe(200);
    expect(zephyr.json()).toMatchObject({ status: EntityStatus.Active, startsAt: null });
    const zephyrEnd = zephyr.json().endsAt as string;
    expect(zephyrEnd.slice(0, 10)).toBe(endOf(1));
    expect(current()).toBe(zephyrId);
    expect(await liveLink()).toBe('https://zephyr.example/');

    // Zephyr's month ends: it comes off, with no renewal; the spot waits for Owl's day.
    await advanceClock(app, (Date.parse(zephyrEnd) - app.clock.nowMs()) / 1000 + 60);
    expect(content(zephyrId).status).toBe(EntityStatus.Disabled);
    expect(invoicesOf(FIXTURE.zephyr)).toHaveLength(1);
    expect(current()).toBeNull();
    expect(app.outbox.list('acme@fixture.test')).toContainEqual(
      expect.objectContaining({
        kind: 'reservation_ended',
        subject: 'The booked flight on "Newsletter header" ended: the spot is available again',
      }),
    );

    // Owl's day: live at 00:00 UTC, as the clock reaches it.
    await advanceClock(app, (Date.parse(`${startsOn}T00:00:00.000Z`) - app.clock.nowMs()) / 1000 + 60);
    expect(current()).toBe(owl.id);
    expect(await liveLink()).toBe('https://owl.example/');
    expect(invoicesOf(FIXTURE.owl)).toHaveLength(1);

    // Its month ends: it comes off and nothing more is billed.
    await advanceClock(app, (Date.parse(`${endsOn}T00:00:00.000Z`) - app.clock.nowMs()) / 1000 + 60);
    expect(content(owl.id)).toMatchObject({ status: EntityStatus.Disabled });
    expect(current()).toBeNull();
    expect(await liveLink()).not.toBe('https://owl.example/');
    expect(invoicesOf(FIXTURE.owl)).toHaveLength(1);
    expect((await publicSpot()).bookings).toEqual([]);
  });

  it('a fixed flight of several months renews until its end, then stops', async () => {
    openSpot();
    const endsOn = endOf(3);
    const owl = await book(FIXTURE.owl, 'https://owl.example/', { endsOn });
    expect(current()).toBe(owl.id);
    await advanceClock(app, (Date.parse(owl.endsAt as string) - app.clock.nowMs()) / 1000 + 60);
    expect(content(owl.id).status).toBe(EntityStatus.Disabled);
    // Three months, three invoices: the first at booking and two renewals.
    expect(invoicesOf(FIXTURE.owl)).toHaveLength(3);
  });

  it('a booking ahead the publisher approves before its day goes live on that day', async () => {
    openSpot({ requiresApproval: true });
    const startsOn = dayAhead(5);
    const owl = await book(FIXTURE.owl, 'https://owl.example/', { startsOn });
    expect(owl.status).toBe(EntityStatus.Pending);
    const acme = await signedIn(app, FIXTURE.acme);
    const queue = (await acme.request(reviews.reviewQueue)).json().reviews as {
      spotContentId: number;
      revision: number;
    }[];
    const item = queue.find((review) => review.spotContentId === owl.id);
    expect(item).toBeDefined();
    const decided = await acme.request(reviews.reviewContent, {
      body: { spotContentId: owl.id, decision: 'approve', revision: item?.revision },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // Approved, not live before its day.
    expect(content(owl.id).status).toBe(EntityStatus.Active);
    expect(current()).toBeNull();
    await advanceClock(app, (Date.parse(`${startsOn}T00:00:00.000Z`) - app.clock.nowMs()) / 1000 + 60);
    expect(current()).toBe(owl.id);
    expect(await liveLink()).toBe('https://owl.example/');
  });

  it('a booking ahead unreserved before its day ends now, refunded in full, its days free again', async () => {
    openSpot();
    const owl = await book(FIXTURE.owl, 'https://owl.example/', { startsOn: dayAhead(20) });
    const res = await (
      await signedIn(app, FIXTURE.owl)
    ).request(reservations.unreserve, {
      body: { spotContentId: owl.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(EntityStatus.Disabled);
    expect(invoicesOf(FIXTURE.owl).every((invoice) => invoice.status === 'refunded')).toBe(true);
    expect((await publicSpot()).bookings).toEqual([]);
    // A second reserve of the same booking is refused: it ended.
    expectError(await reserve(FIXTURE.owl, owl.id), 409, 'conflict');
  });

  it('refuses a second reserve of a booking ahead (409), and another sponsor its days', async () => {
    openSpot();
    const startsOn = dayAhead(30);
    const owl = await book(FIXTURE.owl, 'https://owl.example/', { startsOn });
    expectError(await reserve(FIXTURE.owl, owl.id), 409, 'conflict');
    const zephyrId = await readyContent(FIXTURE.zephyr, 'https://zephyr.example/');
    expectError(
      await checkout(FIXTURE.zephyr, zephyrId, { startsOn: dayAhead(45) }),
      409,
      'spot_unavailable',
    );
  });
});

describe('the flights scenario', () => {
  it('lets a sponsor start an order on a spot whose running flight has a fixed end, and book the days after it', async () => {
    const seeded = await testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'flights' });
    try {
      const buyer = seeded.users.findByEmail('buyer@flights.test')?.id ?? 0;
      const caller = await contentCaller(seeded, buyer);
      // Spot 1 runs a fixed flight: taken now, free from its end.
      const upload = await caller.upload(1, [{ bytes: await image('png'), fileName: 'd.png' }]);
      expect(upload.statusCode, upload.body).toBe(201);
      const sponsorId = seeded.sponsors.findByUser(buyer)?.id ?? 0;
      const order = (await caller.get(sponsorId, 1)).json() as SpotContent;
      const update = await caller.update({
        id: order.id,
        spotId: 1,
        linkUrl: 'https://buyer.example/after',
        linkTitle: 'After the flight',
        hasAgreedToTerms: true,
      });
      expect(update.statusCode, update.body).toBe(200);
      expect((await caller.aiCheck({ spotContentId: order.id })).json()).toMatchObject({ passed: true });
      const running = seeded.spotContents.findById(1) as SpotContent;
      // Its end falls during a day (its payments' chain): the next day is the first whole free one.
      const startsOn = dayOf(Date.parse(running.endsAt as string) + DAY_MS - 1);
      // Paying for days the running flight takes is refused; from its end, it is booked ahead.
      const buyerSession = await signedIn(seeded, buyer);
      const pay = (day: string) =>
        buyerSession.request(createCheckout, {
          body: {
            product: SPOT_PRODUCT.product,
            variant: SPOT_PRODUCT.variant,
            spotContentId: order.id,
            returnUrl: RETURN_URL,
            startsOn: day,
          },
        });
      expectError(await pay(dayOf(seeded.clock.nowMs() + 2 * DAY_MS)), 409, 'spot_unavailable');
      const checkout = await pay(startsOn);
      expect(checkout.statusCode, checkout.body).toBe(200);
    } finally {
      await seeded.close();
    }
  });

  it('seeds a fixed flight running and a booking ahead that goes live on its day', async () => {
    const seeded = await testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'flights' });
    try {
      const now = seeded.clock.nowMs();
      const fixed = seeded.spotContents.findById(1) as SpotContent;
      const ahead = seeded.spotContents.findById(2) as SpotContent;
      // Two months from its subscription's start ten days ago.
      const paid = seeded.subscriptions.findById(4);
      expect(fixed).toMatchObject({ status: EntityStatus.Active, startsAt: null });
      expect(fixed.endsAt).toBe(
        new Date(flightEnd(Date.parse(paid?.periodStart as string), 2)).toISOString(),
      );
      const startsAt = `${dayOf(now + 40 * DAY_MS)}T00:00:00.000Z`;
      expect(ahead).toMatchObject({ status: EntityStatus.Active, startsAt });
      expect(seeded.subscriptions.findById(5)?.periodStart).toBe(startsAt);
      const spot = (await request(seeded, marketplace.publicSpot, { params: { id: 2 } })).json() as Spot;
      expect(spot.currentSpotContentId).toBeNull();
      expect(spot.bookings).toEqual([{ startsAt, endsAt: ahead.endsAt }]);
      // The publisher's list carries the same flights: the fixed one running, the one booked ahead.
      const owner = seeded.users.findByEmail('publisher@flights.test');
      const listed = await (
        await signedIn(seeded, owner?.id ?? 0)
      ).request(publisher.publisherSpots, {
        body: {},
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const bookingsOf = (id: number) =>
        (listed.json() as PublisherSpotsResult).spots.find((row) => row.id === id)?.bookings;
      expect(bookingsOf(1)).toEqual([{ startsAt: null, endsAt: fixed.endsAt }]);
      expect(bookingsOf(2)).toEqual([{ startsAt, endsAt: ahead.endsAt }]);
      // Its day comes: it goes live, and the fixed flight has one month left to run.
      await advanceClock(seeded, (Date.parse(startsAt) - now) / 1000 + 60);
      expect(seeded.spots.findSnapshot(2)?.currentSpotContentId).toBe(2);
      expect(seeded.spotContents.findById(1)?.status).toBe(EntityStatus.Active);
    } finally {
      await seeded.close();
    }
  });
});

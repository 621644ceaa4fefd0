// Holding, paying for and reserving a spot (docs/sponsors.md "Holding, paying for and reserving a spot"): the
// checkout's hold and its expiry, the payment that makes the content's subscription Active, reserve with
// every refusal in the order of contract/src/endpoints/reservations.ts, unreserve (a live reservation runs to
// the end of its paid period), a renewal that ends unpaid, "notify me", and bad input that changes nothing.
import { describe, expect, it } from 'vitest';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { PAST_DUE_GRACE_MS } from '@sponsorspot/contract/payments';
import { SPOT_HOLD_MS, SPOT_PRODUCT } from '@sponsorspot/contract/reservations';
import type { SpotContent, SpotStatusSnapshot } from '@sponsorspot/contract/sponsor';
import {
  account as getAccount,
  checkoutSession,
  createCheckout,
} from '@sponsorspot/contract/endpoints/account';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import * as reservations from '@sponsorspot/contract/endpoints/reservations';
import { contentCaller, image, setupContentApp } from './content-helpers.js';
import { advanceClock, expectError, FIXTURE, request, signedIn, unchecked } from './helpers.js';
import { CARDS, DAY_SECONDS, RETURN_URL, checkoutPage, payWith } from './payments-helpers.js';

const { app } = await setupContentApp();

/** Spot 2 (acme's, published, available), priced per month. */
const SPOT = 2;
function priceSpot(price: number, spotId = SPOT) {
  setProduct({ size: '300x250', pricePerMonth: price, currency: 'usd' }, spotId);
}
/** The spot's product written straight to the table, as old data may hold it (no write checks it here). */
function setProduct(product: object, spotId = SPOT) {
  app.db.prepare('UPDATE spots SET product_json = ? WHERE id = ?').run(JSON.stringify(product), spotId);
}

/** A sponsor's content on the spot with a decal, an https link and a title, the terms agreed and checked. */
async function readyContent(userId: number, spotId = SPOT, overrides: object = {}): Promise<number> {
  const caller = await contentCaller(app, userId);
  const upload = await caller.upload(spotId, [{ bytes: await image('png'), fileName: 'd.png' }]);
  expect(upload.statusCode, upload.body).toBe(201);
  const content = (await caller.get(await sponsorIdOf(userId), spotId)).json() as SpotContent;
  const update = await caller.update({
    id: content.id,
    spotId,
    linkUrl: 'https://shop.example/offer',
    linkTitle: 'Fresh roasted coffee',
    hasAgreedToTerms: true,
    ...overrides,
  });
  expect(update.statusCode, update.body).toBe(200);
  const check = await caller.aiCheck({ spotContentId: content.id });
  expect(check.json()).toMatchObject({ passed: true });
  return content.id;
}

async function sponsorIdOf(userId: number): Promise<number> {
  return app.sponsors.findByUser(userId)?.id ?? 0;
}

/** A sponsor's reservation calls; an id is sent as given (the tests of bad ids). */
async function sponsorCalls(userId: number) {
  const sponsor = await signedIn(app, userId);
  return {
    reserve: (spotContentId: unknown) =>
      sponsor.request(reservations.reserve, { body: unchecked({ spotContentId }) }),
    unreserve: (spotContentId: unknown) =>
      sponsor.request(reservations.unreserve, { body: unchecked({ spotContentId }) }),
    watch: (spotId: number | string) =>
      sponsor.request(reservations.watchSpot, { params: unchecked({ id: spotId }) }),
    unwatch: (spotId: number | string) =>
      sponsor.request(reservations.unwatchSpot, { params: unchecked({ id: spotId }) }),
  };
}

async function openSpotCheckout(userId: number, spotContentId: number) {
  return (await signedIn(app, userId)).request(createCheckout, {
    body: {
      product: SPOT_PRODUCT.product,
      variant: SPOT_PRODUCT.variant,
      spotContentId,
      returnUrl: RETURN_URL,
    },
  });
}

/** Opens the content's checkout and pays it with a card that pays: its subscription is Active. */
async function payFor(userId: number, spotContentId: number) {
  const checkout = await openSpotCheckout(userId, spotContentId);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paid = await payWith(app, checkout.json(), CARDS.pays);
  expect(paid.statusCode, paid.body).toBe(200);
  expect(content(spotContentId).subscription?.status).toBe(EntityStatus.Active);
}

const snapshot = (spotId = SPOT) => app.spots.findSnapshot(spotId) as SpotStatusSnapshot;
const content = (id: number) => app.spotContents.findById(id) as SpotContent;
const usage = (userId: number) => app.accounts.reservations(userId);
const outboxTo = (email: string) => app.outbox.list(email);

describe('the hold: opening checkout for a priced spot', () => {
  it('makes the content Pending and holds the spot 30 minutes for the spot’s monthly price', async () => {
    priceSpot(12);
    const id = await readyContent(FIXTURE.owl);
    const before = app.clock.nowMs();
    const res = await openSpotCheckout(FIXTURE.owl, id);
    expect(res.statusCode, res.body).toBe(200);
    const held = content(id);
    expect(held.status).toBe(EntityStatus.Pending);
    const heldUntil = Date.parse(held.heldUntil as string);
    expect(heldUntil).toBeGreaterThanOrEqual(before + SPOT_HOLD_MS);
    expect(heldUntil).toBeLessThanOrEqual(app.clock.nowMs() + SPOT_HOLD_MS);
    const session = await (
      await signedIn(app, FIXTURE.owl)
    ).request(checkoutSession, { query: { id: res.json().id } });
    expect(session.json()).toMatchObject({ amountTotal: 12, currency: 'usd', status: 'open' });
    expect(Date.parse(session.json().expiresAt)).toBe(Date.parse(held.heldUntil as string));
    // The snapshot still shows the spot without current content; the hold is the content's.
    expect(snapshot().currentSpotContentId).toBeNull();
    expect(usage(FIXTURE.owl)).toBe(1);
  });

  it('refuses another sponsor checkout and reserve while held (409 spot_unavailable), then frees on expiry', async () => {
    priceSpot(12);
    const owlContent = await readyContent(FIXTURE.owl);
    const zephyrContent = await readyContent(FIXTURE.zephyr);
    expect((await openSpotCheckout(FIXTURE.owl, owlContent)).statusCode).toBe(200);
    expectError(await openSpotCheckout(FIXTURE.zephyr, zephyrContent), 409, 'spot_unavailable');
    expectError(await (await sponsorCalls(FIXTURE.zephyr)).reserve(zephyrContent), 409, 'spot_unavailable');
    expect(content(zephyrContent).status).toBe(EntityStatus.Created);
    // The holder may open checkout again (a new session; the hold starts over).
    expect((await openSpotCheckout(FIXTURE.owl, owlContent)).statusCode).toBe(200);

    await advanceClock(app, SPOT_HOLD_MS / 1000 + 1);
    // The sponsor's read shows the ended hold as Created at once, and the usage no longer counts it.
    const owlRead = await (await contentCaller(app, FIXTURE.owl)).get(await sponsorIdOf(FIXTURE.owl), SPOT);
    expect(owlRead.json()).toMatchObject({ status: EntityStatus.Created, heldUntil: null });
    expect((await (await signedIn(app, FIXTURE.owl)).request(getAccount)).json().usage.reservationCount).toBe(
      0,
    );
    expect((await openSpotCheckout(FIXTURE.zephyr, zephyrContent)).statusCode).toBe(200);
    expect(content(owlContent)).toMatchObject({ status: EntityStatus.Created, heldUntil: null });
    expect(content(zephyrContent).status).toBe(EntityStatus.Pending);
  });

  it('refuses a checkout for a spot without a price, someone else’s content and a wrong variant', async () => {
    priceSpot(0);
    const id = await readyContent(FIXTURE.owl);
    expectError(await openSpotCheckout(FIXTURE.owl, id), 409, 'spot_not_priced');
    expectError(await openSpotCheckout(FIXTURE.zephyr, id), 400, 'validation_failed');
    const wrong = await (
      await signedIn(app, FIXTURE.owl)
    ).request(createCheckout, {
      body: {
        product: SPOT_PRODUCT.product,
        variant: 'Spot.Yearly',
        spotContentId: id,
        returnUrl: RETURN_URL,
      },
    });
    expectError(wrong, 400, 'validation_failed');
    const none = await (
      await signedIn(app, FIXTURE.owl)
    ).request(createCheckout, {
      body: {
        product: SPOT_PRODUCT.product,
        variant: SPOT_PRODUCT.variant,
        returnUrl: RETURN_URL,
      },
    });
    expectError(none, 400, 'validation_failed');
    expect(content(id)).toMatchObject({ status: EntityStatus.Created, heldUntil: null });
  });

  it('completing the checkout makes the content’s subscription Active and the sponsor Active', async () => {
    priceSpot(12);
    const id = await readyContent(FIXTURE.owl);
    expect(app.sponsors.findByUser(FIXTURE.owl)?.status).toBe(EntityStatus.Created);
    const checkout = (await openSpotCheckout(FIXTURE.owl, id)).json();
    const paid0 = await payWith(app, checkout, CARDS.pays);
    expect(paid0.statusCode).toBe(200);
    expect(
      (
        await (await signedIn(app, FIXTURE.owl)).request(checkoutSession, { query: { id: checkout.id } })
      ).json(),
    ).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
    const paid = content(id);
    expect(paid.subscription).toMatchObject({ status: EntityStatus.Active, subscriptionLevel: 'Spot' });
    expect(app.sponsors.findByUser(FIXTURE.owl)?.status).toBe(EntityStatus.Active);
    // The plan is untouched: the account still shows owl's free plan and no plan subscription.
    const account = (await (await signedIn(app, FIXTURE.owl)).request(getAccount)).json();
    expect(account).toMatchObject({ subscriptionLevel: 'Free', subscriptions: [] });
    expect(account.invoices[0]).toMatchObject({ amount: 12, status: 'paid' });
  });
});

describe('reserve', () => {
  it('makes the content Active and the spot live, with the snapshot’s fields in step', async () => {
    // A spot without the publisher's review goes live at reserve (test/reviews.test.ts has the review).
    app.db.prepare('UPDATE spots SET requires_approval = 0 WHERE id = ?').run(SPOT);
    priceSpot(12);
    const id = await readyContent(FIXTURE.owl);
    await payWith(app, (await openSpotCheckout(FIXTURE.owl, id)).json(), CARDS.pays);
    const res = await (await sponsorCalls(FIXTURE.owl)).reserve(id);
    expect(res.statusCode, res.body).toBe(200);
    const reserved = res.json() as SpotContent;
    expect(reserved).toMatchObject({ id, status: EntityStatus.Active, heldUntil: null });
    expect(snapshot()).toMatchObject({
      currentSpotContentId: id,
      currentSpotContentStatus: EntityStatus.Active,
      currentSpotContentSponsorId: reserved.sponsorId,
      currentSpotContentSponsorStatus: EntityStatus.Active,
      currentSpotContentSubscriptionId: reserved.subscriptionId,
      currentSpotContentSubscriptionStatus: EntityStatus.Active,
    });
    const publicSpot = await request(app, marketplace.publicSpot, { params: { id: SPOT } });
    expect(publicSpot.json().currentSpotContent).toMatchObject({ id, linkUrl: 'https://shop.example/offer' });
    expect(usage(FIXTURE.owl)).toBe(1);
    expect(app.sponsors.findByUser(FIXTURE.owl)?.status).toBe(EntityStatus.Active);
    expectError(await (await sponsorCalls(FIXTURE.owl)).reserve(id), 409, 'conflict');
  });

  it('never reserves for free: a content without a paid subscription is 402 on any priced spot', async () => {
    for (const price of [1, 12]) {
      priceSpot(price);
      const id = await readyContent(FIXTURE.owl);
      expectError(await (await sponsorCalls(FIXTURE.owl)).reserve(id), 402, 'payment_required');
      expect(content(id).status).toBe(EntityStatus.Created);
      expect(snapshot().currentSpotContentId).toBeNull();
    }
  });

  it('refuses in the contract’s order: unavailable, not priced, AI check, terms, payment, capacity, blocked', async () => {
    priceSpot(12);
    const calls = await sponsorCalls(FIXTURE.owl);
    const id = await readyContent(FIXTURE.owl, SPOT, { hasAgreedToTerms: false });
    // Paid through checkout first (it checks the capacity and the block too); the hold that payment
    // starts ends, and the subscription is marked unpaid until the payment step.
    await payFor(FIXTURE.owl, id);
    await advanceClock(app, SPOT_HOLD_MS / 1000 + 1);
    const subscriptionId = content(id).subscriptionId as number;
    const setSubscriptionStatus = (status: number) =>
      app.db.prepare('UPDATE subscriptions SET status = ? WHERE id = ?').run(status, subscriptionId);

    // Every requirement fails; the first in the contract's order answers each time, and nothing changes.
    setSubscriptionStatus(EntityStatus.Pending);
    setProduct({ size: '300x250', pricePerMonth: 0 });
    app.db.prepare('UPDATE spot_contents SET ai_check_passed = 0 WHERE id = ?').run(id);
    app.db.prepare('UPDATE spots SET status = 1 WHERE id = ?').run(SPOT);
    app.db.prepare("UPDATE users SET features = '' WHERE id = ?").run(FIXTURE.owl);
    app.relations.block(FIXTURE.acme, FIXTURE.owl, app.clock.now());
    const fill = app.db.prepare(
      `INSERT INTO spot_contents (spot_id, sponsor_id, status) VALUES (?, ?, ${EntityStatus.Active})`,
    );
    for (const spotId of [5, 7, 8, 9]) fill.run(spotId, await sponsorIdOf(FIXTURE.owl));
    const refuse = async (status: number, code: string) => {
      expectError(await calls.reserve(id), status, code);
      expect(content(id).status).toBe(EntityStatus.Created);
      expect(snapshot().currentSpotContentId).toBeNull();
    };

    await refuse(409, 'spot_unavailable');
    app.db.prepare('UPDATE spots SET status = 2 WHERE id = ?').run(SPOT);
    await refuse(409, 'spot_not_priced');
    priceSpot(12);
    await refuse(409, 'ai_check_required');
    app.db.prepare('UPDATE spot_contents SET ai_check_passed = 1 WHERE id = ?').run(id);
    await refuse(409, 'terms_required');
    app.db.prepare('UPDATE spot_contents SET has_agreed_to_terms = 1 WHERE id = ?').run(id);
    await refuse(402, 'payment_required');
    setSubscriptionStatus(EntityStatus.Active);
    const limit = await calls.reserve(id);
    expectError(limit, 403, 'plan_limit_reached');
    expect(limit.json().details).toEqual({ capacity: 4, used: 4 });
    expect(snapshot().currentSpotContentId).toBeNull();
    app.db.prepare(`DELETE FROM spot_contents WHERE spot_id IN (5, 7, 8, 9)`).run();
    await refuse(403, 'blocked');
    app.relations.unblock(FIXTURE.acme, FIXTURE.owl);
    expect((await calls.reserve(id)).statusCode).toBe(200);
  });

  it('answers 404 for another sponsor’s content and bad input with the error body, changing nothing', async () => {
    priceSpot(12);
    const id = await readyContent(FIXTURE.owl);
    const zephyr = await sponsorCalls(FIXTURE.zephyr);
    expectError(await zephyr.reserve(id), 404, 'not_found');
    expectError(await zephyr.unreserve(id), 404, 'not_found');
    for (const bad of [0, -1, 'x', 1.5, null, 2 ** 40]) expectError(await zephyr.reserve(bad), 400);
    const { jsonHeaders } = await signedIn(app, FIXTURE.owl);
    for (const payload of ['{}', '[]', '{"spotContentId":1,"extra":1}', 'not json']) {
      const res = await app.inject({
        method: 'POST',
        url: endpointUrl(reservations.reserve),
        headers: jsonHeaders,
        payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const anonymous = await request(app, reservations.reserve, { body: { spotContentId: id } });
    expectError(anonymous, 401, 'unauthenticated');
    expect(content(id).status).toBe(EntityStatus.Created);
    expect(snapshot().currentSpotContentId).toBeNull();
  });
});

describe('a spot without a valid monthly price (old data): 409 spot_not_priced', () => {
  const UNPRICED: [string, object][] = [
    ['no price', { size: '300x250' }],
    ['a price of 0', { size: '300x250', pricePerMonth: 0, currency: 'usd' }],
    ['a price as text', { size: '300x250', pricePerMonth: '10', currency: 'usd' }],
    ['a negative price', { size: '300x250', pricePerMonth: -5 }],
    ['a null price', { size: '300x250', pricePerMonth: null }],
    ['a price below a dollar', { size: '300x250', pricePerMonth: 0.5 }],
    ['a fraction of a cent', { size: '300x250', pricePerMonth: 12.001 }],
    ['a price past the maximum', { size: '300x250', pricePerMonth: 1e308 }],
    ['a price in euros', { size: '300x250', pricePerMonth: 12, currency: 'EUR' }],
  ];

  it.each(UNPRICED)(
    'with %s, neither checkout nor reserve takes it, and nothing changes',
    async (_, product) => {
      const id = await readyContent(FIXTURE.owl);
      setProduct(product);
      const checkout = await openSpotCheckout(FIXTURE.owl, id);
      expectError(checkout, 409, 'spot_not_priced');
      expect(checkout.json().message).toBe(
        'This spot has no valid monthly price yet: the publisher must set one before it can be reserved.',
      );
      expectError(await (await sponsorCalls(FIXTURE.owl)).reserve(id), 409, 'spot_not_priced');
      expect(content(id)).toMatchObject({
        status: EntityStatus.Created,
        heldUntil: null,
        subscription: null,
      });
      expect(app.db.prepare('SELECT count(*) AS n FROM checkout_sessions').get()).toEqual({ n: 0 });
      expect(snapshot().currentSpotContentId).toBeNull();
      expect(usage(FIXTURE.owl)).toBe(0);
    },
  );

  it('a paid content whose spot lost its price is not reserved either', async () => {
    priceSpot(12);
    const id = await readyContent(FIXTURE.owl);
    await payFor(FIXTURE.owl, id);
    setProduct({ size: '300x250', pricePerMonth: 0 });
    expectError(await (await sponsorCalls(FIXTURE.owl)).reserve(id), 409, 'spot_not_priced');
    expect(content(id).status).toBe(EntityStatus.Pending);
    expect(snapshot().currentSpotContentId).toBeNull();
    // Priced again, the paid content reserves.
    priceSpot(12);
    expect((await (await sponsorCalls(FIXTURE.owl)).reserve(id)).statusCode).toBe(200);
  });
});

describe('unreserve', () => {
  /** Owl's content paid and reserved on spot 2, which goes live at once (no approval to wait for). */
  async function liveReservation() {
    app.db.prepare('UPDATE spots SET requires_approval = 0 WHERE id = ?').run(SPOT);
    priceSpot(12);
    const id = await readyContent(FIXTURE.owl);
    await payWith(app, (await openSpotCheckout(FIXTURE.owl, id)).json(), CARDS.pays);
    const calls = await sponsorCalls(FIXTURE.owl);
    expect((await calls.reserve(id)).json()).toMatchObject({ status: EntityStatus.Active, endsAt: null });
    return { id, calls };
  }
  const liveLink = async () =>
    (await request(app, embed.spotClick, { params: { id: SPOT } })).headers.location;
  // The reservation's end, as the publisher is mailed it (not a review's mail: kind reservation_ended).
  const publisherMails = () =>
    outboxTo('acme@fixture.test')
      .filter((mail) => mail.kind === 'reservation_ended')
      .map((mail) => mail.subject);

  it('a live reservation runs to the end of its paid period, nothing more is billed, the publisher is mailed', async () => {
    const { id, calls } = await liveReservation();
    const paid = app.subscriptions.findById(content(id).subscriptionId as number);
    // The sponsor's own reads carry the paid period and the price: it renews at $12 until unreserved.
    expect(content(id).subscription).toMatchObject({
      currentPeriodEnd: paid?.periodEnd,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      price: 12,
    });
    const periodEnd = paid?.periodEnd as string;
    expect(periodEnd).toEqual(expect.any(String));
    const res = await calls.unreserve(id);
    expect(res.statusCode, res.body).toBe(200);
    // Still running: Active, live, the spot still its, and it says until when.
    expect(res.json()).toMatchObject({
      status: EntityStatus.Active,
      endsAt: periodEnd,
      subscription: { currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true },
    });
    expect(app.subscriptions.findById(paid?.id as number)).toMatchObject({
      status: EntityStatus.Active,
      cancelAtPeriodEnd: true,
      spotContentId: id,
    });
    expect(snapshot().currentSpotContentId).toBe(id);
    expect(await liveLink()).toBe('https://shop.example/offer');
    expect(publisherMails()).toContain(
      `The sponsor of "Newsletter header" unreserved it: their decal runs until ${periodEnd.slice(0, 10)}, then the spot is available`,
    );
    // The publisher's list says when it comes off.
    const spots = await (
      await signedIn(app, FIXTURE.acme)
    ).request(publisher.publisherSpots, {
      body: { pageNumber: 1, pageSize: 100 },
    });
    const listed = spots.json().spots.find((spot: { id: number }) => spot.id === SPOT);
    expect(listed.sponsor).toMatchObject({ endsAt: periodEnd });
    // Twice is 409: it ends already.
    expectError(await calls.unreserve(id), 409, 'conflict');

    // A day before the end it still runs.
    await advanceClock(app, (Date.parse(periodEnd) - app.clock.nowMs()) / 1000 - DAY_SECONDS);
    expect(content(id)).toMatchObject({ status: EntityStatus.Active, endsAt: periodEnd });
    // The period ends: it comes off as of that time, the spot is free, no renewal was billed.
    await advanceClock(app, 2 * DAY_SECONDS);
    expect(content(id)).toMatchObject({ status: EntityStatus.Disabled, endsAt: periodEnd });
    expect(app.subscriptions.findById(paid?.id as number)?.status).toBe(EntityStatus.Disabled);
    expect(snapshot().currentSpotContentId).toBeNull();
    expect(await liveLink()).not.toBe('https://shop.example/offer');
    expect(app.invoices.listFor(FIXTURE.owl)).toHaveLength(1);
    expect(usage(FIXTURE.owl)).toBe(0);
  });

  it('a reservation the plan pays for, having no paid period of its own, ends now', async () => {
    // zephyr's content 1 on spot 1 is paid by zephyr's Basic plan.
    const zephyr = await sponsorCalls(FIXTURE.zephyr);
    const res = await zephyr.unreserve(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: EntityStatus.Disabled, endsAt: expect.any(String) });
    expect(app.subscriptions.findById(1)?.status).toBe(EntityStatus.Active);
    expect(snapshot(1).currentSpotContentId).toBeNull();
    expect(publisherMails()).toContain(
      'The reservation of "Blog sidebar" ended: the spot is available again',
    );
  });

  it('a spot subscription renews at the spot’s price; one that fails and passes its grace frees the spot', async () => {
    priceSpot(12);
    const id = await readyContent(FIXTURE.owl);
    await payWith(app, (await openSpotCheckout(FIXTURE.owl, id)).json(), CARDS.failsRenewal);
    await (await sponsorCalls(FIXTURE.owl)).reserve(id);
    await advanceClock(app, 32 * DAY_SECONDS);
    const invoices = app.invoices.listFor(FIXTURE.owl);
    expect(invoices[0]).toMatchObject({ amount: 12, status: 'failed' });
    expect(content(id).subscription?.status).toBe(EntityStatus.Pending); // past due: still live
    const pastDueSince = app.subscriptions.findById(content(id).subscriptionId as number)?.pastDueSince;
    expect(content(id).subscription?.graceEndsAt).toBe(
      new Date(Date.parse(pastDueSince as string) + PAST_DUE_GRACE_MS).toISOString(),
    );
    expect(snapshot().currentSpotContentId).toBe(id);
    await advanceClock(app, 8 * DAY_SECONDS);
    expect(content(id).status).toBe(EntityStatus.Disabled);
    expect(snapshot().currentSpotContentId).toBeNull();
    // The plan was never touched by the spot's subscription.
    expect(app.users.findById(FIXTURE.owl)?.features).toEqual([]);
  });
});

describe('notify me', () => {
  it('each watcher gets one mail when the reserved spot frees; a stopped watch gets none', async () => {
    priceSpot(12);
    const id = await readyContent(FIXTURE.owl);
    await payFor(FIXTURE.owl, id);
    const owl = await sponsorCalls(FIXTURE.owl);
    const zephyr = await sponsorCalls(FIXTURE.zephyr);
    const admin = await sponsorCalls(FIXTURE.admin);
    expectError(await zephyr.watch(SPOT), 409, 'conflict'); // available: nothing to wait for
    expect((await owl.reserve(id)).statusCode).toBe(200);
    const watch = await zephyr.watch(SPOT);
    expect(watch.statusCode, watch.body).toBe(200);
    expect(watch.json()).toEqual({ spotId: SPOT, watching: true });
    expect((await zephyr.watch(SPOT)).statusCode).toBe(200); // twice is one watch
    await admin.watch(SPOT);
    expect((await admin.unwatch(SPOT)).json()).toEqual({ spotId: SPOT, watching: false });
    await owl.unreserve(id);
    const mails = outboxTo('zephyr@fixture.test').filter((m) => m.kind === 'spot_freed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).toMatch(new RegExp(`/order/${SPOT}$`));
    expect(outboxTo('admin@fixture.test').filter((m) => m.kind === 'spot_freed')).toHaveLength(0);
  });

  it('answers 404 for a spot that is not published and 400 for a bad id', async () => {
    const zephyr = await sponsorCalls(FIXTURE.zephyr);
    expectError(await zephyr.watch(3), 404, 'not_found');
    expectError(await zephyr.watch(999), 404, 'not_found');
    expectError(await zephyr.watch('abc'), 400);
    expectError(await zephyr.unwatch(0), 400);
  });
});

describe('a reservation is named by its spot and publisher, never by an id', () => {
  // Spot 2 is acme's "Newsletter header"; acme publishes as "Acme Outdoor Gazette".
  const NAME = 'Newsletter header on Acme Outdoor Gazette';
  const ANY_ID = /reservation \d|reservation #|\(Monthly\)/i;
  const subjectsTo = (email: string) => outboxTo(email).map((mail) => mail.subject);

  it('the checkout line item, the invoices and the mails of paying, renewing and failing', async () => {
    app.db.prepare('UPDATE spots SET requires_approval = 0 WHERE id = ?').run(SPOT);
    priceSpot(12);
    const id = await readyContent(FIXTURE.owl);
    const checkout = (await openSpotCheckout(FIXTURE.owl, id)).json();
    const page = await checkoutPage(app, checkout.id, checkout.client_secret);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${NAME}, monthly`);
    expect(page.body).not.toMatch(ANY_ID);
    await payWith(app, checkout, CARDS.failsRenewal);
    expect((await (await sponsorCalls(FIXTURE.owl)).reserve(id)).statusCode).toBe(200);
    await advanceClock(app, 32 * DAY_SECONDS); // the renewal fails: past due
    await advanceClock(app, 8 * DAY_SECONDS); // the grace runs out: the reservation ends
    const descriptions = app.invoices.listFor(FIXTURE.owl).map((invoice) => invoice.description);
    expect(descriptions).toEqual([`${NAME}, monthly renewal`, `${NAME}, monthly`]);
    const subjects = subjectsTo('owl@fixture.test');
    expect(subjects).toContainEqual(
      expect.stringMatching(`^Your payment for ${NAME}, monthly renewal \\(SIM-`),
    );
    expect(subjects).toContain(`Your reservation of ${NAME} has ended: the renewal was not paid`);
    for (const subject of subjects) expect(subject).not.toMatch(ANY_ID);
  });

  it('the mail of a reservation that ends with its period, and the watchers’ mail', async () => {
    app.db.prepare('UPDATE spots SET requires_approval = 0 WHERE id = ?').run(SPOT);
    priceSpot(12);
    const id = await readyContent(FIXTURE.owl);
    await payFor(FIXTURE.owl, id);
    const owl = await sponsorCalls(FIXTURE.owl);
    expect((await owl.reserve(id)).statusCode).toBe(200);
    await (await sponsorCalls(FIXTURE.zephyr)).watch(SPOT);
    await owl.unreserve(id);
    await advanceClock(app, 32 * DAY_SECONDS);
    expect(subjectsTo('owl@fixture.test')).toContain(`Your reservation of ${NAME} has ended`);
    expect(subjectsTo('zephyr@fixture.test')).toContain(`${NAME} is available`);
    for (const subject of [...subjectsTo('owl@fixture.test'), ...subjectsTo('zephyr@fixture.test')])
      expect(subject).not.toMatch(ANY_ID);
  });
});

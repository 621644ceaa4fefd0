// The publisher's review of decals before they run (016_reviews.sql, contract/review-rules.ts): a paid
// reservation on a spot that requires approval waits Pending, not live, in its publisher's queue; approving
// makes it live, rejecting (with a reason) refunds its invoices and frees the spot, and 48 hours without a
// decision approve it automatically. An edit of a live content waits the same way while the live revision
// keeps running. A spot that does not require approval goes live at once. On the fixture: acme publishes
// spots 1 (zephyr's content 1 live on it) and 2 (available); owl sponsors spot 2 here.
import { describe, expect, it } from 'vitest';
import { EntityStatus, ErrorCode } from '@sponsorspot/contract/constants';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { AUTO_APPROVE_MS } from '@sponsorspot/contract/review-rules';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservations';
import type { ReviewItem } from '@sponsorspot/contract/reviews';
import type { SpotContent, SpotStatusSnapshot } from '@sponsorspot/contract/sponsor';
import { account as getAccount, createCheckout } from '@sponsorspot/contract/endpoints/account';
import * as content from '@sponsorspot/contract/endpoints/content';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import * as reservations from '@sponsorspot/contract/endpoints/reservations';
import * as reviews from '@sponsorspot/contract/endpoints/reviews';
import { contentCaller, image, setupContentApp } from './content-helpers.js';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import { ACME, advanceClock, expectError, FIXTURE, outbox, request, signedIn, testApp } from './helpers.js';
import { CARDS, RETURN_URL, payWith } from './payments-helpers.js';

const { app } = await setupContentApp();

/** Spot 2: acme's, published, available. Spot 1: acme's, zephyr's content 1 live on it. */
const SPOT = 2;
const LIVE_SPOT = 1;
const LIVE_CONTENT = 1;
const LINK = 'https://shop.example/offer';

const owlEmail = () => app.users.findById(FIXTURE.owl)?.email as string;
const zephyrEmail = () => app.users.findById(FIXTURE.zephyr)?.email as string;
const reviewMails = async (to: string) => (await outbox(app, to)).filter((m) => m.kind === 'review');
const record = (id: number) => app.spotContents.findById(id) as SpotContent;
const snapshot = (spotId = SPOT) => app.spots.findSnapshot(spotId) as SpotStatusSnapshot;

function priceSpot(price: number, spotId = SPOT) {
  app.db
    .prepare('UPDATE spots SET product_json = ? WHERE id = ?')
    .run(JSON.stringify({ size: '300x250', pricePerMonth: price, currency: 'usd' }), spotId);
}

/** owl's content on the spot with a PNG decal, an https link and a title, the terms agreed and checked. */
async function readyContent(userId: number = FIXTURE.owl, spotId = SPOT): Promise<number> {
  const caller = await contentCaller(app, userId);
  const upload = await caller.upload(spotId, [{ bytes: await image('png'), fileName: 'd.png' }]);
  expect(upload.statusCode, upload.body).toBe(201);
  const sponsorId = app.sponsors.findByUser(userId)?.id ?? 0;
  const created = (await caller.get(sponsorId, spotId)).json() as SpotContent;
  const update = await caller.update({
    id: created.id,
    spotId,
    linkUrl: LINK,
    linkTitle: 'Fresh roasted coffee',
    hasAgreedToTerms: true,
  });
  expect(update.statusCode, update.body).toBe(200);
  expect((await caller.aiCheck({ spotContentId: created.id })).json()).toMatchObject({ passed: true });
  return created.id;
}

/** Priced, ready, paid through checkout and reserved by owl: answers the content id and the reserve answer. */
async function paidAndReserved(spotId = SPOT): Promise<{ id: number; reserved: SpotContent }> {
  priceSpot(12, spotId);
  const id = await readyContent(FIXTURE.owl, spotId);
  const owl = await signedIn(app, FIXTURE.owl);
  const checkout = await owl.request(createCheckout, {
    body: {
      product: SPOT_PRODUCT.product,
      variant: SPOT_PRODUCT.variant,
      spotContentId: id,
      returnUrl: RETURN_URL,
    },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paid = await payWith(app, checkout.json(), CARDS.pays);
  expect(paid.statusCode, paid.body).toBe(200);
  const res = await owl.request(reservations.reserve, { body: { spotContentId: id } });
  expect(res.statusCode, res.body).toBe(200);
  return { id, reserved: res.json() as SpotContent };
}

async function queueOf(userId: number): Promise<ReviewItem[]> {
  const res = await (await signedIn(app, userId)).request(reviews.reviewQueue);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().reviews as ReviewItem[];
}

async function decide(
  spotContentId: number,
  decision: 'approve' | 'reject',
  reason?: string,
  userId: number = FIXTURE.acme,
) {
  return (await signedIn(app, userId)).request(reviews.reviewContent, {
    body: { spotContentId, decision, ...(reason === undefined ? {} : { reason }) },
  });
}

const click = async (spotId = SPOT) =>
  (await request(app, embed.spotClick, { params: { id: spotId } })).headers.location;
/** The embed's image of the spot: its status and bytes. */
async function embedded(spotId = SPOT) {
  const res = await request(app, embed.spotDecal, { params: { id: spotId } });
  return { statusCode: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
}
/** The content's decal bytes as its sponsor reads them (the private URL). */
async function decalBytes(id: number, userId: number = FIXTURE.owl) {
  const res = await (await signedIn(app, userId)).request(content.contentDecal, { params: { id } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('a new reservation on a spot that requires approval', () => {
  it('waits Pending and not live, in the publisher’s queue; approving makes it Active and live', async () => {
    const before = app.clock.nowMs();
    const { id, reserved } = await paidAndReserved();
    expect(reserved).toMatchObject({ id, status: EntityStatus.Pending, heldUntil: null });
    expect(reserved.review).toMatchObject({
      status: 'pending',
      kind: 'first',
      decidedAt: null,
      reason: null,
    });
    expect(snapshot()).toMatchObject({
      currentSpotContentId: id,
      currentSpotContentStatus: EntityStatus.Pending,
    });
    // Not live: the embed serves nothing of theirs and the click does not lead to their link.
    const mine = await decalBytes(id);
    const waiting = await embedded();
    expect(waiting.statusCode === 200 && waiting.bytes.equals(mine)).toBe(false);
    expect(await click()).not.toBe(LINK);
    expect(
      (await request(app, marketplace.publicSpot, { params: { id: SPOT } })).json().currentSpotContent ??
        null,
    ).not.toMatchObject({ linkUrl: LINK });

    const queue = await queueOf(FIXTURE.acme);
    expect(queue).toHaveLength(1);
    const item = queue[0] as ReviewItem;
    expect(item).toMatchObject({
      spotContentId: id,
      spotId: SPOT,
      kind: 'first',
      linkUrl: LINK,
      aICheckPassed: true,
      // A first revision replaces nothing.
      running: null,
    });
    expect(item.decal?.url).toBe(endpointUrl(content.contentDecal, { id }));
    const since = Date.parse(item.waitingSince);
    expect(since).toBeGreaterThanOrEqual(before);
    expect(Date.parse(item.autoApproveAt)).toBe(since + AUTO_APPROVE_MS);
    const toPublisher = await reviewMails(ACME.email);
    expect(toPublisher).toHaveLength(1);
    expect(toPublisher[0]?.subject).toMatch(/waits for your approval/);
    expect(await reviewMails(owlEmail())).toEqual([]);

    const approved = await decide(id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      spotContentId: id,
      review: { status: 'approved' },
      refunded: null,
    });
    expect(record(id)).toMatchObject({
      status: EntityStatus.Active,
      review: { status: 'approved', kind: 'first' },
    });
    expect(snapshot()).toMatchObject({
      currentSpotContentId: id,
      currentSpotContentStatus: EntityStatus.Active,
    });
    const live = await embedded();
    expect(live.statusCode).toBe(200);
    expect(live.bytes.equals(mine)).toBe(true);
    expect(await click()).toBe(`${LINK}`);
    expect((await reviewMails(owlEmail())).map((m) => m.subject)).toEqual([
      expect.stringMatching(/approved and live/),
    ]);
    expect(await queueOf(FIXTURE.acme)).toEqual([]);
    // Decided: nothing waits any more.
    expectError(await decide(id, 'approve'), 409, ErrorCode.conflict);
  });

  it('a rejection needs a reason of 10 characters or more (400 naming reason), and changes nothing', async () => {
    const { id } = await paidAndReserved();
    for (const reason of [undefined, '', '   too short  ']) {
      const res = await decide(id, 'reject', reason);
      expectError(res, 400, ErrorCode.validationFailed);
      expect(res.body).toMatch(/reason/);
    }
    expectError(await decide(id, 'reject', 'x'.repeat(501)), 400, ErrorCode.validationFailed);
    expect(record(id)).toMatchObject({ status: EntityStatus.Pending, review: { status: 'pending' } });
    expect(await queueOf(FIXTURE.acme)).toHaveLength(1);
  });

  it('rejected: its invoices refunded, its subscription ended, the content Disabled, the spot available', async () => {
    const { id, reserved } = await paidAndReserved();
    const reason = 'The decal shows a competitor of ours.';
    const res = await decide(id, 'reject', `  ${reason} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      spotContentId: id,
      refunded: 12,
      review: { status: 'rejected', reason },
    });
    const ended = record(id);
    expect(ended).toMatchObject({
      status: EntityStatus.Disabled,
      review: { status: 'rejected', kind: 'first', reason },
    });
    expect(ended.subscription?.status).toBe(EntityStatus.Disabled);
    expect(app.subscriptions.findById(reserved.subscriptionId as number)?.status).toBe(EntityStatus.Disabled);
    const account = (await (await signedIn(app, FIXTURE.owl)).request(getAccount)).json();
    expect(account.invoices).toEqual([expect.objectContaining({ amount: 12, status: 'refunded' })]);
    expect(snapshot().currentSpotContentId).toBeNull();
    const available = await request(app, marketplace.availableSpots, {
      body: { pageNumber: 1, pageSize: 100 },
    });
    expect(available.json().spots.map((s: { id: number }) => s.id)).toContain(SPOT);
    const toOwl = await reviewMails(owlEmail());
    expect(toOwl).toHaveLength(1);
    // The reason's closing full stop is not doubled by the subject's.
    expect(toOwl[0]?.subject).toBe(
      `Your decal on Newsletter header on Acme Outdoor Gazette was not approved: ${reason} $12.00 is refunded to your card.`,
    );
    expect(await click()).not.toBe(LINK);
    expect(await queueOf(FIXTURE.acme)).toEqual([]);
    expectError(await decide(id, 'approve'), 409, ErrorCode.conflict);
  });

  it('with no decision for 48 hours it is approved automatically, with a mail to both sides', async () => {
    const { id } = await paidAndReserved();
    await advanceClock(app, AUTO_APPROVE_MS / 1000 - 60);
    expect(record(id)).toMatchObject({ status: EntityStatus.Pending, review: { status: 'pending' } });
    await advanceClock(app, 61);
    expect(record(id)).toMatchObject({
      status: EntityStatus.Active,
      review: { status: 'auto', kind: 'first' },
    });
    expect(await click()).toBe(LINK);
    expect(await queueOf(FIXTURE.acme)).toEqual([]);
    expect((await reviewMails(owlEmail())).map((m) => m.subject)).toEqual([
      expect.stringMatching(/approved automatically/),
    ]);
    expect((await reviewMails(ACME.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/waits for your approval/),
      expect.stringMatching(/approved automatically/),
    ]);
    expectError(await decide(id, 'reject', 'Too late to say no now.'), 409, ErrorCode.conflict);
  });
});

describe('an edit of a live content on a spot that requires approval', () => {
  async function editChecked(linkUrl: string) {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    expect((await zephyr.update({ spotId: LIVE_SPOT, id: LIVE_CONTENT, linkUrl })).statusCode).toBe(200);
    expect((await zephyr.aiCheck({ spotContentId: LIVE_CONTENT })).json()).toMatchObject({ passed: true });
    return zephyr;
  }

  it('waits as a change while the live link keeps running; approved, the new link goes live', async () => {
    await editChecked('https://zephyr.test/autumn');
    expect(await click(LIVE_SPOT)).toBe('https://zephyr.test/');
    expect(record(LIVE_CONTENT)).toMatchObject({
      status: EntityStatus.Active,
      review: { status: 'pending', kind: 'change' },
    });
    const [item] = await queueOf(FIXTURE.acme);
    expect(item).toMatchObject({
      spotContentId: LIVE_CONTENT,
      kind: 'change',
      linkUrl: 'https://zephyr.test/autumn',
      // Beside the change, what runs now: the live link and title, and the live decal by its public URL.
      running: { linkUrl: 'https://zephyr.test', linkTitle: expect.any(String) },
    });
    const runningDecal = item?.running?.decal;
    expect(runningDecal?.url).toMatch(/^\/public\/decals\/[\w-]+$/);
    const served = await app.inject({ method: 'GET', url: runningDecal?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(runningDecal?.contentType);
    expect((await reviewMails(ACME.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/changed decal/),
    ]);

    expect((await decide(LIVE_CONTENT, 'approve')).statusCode).toBe(200);
    expect(await click(LIVE_SPOT)).toBe('https://zephyr.test/autumn');
    expect(record(LIVE_CONTENT)).toMatchObject({
      status: EntityStatus.Active,
      review: { status: 'approved' },
    });
    expect(await reviewMails(zephyrEmail())).toHaveLength(1);
  });

  it('rejected, the change is dropped and the live link keeps running; nothing is refunded', async () => {
    await editChecked('https://zephyr.test/autumn');
    const reason = 'Please keep the summer offer running.';
    const res = await decide(LIVE_CONTENT, 'reject', reason);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      refunded: null,
      review: { status: 'rejected', kind: 'change', reason },
    });
    expect(await click(LIVE_SPOT)).toBe('https://zephyr.test/');
    expect(record(LIVE_CONTENT).status).toBe(EntityStatus.Active);
    expect(snapshot(LIVE_SPOT).currentSpotContentId).toBe(LIVE_CONTENT);
    const toZephyr = await reviewMails(zephyrEmail());
    expect(toZephyr).toHaveLength(1);
    expect(toZephyr[0]?.subject).toContain(reason);
  });

  it('an edit after submitting withdraws the review until the next check passes', async () => {
    const zephyr = await editChecked('https://zephyr.test/autumn');
    expect(await queueOf(FIXTURE.acme)).toHaveLength(1);
    await zephyr.update({ spotId: LIVE_SPOT, id: LIVE_CONTENT, linkUrl: 'https://zephyr.test/winter' });
    expect(await queueOf(FIXTURE.acme)).toEqual([]);
    expectError(await decide(LIVE_CONTENT, 'approve'), 409, ErrorCode.conflict);
    expect(await click(LIVE_SPOT)).toBe('https://zephyr.test/');
    // Checked again, it comes back, with the new link.
    expect((await zephyr.aiCheck({ spotContentId: LIVE_CONTENT })).json()).toMatchObject({ passed: true });
    expect((await queueOf(FIXTURE.acme)).map((r) => r.linkUrl)).toEqual(['https://zephyr.test/winter']);
    expect((await decide(LIVE_CONTENT, 'approve')).statusCode).toBe(200);
    expect(await click(LIVE_SPOT)).toBe('https://zephyr.test/winter');
  });
});

describe('who decides', () => {
  it('another publisher’s content is 404 and not in their queue; signed out is 401', async () => {
    const { id } = await paidAndReserved();
    // pending publishes spot 4; zephyr publishes nothing.
    expect(await queueOf(FIXTURE.pending)).toEqual([]);
    for (const userId of [FIXTURE.pending, FIXTURE.zephyr]) {
      expectError(await decide(id, 'approve', undefined, userId), 404, ErrorCode.notFound);
      expectError(await decide(id, 'reject', 'Not on my site, thank you.', userId), 404, ErrorCode.notFound);
    }
    expectError(await decide(999_999, 'approve'), 404, ErrorCode.notFound);
    expectError(await request(app, reviews.reviewQueue), 401);
    expectError(
      await request(app, reviews.reviewContent, { body: { spotContentId: id, decision: 'approve' } }),
      401,
    );
    expect(record(id)).toMatchObject({ status: EntityStatus.Pending, review: { status: 'pending' } });
  });

  it('the queue is 403 forbidden to a user who is not a publisher, as publisher/earnings is; an admin sees every spot’s', async () => {
    const { id } = await paidAndReserved();
    // zephyr only sponsors; owl, who sponsors here, also publishes spots 5–12 and waits on none of them.
    const zephyr = await signedIn(app, FIXTURE.zephyr);
    expectError(await zephyr.request(reviews.reviewQueue), 403, ErrorCode.forbidden);
    expect(await queueOf(FIXTURE.owl)).toEqual([]);
    expect((await queueOf(FIXTURE.admin)).map((item) => item.spotContentId)).toEqual([id]);
  });
});

describe('a spot that does not require approval', () => {
  it('POST spot/update saves requiresApproval and answers it on the Spot', async () => {
    const acme = await signedIn(app, FIXTURE.acme);
    const spot = (await request(app, marketplace.publicSpot, { params: { id: SPOT } })).json();
    expect(spot.requiresApproval).toBe(true);
    const res = await acme.request(publisher.updateSpot, { body: { id: SPOT, requiresApproval: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().requiresApproval).toBe(false);
    expect(app.db.prepare('SELECT requires_approval FROM spots WHERE id = ?').pluck().get(SPOT)).toBe(0);
    expect(
      (await request(app, marketplace.publicSpot, { params: { id: SPOT } })).json().requiresApproval,
    ).toBe(false);
    const back = await acme.request(publisher.updateSpot, { body: { id: SPOT, requiresApproval: true } });
    expect(back.json().requiresApproval).toBe(true);
  });

  it('goes live at reserve, with no review and no mail to the publisher', async () => {
    const acme = await signedIn(app, FIXTURE.acme);
    expect(
      (await acme.request(publisher.updateSpot, { body: { id: SPOT, requiresApproval: false } })).statusCode,
    ).toBe(200);
    const { id, reserved } = await paidAndReserved();
    expect(reserved).toMatchObject({ id, status: EntityStatus.Active, review: null });
    expect(await click()).toBe(LINK);
    expect((await embedded()).bytes.equals(await decalBytes(id))).toBe(true);
    expect(await queueOf(FIXTURE.acme)).toEqual([]);
    expect(await reviewMails(ACME.email)).toEqual([]);
  });
});

// The attack probe's findings (issue 31, E1–E4 and E10): each of these failed before the review decided
// exactly the revision its publisher saw.
describe('a review decides exactly what was seen', () => {
  const reviewItem = async (id: number) =>
    (await queueOf(FIXTURE.acme)).find((item) => item.spotContentId === id) as ReviewItem;
  const owlCalls = async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    return {
      ...owl,
      unreserve: (spotContentId: number) => owl.request(reservations.unreserve, { body: { spotContentId } }),
    };
  };

  it('E1: an edit that changes nothing the check reads raises no revision, and Approve puts it live', async () => {
    const { id } = await paidAndReserved();
    const seen = await reviewItem(id);
    const owl = await owlCalls();
    // The same link and title again, and the terms agreed again: nothing the check reads.
    const again = await owl.update({
      id,
      spotId: SPOT,
      linkUrl: LINK,
      linkTitle: 'Fresh roasted coffee',
      hasAgreedToTerms: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    const approved = await decide(id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    // What the sponsor is told ("approved and live") is what the embed serves.
    expect(await click()).toBe(LINK);
    expect((await embedded()).bytes.equals(await decalBytes(id))).toBe(true);
    expect(record(id).status).toBe(EntityStatus.Active);
    // The revision the publisher saw is the one that went live.
    expect(app.db.prepare('SELECT live_revision FROM spot_contents WHERE id = ?').pluck().get(id)).toBe(
      seen.revision,
    );
  });

  it('E1: Approve answers 409 nothing_goes_live when the waiting revision would not go live, and changes nothing', async () => {
    const { id } = await paidAndReserved();
    // The content moved past the waiting revision without withdrawing it (as the no-op edit did).
    app.db.prepare('UPDATE spot_contents SET revision = revision + 1 WHERE id = ?').run(id);
    expectError(await decide(id, 'approve'), 409, ErrorCode.nothingGoesLive);
    expect(record(id)).toMatchObject({ status: EntityStatus.Pending, review: { status: 'pending' } });
    expect(await reviewMails(owlEmail())).toEqual([]);
    expect(await click()).not.toBe(LINK);
  });

  it('E2: a decision on a revision that no longer waits answers 409 review_outdated and changes nothing', async () => {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    const editAndCheck = async (linkUrl: string) => {
      expect((await zephyr.update({ spotId: LIVE_SPOT, id: LIVE_CONTENT, linkUrl })).statusCode).toBe(200);
      expect((await zephyr.aiCheck({ spotContentId: LIVE_CONTENT })).json()).toMatchObject({ passed: true });
    };
    await editAndCheck('https://zephyr.test/autumn');
    const seen = await reviewItem(LIVE_CONTENT);
    expect(seen).toMatchObject({ linkUrl: 'https://zephyr.test/autumn', revision: expect.any(Number) });
    // Changed after the publisher looked: another revision waits now.
    await editAndCheck('https://zephyr.test/casino');
    const now = await reviewItem(LIVE_CONTENT);
    expect(now.revision).toBeGreaterThan(seen.revision);
    const acme = await signedIn(app, FIXTURE.acme);
    for (const body of [
      { spotContentId: LIVE_CONTENT, decision: 'approve' as const, revision: seen.revision },
      {
        spotContentId: LIVE_CONTENT,
        decision: 'reject' as const,
        revision: seen.revision,
        reason: 'The autumn offer is fine, thanks.',
      },
    ]) {
      const res = await acme.request(reviews.reviewContent, { body });
      expectError(res, 409, ErrorCode.reviewOutdated);
      expect(res.json().details).toEqual({ waiting: now.revision });
    }
    expect(await click(LIVE_SPOT)).toBe('https://zephyr.test/');
    expect(record(LIVE_CONTENT).review).toMatchObject({ status: 'pending' });
    expect(await reviewMails(zephyrEmail())).toEqual([]);
    // The revision now shown decides.
    const approved = await acme.request(reviews.reviewContent, {
      body: { spotContentId: LIVE_CONTENT, decision: 'approve', revision: now.revision },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await click(LIVE_SPOT)).toBe('https://zephyr.test/casino');
  });

  it('E3: unreserving clears the pending review: no queue item, no decision, no automatic approval', async () => {
    const { id } = await paidAndReserved();
    const owl = await owlCalls();
    expect((await owl.unreserve(id)).statusCode).toBe(200);
    expect(await queueOf(FIXTURE.acme)).toEqual([]);
    expectError(await decide(id, 'approve'), 409, ErrorCode.conflict);
    await advanceClock(app, AUTO_APPROVE_MS / 1000 + 60);
    expect(record(id).status).toBe(EntityStatus.Disabled);
    expect(snapshot().currentSpotContentId).toBeNull();
    for (const mail of [...(await reviewMails(owlEmail())), ...(await reviewMails(ACME.email))])
      expect(mail.subject).not.toMatch(/approved|is live/);
    expect(await click()).not.toBe(LINK);
  });

  it('E3: a change waiting on a reservation that ends is dropped with it', async () => {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    await zephyr.update({ spotId: LIVE_SPOT, id: LIVE_CONTENT, linkUrl: 'https://zephyr.test/autumn' });
    await zephyr.aiCheck({ spotContentId: LIVE_CONTENT });
    expect(await queueOf(FIXTURE.acme)).toHaveLength(1);
    const res = await zephyr.request(reservations.unreserve, { body: { spotContentId: LIVE_CONTENT } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await queueOf(FIXTURE.acme)).toEqual([]);
    expectError(await decide(LIVE_CONTENT, 'approve'), 409, ErrorCode.conflict);
    await advanceClock(app, AUTO_APPROVE_MS / 1000 + 60);
    expect((await reviewMails(zephyrEmail())).map((m) => m.subject)).toEqual([]);
  });

  it('E4: rejecting a reservation the sponsor’s plan pays for leaves the plan and its invoices alone', async () => {
    priceSpot(12);
    const id = await readyContent();
    const now = app.clock.now();
    const plan = app.subscriptions.create({
      userId: FIXTURE.owl,
      level: 'Basic',
      status: EntityStatus.Active,
      updated: now.toISOString(),
      interval: 'month',
      periodStart: now.toISOString(),
      periodEnd: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
      cancelAtPeriodEnd: false,
      scheduledLevel: null,
      scheduledInterval: null,
      pastDueSince: null,
      cardLast4: '4242',
    });
    const invoice = app.invoices.add({
      userId: FIXTURE.owl,
      subscriptionId: plan.id,
      description: 'Basic plan, monthly',
      amount: 29,
      currency: 'usd',
      status: 'paid',
      cardLast4: '4242',
      periodStart: plan.periodStart as string,
      periodEnd: plan.periodEnd as string,
      createdAt: now.toISOString(),
    });
    // A reservation the plan pays for (as the older and seeded ones are): reserved with no checkout.
    app.db.prepare('UPDATE spot_contents SET subscription_id = ? WHERE id = ?').run(plan.id, id);
    const owl = await signedIn(app, FIXTURE.owl);
    const reserved = await owl.request(reservations.reserve, { body: { spotContentId: id } });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(record(id).status).toBe(EntityStatus.Pending);

    const res = await decide(id, 'reject', 'Not a fit for this newsletter.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refunded: 0, review: { status: 'rejected' } });
    expect(record(id).status).toBe(EntityStatus.Disabled);
    expect(app.subscriptions.findById(plan.id)).toMatchObject({
      status: EntityStatus.Active,
      cancelAtPeriodEnd: false,
    });
    expect(app.invoices.listFor(FIXTURE.owl).find((each) => each.id === invoice.id)?.status).toBe('paid');
  });

  it('E10: unreserving before the first approval refunds in full, as a rejection does', async () => {
    const { id, reserved } = await paidAndReserved();
    const owl = await owlCalls();
    const res = await owl.unreserve(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: EntityStatus.Disabled });
    expect(app.subscriptions.findById(reserved.subscriptionId as number)).toMatchObject({
      status: EntityStatus.Disabled,
      cancelAtPeriodEnd: false,
    });
    const account = (await (await signedIn(app, FIXTURE.owl)).request(getAccount)).json();
    expect(account.invoices).toEqual([expect.objectContaining({ amount: 12, status: 'refunded' })]);
    expect(snapshot().currentSpotContentId).toBeNull();
    expect((await reviewMails(owlEmail())).map((m) => m.subject)).toEqual([
      'Your reservation of Newsletter header on Acme Outdoor Gazette is cancelled: $12.00 is refunded to your card.',
    ]);
    expect((await reviewMails(ACME.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/waits for your approval/),
      'The sponsor withdrew the new decal on "Newsletter header" before you decided: nothing waits for you.',
    ]);
    // Nothing renews later.
    await advanceClock(app, 40 * 86_400);
    expect(app.invoices.listFor(FIXTURE.owl)).toHaveLength(1);
  });
});

describe('the review scenario', () => {
  it('approves the seeded waiting decal with the revision its queue shows (revision 0)', async () => {
    const seeded = await testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'review' });
    try {
      const owner = await signedIn(seeded, seeded.users.findByEmail('publisher@review.test')?.id ?? 0);
      const queue = (await owner.request(reviews.reviewQueue)).json() as { reviews: ReviewItem[] };
      const [waiting] = queue.reviews;
      expect(waiting?.revision).toBe(0);
      const decided = await owner.request(reviews.reviewContent, {
        body: { spotContentId: waiting!.spotContentId, revision: waiting!.revision, decision: 'approve' },
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(seeded.spotContents.findById(waiting!.spotContentId)?.status).toBe(EntityStatus.Active);
      expect(
        ((await owner.request(reviews.reviewQueue)).json() as { reviews: ReviewItem[] }).reviews,
      ).toEqual([]);
    } finally {
      await seeded.close();
    }
  });
});

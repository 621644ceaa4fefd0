// A publisher's own spots: create, read, update (details and status), delete and list, against the fixture
// scenario (test/fixtures/scenarios/fixture.json; who is who in helpers.ts FIXTURE).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorCode, SpotStatus } from '@sponsorspot/contract/constants';
import type { AccountUsage } from '@sponsorspot/contract/presence-user';
import type { PublisherSpotsResult } from '@sponsorspot/contract/publisher';
import { DECAL_UPLOAD } from '@sponsorspot/contract/content-rules';
import {
  SPOT_SIZE_RULE_TEXT,
  SPOT_TRANSITIONS,
  canChangeSpotStatus,
  priceProblem,
} from '@sponsorspot/contract/rules';
import { CONTROL_CHARACTER_RULE } from '@sponsorspot/contract/text-rules';
import type { Spot, SpotSearchResult } from '@sponsorspot/contract/sponsor';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import { expectError, FIXTURE, request, setupApp, signedIn, unchecked } from './helpers.js';

const STATUSES = Object.values(SpotStatus);

const app: FastifyInstance = await setupApp();

/** A publisher's calls; bodies and ids are sent as given (some tests send what the schema refuses). */
async function as(userId: number) {
  const caller = await signedIn(app, userId);
  return {
    create: (payload: object) => caller.request(publisher.createSpot, { body: unchecked(payload) }),
    update: (payload: object) => caller.request(publisher.updateSpot, { body: unchecked(payload) }),
    list: (payload: object = {}) => caller.request(publisher.publisherSpots, { body: unchecked(payload) }),
    get: (id: number | string) => caller.request(publisher.getSpot, { params: unchecked({ id }) }),
    remove: (id: number | string) => caller.request(publisher.deleteSpot, { params: unchecked({ id }) }),
    usage: async () => (await caller.request(sponsorSettings.usage)).json() as AccountUsage,
    snippet: (id: number) => caller.request(publisher.spotSnippet, { params: { id } }),
  };
}

async function marketplaceIds(searchText = ''): Promise<number[]> {
  const res = await request(app, marketplace.searchSpots, { body: { searchText, pageSize: 100 } });
  return (res.json() as SpotSearchResult).spots.map((spot) => spot.id);
}

/** The spot as stored, read straight from the table. */
function storedSpot(id: number) {
  return app.db.prepare('SELECT * FROM spots WHERE id = ?').get(id) as Record<string, unknown> | undefined;
}

/** A product with a valid monthly price (contract/rules.ts priceProblem). */
const PRICED = '{"size":"300x250","pricePerMonth":25,"currency":"usd"}';

/** Puts a spot in a status directly (the fixture has no Created spot). */
function setStatus(id: number, status: number) {
  app.db.prepare('UPDATE spots SET status = ? WHERE id = ?').run(status, id);
}

describe('POST spot/ (create)', () => {
  it('creates a Created spot with the path formatted, and counts it in usage at once', async () => {
    const acme = await as(FIXTURE.acme);
    const before = await acme.usage();
    const res = await acme.create({
      name: 'Side rail',
      description: 'Beside every post',
      locationPath: 'blog//side bar/',
      sampleUrl: 'https://acme.test/blog',
      productJson: '{"size":"300x250","placement":"sidebar","pricePerMonth":25,"currency":"usd"}',
    });
    expect(res.statusCode, res.body).toBe(201);
    const spot = res.json() as Spot;
    expect(spot).toMatchObject({
      publisherId: 1,
      publisherName: 'Acme Outdoor Gazette',
      name: 'Side rail',
      description: 'Beside every post',
      locationPath: '/BLOG/SIDEBAR',
      sampleUrl: 'https://acme.test/blog',
      status: SpotStatus.Created,
      currentSpotContentId: null,
    });
    expect(storedSpot(spot.id)).toMatchObject({ location_path: '/BLOG/SIDEBAR', status: 0 });
    expect((await acme.usage()).listingCount).toBe(before.listingCount + 1);
    // A new spot is not in the marketplace.
    expect(await marketplaceIds()).not.toContain(spot.id);
  });

  it('defaults: path "/", empty description and sample URL, product {}', async () => {
    const acme = await as(FIXTURE.acme);
    for (const locationPath of [undefined, '', '///', '!!']) {
      const res = await acme.create({
        name: 'Bare',
        ...(locationPath === undefined ? {} : { locationPath }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        locationPath: '/',
        description: '',
        sampleUrl: '',
        productJson: '{}',
      });
    }
  });

  it('refuses a caller who is not a publisher (403 forbidden) and writes nothing', async () => {
    const count = app.db.prepare('SELECT count(*) AS n FROM spots').get();
    for (const user of [FIXTURE.zephyr, FIXTURE.admin]) {
      const res = await (await as(user)).create({ name: 'Nope' });
      expectError(res, 403, ErrorCode.forbidden);
      expect(res.json().message).toMatch(/connect/i);
    }
    expect(app.db.prepare('SELECT count(*) AS n FROM spots').get()).toEqual(count);
  });

  it('lets a Pending publisher create drafts', async () => {
    const res = await (await as(FIXTURE.pending)).create({ name: 'Early bird' });
    expect(res.statusCode).toBe(201);
    expect(res.json().publisherId).toBe(2);
  });

  it('refuses a create past the listing capacity with {capacity, used}; usage is unchanged', async () => {
    // pending@ is on the free plan (4 listings) with one spot listed.
    const pending = await as(FIXTURE.pending);
    for (let n = 0; n < 3; n += 1) expect((await pending.create({ name: `Spot ${n}` })).statusCode).toBe(201);
    expect(await pending.usage()).toMatchObject({ listingCapacity: 4, listingCount: 4 });
    const res = await pending.create({ name: 'One too many' });
    expectError(res, 403, ErrorCode.planLimitReached);
    expect(res.json().details).toEqual({ capacity: 4, used: 4 });
    expect(await pending.usage()).toMatchObject({ listingCapacity: 4, listingCount: 4 });
    expect(app.db.prepare("SELECT count(*) AS n FROM spots WHERE name = 'One too many'").get()).toEqual({
      n: 0,
    });
  });

  it('lets exactly one of two racing creates take the last listing', async () => {
    const pending = await as(FIXTURE.pending);
    for (let n = 0; n < 2; n += 1) await pending.create({ name: `Filler ${n}` });
    const answers = await Promise.all([
      pending.create({ name: 'Racer A' }),
      pending.create({ name: 'Racer B' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 403]);
    expect((await pending.usage()).listingCount).toBe(4);
  });

  it('does not count a Disabled spot: disabling one frees a listing', async () => {
    const pending = await as(FIXTURE.pending);
    for (let n = 0; n < 3; n += 1) await pending.create({ name: `Filler ${n}` });
    expectError(await pending.create({ name: 'Blocked' }), 403, ErrorCode.planLimitReached);
    setStatus(4, SpotStatus.Disabled);
    expect((await pending.create({ name: 'Fits now' })).statusCode).toBe(201);
  });

  it('reads the capacity from the plan: Pro lists 50', async () => {
    const acme = await as(FIXTURE.acme);
    expect(await acme.usage()).toMatchObject({ listingCapacity: 50, listingCount: 4 });
  });
});

describe('GET spot/{id}', () => {
  it('answers any status to its publisher, and to an admin', async () => {
    const draft = await (await as(FIXTURE.acme)).get(3);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ id: 3, status: SpotStatus.Draft, name: 'Draft sidebar' });
    const admin = await (await as(FIXTURE.admin)).get(3);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({
      ...draft.json(),
      snapshot: { ...draft.json().snapshot, snapshotDate: expect.any(String) },
    });
  });

  it('is 404 for another user, even for a published spot, and for an unknown id', async () => {
    const owl = await as(FIXTURE.owl);
    expectError(await owl.get(1), 404, ErrorCode.notFound);
    expectError(await owl.get(3), 404, ErrorCode.notFound);
    expectError(await (await as(FIXTURE.zephyr)).get(1), 404, ErrorCode.notFound);
    expectError(await owl.get(999_999), 404, ErrorCode.notFound);
  });

  it('needs a signed-in caller', async () => {
    const res = await request(app, publisher.getSpot, { params: { id: 1 } });
    expectError(res, 401);
  });
});

describe('POST spot/update: details', () => {
  it('saves details, formats the path, and makes a Created spot a Draft', async () => {
    const acme = await as(FIXTURE.acme);
    const { id } = (await acme.create({ name: 'New' })).json() as Spot;
    const res = await acme.update({ id, description: 'Under the fold', locationPath: 'home/ under fold' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'New',
      description: 'Under the fold',
      locationPath: '/HOME/UNDERFOLD',
      status: SpotStatus.Draft,
    });
  });

  it('keeps fields left out, and the status of a spot past Created', async () => {
    const acme = await as(FIXTURE.acme);
    const res = await acme.update({ id: 2, name: 'Newsletter top' });
    expect(res.json()).toMatchObject({
      name: 'Newsletter top',
      description: 'Leaderboard atop the weekly newsletter',
      locationPath: '/NEWSLETTER/HEADER',
      status: SpotStatus.Published,
    });
    expect(await marketplaceIds('top')).toContain(2);
  });

  it('lets an admin change any spot, and no one else', async () => {
    expect((await (await as(FIXTURE.admin)).update({ id: 5, name: 'Admin renamed' })).statusCode).toBe(200);
    expectError(await (await as(FIXTURE.acme)).update({ id: 5, name: 'Hijack' }), 404, ErrorCode.notFound);
    expect(storedSpot(5)?.name).toBe('Admin renamed');
  });
});

describe('POST spot/update: status transitions', () => {
  // Every pair of statuses on a publishable spot of acme@ (Pro, Active publisher): spot 2, no reservation.
  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('from %i to %i follows SPOT_TRANSITIONS', async (from, to) => {
    setStatus(2, from);
    const res = await (await as(FIXTURE.acme)).update({ id: 2, status: to });
    if (canChangeSpotStatus(from, to)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(to);
    } else {
      expectError(res, 409, ErrorCode.invalidTransition);
      expect(res.json().details).toEqual({ from, to });
      expect(storedSpot(2)?.status).toBe(from);
    }
  });

  it('allows exactly the transitions contract/rules.ts SPOT_TRANSITIONS names', () => {
    expect(SPOT_TRANSITIONS).toEqual({ 0: [1], 1: [2], 2: [1, 3], 3: [1, 2] });
  });

  it('lets one save of a Created spot carry it to Published (details make it a Draft first)', async () => {
    const acme = await as(FIXTURE.acme);
    const { id } = (await acme.create({ name: 'Quick' })).json() as Spot;
    expectError(await acme.update({ id, status: SpotStatus.Published }), 409, ErrorCode.invalidTransition);
    const res = await acme.update({
      id,
      sampleUrl: 'https://acme.test/q',
      productJson: PRICED,
      status: SpotStatus.Published,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(SpotStatus.Published);
  });

  it('publishes: the spot enters the marketplace search and leaves it when disabled', async () => {
    const acme = await as(FIXTURE.acme);
    const created = (
      await acme.create({
        name: 'Zebra crossing banner',
        locationPath: 'blog//side bar/',
        sampleUrl: 'https://acme.test/zebra',
        productJson: PRICED,
      })
    ).json() as Spot;
    expect(await marketplaceIds('zebra')).toEqual([]);
    await acme.update({ id: created.id, status: SpotStatus.Draft });
    const published = await acme.update({ id: created.id, status: SpotStatus.Published });
    expect(published.json().status).toBe(SpotStatus.Published);
    expect(await marketplaceIds('zebra')).toEqual([created.id]);
    const card = (await request(app, marketplace.publicSpot, { params: { id: created.id } })).json();
    expect(card).toMatchObject({
      locationPath: '/BLOG/SIDEBAR',
      snapshot: { spotStatus: 2, publisherStatus: 2 },
    });
    await acme.update({ id: created.id, status: SpotStatus.Disabled });
    expect(await marketplaceIds('zebra')).toEqual([]);
  });

  it('refuses to publish without a name, a sample URL and a price (409 not_publishable with what is missing)', async () => {
    const acme = await as(FIXTURE.acme);
    const { id } = (await acme.create({ name: ' ' })).json() as Spot;
    await acme.update({ id, status: SpotStatus.Draft });
    const res = await acme.update({ id, status: SpotStatus.Published });
    expectError(res, 409, ErrorCode.notPublishable);
    expect(res.json().details).toEqual({ missing: ['name', 'sampleUrl', 'pricePerMonth'] });
    expect(storedSpot(id)?.status).toBe(SpotStatus.Draft);
  });

  it('refuses to publish for a publisher who is not Active', async () => {
    const pending = await as(FIXTURE.pending);
    const { id } = (
      await pending.create({ name: 'Waiting', sampleUrl: 'https://p.test', productJson: PRICED })
    ).json() as Spot;
    await pending.update({ id, status: SpotStatus.Draft });
    const res = await pending.update({ id, status: SpotStatus.Published });
    expectError(res, 409, ErrorCode.notPublishable);
    expect(res.json().details).toEqual({ missing: ['publisher'] });
  });

  it('keeps a published spot publishable: clearing its sample URL is refused and changes nothing', async () => {
    const acme = await as(FIXTURE.acme);
    const res = await acme.update({ id: 2, sampleUrl: '', name: 'Changed too' });
    expectError(res, 409, ErrorCode.notPublishable);
    expect(res.json().details).toEqual({ missing: ['sampleUrl'] });
    expect(storedSpot(2)).toMatchObject({ sample_url: 'https://example.test/2', name: 'Newsletter header' });
  });

  it('over capacity after a downgrade: a draft cannot be published, a disabled spot cannot come back', async () => {
    // owl@ is free (4 listings) with 7 listed spots and spot 6 Disabled.
    const owl = await as(FIXTURE.owl);
    expect(await owl.usage()).toMatchObject({ listingCapacity: 4, listingCount: 7 });
    // Taking a spot down to draft is allowed; publishing it again must fit counting itself.
    expect((await owl.update({ id: 5, status: SpotStatus.Draft })).statusCode).toBe(200);
    const publish = await owl.update({ id: 5, status: SpotStatus.Published });
    expectError(publish, 403, ErrorCode.planLimitReached);
    expect(publish.json().details).toEqual({ capacity: 4, used: 7 });
    expect(storedSpot(5)?.status).toBe(SpotStatus.Draft);
    const back = await owl.update({ id: 6, status: SpotStatus.Draft });
    expectError(back, 403, ErrorCode.planLimitReached);
    expect(storedSpot(6)?.status).toBe(SpotStatus.Disabled);
    // Disabling four spots brings owl@ to 3 listings: the draft fits again.
    for (const id of [7, 8, 9, 10]) await owl.update({ id, status: SpotStatus.Disabled });
    expect((await owl.usage()).listingCount).toBe(3);
    expect((await owl.update({ id: 5, status: SpotStatus.Published })).statusCode).toBe(200);
    expect((await owl.usage()).listingCount).toBe(3);
    expect((await owl.update({ id: 6, status: SpotStatus.Published })).statusCode).toBe(200);
    expect((await owl.usage()).listingCount).toBe(4);
    expectError(await owl.update({ id: 7, status: SpotStatus.Draft }), 403, ErrorCode.planLimitReached);
  });

  it('a publish from Disabled at capacity is refused', async () => {
    app.db.prepare('UPDATE publishers SET status = 2 WHERE id = 2').run();
    const pending = await as(FIXTURE.pending);
    // Spot 4 Published (1 listing) → Disabled (0); fill to 4, then 4 → Published would be the fifth.
    await pending.update({ id: 4, status: SpotStatus.Disabled });
    for (let n = 0; n < 4; n += 1) await pending.create({ name: `Filler ${n}` });
    const res = await pending.update({ id: 4, status: SpotStatus.Published });
    expectError(res, 403, ErrorCode.planLimitReached);
    expect(res.json().details).toEqual({ capacity: 4, used: 4 });
  });
});

describe('the price rule on spot writes (contract/rules.ts priceProblem)', () => {
  /** Invalid prices as the productJson text carries them (1e999 parses to Infinity). */
  const BAD_PRICES: [string, string][] = [
    ['"10"', '"10"'],
    ['-5', '-5'],
    ['null', 'null'],
    ['0', '0'],
    ['0.5', '0.5'],
    ['0.001', '0.001'],
    ['1.005', '1.005'],
    ['1e308', '1e308'],
    ['1e999 (Infinity)', '1e999'],
    ['100000.01', '100000.01'],
    ['an object', '{"amount":10}'],
  ];
  const product = (price: string, currency = '"usd"') =>
    `{"size":"300x250","pricePerMonth":${price},"currency":${currency}}`;
  const spotCount = () => (app.db.prepare('SELECT count(*) AS n FROM spots').get() as { n: number }).n;

  /** A 400 validation_failed naming exactly these fields of the product, with the rule's messages. */
  function expectPriceRefusal(
    res: { statusCode: number; json: () => unknown; body: string },
    fields: object,
  ) {
    expectError(res, 400, ErrorCode.validationFailed);
    const body = res.json() as { message: string; details: { field: string; message: string }[] };
    const expected = Object.entries(fields).map(([field, message]) => ({ field, message }));
    expect(body.details).toEqual(expected);
    expect(body.message).toContain(`${expected[0]?.field}: ${expected[0]?.message}`);
  }

  it.each(BAD_PRICES)('refuses to create a spot priced %s, and saves nothing', async (_, price) => {
    const acme = await as(FIXTURE.acme);
    const before = spotCount();
    const res = await acme.create({ name: 'Priced wrong', productJson: product(price) });
    expectPriceRefusal(res, {
      'productJson.pricePerMonth': priceProblem(JSON.parse(price) as unknown),
    });
    expect(spotCount()).toBe(before);
  });

  it.each(BAD_PRICES)('refuses to update a spot to a price of %s, and changes nothing', async (_, price) => {
    const acme = await as(FIXTURE.acme);
    const stored = storedSpot(3);
    const res = await acme.update({ id: 3, name: 'Renamed too', productJson: product(price) });
    expectPriceRefusal(res, {
      'productJson.pricePerMonth': priceProblem(JSON.parse(price) as unknown),
    });
    expect(storedSpot(3)).toEqual(stored);
  });

  it('says why in the message and at the field', async () => {
    const acme = await as(FIXTURE.acme);
    const zero = (await acme.create({ name: 'Free?', productJson: product('0') })).json();
    expect(zero.message).toBe(
      'The request body is not valid: productJson.pricePerMonth: The monthly price must be at least $1.00.',
    );
    const text = (await acme.update({ id: 2, productJson: product('"10"') })).json();
    expect(text.details[0].message).toMatch(/must be a number of US dollars from \$1\.00 to \$100,000\.00/);
    const cents = (await acme.update({ id: 2, productJson: product('0.001') })).json();
    expect(cents.details[0].message).toMatch(/at least \$1\.00/);
    const huge = (await acme.update({ id: 2, productJson: product('1e308') })).json();
    expect(huge.details[0].message).toMatch(/at most \$100,000\.00/);
  });

  it('refuses a currency other than US dollars, on create and update, and saves nothing', async () => {
    const acme = await as(FIXTURE.acme);
    const before = spotCount();
    const currency = { 'productJson.currency': 'Prices are in US dollars (USD).' };
    expectPriceRefusal(await acme.create({ name: 'Euro', productJson: product('25', '"EUR"') }), currency);
    expectPriceRefusal(await acme.create({ name: 'Euro', productJson: '{"currency":"eur"}' }), currency);
    expect(spotCount()).toBe(before);
    const stored = storedSpot(2);
    expectPriceRefusal(await acme.update({ id: 2, productJson: product('25', 'null') }), currency);
    // Both wrong: both named, the price first.
    expectPriceRefusal(await acme.update({ id: 2, productJson: product('-5', '"GBP"') }), {
      'productJson.pricePerMonth': priceProblem(-5),
      ...currency,
    });
    expect(storedSpot(2)).toEqual(stored);
  });

  it.each([
    ['1', '1', '"usd"'],
    ['1.5', '1.5', '"USD"'],
    ['19.99', '19.99', '"Usd"'],
    ['100000', '100000', '"usd"'],
  ])('takes a price of %s and stores the product as sent', async (_, price, currency) => {
    const acme = await as(FIXTURE.acme);
    const res = await acme.create({ name: 'Priced right', productJson: product(price, currency) });
    expect(res.statusCode, res.body).toBe(201);
    expect(storedSpot((res.json() as Spot).id)?.product_json).toBe(product(price, currency));
    const update = await acme.update({ id: 3, productJson: product(price, currency) });
    expect(update.statusCode, update.body).toBe(200);
  });

  it('takes a product without a price or currency (a draft), which cannot be published', async () => {
    const acme = await as(FIXTURE.acme);
    const res = await acme.create({
      name: 'Unpriced draft',
      sampleUrl: 'https://acme.test/draft',
      productJson: '{"size":"728x90","placement":"header"}',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as Spot;
    expect((await acme.update({ id, status: SpotStatus.Draft })).statusCode).toBe(200);
    const publish = await acme.update({ id, status: SpotStatus.Published });
    expectError(publish, 409, ErrorCode.notPublishable);
    expect(publish.json()).toMatchObject({
      message: 'The spot cannot be published yet: it needs a monthly price of at least $1.00.',
      details: { missing: ['pricePerMonth'] },
    });
    expect(storedSpot(id)?.status).toBe(SpotStatus.Draft);
    expect(await marketplaceIds()).not.toContain(id);
    // Priced, it publishes (the price and the status in one save).
    const priced = await acme.update({ id, productJson: product('12'), status: SpotStatus.Published });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(await marketplaceIds()).toContain(id);
  });

  it('keeps a published spot priced: dropping its price is refused and changes nothing', async () => {
    const acme = await as(FIXTURE.acme);
    const stored = storedSpot(2);
    const res = await acme.update({ id: 2, productJson: '{"size":"300x250"}', name: 'Changed too' });
    expectError(res, 409, ErrorCode.notPublishable);
    expect(res.json()).toMatchObject({
      message: 'A published spot must stay publishable: it needs a monthly price of at least $1.00.',
      details: { missing: ['pricePerMonth'] },
    });
    expect(storedSpot(2)).toEqual(stored);
  });

  it('lets an unpriced published spot (old data) go back to draft, and publish again once priced', async () => {
    app.db.prepare('UPDATE spots SET product_json = \'{"size":"300x250"}\' WHERE id = 2').run();
    const acme = await as(FIXTURE.acme);
    expectError(await acme.update({ id: 2, name: 'Renamed' }), 409, ErrorCode.notPublishable);
    expect((await acme.update({ id: 2, status: SpotStatus.Draft })).statusCode).toBe(200);
    expectError(await acme.update({ id: 2, status: SpotStatus.Published }), 409, ErrorCode.notPublishable);
    const res = await acme.update({ id: 2, productJson: product('49.5'), status: SpotStatus.Published });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the size rule and one-line fields on spot writes (contract/rules.ts spotSizeProblem)', () => {
  const spotCount = () => (app.db.prepare('SELECT count(*) AS n FROM spots').get() as { n: number }).n;
  const sized = (size: unknown) => JSON.stringify({ size, pricePerMonth: 25, currency: 'usd' });
  const refusal = (field: string, message: string) => ({
    message: `The request body is not valid: ${field}: ${message}`,
    details: [{ field, message }],
  });

  it.each([
    '0x0',
    '-1x-1',
    '99999x99999',
    '4097x250',
    '300x4097',
    '<b>300x250</b>',
    '300x250"><script>alert(1)</script>',
    '300×250',
    '300X250',
    ' 300x250',
    '0300x250',
    '300x',
    '',
    null,
    300,
  ])('refuses the size %j on create and update naming productJson.size, and saves nothing', async (size) => {
    const acme = await as(FIXTURE.acme);
    const before = spotCount();
    const created = await acme.create({ name: 'Sized wrong', productJson: sized(size) });
    expectError(created, 400, ErrorCode.validationFailed);
    expect(created.json()).toMatchObject(refusal('productJson.size', SPOT_SIZE_RULE_TEXT));
    expect(spotCount()).toBe(before);
    const stored = storedSpot(3);
    const updated = await acme.update({ id: 3, name: 'Renamed too', productJson: sized(size) });
    expectError(updated, 400, ErrorCode.validationFailed);
    expect(updated.json()).toMatchObject(refusal('productJson.size', SPOT_SIZE_RULE_TEXT));
    expect(storedSpot(3)).toEqual(stored);
  });

  it('names the limits, which are the decal upload’s', () => {
    expect(SPOT_SIZE_RULE_TEXT).toContain(`from 1 to ${DECAL_UPLOAD.maxWidth}`);
    expect(SPOT_SIZE_RULE_TEXT).toContain(`from 1 to ${DECAL_UPLOAD.maxHeight}`);
  });

  it.each(['1x1', '300x250', '970x250', `${DECAL_UPLOAD.maxWidth}x${DECAL_UPLOAD.maxHeight}`])(
    'takes the size %s, stores it as sent and serves it as stored',
    async (size) => {
      const acme = await as(FIXTURE.acme);
      const res = await acme.create({ name: 'Sized right', productJson: sized(size) });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json() as Spot;
      expect(storedSpot(id)?.product_json).toBe(sized(size));
      const snippet = (await acme.snippet(id)).body;
      const [width, height] = size.split('x');
      expect(snippet).toContain(`width="${width}" height="${height}"`);
    },
  );

  it('takes a product without a size', async () => {
    const acme = await as(FIXTURE.acme);
    const res = await acme.create({ name: 'Any size', productJson: '{"pricePerMonth":25}' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['name', 'Side\r\nrail', `The name ${CONTROL_CHARACTER_RULE}.`],
    ['name', 'Side\trail', `The name ${CONTROL_CHARACTER_RULE}.`],
    ['name', 'Side\u0000rail', `The name ${CONTROL_CHARACTER_RULE}.`],
    ['sampleUrl', 'https://acme.test/blog\r\n', `The address ${CONTROL_CHARACTER_RULE}.`],
    ['sampleUrl', 'https://acme.te\nst/blog', `The address ${CONTROL_CHARACTER_RULE}.`],
  ])('refuses a %s holding %j naming the field, on create and update', async (field, value, message) => {
    const acme = await as(FIXTURE.acme);
    const before = spotCount();
    const created = await acme.create({ name: 'Fine', [field]: value });
    expectError(created, 400, ErrorCode.validationFailed);
    expect(created.json()).toMatchObject(refusal(field, message));
    expect(spotCount()).toBe(before);
    const stored = storedSpot(3);
    expectError(await acme.update({ id: 3, [field]: value }), 400, ErrorCode.validationFailed);
    expect(storedSpot(3)).toEqual(stored);
  });
});

describe('DELETE spot/{id}', () => {
  it('deletes a spot: 200 {}, gone from reads, the marketplace and usage', async () => {
    const acme = await as(FIXTURE.acme);
    const before = (await acme.usage()).listingCount;
    const res = await acme.remove(2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expectError(await acme.get(2), 404, ErrorCode.notFound);
    expect(await marketplaceIds()).not.toContain(2);
    expect((await acme.usage()).listingCount).toBe(before - 1);
    expectError(await acme.remove(2), 404, ErrorCode.notFound);
  });

  it('refuses while an active reservation holds the spot (409 conflict), and deletes nothing', async () => {
    const res = await (await as(FIXTURE.acme)).remove(1);
    expectError(res, 409, ErrorCode.conflict);
    expect(storedSpot(1)).toBeDefined();
    expect(app.db.prepare('SELECT count(*) AS n FROM spot_contents WHERE spot_id = 1').get()).toEqual({
      n: 1,
    });
  });

  it('deletes a spot whose reservation ended, with that reservation', async () => {
    expect((await (await as(FIXTURE.owl)).remove(6)).statusCode).toBe(200);
    expect(app.db.prepare('SELECT count(*) AS n FROM spot_contents WHERE spot_id = 6').get()).toEqual({
      n: 0,
    });
  });

  it("is 404 for another user's spot; an admin may delete it", async () => {
    expectError(await (await as(FIXTURE.acme)).remove(5), 404, ErrorCode.notFound);
    expect(storedSpot(5)).toBeDefined();
    expect((await (await as(FIXTURE.admin)).remove(5)).statusCode).toBe(200);
    expect(storedSpot(5)).toBeUndefined();
  });
});

describe('POST publisher/spots', () => {
  const ids = (res: { json: () => unknown }) => (res.json() as PublisherSpotsResult).spots.map((s) => s.id);

  it("lists the caller's spots in every status, newest first", async () => {
    const res = await (await as(FIXTURE.owl)).list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 8, pageNumber: 1, pageSize: 12, searchText: '' });
    expect(ids(res)).toEqual([12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('filters by status and by words of name, description or location path', async () => {
    const owl = await as(FIXTURE.owl);
    expect(ids(await owl.list({ status: [SpotStatus.Disabled] }))).toEqual([6]);
    expect(ids(await owl.list({ status: [SpotStatus.Disabled, SpotStatus.Draft] }))).toEqual([6]);
    expect(ids(await owl.list({ status: [] }))).toHaveLength(8);
    expect(ids(await owl.list({ searchText: 'PODCAST ep3' }))).toEqual([9]);
    expect(ids(await owl.list({ searchText: 'sidebar' }))).toEqual([6, 5]);
    expect(ids(await owl.list({ searchText: '100%' }))).toEqual([]);
    expect(ids(await owl.list({ searchText: 'banner', status: [SpotStatus.Published] }))).toEqual([
      12, 11, 10, 9, 8, 7, 5,
    ]);
  });

  it('pages with an exact total', async () => {
    const owl = await as(FIXTURE.owl);
    const second = await owl.list({ pageSize: 3, pageNumber: 2 });
    expect(second.json()).toMatchObject({ totalCount: 8, pageNumber: 2, pageSize: 3 });
    expect(ids(second)).toEqual([9, 8, 7]);
    expect(ids(await owl.list({ pageSize: 3, pageNumber: 4 }))).toEqual([]);
  });

  it('names the sponsor of each spot: the current content’s, with the snapshot’s status', async () => {
    const spots = (await (await as(FIXTURE.acme)).list({ pageSize: 100 })).json() as PublisherSpotsResult;
    const byId = new Map(spots.spots.map((spot) => [spot.id, spot]));
    // Spot 1 runs zephyr's Active content: the sponsor's business name, and no hold.
    expect(byId.get(1)).toMatchObject({
      currentSpotContentId: 1,
      sponsor: { id: 1, name: 'Zephyr Coffee', status: 2 },
      heldBy: null,
    });
    expect(byId.get(1)?.sponsor?.status).toBe(byId.get(1)?.snapshot.currentSpotContentSponsorStatus);
    // Spots without a current content have no sponsor.
    expect([2, 3, 13].map((id) => byId.get(id)?.sponsor)).toEqual([null, null, null]);
    // A spot whose reservation ended still names who held it, as its snapshot does.
    const owl = (await (await as(FIXTURE.owl)).list({ status: [SpotStatus.Disabled] })).json();
    expect((owl as PublisherSpotsResult).spots[0]).toMatchObject({ id: 6, sponsor: { id: 1 } });
  });

  it('falls back to the sponsor’s user name when the business name is empty', async () => {
    app.db.prepare("UPDATE sponsors SET business_name = '' WHERE id = 1").run();
    const spots = (await (await as(FIXTURE.acme)).list()).json() as PublisherSpotsResult;
    expect(spots.spots.find((spot) => spot.id === 1)?.sponsor).toMatchObject({ name: 'Zephyr Buyer' });
  });

  it('names the sponsor whose checkout holds an available spot, until the hold ends', async () => {
    const now = app.clock.now();
    const until = new Date(now.getTime() + 20 * 60_000);
    const contentId = app.spotContents.insert(2, 1, now);
    expect(app.spotContents.hold(contentId, until, now)).toBe(true);
    const acme = await as(FIXTURE.acme);
    const held = ((await acme.list()).json() as PublisherSpotsResult).spots.find((spot) => spot.id === 2);
    expect(held).toMatchObject({
      sponsor: null,
      heldBy: { id: 1, name: 'Zephyr Coffee', status: 2, until: until.toISOString() },
    });
    // The hold gives no current content: the snapshot still reads the spot as available (contract/rules.ts).
    expect(held?.snapshot.currentSpotContentId).toBeNull();

    await request(app, sim.moveClock, { body: { advanceSeconds: 21 * 60 } });
    const after = ((await acme.list()).json() as PublisherSpotsResult).spots.find((spot) => spot.id === 2);
    expect(after?.heldBy).toBeNull();
  });

  it('answers an empty list to a user who is not a publisher', async () => {
    const res = await (await as(FIXTURE.zephyr)).list();
    expect(res.json()).toMatchObject({ totalCount: 0, spots: [] });
  });
});

// The marketplace slice of the sponsor service against the fixture scenario (test/fixtures/scenarios/fixture.json).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSpotAvailable, isSpotLive } from '@sponsorspot/contract/rules';
import type { ProductCatalogue, Spot, SpotSearchResult } from '@sponsorspot/contract/sponsor';
import * as account from '@sponsorspot/contract/endpoints/account';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import { queryWords } from '../src/db/repositories/spot-search.js';
import { JSON_TENANT, publicDecal, request, TENANT, testApp } from './helpers.js';
import { VERSION } from '../src/version.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

/** Published spots of active publishers in the fixture, by id. */
const MARKETPLACE_IDS = [1, 2, 5, 7, 8, 9, 10, 11, 12, 13];

async function search(body: object | undefined): Promise<SpotSearchResult> {
  const res = await app.inject({
    method: 'POST',
    url: '/sponsor/api/v1/spot/search/',
    headers: JSON_TENANT,
    ...(body ? { payload: body } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const ids = (result: { spots: { id: number }[] }) => result.spots.map((s) => s.id);

describe('POST spot/search/', () => {
  it('lists published spots of active publishers by id when there is no text', async () => {
    const result = await search({});
    expect(result).toMatchObject({
      totalCount: MARKETPLACE_IDS.length,
      pageNumber: 1,
      pageSize: 12,
      searchText: '',
    });
    expect(ids(result)).toEqual(MARKETPLACE_IDS);
  });

  it('accepts a POST without a body as the default search', async () => {
    const res = await request(app, marketplace.searchSpots);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCount).toBe(MARKETPLACE_IDS.length);
  });

  it('matches words in name, description, location path and publisher name, name matches first', async () => {
    // Spot 1 has "sidebar" in its name and path; spot 5 only in its description. Draft (3), pending
    // publisher (4) and disabled (6) sidebars stay out.
    expect(ids(await search({ searchText: 'sidebar' }))).toEqual([1, 5]);
    expect(ids(await search({ searchText: 'ep3' }))).toEqual([9]);
    expect(ids(await search({ searchText: 'night owl' }))).toEqual([5, 7, 8, 9, 10, 11, 12]);
    expect(ids(await search({ searchText: 'hiking' }))).toEqual([1]);
  });

  it('lists name matches first, then the others, each by id: a name match beats a description-only match', async () => {
    app.db
      .prepare("UPDATE spots SET description = 'Sits above the footer of the newsletter' WHERE id = 2")
      .run();
    expect(ids(await search({ searchText: 'footer' }))).toEqual([5, 2]);
    app.scenarios.reset('fixture');
    expect(ids(await search({ searchText: 'footer' }))).toEqual([5]);
  });

  it('matches each word as a prefix, all words required, any case and accents', async () => {
    expect(ids(await search({ searchText: 'side' }))).toEqual([1, 5]);
    expect(ids(await search({ searchText: 'POD BAN' }))).toEqual([7, 8, 9, 10, 11, 12]);
    expect(ids(await search({ searchText: 'podcast sidebar' }))).toEqual([]);
    expect(ids(await search({ searchText: 'cafe' }))).toEqual([13]);
    expect(ids(await search({ searchText: 'Café' }))).toEqual([13]);
  });

  it('pages with a total count; pages join up without gaps or repeats', async () => {
    const first = await search({ searchText: 'banner', pageSize: 3, pageNumber: 1 });
    const second = await search({ searchText: 'banner', pageSize: 3, pageNumber: 2 });
    const third = await search({ searchText: 'banner', pageSize: 3, pageNumber: 3 });
    const all = await search({ searchText: 'banner', pageSize: 100 });
    expect(first.totalCount).toBe(7);
    expect(second.totalCount).toBe(7);
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(ids(all));
    expect(ids(third)).toHaveLength(1);
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 3, searchText: 'banner' });
    const beyond = await search({ searchText: 'banner', pageSize: 3, pageNumber: 100_000 });
    expect(beyond).toMatchObject({ totalCount: 7, spots: [] });
  });

  it.each([
    '"',
    '"unterminated',
    '*',
    '* sidebar',
    'side*',
    ':',
    'name:blog',
    '-',
    '-sidebar',
    '(',
    ')',
    '(sidebar OR blog)',
    'NEAR(blog sidebar, 2)',
    'AND',
    'OR',
    'NOT',
    'a AND b',
    '^blog',
    '{name}: x',
    "'; DROP TABLE spots; --",
    '\\',
    '%_',
    '🙂',
    '   ',
  ])('treats FTS syntax as plain text: %j', async (searchText) => {
    const res = await request(app, marketplace.searchSpots, { body: { searchText } });
    expect(res.statusCode).toBe(200);
    expect(res.json().searchText).toBe(searchText);
  });

  it('reads operator words as words, and text without words as no filter', async () => {
    // Spot 13's description holds the words AND, OR, NEAR and "quoted".
    expect(ids(await search({ searchText: 'AND' }))).toEqual([13]);
    expect(ids(await search({ searchText: 'near' }))).toEqual([13]);
    expect(ids(await search({ searchText: '"quoted"' }))).toEqual([13]);
    expect(ids(await search({ searchText: 'NEAR(quoted text)' }))).toEqual([13]);
    expect((await search({ searchText: '*** ---' })).totalCount).toBe(MARKETPLACE_IDS.length);
    expect(queryWords('a "b" c*')).toEqual(['a', 'b', 'c']);
    expect(queryWords('(:*)')).toEqual([]);
  });

  it('returns the spot with its publisher, current content, decal and snapshot', async () => {
    const [spot] = (await search({ searchText: 'hiking' })).spots as Spot[];
    expect(spot).toMatchObject({
      id: 1,
      publisherId: 1,
      publisherName: 'Acme Outdoor Gazette',
      name: 'Blog sidebar',
      locationPath: '/BLOG/SIDEBAR',
      status: 2,
      currentSpotContentId: 1,
      currentSpotContent: {
        id: 1,
        sponsorId: 1,
        status: 2,
        linkUrl: 'https://zephyr.test',
        hasAgreedToTerms: true,
        aICheckPassed: true,
        decal: {
          id: 1,
          url: expect.stringMatching(/^\/public\/decals\/[0-9a-f]{32}$/),
          contentType: 'image/png',
          width: 300,
          height: 250,
        },
        subscription: { id: 1, status: 2, subscriptionLevel: 'Basic' },
      },
    });
    expect(isSpotLive(spot?.snapshot)).toBe(true);
    const available = (await search({ searchText: 'newsletter' })).spots[0];
    expect(available?.currentSpotContent).toBeNull();
    expect(isSpotAvailable(available?.snapshot)).toBe(true);
  });

  it('sees changes to spots and publisher names at once', async () => {
    expect(ids(await search({ searchText: 'zebra' }))).toEqual([]);
    app.db.prepare("UPDATE spots SET name = 'Zebra stand' WHERE id = 2").run();
    expect(ids(await search({ searchText: 'zebra' }))).toEqual([2]);
    app.db.prepare("UPDATE publishers SET business_name = 'Yak Yearly' WHERE id = 3").run();
    expect(ids(await search({ searchText: 'yak' }))).toEqual([5, 7, 8, 9, 10, 11, 12]);
    app.db.prepare('UPDATE spots SET status = 3 WHERE id = 5').run();
    expect(ids(await search({ searchText: 'yak' }))).toEqual([7, 8, 9, 10, 11, 12]);
    // A publisher turning Active brings its published spots into the marketplace; Disabled takes them out.
    app.db.prepare('UPDATE publishers SET status = 2 WHERE id = 2').run();
    expect(ids(await search({ searchText: 'pending' }))).toEqual([4]);
    expect((await search({})).totalCount).toBe(MARKETPLACE_IDS.length);
    app.db.prepare('UPDATE publishers SET status = 3 WHERE id = 3').run();
    expect(ids(await search({ searchText: 'yak' }))).toEqual([]);
    expect(ids(await search({}))).toEqual([1, 2, 4, 13]);
    // Publishing a draft lists it; deleting a spot removes it.
    app.db.prepare('UPDATE spots SET status = 2 WHERE id = 3').run();
    expect(ids(await search({ searchText: 'draft' }))).toEqual([3]);
    app.db.prepare('DELETE FROM spots WHERE id = 3').run();
    expect(ids(await search({ searchText: 'draft' }))).toEqual([]);
    app.scenarios.reset('fixture');
    expect(ids(await search({ searchText: 'zebra' }))).toEqual([]);
    expect(ids(await search({ searchText: 'sidebar' }))).toEqual([1, 5]);
  });
});

describe('GET spot/{id}/public', () => {
  it('answers a published spot of an active publisher', async () => {
    const res = await request(app, marketplace.publicSpot, { params: { id: 2 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 2,
      name: 'Newsletter header',
      publisherName: 'Acme Outdoor Gazette',
    });
  });

  it.each([
    [3, 'a draft spot'],
    [4, 'a spot of a pending publisher'],
    [6, 'a disabled spot'],
    [999, 'no such spot'],
  ])('answers 404 for spot %i (%s)', async (id) => {
    const res = await request(app, marketplace.publicSpot, { params: { id } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: `Spot ${id} was not found.` });
  });
});

describe('GET spot/{id}/status', () => {
  it('answers the snapshot of any spot', async () => {
    const res = await request(app, marketplace.spotStatus, { params: { id: 4 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      spotId: 4,
      spotStatus: 2,
      publisherId: 2,
      publisherStatus: 1,
      currentSpotContentId: null,
      currentSpotContentStatus: null,
      currentSpotContentSponsorId: null,
    });
    expect(Date.parse(res.json().snapshotDate)).not.toBeNaN();
    const live = (await request(app, marketplace.spotStatus, { params: { id: 1 } })).json();
    expect(live).toMatchObject({
      currentSpotContentId: 1,
      currentSpotContentStatus: 2,
      currentSpotContentSponsorId: 1,
      currentSpotContentSponsorStatus: 2,
      currentSpotContentSubscriptionId: 1,
      currentSpotContentSubscriptionStatus: 2,
    });
    expect(isSpotLive(live)).toBe(true);
  });

  it('answers 404 for an unknown spot', async () => {
    const res = await request(app, marketplace.spotStatus, { params: { id: 999 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('POST spot/available', () => {
  it('lists published spots of active publishers without current content', async () => {
    const res = await request(app, marketplace.availableSpots, { body: {} });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(9);
    expect(ids(body)).toEqual([2, 5, 7, 8, 9, 10, 11, 12, 13]);
    expect(body.spots[0]).toEqual({
      id: 2,
      name: 'Newsletter header',
      publisherUserId: 2,
      sponsorUserId: null,
      businessName: 'Acme Outdoor Gazette',
      productJson: '{"size":"300x250","pricePerMonth":10,"currency":"usd"}',
      sampleUrl: 'https://example.test/2',
      locationPath: '/NEWSLETTER/HEADER',
    });
  });

  it('searches and pages like spot search', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sponsor/api/v1/spot/available/',
      headers: JSON_TENANT,
      payload: { searchText: 'sidebar', pageSize: 1 },
    });
    expect(res.json()).toMatchObject({
      totalCount: 1,
      pageSize: 1,
      searchText: 'sidebar',
      spots: [{ id: 5 }],
    });
  });
});

describe('manifest and container info', () => {
  it('serves the product catalogue as JSON text in settings.Products, on both services', async () => {
    const sponsor = await request(app, sponsorSettings.manifest);
    const onAccount = await request(app, account.manifest);
    expect(sponsor.statusCode).toBe(200);
    expect(onAccount.json()).toEqual(sponsor.json());
    const catalogue = JSON.parse(sponsor.json().settings.Products) as ProductCatalogue;
    expect(catalogue.version).toEqual(expect.any(String));
    expect(catalogue.products.map((p) => p.identifier)).toEqual([
      'SubscriptionLevel.Free',
      'SubscriptionLevel.Basic',
      'SubscriptionLevel.Pro',
      'SubscriptionLevel.Enterprise',
      'AddOn.ExtraListings10',
      'AddOn.ExtraReservations10',
      'Download.HTML',
    ]);
    const byId = Object.fromEntries(catalogue.products.map((p) => [p.identifier, p]));
    expect(byId['SubscriptionLevel.Free']).toMatchObject({ listingCapacity: 4, reservationCapacity: 4 });
    expect(byId['SubscriptionLevel.Basic']).toMatchObject({ listingCapacity: 10, reservationCapacity: 10 });
    expect(byId['SubscriptionLevel.Pro']).toMatchObject({ listingCapacity: 50, reservationCapacity: 50 });
    expect(byId['SubscriptionLevel.Enterprise']).toMatchObject({
      listingCapacity: null,
      reservationCapacity: null,
    });
    expect(byId['SubscriptionLevel.Pro']?.features).toContain('Download.HTML');
    for (const product of catalogue.products) {
      expect(product.variants.length).toBeGreaterThan(0);
      for (const v of product.variants) expect(v.price).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers container info at the service root', async () => {
    const res = await request(app, sponsorSettings.containerInfo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'sponsorspot-simulator',
      version: VERSION,
      scenario: 'fixture',
    });
    expect((await app.inject({ method: 'GET', url: '/sponsor/api/v1', headers: TENANT })).statusCode).toBe(
      200,
    );
  });
});

describe('public endpoints', () => {
  it('serves a decal image with its type and a day of caching', async () => {
    const res = await publicDecal(app, 1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers 404 for an unknown decal', async () => {
    const res = await publicDecal(app, 77);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('serves the content-site stand-in, echoing the path safely', async () => {
    const res = await app.inject({ method: 'GET', url: '/content/blog/<script>?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('SponsorSpot content site (simulator)');
    expect(res.body).toContain('/content/blog/');
    expect(res.body).not.toContain('<script>');
    expect((await app.inject({ method: 'GET', url: '/content' })).body).toContain(
      '<code data-testid="content-path">/content</code>',
    );
  });

  it('answers /health with the scenario', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ status: 'ok', scenario: 'fixture' });
  });
});

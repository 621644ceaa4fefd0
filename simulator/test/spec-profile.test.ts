// The spec profile (SIM_PROFILE=spec): a backend with only the spec calls. Every extension of the backend's
// services answers 404 exactly as a path no route claims, signed in or not, whatever the body; the spec's
// calls, the public embed and the control API answer as ever; and a reservation goes live without the
// publisher's review, which that backend does not have. On the fixture: acme publishes spot 2 (available).
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { EntityStatus, ErrorCode } from '@sponsorspot/contract/constants';
import { endpointUrl, offeredBySpecBackend, type Endpoint } from '@sponsorspot/contract/endpoint';
import { ENDPOINTS } from '@sponsorspot/contract/endpoint-list';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as reservations from '@sponsorspot/contract/endpoints/reservations';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCheckout } from '@sponsorspot/contract/endpoints/account';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservations';
import { contentCaller, image } from './content-helpers.js';
import { CARDS, RETURN_URL, payWith } from './payments-helpers.js';
import { FIXTURE, JSON_TENANT, request, signedIn, testApp } from './helpers.js';

async function appWithProfile(profile: 'spec' | 'full'): Promise<FastifyInstance> {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), `sponsorspot-${profile}-profile-test-`));
  const app = await testApp({ SIM_PROFILE: profile, SIM_UPLOAD_DIR: uploadDir });
  afterAll(async () => {
    await app.close();
    await rm(uploadDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    app.scenarios.reset('fixture');
  });
  return app;
}

const specApp = await appWithProfile('spec');
const fullApp = await appWithProfile('full');

const extensions = ENDPOINTS.filter(({ endpoint }) => !offeredBySpecBackend(endpoint));
const kept = ENDPOINTS.filter(({ endpoint }) => !endpoint.spec && offeredBySpecBackend(endpoint));

/** The endpoint's URL with every path parameter 1 (`:flag` 1 too). */
const urlOf = (endpoint: Endpoint) =>
  endpointUrl(endpoint, new Proxy({}, { get: () => 1 }) as Record<string, number>);

/** What an unknown path answers: the body the extensions must answer too. */
async function unknownRoute(app: FastifyInstance, method: Endpoint['method'], url: string) {
  const res = await app.inject({ method, url: `${url}/no-such-call`, headers: JSON_TENANT, payload: '{}' });
  expect(res.statusCode).toBe(404);
  return res.json() as { code: string; message: string };
}

describe('under the spec profile', () => {
  it('knows which calls are extensions of the backend (the contract’s spec flag)', () => {
    const names = extensions.map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'publisher.publisherSpots',
        'reviews.reviewContent',
        'account.cancelSubscription',
      ]),
    );
    expect(names.some((name) => name.startsWith('sim.') || name.startsWith('embed.'))).toBe(false);
  });

  it.each(extensions)('$name answers 404 as an unknown route, signed in or not', async ({ endpoint }) => {
    const owner = await signedIn(specApp, FIXTURE.acme);
    const url = urlOf(endpoint);
    for (const authorization of [{}, { authorization: `Bearer ${owner.token}` }]) {
      const res = await specApp.inject({
        method: endpoint.method,
        url,
        headers: { ...JSON_TENANT, ...authorization },
        ...(endpoint.method === 'GET' ? {} : { payload: '{"not":"valid"}' }),
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({
        code: ErrorCode.routeNotFound,
        message: `No route for ${endpoint.method} ${url}.`,
      });
    }
    // The same body an unknown path gets, and the full profile answers the call (its status is not 404
    // route_not_found), so the 404 is the profile's doing.
    expect((await unknownRoute(specApp, endpoint.method, url)).code).toBe(ErrorCode.routeNotFound);
    const full = await fullApp.inject({
      method: endpoint.method,
      url,
      headers: JSON_TENANT,
      ...(endpoint.method === 'GET' ? {} : { payload: '{}' }),
    });
    expect(full.json()?.code).not.toBe(ErrorCode.routeNotFound);
  });

  it('still needs the tenant header there, as every unknown path under a service does', async () => {
    const endpoint = extensions.find((e) => e.name === 'publisher.publisherSpots')?.endpoint as Endpoint;
    const res = await specApp.inject({ method: 'POST', url: urlOf(endpoint), payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.tenantRequired);
  });

  it('answers the spec’s calls, the public embed and the control API', async () => {
    expect((await request(specApp, sponsorSettings.manifest)).statusCode).toBe(200);
    expect((await request(specApp, marketplace.searchSpots, { body: {} })).statusCode).toBe(200);
    expect((await request(specApp, embed.spotDecal, { params: { id: 2 } })).statusCode).toBe(200);
    expect((await request(specApp, sim.getClock)).statusCode).toBe(200);
    expect(kept.map((e) => e.name)).toEqual(expect.arrayContaining(['sim.reset', 'embed.spotClick']));
  });

  it.each([marketplace.searchSpots, marketplace.availableSpots])(
    'ignores the filters and sort of ours on $path, as a backend that knows only the spec’s fields does',
    async (endpoint) => {
      // Each answer stamps its snapshots with the time it was made; everything else must be equal.
      const answer = (res: { body: string }) =>
        JSON.parse(res.body.replace(/"snapshotDate":"[^"]*"/g, '"snapshotDate":""'));
      const spec = await request(specApp, endpoint, { body: { pageNumber: 1, pageSize: 10 } });
      expect(spec.statusCode, spec.body).toBe(200);
      for (const body of [
        { pageNumber: 1, pageSize: 10, sort: 'price_desc', sizes: ['300x250'], availability: ['live'] },
        { pageNumber: 1, pageSize: 10, priceMin: 'cheap', placements: 'sidebar' },
      ]) {
        const ignored = await request(specApp, endpoint, { body: body as never });
        expect(ignored.statusCode, ignored.body).toBe(200);
        // The spec call's answer, exactly: no facets, no recentViews, the same spots in the same order.
        expect(answer(ignored)).toEqual(answer(spec));
      }
      // The full profile reads them: facets with the sort, 400 for a malformed filter.
      const sorted = await request(fullApp, endpoint, { body: { sort: 'price_desc' } });
      expect(sorted.json().facets).toBeDefined();
      const malformed = await request(fullApp, endpoint, { body: { priceMin: 'cheap' } as never });
      expect(malformed.statusCode).toBe(400);
    },
  );

  it('leaves the extensions out of the OpenAPI document', async () => {
    const documented = (app: FastifyInstance) =>
      app.inject({ url: '/docs/json' }).then((res) => JSON.stringify(res.json().paths));
    expect(await documented(fullApp)).toContain('/sponsor/api/v1/publisher/spots');
    expect(await documented(specApp)).not.toContain('/sponsor/api/v1/publisher/spots');
    expect(await documented(specApp)).toContain('/sponsor/api/v1/spot/search');
    // The filter and sort fields of ours on the spec's search are the full profile's only.
    expect(await documented(fullApp)).toContain('"priceMin"');
    expect(await documented(specApp)).not.toContain('"priceMin"');
  });
});

describe('a reservation under the spec profile', () => {
  /** owl's checked content on acme's spot 2, paid through checkout and reserved: the reserve answer. */
  async function reservePaidSpot(app: FastifyInstance): Promise<SpotContent> {
    const spotId = 2;
    app.db
      .prepare('UPDATE spots SET product_json = ? WHERE id = ?')
      .run(JSON.stringify({ size: '300x250', pricePerMonth: 12, currency: 'usd' }), spotId);
    const caller = await contentCaller(app, FIXTURE.owl);
    const upload = await caller.upload(spotId, [{ bytes: await image('png'), fileName: 'd.png' }]);
    expect(upload.statusCode, upload.body).toBe(201);
    const sponsorId = app.sponsors.findByUser(FIXTURE.owl)?.id ?? 0;
    const { id } = (await caller.get(sponsorId, spotId)).json() as SpotContent;
    await caller.update({
      id,
      spotId,
      linkUrl: 'https://shop.example/offer',
      linkTitle: 'Fresh coffee',
      hasAgreedToTerms: true,
    });
    expect((await caller.aiCheck({ spotContentId: id })).json()).toMatchObject({ passed: true });
    const checkout = await caller.request(createCheckout, {
      body: {
        product: SPOT_PRODUCT.product,
        variant: SPOT_PRODUCT.variant,
        spotContentId: id,
        returnUrl: RETURN_URL,
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect((await payWith(app, checkout.json(), CARDS.pays)).statusCode).toBe(200);
    const res = await caller.request(reservations.reserve, { body: { spotContentId: id } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SpotContent;
  }

  it('goes live at once on a spot that requires approval (the backend has no review)', async () => {
    expect(specApp.spots.findOwnership(2)?.fields.requiresApproval).toBe(true);
    expect(await reservePaidSpot(specApp)).toMatchObject({ status: EntityStatus.Active });
    expect(await reservePaidSpot(fullApp)).toMatchObject({ status: EntityStatus.Pending });
  });
});

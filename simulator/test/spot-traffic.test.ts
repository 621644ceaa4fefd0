// GET spot/{id}/traffic (a spot's public figures of the last 90 days), the spot's showAnalytics switch that
// hides them, the hold a public spot shows (heldUntil), and GET spot/{id}/watch — against the fixture
// scenario (users-helpers FIXTURE) and the demo scenario's seeded traffic and hold.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { PUBLIC_TRAFFIC_DAYS, clickThroughRate } from '@sponsorspot/contract/counting';
import type { SpotTrafficResult } from '@sponsorspot/contract/publisher';
import { SPOT_HOLD_MS } from '@sponsorspot/contract/reservations';
import type { Spot } from '@sponsorspot/contract/sponsor';
import * as figures from '@sponsorspot/contract/endpoints/figures';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as reservations from '@sponsorspot/contract/endpoints/reservations';
import {
  advanceClock,
  expectError,
  FIXTURE,
  request,
  setupApp,
  signedIn,
  TENANT,
  testApp,
} from './helpers.js';

const app: FastifyInstance = await setupApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysAgo = (n: number) => dayOf(app.clock.nowMs() - n * DAY_MS);

/** A day of a spot's traffic, of a sponsor's decal unless contentId is 0 (the placeholder). */
const put = (spotId: number, day: string, views: number, clicks: number, contentId = 1) =>
  app.db
    .prepare('INSERT INTO spot_traffic_days (spot_id, day, content_id, views, clicks) VALUES (?, ?, ?, ?, ?)')
    .run(spotId, day, contentId, views, clicks);

/** As a visitor: only the tenant header. */
const traffic = (target: FastifyInstance, spotId: number) =>
  request(target, figures.spotTraffic, { params: { id: spotId } });

async function updateSpot(userId: number, body: object) {
  const { jsonHeaders } = await signedIn(app, userId);
  return app.inject({
    method: 'POST',
    url: '/sponsor/api/v1/spot/update',
    headers: jsonHeaders,
    payload: body,
  });
}

describe('GET spot/{id}/traffic', () => {
  it('answers a visitor the last 90 days of a published spot, every day, with totals of the days', async () => {
    put(2, daysAgo(0), 200, 5);
    put(2, daysAgo(3), 100, 3);
    put(2, daysAgo(89), 40, 1); // the range's first day
    put(2, daysAgo(90), 999, 99); // a day before it
    put(1, daysAgo(0), 70, 7); // another spot
    const res = await traffic(app, 2);
    expect(res.statusCode, res.body).toBe(200);
    const result: SpotTrafficResult = res.json();
    expect(result).toMatchObject({ spotId: 2, from: daysAgo(PUBLIC_TRAFFIC_DAYS - 1), to: daysAgo(0) });
    expect(result.days).toHaveLength(PUBLIC_TRAFFIC_DAYS);
    expect(result.days[0]).toEqual({ date: daysAgo(89), views: 40, clicks: 1, ctr: 2.5 });
    expect(result.days.at(-1)).toEqual({ date: daysAgo(0), views: 200, clicks: 5, ctr: 2.5 });
    expect(result.days.find((d) => d.date === daysAgo(3))).toEqual({
      date: daysAgo(3),
      views: 100,
      clicks: 3,
      ctr: 3,
    });
    expect(result.totalViews).toBe(340);
    expect(result.totalClicks).toBe(9);
    expect(result.averageCTR).toBe(clickThroughRate(340, 9));
  });

  it("answers the sponsors' decals' figures, with the unsold placeholder's views and clicks apart", async () => {
    put(2, daysAgo(1), 100, 3); // a sponsor's decal
    put(2, daysAgo(1), 50, 50, 0); // the placeholder, the same day, before the decal ran
    put(2, daysAgo(20), 30, 30, 0);
    const result: SpotTrafficResult = (await traffic(app, 2)).json();
    expect(result).toMatchObject({
      totalViews: 100,
      totalClicks: 3,
      averageCTR: 3,
      placeholderViews: 80,
      placeholderClicks: 80,
    });
    expect(result.days.find((d) => d.date === daysAgo(1))).toEqual({
      date: daysAgo(1),
      views: 100,
      clicks: 3,
      ctr: 3,
    });
    expect(result.days.find((d) => d.date === daysAgo(20))).toMatchObject({ views: 0, clicks: 0, ctr: 0 });
  });

  it('follows the simulator clock', async () => {
    put(2, daysAgo(0), 10, 1);
    await advanceClock(app, 10 * 24 * 60 * 60);
    const result: SpotTrafficResult = (await traffic(app, 2)).json();
    expect(result.to).toBe(daysAgo(0));
    expect(result.days.find((d) => d.date === daysAgo(10))).toMatchObject({ views: 10, clicks: 1 });
    expect(result.totalViews).toBe(10);
  });

  it('answers 403 analytics_hidden once the publisher hides the figures, and 200 again when shown', async () => {
    put(2, daysAgo(1), 100, 3);
    const hidden = await updateSpot(FIXTURE.acme, { id: 2, showAnalytics: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((hidden.json() as Spot).showAnalytics).toBe(false);
    expectError(await traffic(app, 2), 403, ErrorCode.analyticsHidden);
    // The spot stays published and public; only its figures are hidden.
    const spot = await request(app, marketplace.publicSpot, { params: { id: 2 } });
    expect(spot.json()).toMatchObject({ id: 2, status: 2, showAnalytics: false });
    // Other fields saved later keep the choice.
    expect((await updateSpot(FIXTURE.acme, { id: 2, name: 'Renamed' })).json()).toMatchObject({
      showAnalytics: false,
    });
    await updateSpot(FIXTURE.acme, { id: 2, showAnalytics: true });
    expect((await traffic(app, 2)).json()).toMatchObject({ totalViews: 100, totalClicks: 3 });
  });

  it('lets only the publisher (or an admin) change the switch: nothing changes for anyone else', async () => {
    expectError(await updateSpot(FIXTURE.owl, { id: 2, showAnalytics: false }), 404, ErrorCode.notFound);
    expect((await traffic(app, 2)).statusCode).toBe(200);
    expectError(
      await updateSpot(FIXTURE.acme, { id: 2, showAnalytics: 'no' }),
      400,
      ErrorCode.validationFailed,
    );
    expect((await traffic(app, 2)).statusCode).toBe(200);
  });

  it('shows a new spot’s figures by default; a spot created hidden is hidden', async () => {
    const { jsonHeaders } = await signedIn(app, FIXTURE.acme);
    const create = (body: object) =>
      app.inject({ method: 'POST', url: '/sponsor/api/v1/spot/', headers: jsonHeaders, payload: body });
    const shown = await create({ name: 'Shown' });
    expect(shown.statusCode, shown.body).toBe(201);
    expect((shown.json() as Spot).showAnalytics).toBe(true);
    const hidden = await create({ name: 'Hidden', showAnalytics: false });
    expect((hidden.json() as Spot).showAnalytics).toBe(false);
    expect(
      app.db
        .prepare('SELECT show_analytics FROM spots WHERE id = ?')
        .pluck()
        .get((hidden.json() as Spot).id),
    ).toBe(0);
  });

  it.each([
    [3, 'a draft spot'],
    [4, 'a spot of a pending publisher'],
    [6, 'a disabled spot'],
    [999, 'no such spot'],
  ])('answers 404 for spot %i (%s), even to its publisher', async (id) => {
    put(3, daysAgo(0), 5, 1);
    expectError(await traffic(app, id), 404, ErrorCode.notFound);
    const { headers } = await signedIn(app, FIXTURE.acme);
    const res = await app.inject({ method: 'GET', url: `/sponsor/api/v1/spot/${id}/traffic`, headers });
    expectError(res, 404, ErrorCode.notFound);
  });

  it('answers 400 for an id that is not one, and needs the tenant header', async () => {
    const bad = await app.inject({ method: 'GET', url: '/sponsor/api/v1/spot/abc/traffic', headers: TENANT });
    expectError(bad, 400, ErrorCode.validationFailed);
    expectError(await app.inject({ method: 'GET', url: '/sponsor/api/v1/spot/2/traffic' }), 400);
  });
});

describe('GET spot/{id}/watch', () => {
  it('reads whether the caller waits for the spot, as POST and DELETE leave it', async () => {
    const { headers } = await signedIn(app, FIXTURE.owl);
    const call = (method: 'GET' | 'POST' | 'DELETE', spotId = 1) =>
      app.inject({ method, url: `/sponsor/api/v1/spot/${spotId}/watch`, headers });
    expect((await call('GET')).json()).toEqual({ spotId: 1, watching: false });
    expect((await call('POST')).statusCode).toBe(200);
    expect((await call('GET')).json()).toEqual({ spotId: 1, watching: true });
    // Another user's watch is theirs.
    const other = await signedIn(app, FIXTURE.acme);
    const theirs = await request(app, reservations.spotWatch, { params: { id: 1 } }, { token: other.token });
    expect(theirs.json()).toEqual({ spotId: 1, watching: false });
    expect((await call('DELETE')).statusCode).toBe(200);
    expect((await call('GET')).json()).toEqual({ spotId: 1, watching: false });
    expect((await call('GET', 999)).json()).toEqual({ spotId: 999, watching: false });
  });

  it('needs a signed-in user', async () => {
    const res = await request(app, reservations.spotWatch, { params: { id: 1 } });
    expectError(res, 401);
  });
});

describe('the demo scenario', () => {
  let demo: FastifyInstance;
  beforeAll(async () => {
    demo = await testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'demo' });
    demo.scenarios.reset('demo');
  });
  afterAll(async () => {
    await demo.close();
  });

  it('answers every live spot’s seeded traffic: each day and the totals equal the stored rows', async () => {
    const live = demo.db
      .prepare<[], number>('SELECT DISTINCT spot_id FROM spot_traffic_days ORDER BY spot_id')
      .pluck()
      .all();
    expect(live.length).toBeGreaterThan(0);
    for (const spotId of live) {
      const res = await traffic(demo, spotId);
      expect(res.statusCode, res.body).toBe(200);
      const result: SpotTrafficResult = res.json();
      const rows = demo.db
        .prepare<[number, string, string], { date: string; views: number; clicks: number }>(
          `SELECT day AS date, views, clicks FROM spot_traffic_days
           WHERE spot_id = ? AND day BETWEEN ? AND ? ORDER BY day`,
        )
        .all(spotId, result.from, result.to);
      expect(rows.length).toBeGreaterThan(80); // a seeded year covers the range
      const withTraffic = result.days.filter((d) => d.views > 0 || d.clicks > 0);
      expect(withTraffic.map(({ date, views, clicks }) => ({ date, views, clicks }))).toEqual(
        rows.filter((r) => r.views > 0 || r.clicks > 0),
      );
      expect(result.totalViews).toBe(rows.reduce((sum, r) => sum + r.views, 0));
      expect(result.totalClicks).toBe(rows.reduce((sum, r) => sum + r.clicks, 0));
    }
  });

  it('shows the hold on the held spot while it lasts, and none once it ran out on the clock', async () => {
    const { spotId, heldUntil } = demo.db
      .prepare<[], { spotId: number; heldUntil: string }>(
        `SELECT c.spot_id AS spotId, c.held_until AS heldUntil FROM spot_contents c
         JOIN sponsors sp ON sp.id = c.sponsor_id JOIN users u ON u.id = sp.user_id
         WHERE u.email = 'lumen@sponsorspot.test' AND c.held_until IS NOT NULL`,
      )
      .get()!;
    const read = async () =>
      (await request(demo, marketplace.publicSpot, { params: { id: spotId } })).json() as Spot;
    expect(await read()).toMatchObject({ id: spotId, heldUntil, currentSpotContentId: null });
    await advanceClock(demo, SPOT_HOLD_MS / 1000);
    expect((await read()).heldUntil).toBeNull();
    demo.scenarios.reset('demo');
  });
});

// GET spot/{id}/snippet and POST spot/analytics against the fixture scenario (users-helpers FIXTURE), and the
// demo scenario's seeded year of traffic.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_DAYS, clickThroughRate } from '@sponsorspot/contract/counting';
import type { AnalyticsResult } from '@sponsorspot/contract/publisher';
import { SEEDED_TRAFFIC_DAYS } from '@sponsorspot/contract/scenario';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import { expectError, FIXTURE, loggedIn, request, setupApp, signedIn, testApp } from './helpers.js';

const app: FastifyInstance = await setupApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => dayOf(app.clock.nowMs());
const daysAgo = (n: number) => dayOf(app.clock.nowMs() - n * DAY_MS);

async function snippet(userId: number, spotId: number) {
  const { headers } = await signedIn(app, userId);
  return app.inject({ method: 'GET', url: `/sponsor/api/v1/spot/${spotId}/snippet`, headers });
}

async function analytics(userId: number, body: object = {}) {
  const { jsonHeaders } = await signedIn(app, userId);
  return app.inject({
    method: 'POST',
    url: '/sponsor/api/v1/spot/analytics',
    headers: jsonHeaders,
    payload: body,
  });
}

/** A day of a spot's traffic, of a sponsor's decal (content 1 is Zephyr's on spot 1) unless said. */
const put = (spotId: number, day: string, views: number, clicks: number, contentId = 1) =>
  app.db
    .prepare('INSERT INTO spot_traffic_days (spot_id, day, content_id, views, clicks) VALUES (?, ?, ?, ?, ?)')
    .run(spotId, day, contentId, views, clicks);

const LABEL = '<small style="display:block;font-size:12px;line-height:1.5">Sponsored</small>';

describe('GET spot/{id}/snippet', () => {
  it('gives the publisher a script-free link around the counted image, named for the spot and not its sponsor', async () => {
    const res = await snippet(FIXTURE.acme, 1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const base = `${app.settings.publicUrl}/public/spot/1`;
    expect(res.body.trim()).toBe(
      `<a href="${base}/click" rel="sponsored noopener"><img src="${base}/decal" width="300" height="250" alt="Sponsored: Blog sidebar"></a>${LABEL}`,
    );
    expect(res.body).not.toMatch(/<script|on\w+=/i);
    // Spot 1 is live with Zephyr Coffee's content (link title "Zephyr Coffee", https://zephyr.test).
    expect(res.body).not.toMatch(/zephyr/i);
  });

  it('gives a free publisher (no Download.HTML) the snippet of their spot too', async () => {
    const owl = await loggedIn(app, 'owl@fixture.test');
    expect(app.users.findById(FIXTURE.owl)?.features).toEqual([]);
    const res = await request(app, publisher.spotSnippet, { params: { id: 5 } }, { token: owl.jwt });
    expect(res.statusCode, res.body).toBe(200);
    const base = `${app.settings.publicUrl}/public/spot/5`;
    expect(res.body.trim()).toBe(
      `<a href="${base}/click" rel="sponsored noopener"><img src="${base}/decal" width="300" height="250" alt="Sponsored: Footer banner"></a>${LABEL}`,
    );
  });

  it("gives an admin the snippet of any Active publisher's spot", async () => {
    const res = await snippet(FIXTURE.admin, 5);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('alt="Sponsored: Footer banner"');
  });

  it('escapes the spot name in the alt text', async () => {
    app.db.prepare(`UPDATE spots SET name = '"><script>x</script>' WHERE id = 2`).run();
    const res = await snippet(FIXTURE.acme, 2);
    expect(res.body).toContain('alt="Sponsored: &quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(res.body).not.toContain('<script>');
  });

  it("answers 404 for another publisher's spot, an unknown spot, and a user who publishes nothing", async () => {
    expectError(await snippet(FIXTURE.acme, 5), 404, 'not_found');
    expectError(await snippet(FIXTURE.owl, 1), 404, 'not_found');
    expectError(await snippet(FIXTURE.acme, 999), 404, 'not_found');
    expectError(await snippet(FIXTURE.zephyr, 1), 404, 'not_found');
  });

  it('answers 404 to a publisher who is not Active: the embed shows none of their spots', async () => {
    expectError(await snippet(FIXTURE.pending, 4), 404, 'not_found');
  });

  it('needs a signed-in user', async () => {
    const res = await request(app, publisher.spotSnippet, { params: { id: 1 } });
    expectError(res, 401, 'unauthenticated');
  });
});

describe('POST spot/analytics', () => {
  it("answers the last 30 days by default over all the publisher's spots: totals are the sum of the items", async () => {
    put(1, today(), 200, 5);
    put(1, daysAgo(3), 100, 3);
    put(2, daysAgo(3), 50, 0);
    put(1, daysAgo(40), 999, 99); // outside the default range
    put(5, today(), 70, 7); // another publisher's spot
    const res = await analytics(FIXTURE.acme);
    expect(res.statusCode, res.body).toBe(200);
    const result: AnalyticsResult = res.json();
    expect(result.from).toBe(daysAgo(29));
    expect(result.to).toBe(today());
    expect(result.days).toHaveLength(30);
    expect(result.totalViews).toBe(350);
    expect(result.totalClicks).toBe(8);
    expect(result.totalViews).toBe(result.items.reduce((sum, i) => sum + i.views, 0));
    expect(result.totalClicks).toBe(result.items.reduce((sum, i) => sum + i.clicks, 0));
    expect(result.totalViews).toBe(result.days.reduce((sum, d) => sum + d.views, 0));
    expect(result.averageCTR).toBe(clickThroughRate(350, 8));
    expect(result.items).toEqual([
      { date: daysAgo(3), spotId: 1, views: 100, clicks: 3, ctr: 3 },
      { date: today(), spotId: 1, views: 200, clicks: 5, ctr: 2.5 },
      { date: daysAgo(3), spotId: 2, views: 50, clicks: 0, ctr: 0 },
    ]);
    expect(result.spots.map((s) => s.spotId)).toEqual([1, 2, 3, 13]);
    expect(result.spots[0]).toEqual({
      spotId: 1,
      name: 'Blog sidebar',
      views: 300,
      clicks: 8,
      ctr: 2.67,
      placeholderViews: 0,
      placeholderClicks: 0,
    });
  });

  it('answers the same sums without items when asked (includeItems: false)', async () => {
    put(1, today(), 200, 5);
    put(1, daysAgo(3), 100, 3);
    put(2, daysAgo(3), 50, 0);
    put(13, daysAgo(29), 7, 7);
    const full: AnalyticsResult = (await analytics(FIXTURE.acme)).json();
    const summary: AnalyticsResult = (await analytics(FIXTURE.acme, { includeItems: false })).json();
    expect(summary.items).toEqual([]);
    expect({ ...summary, items: full.items }).toEqual(full);
  });

  it("answers the same figures as series when asked (itemsAs: 'series'): one number per spot per day of days", async () => {
    put(1, today(), 200, 5);
    put(1, daysAgo(3), 100, 3);
    put(2, daysAgo(3), 50, 0);
    put(13, daysAgo(29), 7, 7);
    put(5, today(), 70, 7); // another publisher's spot
    const rows: AnalyticsResult = (await analytics(FIXTURE.acme)).json();
    const res = await analytics(FIXTURE.acme, { itemsAs: 'series' });
    expect(res.statusCode, res.body).toBe(200);
    const compact: AnalyticsResult = res.json();
    expect(compact.items).toEqual([]);
    const { series, ...rest } = compact;
    expect({ ...rest, items: rows.items }).toEqual(rows);
    expect(series?.map((line) => line.spotId)).toEqual(rows.spots.map((spot) => spot.spotId));
    // Every row's figures at its day's index, zeros elsewhere.
    const expected = rows.spots.map((spot) => ({
      spotId: spot.spotId,
      views: rows.days.map(
        (day) => rows.items.find((i) => i.spotId === spot.spotId && i.date === day.date)?.views ?? 0,
      ),
      clicks: rows.days.map(
        (day) => rows.items.find((i) => i.spotId === spot.spotId && i.date === day.date)?.clicks ?? 0,
      ),
    }));
    expect(series).toEqual(expected);
    expect(series?.[0]?.views[29]).toBe(200);
    expect(series?.[3]?.clicks[0]).toBe(7);
  });

  it('answers neither items nor series with includeItems: false, whatever itemsAs says', async () => {
    put(1, today(), 200, 5);
    const result: AnalyticsResult = (
      await analytics(FIXTURE.acme, { includeItems: false, itemsAs: 'series' })
    ).json();
    expect(result.items).toEqual([]);
    expect(result.series).toBeUndefined();
    expect(result.totalViews).toBe(200);
  });

  it('refuses an itemsAs it does not know (400 validation_failed)', async () => {
    expectError(await analytics(FIXTURE.acme, { itemsAs: 'columns' }), 400, 'validation_failed');
  });

  it('restricts to spotIds and takes a custom range', async () => {
    put(1, '2026-03-01', 10, 1);
    put(2, '2026-03-01', 20, 2);
    const result: AnalyticsResult = (
      await analytics(FIXTURE.acme, { spotIds: [2], from: '2026-03-01', to: '2026-03-07' })
    ).json();
    expect(result.totalViews).toBe(20);
    expect(result.days).toHaveLength(7);
    expect(result.spots).toEqual([
      {
        spotId: 2,
        name: 'Newsletter header',
        views: 20,
        clicks: 2,
        ctr: 10,
        placeholderViews: 0,
        placeholderClicks: 0,
      },
    ]);
  });

  it("counts the placeholder's views and clicks apart, as the publisher's: never in a CTR or a sponsor's figures", async () => {
    put(1, today(), 40, 2); // Zephyr's decal
    put(1, daysAgo(5), 30, 9, 0); // the "Sponsor this spot" placeholder, before Zephyr's decal ran
    put(2, daysAgo(3), 50, 50, 0); // an unsold spot: 100 % CTR on the placeholder
    const mine: AnalyticsResult = (await analytics(FIXTURE.acme)).json();
    expect(mine).toMatchObject({ totalViews: 40, totalClicks: 2, averageCTR: 5 });
    expect(mine).toMatchObject({ placeholderViews: 80, placeholderClicks: 59 });
    expect(mine.spots.find((x) => x.spotId === 2)).toMatchObject({
      views: 0,
      clicks: 0,
      ctr: 0,
      placeholderViews: 50,
      placeholderClicks: 50,
    });
    // A day only the placeholder had is no item; the days hold the decals' figures.
    expect(mine.items.map((i) => [i.spotId, i.date])).toEqual([[1, today()]]);
    expect(mine.days.find((d) => d.date === daysAgo(3))).toMatchObject({ views: 0, clicks: 0 });

    const zephyr: AnalyticsResult = (await analytics(FIXTURE.zephyr)).json();
    expect(zephyr).toMatchObject({
      totalViews: 40,
      totalClicks: 2,
      placeholderViews: 0,
      placeholderClicks: 0,
    });
    expect(zephyr.items).toEqual([{ date: today(), spotId: 1, views: 40, clicks: 2, ctr: 5 }]);
  });

  it("starts a sponsor's figures when their decal first ran: the placeholder's and an earlier sponsor's are not theirs", async () => {
    const ua = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' };
    const view = (ip: string) =>
      app.inject({ method: 'GET', url: '/public/spot/1/decal', headers: ua, remoteAddress: ip });
    const click = (ip: string) =>
      app.inject({ method: 'GET', url: '/public/spot/1/click', headers: ua, remoteAddress: ip });
    // Spot 1 is unsold this morning: two readers see and click the placeholder.
    app.db.prepare('UPDATE spots SET current_spot_content_id = NULL WHERE id = 1').run();
    await view('10.0.0.1');
    await click('10.0.0.1');
    await view('10.0.0.2');
    // Another sponsor's earlier decal (content 7, ended) had a day on the spot.
    put(1, daysAgo(2), 60, 6, 7);
    // Zephyr's decal goes live: the same two readers and a third see it; one clicks.
    app.db.prepare('UPDATE spots SET current_spot_content_id = 1 WHERE id = 1').run();
    await view('10.0.0.1');
    await view('10.0.0.2');
    await view('10.0.0.3');
    await click('10.0.0.2');

    const zephyr: AnalyticsResult = (await analytics(FIXTURE.zephyr)).json();
    expect(zephyr).toMatchObject({ totalViews: 3, totalClicks: 1, averageCTR: 33.33 });
    expect(zephyr.items).toEqual([{ date: today(), spotId: 1, views: 3, clicks: 1, ctr: 33.33 }]);

    const acme: AnalyticsResult = (await analytics(FIXTURE.acme, { spotIds: [1] })).json();
    expect(acme).toMatchObject({ totalViews: 63, totalClicks: 7, placeholderViews: 2, placeholderClicks: 1 });
  });

  it('counts the views the embed counted (the public endpoints and analytics agree)', async () => {
    const ua = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' };
    await app.inject({ method: 'GET', url: '/public/spot/1/decal', headers: ua });
    await app.inject({ method: 'GET', url: '/public/spot/1/click', headers: ua });
    const result: AnalyticsResult = (await analytics(FIXTURE.acme, { spotIds: [1] })).json();
    expect(result).toMatchObject({ totalViews: 1, totalClicks: 1, averageCTR: 100 });
  });

  it('shows a sponsor the spots their Active content runs on', async () => {
    put(1, today(), 40, 2);
    const result: AnalyticsResult = (await analytics(FIXTURE.zephyr)).json();
    expect(result.spots.map((s) => s.spotId)).toEqual([1]);
    expect(result.totalViews).toBe(40);
  });

  it('takes one side of a user who publishes and sponsors (as)', async () => {
    // zephyr sponsors spot 1; as a publisher they have no spot.
    expect((await analytics(FIXTURE.zephyr, { as: 'sponsor' })).json().spots).toHaveLength(1);
    expect((await analytics(FIXTURE.zephyr, { as: 'publisher' })).json().spots).toEqual([]);
    expect((await analytics(FIXTURE.acme, { as: 'sponsor' })).json().spots).toEqual([]);
    expectError(await analytics(FIXTURE.zephyr, { as: 'publisher', spotIds: [1] }), 404, 'not_found');
    expectError(await analytics(FIXTURE.acme, { as: 'admin' }), 400, 'validation_failed');
  });

  it("answers 404 for a spot that is not the caller's", async () => {
    expectError(await analytics(FIXTURE.acme, { spotIds: [1, 5] }), 404, 'not_found');
    expectError(await analytics(FIXTURE.zephyr, { spotIds: [2] }), 404, 'not_found');
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-02' }, 'from'],
    [{ from: '2026-02-01', to: '2026-13-01' }, 'to'],
    [{ from: '2026-03-10', to: '2026-03-01' }, 'from'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'from'],
    [{ from: '2026-3-1' }, 'from'],
    [{ from: 20260301 }, 'from'],
    [{ since: '2026-03-01' }, 'since'],
  ])('answers 400 validation_failed naming the field for %j', async (body, field) => {
    const res = await analytics(FIXTURE.acme, body);
    expectError(res, 400, 'validation_failed');
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it(`accepts exactly ${ANALYTICS_MAX_DAYS} days`, async () => {
    const res = await analytics(FIXTURE.acme, { from: '2024-01-01', to: '2024-12-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toHaveLength(ANALYTICS_MAX_DAYS);
  });

  it('lets a free plan see the last 30 days only (403 feature_required SubscriptionLevel.Basic)', async () => {
    expect((await analytics(FIXTURE.owl)).statusCode).toBe(200);
    expect((await analytics(FIXTURE.owl, { from: daysAgo(29), to: today() })).statusCode).toBe(200);
    const res = await analytics(FIXTURE.owl, { from: daysAgo(30), to: today() });
    expectError(res, 403, 'feature_required');
    expect(res.json().details).toEqual({ feature: 'SubscriptionLevel.Basic' });
  });

  it('answers a user with no spots with empty figures', async () => {
    const result: AnalyticsResult = (await analytics(FIXTURE.admin)).json();
    expect(result).toMatchObject({ totalViews: 0, totalClicks: 0, averageCTR: 0, items: [], spots: [] });
  });
});

describe('the demo scenario', () => {
  it('holds a year of daily traffic for its live spots, ending today, after every reset', async () => {
    const demo = await testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'demo' });
    try {
      demo.scenarios.reset('demo');
      const read = () =>
        demo.db
          .prepare(
            `SELECT count(DISTINCT spot_id) AS spots, count(DISTINCT day) AS days, min(day) AS first,
               max(day) AS last, sum(views) AS views, sum(clicks) AS clicks
             FROM spot_traffic_days WHERE day < ?`,
          )
          .get(dayOf(Date.now()));
      const before = read() as { spots: number; days: number; views: number; clicks: number; last: string };
      const traffic = demo.scenarios.catalog.load('demo').data.traffic ?? [];
      expect(before.spots).toBe(traffic.length);
      expect(before.days).toBe(SEEDED_TRAFFIC_DAYS - 1);
      expect(before.last).toBe(dayOf(Date.now() - DAY_MS));
      expect(before.clicks).toBeGreaterThan(0);
      expect(before.clicks).toBeLessThan(before.views);
      demo.db.exec('DELETE FROM spot_traffic_days');
      demo.scenarios.reset('demo');
      expect(read()).toEqual(before); // deterministic
    } finally {
      await demo.close();
    }
  });
});

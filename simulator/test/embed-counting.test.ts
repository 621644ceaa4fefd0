// The embed's public endpoints and counting rules (docs/publishers.md "The embed and how it counts") against
// the fixture scenario: spot 1 is live (content 1, decal 1, link https://zephyr.test), spot 2 available, spot
// 3 Draft, spot 4 published by a Pending publisher, spot 6 Disabled. Counts are read back through the
// database.
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLICK_AFTER_VIEW_HOURS, VISITORS_PER_ADDRESS } from '@sponsorspot/contract/counting';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { expectError, FIXTURES_DIR, request, setupApp } from './helpers.js';

const app: FastifyInstance = await setupApp();

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/132.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HOUR_S = 60 * 60;

interface Visit {
  ua?: string;
  ip?: string;
}

const load = (spotId: number, { ua = BROWSER, ip = '203.0.113.7' }: Visit = {}) =>
  app.inject({
    method: 'GET',
    url: `/public/spot/${spotId}/decal`,
    headers: { 'user-agent': ua },
    remoteAddress: ip,
  });
const click = (spotId: number, { ua = BROWSER, ip = '203.0.113.7' }: Visit = {}) =>
  app.inject({
    method: 'GET',
    url: `/public/spot/${spotId}/click`,
    headers: { 'user-agent': ua },
    remoteAddress: ip,
  });

/** The spot's counts over every day, as the analytics read them. */
function counts(spotId: number): { views: number; clicks: number } {
  const row = app.db
    .prepare<{ id: number }, { views: number | null; clicks: number | null }>(
      'SELECT sum(views) AS views, sum(clicks) AS clicks FROM spot_traffic_days WHERE spot_id = @id',
    )
    .get({ id: spotId });
  return { views: row?.views ?? 0, clicks: row?.clicks ?? 0 };
}

const advance = (seconds: number) => request(app, sim.moveClock, { body: { advanceSeconds: seconds } });

describe('GET /public/spot/{id}/decal', () => {
  it('serves the live decal bytes with their type, uncached and embeddable, without the tenant header', async () => {
    const res = await load(1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(readFileSync(path.join(FIXTURES_DIR, 'images/decal-300x250.png')))).toBe(
      true,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves a "sponsor this spot" SVG of the product size for an available spot, sandboxed and escaped', async () => {
    app.db
      .prepare(
        `UPDATE spots SET name = '<script>alert(1)</script> & co', product_json = '{"size":"728x90"}' WHERE id = 2`,
      )
      .run();
    const res = await load(2);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toMatch(/^<svg [^>]*width="728" height="90"/);
    expect(res.body).toContain('Sponsor this spot');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
  });

  it.each([
    [3, 'a Draft spot'],
    [4, 'a Published spot of a Pending publisher'],
    [6, 'a Disabled spot'],
    [999, 'an unknown spot'],
  ])('answers 404 with the error body and no image for %i (%s), counting nothing', async (id) => {
    const res = await load(id);
    expectError(res, 404, 'not_found');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(counts(id)).toEqual({ views: 0, clicks: 0 });
  });
});

describe('GET /public/spot/{id}/click', () => {
  it('redirects (302) to the live content link', async () => {
    const res = await click(1);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://zephyr.test/');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("redirects an available spot to its order page in the app's first origin", async () => {
    const res = await click(2);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${app.settings.appOrigins[0]}/order/2`);
  });

  it('never redirects to a link that is not http(s)', async () => {
    app.db.prepare("UPDATE spot_contents SET live_link_url = 'javascript:alert(1)' WHERE id = 1").run();
    const res = await click(1);
    expect(res.headers.location).toBe(`${app.settings.appOrigins[0]}/order/1`);
  });

  it('answers 404 for an unpublished or unknown spot', async () => {
    expectError(await click(3), 404, 'not_found');
    expectError(await click(4), 404, 'not_found');
    expectError(await click(999), 404, 'not_found');
  });
});

describe('the counting rules', () => {
  it('counts a view once per visitor per spot per day', async () => {
    await load(1);
    await load(1);
    await load(1);
    expect(counts(1)).toEqual({ views: 1, clicks: 0 });
    await load(2);
    expect(counts(2).views).toBe(1);
  });

  it('counts the same visitor again the next UTC day', async () => {
    await load(1);
    await advance(24 * HOUR_S);
    await load(1);
    expect(counts(1).views).toBe(2);
    const days = app.db
      .prepare('SELECT day, views FROM spot_traffic_days WHERE spot_id = 1 ORDER BY day')
      .all();
    expect(days).toHaveLength(2);
  });

  it('counts another address or another browser as another visitor', async () => {
    await load(1);
    await load(1, { ip: '198.51.100.20' });
    await load(1, { ua: OTHER_BROWSER });
    expect(counts(1).views).toBe(3);
  });

  it(`counts at most ${VISITORS_PER_ADDRESS} visitors per address per spot per day, whatever the user agents`, async () => {
    // One address posing as 30 browsers: a view and a click each.
    const agents = Array.from({ length: 30 }, (_, i) => `${BROWSER} Visitor/${i}`);
    for (const ua of agents) {
      await load(1, { ua });
      await click(1, { ua });
    }
    expect(counts(1)).toEqual({ views: VISITORS_PER_ADDRESS, clicks: VISITORS_PER_ADDRESS });
    // Another address is other visitors, and so is another spot.
    await load(1, { ua: agents[0], ip: '198.51.100.20' });
    await load(2, { ua: agents[29] });
    expect(counts(1).views).toBe(VISITORS_PER_ADDRESS + 1);
    expect(counts(2).views).toBe(1);
    // The file's clicks are held to the same number.
    for (const ua of agents) {
      await app.inject({
        method: 'GET',
        url: '/public/spot/1/click?via=file',
        headers: { 'user-agent': ua },
        remoteAddress: '203.0.113.7',
      });
    }
    expect(counts(1).clicks).toBe(2 * VISITORS_PER_ADDRESS);
    // The next day the address starts over.
    await advance(24 * HOUR_S);
    for (const ua of agents) await load(1, { ua });
    expect(counts(1).views).toBe(2 * VISITORS_PER_ADDRESS + 1);
  });

  it('counts no click without a view', async () => {
    expect((await click(1)).statusCode).toBe(302);
    expect(counts(1)).toEqual({ views: 0, clicks: 0 });
  });

  it("counts no click after another visitor's view", async () => {
    await load(1, { ip: '198.51.100.20' });
    await click(1);
    expect(counts(1)).toEqual({ views: 1, clicks: 0 });
  });

  it(`counts a click within ${CLICK_AFTER_VIEW_HOURS} hours of the view, once per view`, async () => {
    await load(1);
    await advance((CLICK_AFTER_VIEW_HOURS - 0.5) * HOUR_S);
    await click(1);
    await click(1);
    expect(counts(1)).toEqual({ views: 1, clicks: 1 });
  });

  it(`counts no click more than ${CLICK_AFTER_VIEW_HOURS} hours after the view`, async () => {
    await load(1);
    await advance((CLICK_AFTER_VIEW_HOURS + 0.1) * HOUR_S);
    await click(1);
    expect(counts(1)).toEqual({ views: 1, clicks: 0 });
  });

  it('counts a click on the spot viewed, not on another', async () => {
    await load(2);
    await click(1);
    expect(counts(1).clicks).toBe(0);
    expect(counts(2).clicks).toBe(0);
  });

  it('counts a click after midnight for a view before it (the click window crosses days)', async () => {
    const now = app.clock.nowMs();
    const toBeforeMidnight = 24 * HOUR_S * 1000 - (now % (24 * HOUR_S * 1000)) - 30 * 60 * 1000;
    await advance(Math.max(0, toBeforeMidnight) / 1000);
    await load(1);
    await advance(HOUR_S);
    await click(1);
    expect(counts(1)).toEqual({ views: 1, clicks: 1 });
  });

  it('counts the placeholder and each decal apart, a click for what its view showed', async () => {
    /** The spot's counts by what it served: content id, or 0 for the placeholder. */
    const byContent = (spotId: number) =>
      app.db
        .prepare(
          'SELECT content_id AS contentId, views, clicks FROM spot_traffic_days WHERE spot_id = ? ORDER BY 1',
        )
        .all(spotId);
    // Spot 1 is unsold a while: a visitor sees the placeholder, then the decal once it runs, and clicks it.
    app.db.prepare('UPDATE spots SET current_spot_content_id = NULL WHERE id = 1').run();
    await load(1);
    await click(1, { ip: '198.51.100.2' }); // no view of theirs: nothing
    await load(1, { ip: '198.51.100.2' });
    await click(1, { ip: '198.51.100.2' });
    app.db.prepare('UPDATE spots SET current_spot_content_id = 1 WHERE id = 1').run();
    await load(1); // the same visitor, now shown the decal: a view of the decal
    await click(1);
    expect(byContent(1)).toEqual([
      { contentId: 0, views: 2, clicks: 1 },
      { contentId: 1, views: 1, clicks: 1 },
    ]);
    // A click through the HTML file counts for what the spot serves when it is clicked (where it leads).
    await app.inject({
      method: 'GET',
      url: '/public/spot/2/click?via=file',
      headers: { 'user-agent': BROWSER },
      remoteAddress: '203.0.113.7',
    });
    expect(byContent(2)).toEqual([{ contentId: 0, views: 0, clicks: 1 }]);
  });

  it('counts nothing for known bots, nor for a request without a user agent', async () => {
    await load(1, { ua: GOOGLEBOT });
    await click(1, { ua: GOOGLEBOT });
    const bare = await app.inject({
      method: 'GET',
      url: '/public/spot/1/decal',
      headers: { 'user-agent': '' },
    });
    expect(bare.statusCode).toBe(200);
    expect(counts(1)).toEqual({ views: 0, clicks: 0 });
  });

  it('counts nothing for a HEAD request (a link checker, not a reader)', async () => {
    const head = await app.inject({
      method: 'HEAD',
      url: '/public/spot/1/decal',
      headers: { 'user-agent': BROWSER },
    });
    expect(head.statusCode).toBe(200);
    expect(counts(1)).toEqual({ views: 0, clicks: 0 });
    await load(1);
    await app.inject({
      method: 'HEAD',
      url: '/public/spot/1/click',
      headers: { 'user-agent': BROWSER },
      remoteAddress: '203.0.113.7',
    });
    expect(counts(1)).toEqual({ views: 1, clicks: 0 });
  });

  it('keeps nothing personal: the visitor is a hash, and visits older than yesterday are pruned', async () => {
    await load(1, { ip: '198.51.100.20' });
    const stored = JSON.stringify(app.db.prepare('SELECT * FROM spot_visits').all());
    expect(stored).not.toContain('198.51.100.20');
    expect(stored).not.toContain('Chrome');
    await advance(2 * 24 * HOUR_S);
    await load(2);
    const days = app.db.prepare<[], string>('SELECT DISTINCT day FROM spot_visits').pluck().all();
    expect(days).toHaveLength(1);
  });

  it('a reset forgets the counts', async () => {
    await load(1);
    app.scenarios.reset('fixture');
    expect(counts(1)).toEqual({ views: 0, clicks: 0 });
    expect(app.db.prepare('SELECT count(*) AS n FROM spot_visits').get()).toEqual({ n: 0 });
  });
});

// GET spot/{id}/download: the spot's embed as a self-contained HTML file (Download.HTML), against the fixture
// scenario (spot 1 live with Zephyr Coffee's decal 1 and link https://zephyr.test, spot 2 available, spot 3
// Draft; acme holds Download.HTML, owl is free), and the demo scenario's seeded free and Pro publishers.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import type { AnalyticsResult } from '@sponsorspot/contract/publisher';
import { expectError, FIXTURE, loggedIn, request, setupApp, signedIn, testApp } from './helpers.js';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';

const app: FastifyInstance = await setupApp();

/** An ordinary browser: the counting rules count it (lightMyRequest, inject's default, is a bot). */
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
const READER = '203.0.113.9';

async function download(userId: number, spotId: number) {
  const { token } = await signedIn(app, userId);
  return request(
    app,
    publisher.spotDownload,
    { params: { id: spotId } },
    { token, headers: BROWSER, remoteAddress: READER },
  );
}

/** What the public decal endpoint serves for the spot right now (counted as a view when it is one). */
const embeddedImage = (a: FastifyInstance, spotId: number) =>
  request(a, embed.spotDecal, { params: { id: spotId } }, { headers: BROWSER, remoteAddress: READER });

/** The one `<img>`'s attributes and the one link of an HTML text. */
function parts(html: string) {
  const img = /<img ([^>]*)>/.exec(html)?.[1] ?? '';
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(img)?.[1];
  return {
    links: [...html.matchAll(/<a href="([^"]*)" rel="sponsored noopener">/g)].map((m) => m[1]),
    src: attr('src') ?? '',
    width: attr('width'),
    height: attr('height'),
    alt: attr('alt'),
  };
}

/** A data URI's type and bytes. */
function decodeDataUri(uri: string): { type: string; bytes: Buffer } {
  const match = /^data:([^,]*);base64,([A-Za-z0-9+/=]*)$/.exec(uri);
  expect(match, `a base64 data URI: ${uri.slice(0, 60)}`).not.toBeNull();
  return { type: match![1]!, bytes: Buffer.from(match![2]!, 'base64') };
}

function expectInlined(file: LightMyRequestResponse, decal: LightMyRequestResponse) {
  expect(decal.statusCode).toBe(200);
  const { type, bytes } = decodeDataUri(parts(file.body).src);
  // The decal's type as the endpoint sends it, without the spaces a URI may not hold.
  expect(type).toBe(String(decal.headers['content-type']).replace(/\s*;\s*/g, ';'));
  expect(bytes.length).toBeGreaterThan(0);
  expect(bytes.equals(decal.rawPayload)).toBe(true);
}

/** The spot's counts over every day. */
function counts(spotId: number): { views: number; clicks: number } {
  const row = app.db
    .prepare<{ id: number }, { views: number | null; clicks: number | null }>(
      'SELECT sum(views) AS views, sum(clicks) AS clicks FROM spot_traffic_days WHERE spot_id = @id',
    )
    .get({ id: spotId });
  return { views: row?.views ?? 0, clicks: row?.clicks ?? 0 };
}

describe('GET spot/{id}/download', () => {
  it('answers a minimal HTML document as an attachment, uncached', async () => {
    const res = await download(FIXTURE.acme, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sponsorspot-spot-1.html"');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n/);
    expect(html).toContain('<title>Sponsored: Blog sidebar</title>');
    expect(html).toMatch(
      /<body>\n<a href="[^"]*" rel="sponsored noopener"><img [^>]*><\/a><small style="display:block;font-size:12px;line-height:1.5">Sponsored<\/small>\n<\/body>\n<\/html>\n$/,
    );
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });

  it('inlines exactly the live decal the public decal endpoint serves, with the size and alt of the snippet', async () => {
    const file = await download(FIXTURE.acme, 1);
    const { src, width, height, alt } = parts(file.body);
    expect(src).toMatch(/^data:image\/png;base64,/);
    expect({ width, height, alt }).toEqual({ width: '300', height: '250', alt: 'Sponsored: Blog sidebar' });
    expectInlined(file, await embeddedImage(app, 1));
    // The alt text and the title name the spot, never its sponsor (Zephyr Coffee).
    expect(file.body.replace(src, '')).not.toMatch(/zephyr/i);
  });

  it('inlines the "sponsor this spot" placeholder while the spot is available', async () => {
    const file = await download(FIXTURE.acme, 2);
    expect(file.statusCode, file.body).toBe(200);
    expect(parts(file.body).src).toMatch(/^data:image\/svg\+xml;charset=utf-8;base64,/);
    expect(decodeDataUri(parts(file.body).src).bytes.toString('utf8')).toContain('Sponsor this spot');
    expectInlined(file, await embeddedImage(app, 2));
  });

  it('links to the counted click endpoint, absolute: a reader who loaded no view counts one click a day', async () => {
    const file = await download(FIXTURE.acme, 1);
    const { links } = parts(file.body);
    const clickUrl = `${app.settings.publicUrl}/public/spot/1/click`;
    expect(links).toEqual([`${clickUrl}?via=file`]);
    const { token } = await signedIn(app, FIXTURE.acme);
    const snippet = await request(app, publisher.spotSnippet, { params: { id: 1 } }, { token });
    expect(parts(snippet.body).links).toEqual([clickUrl]);

    // A newsletter reader loads no view (the image is inside the file): their click counts all the same,
    // once that day however often they click.
    const before = counts(1);
    const follow = (url: string) =>
      app.inject({
        method: 'GET',
        url: new URL(url).pathname + new URL(url).search,
        headers: BROWSER,
        remoteAddress: READER,
      });
    const click = await follow(`${clickUrl}?via=file`);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://zephyr.test/');
    expect(counts(1)).toEqual({ views: before.views, clicks: before.clicks + 1 });
    await follow(`${clickUrl}?via=file`);
    expect(counts(1)).toEqual({ views: before.views, clicks: before.clicks + 1 });
    // The snippet's link keeps its rule: no click without a counted view.
    await follow(clickUrl);
    expect(counts(1)).toEqual({ views: before.views, clicks: before.clicks + 1 });
  });

  it('counts no view: making the file reads the image without counting it, and reading the file loads nothing', async () => {
    const { jsonHeaders } = await signedIn(app, FIXTURE.acme);
    const analytics = async (): Promise<AnalyticsResult> =>
      (
        await app.inject({
          method: 'POST',
          url: '/sponsor/api/v1/spot/analytics',
          headers: jsonHeaders,
          payload: { spotIds: [1] },
        })
      ).json();
    const visits = () => app.db.prepare('SELECT count(*) AS n FROM spot_visits WHERE spot_id = 1').get();
    const before = { counts: counts(1), visits: visits(), analytics: await analytics() };
    expect((await download(FIXTURE.acme, 1)).statusCode).toBe(200);
    expect((await download(FIXTURE.acme, 1)).statusCode).toBe(200);
    expect({ counts: counts(1), visits: visits(), analytics: await analytics() }).toEqual(before);
    // The same reader loading the public decal is a view: the downloads above would have been counted.
    await embeddedImage(app, 1);
    expect(counts(1).views).toBe(before.counts.views + 1);
    expect((await analytics()).totalViews).toBe(before.analytics.totalViews + 1);
  });

  it('answers 403 feature_required {feature: "Download.HTML"} to a publisher without it, the free plan included', async () => {
    const res = await download(FIXTURE.owl, 5);
    expectError(res, 403, 'feature_required');
    expect(res.json().details).toEqual({ feature: 'Download.HTML' });
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('reads the stored features, not the token: a lapsed Download.HTML is refused, a bought one allowed', async () => {
    const acme = await signedIn(app, FIXTURE.acme); // the token still claims Download.HTML
    app.db.prepare("UPDATE users SET features = 'SubscriptionLevel.Basic' WHERE id = ?").run(FIXTURE.acme);
    const refused = await acme.request(publisher.spotDownload, { params: { id: 1 } });
    expectError(refused, 403, 'feature_required');
    expect(refused.json().details).toEqual({ feature: 'Download.HTML' });

    app.db.prepare("UPDATE users SET features = 'Download.HTML' WHERE id = ?").run(FIXTURE.owl);
    const owl = await loggedIn(app, 'owl@fixture.test');
    const allowed = await request(app, publisher.spotDownload, { params: { id: 5 } }, { token: owl.jwt });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.headers['content-disposition']).toBe('attachment; filename="sponsorspot-spot-5.html"');
  });

  it("answers 404 for another publisher's spot (with or without the feature), an unknown spot and a non-publisher", async () => {
    expectError(await download(FIXTURE.acme, 5), 404, 'not_found');
    expectError(await download(FIXTURE.owl, 1), 404, 'not_found');
    expectError(await download(FIXTURE.acme, 999), 404, 'not_found');
    expectError(await download(FIXTURE.zephyr, 1), 404, 'not_found');
  });

  it('answers 404 while the embed shows nothing for the spot (a draft), as the public decal endpoint does', async () => {
    expectError(await embeddedImage(app, 3), 404, 'not_found');
    expectError(await download(FIXTURE.acme, 3), 404, 'not_found');
  });

  it('needs a signed-in user', async () => {
    const res = await request(app, publisher.spotDownload, { params: { id: 1 } });
    expectError(res, 401, 'unauthenticated');
  });

  it('is in the OpenAPI document as an extension', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    const op = doc.paths['/sponsor/api/v1/spot/{id}/download']?.get;
    expect(op).toBeDefined();
    expect(op['x-sponsorspot-extension']).toBe(true);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
  });
});

describe('the demo scenario', () => {
  it('gives the free publisher the snippet of their paid live spot, and the file to a Download.HTML publisher', async () => {
    const demo = await testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'demo' });
    try {
      // publisher@ (Bramble Garden Club, free): spot 52 "Site-wide feature", live with Greenleaf Grocers.
      const free = await loggedIn(demo, 'publisher@sponsorspot.test', 'Publisher!2026');
      const snippet = await request(demo, publisher.spotSnippet, { params: { id: 52 } }, { token: free.jwt });
      expect(snippet.statusCode, snippet.body).toBe(200);
      expect(parts(snippet.body).alt).toBe('Sponsored: Site-wide feature');
      expect(snippet.body).not.toMatch(/greenleaf/i);
      const refused = await request(
        demo,
        publisher.spotDownload,
        { params: { id: 52 } },
        { token: free.jwt },
      );
      expectError(refused, 403, 'feature_required');

      // pro@ (Shipit Weekly, Pro with Download.HTML): spot 16 "Newsletter top slot", live with Lumen Cloud.
      const pro = await loggedIn(demo, 'pro@sponsorspot.test', 'ProUser!2026');
      const file = await request(demo, publisher.spotDownload, { params: { id: 16 } }, { token: pro.jwt });
      expect(file.statusCode, file.body).toBe(200);
      expect(parts(file.body).alt).toBe('Sponsored: Newsletter top slot');
      expectInlined(file, await embeddedImage(demo, 16));
    } finally {
      await demo.close();
    }
  });
});

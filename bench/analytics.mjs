#!/usr/bin/env node
// Analytics and counting bench: a year of daily history (366 days) for 1,000 spots, 10 publishers of 100
// spots each (366,000 rows of spot_traffic_days). Run alone with `node --import tsx bench/analytics.mjs`;
// bench/run.mjs imports runAnalyticsBench().
//
// In this process, on the simulator app over an in-memory database (no network: the figures are the route's
// own cost, from request to serialized answer, through Fastify's inject, with authentication):
// - oneSpotYear: POST spot/analytics for one spot over the whole year (366 days), a random spot each time;
// - publisherYear: POST spot/analytics for all of one publisher's 100 spots over the year (36,600 items);
// - publisherYearSeries: the same figures in the compact shape (itemsAs: 'series': per spot, one number per
//   day), the shape for every per-spot-per-day figure of many spots;
// - publisherYearSummary: the same without items (includeItems: false: sums per day and per spot), as the
//   publisher dashboard asks;
// - counting: count writes per second — GET /public/spot/{id}/decal from a new visitor each time (every
//   request writes a visit and upserts its day), and the same with a visitor who was counted already (a
//   read that writes nothing). Clicks cost as a view does (one update and one upsert).
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { random } from './marketplace.mjs';

export const SPOTS = 1_000;
export const PUBLISHERS = 10;
const DAYS = 366;
const ONE_SPOT_RUNS = 500;
const PUBLISHER_RUNS = 60;
const COUNT_WRITES = 20_000;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}
const round = (n) => Math.round(n * 100) / 100;
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1]),
  };
};

/** Publishers (Pro, Active) with 100 available spots each, and a year of daily counts for every spot. */
function seed(db, today) {
  db.transaction(() => {
    const user =
      db.prepare(`INSERT INTO users (id, email, email_key, name, password_hash, verified, roles, features,
      created_at) VALUES (@id, @email, @email, @name, NULL, 1, '[]', 'SubscriptionLevel.Pro;Download.HTML', @now)`);
    const publisher = db.prepare(
      'INSERT INTO publishers (id, user_id, status, business_name) VALUES (@id, @id, 2, @name)',
    );
    const now = new Date().toISOString();
    for (let id = 1; id <= PUBLISHERS; id++) {
      user.run({ id, email: `publisher${id}@bench.test`, name: `Publisher ${id}`, now });
      publisher.run({ id, name: `Bench Publisher ${id}` });
    }
    const spot =
      db.prepare(`INSERT INTO spots (id, publisher_id, name, product_json, status, sample_url, created_at)
      VALUES (@id, @publisherId, @name, '{"size":"300x250"}', 2, 'https://bench.example/', @now)`);
    for (let id = 1; id <= SPOTS; id++)
      spot.run({ id, publisherId: ((id - 1) % PUBLISHERS) + 1, name: `Spot ${id}`, now });
    db.prepare(
      `
      WITH RECURSIVE n (i, day) AS (
        SELECT 0, @today UNION ALL SELECT i + 1, date(day, '-1 day') FROM n WHERE i < @days - 1),
      days AS MATERIALIZED (SELECT * FROM n)
      INSERT INTO spot_traffic_days (spot_id, day, content_id, views, clicks)
      SELECT s.id, d.day, 1, 100 + (s.id * 7919 + d.i * 104729) % 900, (s.id * 3571 + d.i * 7561) % 20
      FROM spots s, days d`,
    ).run({ today, days: DAYS });
  })();
}

/**
 * @returns {Promise<{spots:number, publishers:number, days:number, rows:number, seedMs:number,
 *   oneSpotYear:object, publisherYear:object, publisherYearSeries:object, publisherYearSummary:object,
 *   counting:object}>}
 */
export async function runAnalyticsBench({ log = console.error } = {}) {
  const { buildApp } = await import('../simulator/src/app.ts');
  const { loadConfig } = await import('../simulator/src/config.ts');
  const app = await buildApp(
    loadConfig({ SIM_LOG_LEVEL: 'warn', SIM_SCENARIO: 'empty', SIM_DB_PATH: ':memory:' }, []),
  );
  try {
    await app.ready();
    const today = new Date(app.clock.nowMs()).toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    log(`bench: seeding ${SPOTS} spots × ${DAYS} days…`);
    const seedStart = performance.now();
    seed(app.db, today);
    const seedMs = Math.round(performance.now() - seedStart);
    const rows = app.db.prepare('SELECT count(*) FROM spot_traffic_days').pluck().get();

    const sessions = [];
    for (let id = 1; id <= PUBLISHERS; id++) sessions.push(await app.identity.issueSession(id));
    const ask = async (publisher, body) => {
      const started = performance.now();
      const res = await app.inject({
        method: endpoints.figures.analytics.method,
        url: endpointUrl(endpoints.figures.analytics),
        headers: {
          'x-tenant-id': 'sponsor-spot',
          'content-type': 'application/json',
          authorization: `Bearer ${sessions[publisher - 1].jwt}`,
        },
        payload: JSON.stringify(body),
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`analytics answered ${res.statusCode}: ${res.body}`);
      const answer = res.json();
      const items = answer.items.length + (answer.series ?? []).reduce((n, line) => n + line.views.length, 0);
      return { ms, bytes: res.rawPayload.length, items };
    };

    const rand = random(20261122);
    log(`bench: analytics, one spot over a year ×${ONE_SPOT_RUNS}…`);
    for (let i = 0; i < 20; i++) await ask(1, { spotIds: [1], from, to: today }); // warm-up
    const oneSpot = [];
    let oneSpotItems = 0;
    for (let i = 0; i < ONE_SPOT_RUNS; i++) {
      const spotId = 1 + Math.floor(rand() * SPOTS);
      const answer = await ask(((spotId - 1) % PUBLISHERS) + 1, { spotIds: [spotId], from, to: today });
      oneSpot.push(answer.ms);
      oneSpotItems = answer.items;
    }

    log(`bench: analytics, all of a publisher's spots over a year ×${PUBLISHER_RUNS}…`);
    for (let i = 0; i < 3; i++) await ask(1, { from, to: today });
    const publisherTimes = [];
    let publisherAnswer = { bytes: 0, items: 0 };
    for (let i = 0; i < PUBLISHER_RUNS; i++) {
      publisherAnswer = await ask(1 + (i % PUBLISHERS), { from, to: today });
      publisherTimes.push(publisherAnswer.ms);
    }

    log(`bench: analytics, all of a publisher's spots over a year as series ×${PUBLISHER_RUNS}…`);
    for (let i = 0; i < 3; i++) await ask(1, { from, to: today, itemsAs: 'series' });
    const seriesTimes = [];
    let seriesAnswer = { bytes: 0, items: 0 };
    for (let i = 0; i < PUBLISHER_RUNS; i++) {
      seriesAnswer = await ask(1 + (i % PUBLISHERS), { from, to: today, itemsAs: 'series' });
      seriesTimes.push(seriesAnswer.ms);
    }

    log(`bench: analytics, a publisher's spots over a year without items ×${PUBLISHER_RUNS}…`);
    const summaryTimes = [];
    let summaryAnswer = { bytes: 0, items: 0 };
    for (let i = 0; i < PUBLISHER_RUNS; i++) {
      summaryAnswer = await ask(1 + (i % PUBLISHERS), { from, to: today, includeItems: false });
      summaryTimes.push(summaryAnswer.ms);
    }

    log(`bench: ${COUNT_WRITES} counted views through the decal endpoint…`);
    const load = (spotId, address) =>
      app.inject({
        method: endpoints.embed.spotDecal.method,
        url: endpointUrl(endpoints.embed.spotDecal, { id: spotId }),
        headers: { 'user-agent': BROWSER },
        remoteAddress: address,
      });
    const viewsBefore = app.db
      .prepare('SELECT sum(views) FROM spot_traffic_days WHERE day = ?')
      .pluck()
      .get(today);
    let started = performance.now();
    for (let i = 0; i < COUNT_WRITES; i++) {
      const res = await load(1 + (i % SPOTS), `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      if (res.statusCode !== 200) throw new Error(`decal answered ${res.statusCode}`);
    }
    const newVisitorSeconds = (performance.now() - started) / 1000;
    const counted =
      app.db.prepare('SELECT sum(views) FROM spot_traffic_days WHERE day = ?').pluck().get(today) -
      viewsBefore;
    if (counted !== COUNT_WRITES) throw new Error(`counted ${counted} views of ${COUNT_WRITES}`);
    started = performance.now();
    for (let i = 0; i < COUNT_WRITES; i++)
      await load(1 + (i % SPOTS), `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    const repeatSeconds = (performance.now() - started) / 1000;

    return {
      spots: SPOTS,
      publishers: PUBLISHERS,
      days: DAYS,
      rows,
      seedMs,
      oneSpotYear: { ...summary(oneSpot), items: oneSpotItems },
      publisherYear: {
        ...summary(publisherTimes),
        spots: SPOTS / PUBLISHERS,
        items: publisherAnswer.items,
        answerKiB: Math.round(publisherAnswer.bytes / 1024),
      },
      publisherYearSeries: {
        ...summary(seriesTimes),
        spots: SPOTS / PUBLISHERS,
        figures: seriesAnswer.items,
        answerKiB: Math.round(seriesAnswer.bytes / 1024),
        asked: "itemsAs: 'series' (every spot's views and clicks, one number per day)",
      },
      publisherYearSummary: {
        ...summary(summaryTimes),
        spots: SPOTS / PUBLISHERS,
        answerKiB: Math.round(summaryAnswer.bytes / 1024),
        asked: 'includeItems: false (what the dashboard asks)',
      },
      counting: {
        requests: COUNT_WRITES,
        countedViewsPerSecond: Math.round(COUNT_WRITES / newVisitorSeconds),
        repeatViewsPerSecond: Math.round(COUNT_WRITES / repeatSeconds),
        via: 'GET /public/spot/{id}/decal through inject (placeholder SVG), one process',
      },
    };
  } finally {
    await app.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const results = await runAnalyticsBench();
  console.log(JSON.stringify(results, null, 2));
}

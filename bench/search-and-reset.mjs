#!/usr/bin/env node
// Simulator bench: marketplace search over 100,000 spots at 32 connections against a bare Fastify route,
// and scenario reset (demo). Run alone with `node bench/search-and-reset.mjs` (or `node --import tsx …`);
// bench/run.mjs imports runSimulatorBench().
//
// The servers run in a worker thread so that autocannon (main thread) does not share their event loop.
// Percentiles are computed from every response time autocannon reports (its own histogram has p90,
// p97_5 and p99 but no p95).
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';

const SELF = fileURLToPath(import.meta.url);
const SPOT_COUNT = 100_000;
const CONNECTIONS = 32;
const TENANT = { 'x-tenant-id': 'sponsor-spot', 'content-type': 'application/json' };
const SEARCH_TEXTS = ['', 'sidebar', 'podcast banner', 'tech', 'news head', 'garden'];
const RESET_RUNS = 50;

// ---------------------------------------------------------------------------------------------- worker

/** Deterministic pseudo-random numbers (mulberry32), so every run searches the same data. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = {
  place: [
    'Sidebar',
    'Header',
    'Footer',
    'Inline',
    'Newsletter',
    'Podcast',
    'Video',
    'Mobile',
    'Homepage',
    'Article',
  ],
  shape: ['banner', 'rectangle', 'leaderboard', 'skyscraper', 'slot', 'mention', 'card', 'strip'],
  topic: [
    'tech',
    'garden',
    'cycling',
    'recipes',
    'travel',
    'gaming',
    'news',
    'music',
    'finance',
    'outdoors',
    'photography',
    'parenting',
    'fitness',
    'books',
    'science',
    'design',
    'coffee',
    'surf',
    'crafts',
    'history',
  ],
  filler: [
    'beside',
    'every',
    'post',
    'weekly',
    'readers',
    'audience',
    'engaged',
    'local',
    'community',
    'premium',
    'visible',
    'above',
    'fold',
    'episode',
    'page',
    'guide',
    'review',
    'daily',
    'issue',
    'feature',
  ],
};

function generateMarketplace(db, count) {
  const rnd = random(20_260_101);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const now = new Date().toISOString();
  const publisherCount = 1_000;
  const sponsorCount = 100;
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, name, password, verified, roles, features, created_at)
     VALUES (@id, @email, @name, 'bench', 1, '[]', '', @now)`,
  );
  const insertPublisher = db.prepare(
    'INSERT INTO publishers (id, user_id, status, business_name) VALUES (@id, @userId, @status, @name)',
  );
  const insertSponsor = db.prepare(
    'INSERT INTO sponsors (id, user_id, status, business_name) VALUES (@id, @userId, 2, @name)',
  );
  const insertSubscription = db.prepare(
    "INSERT INTO subscriptions (id, user_id, level, status, updated) VALUES (@id, @userId, 'Basic', 2, @now)",
  );
  const insertSpot = db.prepare(
    `INSERT INTO spots (id, publisher_id, name, description, location_path, product_json, status, sample_url,
       current_spot_content_id, created_at)
     VALUES (@id, @publisherId, @name, @description, @locationPath, '{"size":"300x250","price":25}', @status,
       @sampleUrl, @contentId, @now)`,
  );
  const insertContent = db.prepare(
    `INSERT INTO spot_contents (id, spot_id, sponsor_id, subscription_id, decal_id, status, link_url, link_title,
       has_agreed_to_terms, ai_checked_on, ai_check_passed)
     VALUES (@id, @spotId, @sponsorId, @sponsorId, NULL, 2, 'https://sponsor.example/x', 'Sponsor', 1, @now, 1)`,
  );
  db.transaction(() => {
    db.prepare('PRAGMA defer_foreign_keys = ON').run();
    for (let p = 1; p <= publisherCount; p++) {
      insertUser.run({ id: p, email: `publisher${p}@bench.test`, name: `Publisher ${p}`, now });
      const status = p % 20 === 0 ? 1 : 2; // 5% pending publishers
      insertPublisher.run({
        id: p,
        userId: p,
        status,
        name: `${pick(WORDS.topic)} ${pick(WORDS.filler)} ${p}`,
      });
    }
    for (let s = 1; s <= sponsorCount; s++) {
      const userId = publisherCount + s;
      insertUser.run({ id: userId, email: `sponsor${s}@bench.test`, name: `Sponsor ${s}`, now });
      insertSponsor.run({ id: s, userId, name: `Sponsor ${s}` });
      insertSubscription.run({ id: s, userId, now });
    }
    let contentId = 0;
    for (let id = 1; id <= count; id++) {
      const roll = rnd();
      const status = roll < 0.8 ? 2 : roll < 0.9 ? 1 : roll < 0.95 ? 0 : 3; // 80% published
      const hasContent = status === 2 && rnd() < 0.3;
      const topic = pick(WORDS.topic);
      const place = pick(WORDS.place);
      const spot = {
        id,
        publisherId: 1 + Math.floor(rnd() * publisherCount),
        name: `${place} ${pick(WORDS.shape)} ${topic}`,
        description: Array.from({ length: 8 + Math.floor(rnd() * 12) }, () =>
          rnd() < 0.3 ? pick(WORDS.topic) : pick(WORDS.filler),
        ).join(' '),
        locationPath: `/${topic.toUpperCase()}/${place.toUpperCase()}`,
        status,
        sampleUrl: `https://publisher.example/${id}`,
        contentId: hasContent ? ++contentId : null,
        now,
      };
      insertSpot.run(spot);
      if (hasContent)
        insertContent.run({ id: contentId, spotId: id, sponsorId: 1 + (id % sponsorCount), now });
    }
  })();
}

async function runWorker() {
  const { register } = await import('tsx/esm/api');
  register();
  const { default: Fastify } = await import('fastify');
  const { buildApp } = await import('../simulator/src/app.ts');
  const { loadConfig } = await import('../simulator/src/config.ts');

  const config = loadConfig({ SIM_LOG_LEVEL: 'warn', SIM_SCENARIO: 'empty', SIM_DB_PATH: ':memory:' }, []);
  const app = await buildApp(config);
  await app.ready();
  const seedStart = performance.now();
  generateMarketplace(app.db, SPOT_COUNT);
  const seedMs = performance.now() - seedStart;
  const simUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  // Reset: a separate app holding the demo scenario, so the 100,000 spots do not weigh on it.
  const demoApp = await buildApp(loadConfig({ SIM_LOG_LEVEL: 'warn', SIM_SCENARIO: 'demo' }, []));
  await demoApp.ready();

  parentPort.on('message', async (message) => {
    if (message === 'reset') {
      const times = [];
      for (let i = 0; i < RESET_RUNS; i++) times.push(demoApp.scenarios.reset('demo').resetMs);
      parentPort.postMessage({ kind: 'reset', times });
    } else if (message === 'close') {
      await Promise.all([app.close(), bare.close(), demoApp.close()]);
      parentPort.postMessage({ kind: 'closed' });
    }
  });
  parentPort.postMessage({ kind: 'ready', simUrl, bareUrl, seedMs });
}

// ------------------------------------------------------------------------------------------------ main

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const round = (n) => Math.round(n * 100) / 100;

/** Runs autocannon and computes rps and true percentiles from every response time. */
async function measure(autocannon, options) {
  const times = [];
  let non2xx = 0;
  const instance = autocannon({ connections: CONNECTIONS, duration: 10, ...options });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    requests: times.length,
    non2xx: non2xx + result.errors + result.timeouts,
  };
}

function waitFor(worker, kind) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.kind === kind) {
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(message);
      }
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

/**
 * @param {{ durationSec?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{search:{rps:number,p95Ms:number,p99Ms:number}, bareRoute:{rps:number,p95Ms:number,p99Ms:number},
 *   searchToBareRatio:number, reset:{medianMs:number,p95Ms:number}, searchVaried:object, spots:number}>}
 */
export async function runSimulatorBench({ durationSec = 10, log = (line) => console.error(line) } = {}) {
  const { default: autocannon } = await import('autocannon');
  const worker = new Worker(SELF);
  try {
    log(`bench: generating ${SPOT_COUNT.toLocaleString('en')} spots…`);
    const ready = await waitFor(worker, 'ready');
    log(
      `bench: seeded in ${Math.round(ready.seedMs)} ms; search at ${CONNECTIONS} connections for ${durationSec} s…`,
    );

    const searchPath = '/sponsor/api/v1/spot/search/';
    // Warm-up, so the first-request costs (JIT, schema compilation) are not measured.
    await measure(autocannon, {
      url: ready.simUrl,
      duration: 2,
      requests: SEARCH_TEXTS.map((searchText) => ({
        method: 'POST',
        path: searchPath,
        headers: TENANT,
        body: JSON.stringify({ searchText }),
      })),
    });
    const search = await measure(autocannon, {
      url: ready.simUrl,
      duration: durationSec,
      requests: SEARCH_TEXTS.map((searchText) => ({
        method: 'POST',
        path: searchPath,
        headers: TENANT,
        body: JSON.stringify({ searchText }),
      })),
    });

    // Many different questions (random word prefixes and pages), so most are answered from the database
    // rather than from the repository's answer cache.
    log('bench: varied searches (mostly uncached)…');
    const rnd = random(7);
    const vocabulary = [...WORDS.topic, ...WORDS.filler, ...WORDS.place, ...WORDS.shape];
    const searchVaried = await measure(autocannon, {
      url: ready.simUrl,
      duration: Math.max(3, Math.round(durationSec / 2)),
      requests: [
        {
          method: 'POST',
          path: searchPath,
          headers: TENANT,
          setupRequest: (request) => {
            const word = vocabulary[Math.floor(rnd() * vocabulary.length)];
            const text =
              rnd() < 0.5
                ? word.slice(0, 3 + Math.floor(rnd() * 3))
                : `${word} ${vocabulary[Math.floor(rnd() * vocabulary.length)]}`;
            const body = { searchText: rnd() < 0.1 ? '' : text, pageNumber: 1 + Math.floor(rnd() * 50) };
            return { ...request, body: JSON.stringify(body) };
          },
        },
      ],
    });

    log('bench: bare Fastify route…');
    await measure(autocannon, { url: `${ready.bareUrl}/bare`, duration: 2 });
    const bareRoute = await measure(autocannon, { url: `${ready.bareUrl}/bare`, duration: durationSec });

    log(`bench: ${RESET_RUNS} resets to demo…`);
    worker.postMessage('reset');
    const { times } = await waitFor(worker, 'reset');
    const sorted = [...times].sort((a, b) => a - b);

    worker.postMessage('close');
    await waitFor(worker, 'closed');

    const pick = ({ rps, p95Ms, p99Ms }) => ({ rps, p95Ms, p99Ms });
    return {
      spots: SPOT_COUNT,
      connections: CONNECTIONS,
      search: pick(search),
      bareRoute: pick(bareRoute),
      searchToBareRatio: round(search.rps / bareRoute.rps),
      reset: { medianMs: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)) },
      searchVaried: pick(searchVaried),
      details: { search, bareRoute, searchVaried, seedMs: Math.round(ready.seedMs), resetRuns: RESET_RUNS },
    };
  } finally {
    await worker.terminate();
  }
}

if (!isMainThread) {
  await runWorker();
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const results = await runSimulatorBench();
  console.log(JSON.stringify(results, null, 2));
}

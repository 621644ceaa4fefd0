#!/usr/bin/env node
// Simulator bench: marketplace search over 100,000 spots at 32 connections against a bare Fastify route,
// and scenario reset (demo). Run alone with `node bench/search-and-reset.mjs` (or `node --import tsx …`);
// bench/run.mjs imports runSimulatorBench().
//
// The servers run in a worker thread so that autocannon (main thread) does not share their event loop.
// Percentiles are computed from every response time autocannon reports (its own histogram has p90,
// p97_5 and p99 but no p95).
//
// Honest by construction: each request's body is drawn at random from thousands of distinct searches over a
// ~2,900-word vocabulary (autocannon `setupRequest`), so the repository's answer cache mostly misses (its hit
// rate is reported), and the same mix is measured again with the cache off, plus a worst case.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';

const SELF = fileURLToPath(import.meta.url);
const SPOT_COUNT = 100_000;
const CONNECTIONS = 32;
const TENANT = { 'x-tenant-id': 'sponsor-spot', 'content-type': 'application/json' };
/** Distinct search bodies the bench draws from, one at random per request. */
const QUERY_POOL_SIZE = 6_000;
const RESET_RUNS = 50;

// ---------------------------------------------------------------------------------------------- worker

/** Deterministic pseudo-random numbers (mulberry32), so every run searches the same data. */
export function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The generated marketplace's words: topic roots combined with endings give a vocabulary of ~2,500 words
// ("garden", "gardening", "gardenhub", "gardenworks", …), so that, as in real text, many words share a
// prefix and a 3-letter prefix stands for dozens of words. Words are drawn with a Zipf distribution: a
// few are very common (in most spots), most are rare.
const ROOTS = (
  'garden cycle recipe travel game news music finance outdoor photo parent fitness book science design ' +
  'coffee surf craft history tech code data cloud market home food wine beer pet dog cat bird fish boat ' +
  'sail hike trail camp climb run yoga health mind art paint film movie show comedy drama story poet write ' +
  'word learn school kid baby family money invest crypto stock trade shop style fashion beauty skin hair car ' +
  'motor bike train plane space star moon sun ocean river lake mountain forest farm plant flower tree bee ' +
  'honey bread bake cook grill vegan tea juice sport ball golf tennis chess puzzle quiz retro vintage pixel ' +
  'robot gadget phone audio radio podcast video stream local city town village island coast north south ' +
  'east west winter summer spring autumn night morning green blue red gold silver iron stone wood glass ' +
  'paper ink map globe road bridge tower castle house studio club guild league circle nest hive forge mill ' +
  'harbor meadow valley canyon desert prairie tide wave storm cloudy snow frost ember spark flame light ' +
  'shadow echo signal pulse rhythm melody jazz blues rock folk opera dance theater canvas sketch clay ' +
  'pottery quilt knit sew tailor leather denim sneaker watch jewel gem crystal marble copper brass ' +
  'anchor compass lantern'
).split(' ');
const ENDINGS = [
  '',
  's',
  'ing',
  'er',
  'ers',
  'hub',
  'works',
  'craft',
  'land',
  'line',
  'wise',
  'box',
  'lab',
  'side',
];
export const VOCABULARY = (() => {
  const rnd = random(2_026);
  const words = [...new Set(ROOTS.flatMap((root) => ENDINGS.map((end) => root + end)))];
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [words[i], words[j]] = [words[j], words[i]];
  }
  return words;
})();
const PLACES = [
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
];
const SHAPES = ['banner', 'rectangle', 'leaderboard', 'skyscraper', 'slot', 'mention', 'card', 'strip'];
const PUBLISHER_KINDS = [
  'Weekly',
  'Media',
  'Gazette',
  'Press',
  'Journal',
  'Daily',
  'Studio',
  'Review',
  'Blog',
  'Radio',
];

/** Picks from a list with Zipf weights (the i-th item has weight 1 / (i + 1)). */
function zipf(list, rnd) {
  const cumulative = [];
  let sum = 0;
  for (let i = 0; i < list.length; i++) cumulative.push((sum += 1 / (i + 1)));
  return () => {
    const target = rnd() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return list[lo];
  };
}
const title = (word) => word[0].toUpperCase() + word.slice(1);

/** Fills an empty simulator database with 1,000 publishers (5% pending), 100 sponsors and `count` spots. */
export function generateMarketplace(db, count) {
  const rnd = random(20_260_101);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const word = zipf(VOCABULARY, rnd);
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
      const name = `${title(pick(VOCABULARY))} ${title(pick(VOCABULARY))} ${pick(PUBLISHER_KINDS)}`;
      insertPublisher.run({ id: p, userId: p, status, name });
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
      const topic = word();
      const place = pick(PLACES);
      const spot = {
        id,
        publisherId: 1 + Math.floor(rnd() * publisherCount),
        name: `${place} ${pick(SHAPES)} ${title(topic)} ${title(word())}`,
        description: Array.from({ length: 8 + Math.floor(rnd() * 16) }, word).join(' '),
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

/**
 * `size` distinct search bodies, as people would send them: 10% no text, 40% one whole word, 30% a prefix
 * of 3+ letters, 20% two words (the second often a prefix); words half by popularity (Zipf), half uniformly
 * from the vocabulary; page 1 mostly, up to page 5.
 */
export function buildQueryPool(size) {
  const rnd = random(7);
  const popular = zipf(VOCABULARY, rnd);
  const anyWord = () => (rnd() < 0.5 ? popular() : VOCABULARY[Math.floor(rnd() * VOCABULARY.length)]);
  const prefix = (w) => w.slice(0, Math.min(w.length, 3 + Math.floor(rnd() * 3)));
  const page = () => {
    const roll = rnd();
    return roll < 0.6 ? 1 : roll < 0.8 ? 2 : roll < 0.9 ? 3 : roll < 0.95 ? 4 : 5;
  };
  const bodies = new Set();
  while (bodies.size < size) {
    const roll = rnd();
    const searchText =
      roll < 0.1
        ? ''
        : roll < 0.5
          ? anyWord()
          : roll < 0.8
            ? prefix(anyWord())
            : `${anyWord()} ${rnd() < 0.5 ? prefix(anyWord()) : anyWord()}`;
    const body = {
      searchText: searchText && rnd() < 0.2 ? title(searchText) : searchText,
      pageNumber: page(),
    };
    bodies.add(JSON.stringify(body));
  }
  return [...bodies];
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

  // The most common 3-letter prefix among the vocabulary: the worst ordinary search.
  const count = app.db.prepare('SELECT count(*) FROM spots_fts WHERE spots_fts MATCH ?').pluck();
  const prefixes = [...new Set(VOCABULARY.map((w) => w.slice(0, 3)))];
  const worstPrefix = prefixes
    .map((prefix) => ({ prefix, matches: count.get(`"${prefix}"*`) }))
    .reduce((a, b) => (b.matches > a.matches ? b : a));

  parentPort.on('message', async (message) => {
    if (message?.kind === 'cache') {
      app.spots.searchCache.enabled = message.enabled;
      const { hits, misses } = app.spots.searchCache;
      app.spots.searchCache.hits = 0;
      app.spots.searchCache.misses = 0;
      parentPort.postMessage({ kind: 'cache', hits, misses });
    } else if (message === 'reset') {
      const times = [];
      for (let i = 0; i < RESET_RUNS; i++) times.push(demoApp.scenarios.reset('demo').resetMs);
      parentPort.postMessage({ kind: 'reset', times });
    } else if (message === 'close') {
      await Promise.all([app.close(), bare.close(), demoApp.close()]);
      parentPort.postMessage({ kind: 'closed' });
    }
  });
  parentPort.postMessage({ kind: 'ready', simUrl, bareUrl, seedMs, worstPrefix });
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
 * search: a varied mix drawn per request from QUERY_POOL_SIZE distinct bodies (see buildQueryPool), answer
 * cache on, with its hit rate; searchUncached: the same mix with the cache off; worstCase: the most common
 * 3-letter prefix, pages 1–5, cache off.
 * @returns {Promise<{search:{rps:number,p95Ms:number,p99Ms:number,queryPool:number,cacheHitRate:number},
 *   bareRoute:{rps:number,p95Ms:number,p99Ms:number}, searchToBareRatio:number,
 *   reset:{medianMs:number,p95Ms:number}, searchUncached:object, worstCase:object, spots:number}>}
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
    const pool = buildQueryPool(QUERY_POOL_SIZE);
    /** One request shape whose body is drawn anew for every request. */
    const drawing = (draw) => [
      {
        method: 'POST',
        path: searchPath,
        headers: TENANT,
        setupRequest: (request) => ({ ...request, body: draw() }),
      },
    ];
    const rnd = random(11);
    const fromPool = () => pool[Math.floor(rnd() * pool.length)];
    /** Sets the answer cache on or off; answers the hits and misses since the last call. */
    const cache = async (enabled) => {
      worker.postMessage({ kind: 'cache', enabled });
      const { hits, misses } = await waitFor(worker, 'cache');
      return { hits, misses, hitRate: hits + misses === 0 ? 0 : round(hits / (hits + misses)) };
    };

    // Warm-up, so the first-request costs (JIT, schema compilation) are not measured.
    await measure(autocannon, { url: ready.simUrl, duration: 2, requests: drawing(fromPool) });
    await cache(true);
    // The headline figure: the varied mix, as served (answer cache on, its hit rate reported).
    const search = await measure(autocannon, {
      url: ready.simUrl,
      duration: durationSec,
      requests: drawing(fromPool),
    });
    const searchCache = await cache(false);

    log('bench: the same mix with the answer cache off…');
    const searchUncached = await measure(autocannon, {
      url: ready.simUrl,
      duration: Math.max(3, Math.round(durationSec / 2)),
      requests: drawing(fromPool),
    });

    const { prefix, matches } = ready.worstPrefix;
    log(`bench: worst case, cache off: "${prefix}" (${matches} matches), pages 1–5…`);
    const worstCase = await measure(autocannon, {
      url: ready.simUrl,
      duration: Math.max(3, Math.round(durationSec / 2)),
      requests: drawing(() => JSON.stringify({ searchText: prefix, pageNumber: 1 + Math.floor(rnd() * 5) })),
    });
    await cache(true);

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
      search: { ...pick(search), queryPool: pool.length, cacheHitRate: searchCache.hitRate },
      bareRoute: pick(bareRoute),
      searchToBareRatio: round(search.rps / bareRoute.rps),
      reset: { medianMs: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)) },
      searchUncached: { ...pick(searchUncached), ratioToBare: round(searchUncached.rps / bareRoute.rps) },
      worstCase: {
        ...pick(worstCase),
        searchText: prefix,
        matches,
        ratioToBare: round(worstCase.rps / bareRoute.rps),
      },
      details: {
        search,
        searchCache,
        searchUncached,
        worstCase,
        bareRoute,
        vocabulary: VOCABULARY.length,
        seedMs: Math.round(ready.seedMs),
        resetRuns: RESET_RUNS,
      },
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

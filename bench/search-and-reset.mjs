#!/usr/bin/env node
// Simulator bench: marketplace search over 100,000 spots at 32 connections against a bare Fastify route, a
// search right after a spot write, the search server's memory, and scenario reset (demo). Run alone with
// `node --import tsx bench/search-and-reset.mjs`; bench/run.mjs imports runSimulatorBench().
//
// Processes: each server under test runs in a child process of its own (bench/serve-search.mjs: the
// simulator app seeded with bench/marketplace.mjs; bench/serve-bare.mjs: one bare Fastify route), started
// with `node --import tsx`, so neither shares an event loop or a core with autocannon (this process), and
// both are measured the same way. The simulator runs with SIM_LOG_LEVEL=warn: the bench measures the
// endpoint, not a per-request info log line. Reset is measured in this process (no HTTP involved).
//
// Workloads, all over the same pool of QUERY_POOL_SIZE (6,000) distinct search bodies (buildQueryPool:
// 10% no text, 40% one word, 30% a prefix, 20% two words; pages 1–5), one body drawn per request
// (autocannon `setupRequest`):
// - search (the headline, "typical traffic"): marketplace traffic is skewed, so the body is drawn with a
//   Zipf distribution (s = 1) over the pool: the i-th body has weight 1 / i. Rank 1 is the landing page (no
//   text, page 1); the other bodies keep the pool's (random) order, so popular searches are neither picked
//   to be cheap nor dear. Repeated questions are answered from the simulator's search cache.
// - searchUniform: every body equally likely, so most questions are asked for the first time or have left
//   the cache.
// The headline and the bare route are measured in alternating rounds (bare, search, search, bare: 5 s
// each) so that the machine's drift weighs on both alike, the search warm (after 3 s of the same traffic);
// the uniform mix runs after, against the same bare figure.
// - searchAfterWrite: with no other traffic, AFTER_WRITE_ROUNDS times for each of AFTER_WRITE_QUERIES
//   (the landing page, a common word, the worst 3-letter prefix on pages 1 and 5, two words; and the
//   available spots, reported apart): a spot is written in the server process (serve-search.mjs: a new
//   spot or new text for a listed one), then the search is timed there from request to answer (Fastify's
//   inject). The write empties the search cache, so this is also what an uncached search costs.
// - searchFiltered: the marketplace screen's traffic, which sends its filters and sort (the extension beyond
//   the spec call): Zipf (s = 1) over FILTERED_POOL_SIZE bodies of buildFilteredPool (a sort always, price
//   ranges, sizes, placements, availability), measured warm as the headline; and filteredAfterWrite: each
//   sort and each filter, alone and with words, timed right after a spot write as searchAfterWrite is.
// - memory: the search server's resident set after seeding, and after the load (its search cache full):
//   as it is (the figure held to the target), and after a full garbage collection.
// Percentiles are computed from every response time autocannon reports (its own histogram has p90,
// p97_5 and p99 but no p95).
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { SPOT_COUNT, buildFilteredPool, buildQueryPool, random, zipf } from './marketplace.mjs';

export { VOCABULARY, buildQueryPool, generateMarketplace, random } from './marketplace.mjs';

const { searchSpots, availableSpots } = endpoints.marketplace;
const CONNECTIONS = 32;
const TENANT = { 'x-tenant-id': 'sponsor-spot', 'content-type': 'application/json' };
/** Distinct search bodies the bench draws from, one per request. */
const QUERY_POOL_SIZE = 6_000;
const RESET_RUNS = 50;
const AFTER_WRITE_ROUNDS = 20;
const LANDING_PAGE = JSON.stringify({ searchText: '', pageNumber: 1 });
const FILTERED_POOL_SIZE = 6_000;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const round = (n) => Math.round(n * 100) / 100;

/** The pool in order of popularity for the Zipf mix: the landing page first, the rest as drawn. */
export function byPopularity(pool) {
  return [LANDING_PAGE, ...pool.filter((body) => body !== LANDING_PAGE)];
}

/** Runs autocannon once: every response time, how long it ran, and the failures. */
async function sample(autocannon, options) {
  const times = [];
  let non2xx = 0;
  const instance = autocannon({ connections: CONNECTIONS, duration: 10, ...options });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx++;
  });
  const result = await instance;
  return { times, seconds: result.duration, non2xx: non2xx + result.errors + result.timeouts };
}

/** Throughput and true percentiles over one or more samples of the same workload. */
function summarise(samples) {
  const times = samples.flatMap((s) => s.times).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  return {
    rps: Math.round(times.length / seconds),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    requests: times.length,
    seconds: round(seconds),
    non2xx: samples.reduce((sum, s) => sum + s.non2xx, 0),
  };
}

async function measure(autocannon, options) {
  return summarise([await sample(autocannon, options)]);
}

/** Starts bench/<script> in a child process (`node --import tsx`); resolves with it and its ready message. */
function startServer(script) {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    // --expose-gc: serve-search.mjs reports its memory also after a full collection.
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return waitFor(child, 'ready').then((ready) => ({ child, ready }));
}

function waitFor(child, kind) {
  return new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`bench server exited (${code}) before "${kind}"`));
    const onMessage = (message) => {
      if (message?.kind !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function stopServer(server) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send({ kind: 'close' });
  const timer = setTimeout(() => server.child.kill(), 5_000);
  await exited;
  clearTimeout(timer);
}

async function measureReset() {
  const { buildApp } = await import('../simulator/src/app.ts');
  const { loadConfig } = await import('../simulator/src/config.ts');
  const app = await buildApp(loadConfig({ SIM_LOG_LEVEL: 'warn', SIM_SCENARIO: 'demo' }, []));
  try {
    await app.ready();
    const times = [];
    for (let i = 0; i < RESET_RUNS; i++) times.push(app.scenarios.reset('demo').resetMs);
    return times.sort((a, b) => a - b);
  } finally {
    await app.close();
  }
}

/** The searches timed right after a write; "{worst}" is the most common 3-letter prefix. */
const AFTER_WRITE_QUERIES = [
  { label: 'landing page', path: 'search', body: { searchText: '', pageNumber: 1 } },
  { label: 'common word', path: 'search', body: { searchText: 'Garden', pageNumber: 1 } },
  { label: 'worst prefix, page 1', path: 'search', body: { searchText: '{worst}', pageNumber: 1 } },
  { label: 'worst prefix, page 5', path: 'search', body: { searchText: '{worst}', pageNumber: 5 } },
  { label: 'two words', path: 'search', body: { searchText: 'travel gar', pageNumber: 2 } },
  { label: 'available, landing page', path: 'available', body: { searchText: '', pageNumber: 1 } },
  { label: 'available, worst prefix', path: 'available', body: { searchText: '{worst}', pageNumber: 1 } },
];

/** The filtered searches timed right after a write: each sort, each filter, alone and with words. */
const FILTERED_AFTER_WRITE_QUERIES = [
  ...['relevance', 'newest', 'price_asc', 'price_desc', 'traffic'].flatMap((sort) => [
    { label: `sort ${sort}`, path: 'search', body: { searchText: '', pageNumber: 1, sort } },
    {
      label: `sort ${sort}, worst prefix`,
      path: 'search',
      body: { searchText: '{worst}', pageNumber: 1, sort },
    },
  ]),
  {
    label: 'price range',
    path: 'search',
    body: { searchText: '', pageNumber: 1, priceMin: 25, priceMax: 100 },
  },
  { label: 'sizes', path: 'search', body: { searchText: '', pageNumber: 1, sizes: ['728x90', '160x600'] } },
  { label: 'placements', path: 'search', body: { searchText: '', pageNumber: 1, placements: ['footer'] } },
  { label: 'held', path: 'search', body: { searchText: '', pageNumber: 1, availability: ['held'] } },
  { label: 'live', path: 'search', body: { searchText: '', pageNumber: 1, availability: ['live'] } },
  {
    label: 'all filters, words, by price',
    path: 'search',
    body: {
      searchText: 'gar',
      pageNumber: 2,
      sort: 'price_asc',
      priceMin: 10,
      priceMax: 300,
      sizes: ['300x250', '728x90'],
      placements: ['sidebar', 'header'],
      availability: ['available'],
    },
  },
  {
    label: 'available, by traffic',
    path: 'available',
    body: { searchText: '', pageNumber: 1, sort: 'traffic' },
  },
];

/** Times each of `queries` right after a spot write in the server, AFTER_WRITE_ROUNDS times. */
async function measureSearchAfterWrite(server, worst, queries = AFTER_WRITE_QUERIES) {
  const perQuery = [];
  const all = [];
  const available = [];
  for (const { label, path, body } of queries) {
    const url = endpointUrl(path === 'search' ? searchSpots : availableSpots);
    const payload = { ...body, searchText: body.searchText.replace('{worst}', worst) };
    const times = [];
    // The first rounds warm the path of this question (the write and the search alike); then it is timed.
    for (let i = -3; i < AFTER_WRITE_ROUNDS; i++) {
      server.child.send({ kind: 'write-then-search', url, body: payload });
      const { ms, statusCode } = await waitFor(server.child, 'searched');
      if (statusCode !== 200)
        throw new Error(`search after write: ${statusCode} for ${JSON.stringify(payload)}`);
      if (i >= 0) times.push(ms);
    }
    times.sort((a, b) => a - b);
    (path === 'search' ? all : available).push(...times);
    perQuery.push({
      label,
      body: payload,
      medianMs: round(percentile(times, 50)),
      maxMs: round(times.at(-1)),
    });
  }
  all.sort((a, b) => a - b);
  available.sort((a, b) => a - b);
  return {
    medianMs: round(percentile(all, 50)),
    p95Ms: round(percentile(all, 95)),
    maxMs: round(all.at(-1)),
    searches: all.length,
    available: { medianMs: round(percentile(available, 50)), maxMs: round(available.at(-1)) },
    perQuery,
  };
}

async function memoryOf(server) {
  server.child.send({ kind: 'memory' });
  const { kind: _, ...memory } = await waitFor(server.child, 'memory');
  return memory;
}

/**
 * @param {{ durationSec?: number, log?: (line: string) => void }} [options]
 * search: the typical-traffic (Zipf) mix; searchUniform: the uniform mix; searchAfterWrite: searches timed
 * right after a spot write; memory: the search server's resident set (see the top of this file).
 * @returns {Promise<{search:{rps:number,p95Ms:number,p99Ms:number,workload:string,queryPool:number},
 *   bareRoute:{rps:number,p95Ms:number,p99Ms:number}, searchToBareRatio:number,
 *   searchAfterWrite:{medianMs:number,p95Ms:number,maxMs:number}, memory:{rssMiB:number},
 *   reset:{medianMs:number,p95Ms:number}, searchUniform:object, spots:number, listedSpots:number}>}
 */
export async function runSimulatorBench({ durationSec = 10, log = (line) => console.error(line) } = {}) {
  const { default: autocannon } = await import('autocannon');
  let search = null;
  let bare = null;
  try {
    log(`bench: generating ${SPOT_COUNT.toLocaleString('en')} spots (search server process)…`);
    search = await startServer('./serve-search.mjs');
    const { url: simUrl, seedMs, worstPrefix, listedSpots, memory: seededMemory } = search.ready;
    log(
      `bench: seeded in ${Math.round(seedMs)} ms (${listedSpots} listed, RSS ${seededMemory.rssMiB} MiB); ` +
        `search at ${CONNECTIONS} connections for ${durationSec} s…`,
    );

    const searchPath = endpointUrl(searchSpots);
    const pool = buildQueryPool(QUERY_POOL_SIZE);
    /** One request shape whose body is drawn anew for every request. */
    const drawing = (draw) => [
      {
        method: searchSpots.method,
        path: searchPath,
        headers: TENANT,
        setupRequest: (request) => ({ ...request, body: draw() }),
      },
    ];
    const uniform = (rnd) => () => pool[Math.floor(rnd() * pool.length)];
    const typical = (rnd) => zipf(byPopularity(pool), rnd);

    log('bench: bare Fastify route (own process)…');
    bare = await startServer('./serve-bare.mjs');
    const bareOptions = { url: `${bare.ready.url}/bare` };

    // Warm-up (JIT, schema compilation) of both servers; then a write, so the headline starts from an
    // empty search cache.
    await measure(autocannon, { url: simUrl, duration: 2, requests: drawing(uniform(random(5))) });
    await measure(autocannon, { ...bareOptions, duration: 2 });
    search.child.send({ kind: 'write-spot' });
    await waitFor(search.child, 'written');

    // The headline: typical traffic against the bare route in the same minute. The machine's speed drifts
    // (a shared virtual machine: the same run measured minutes apart differed by half), so the two are
    // measured in alternating rounds, bare–search–search–bare, and each figure is over its rounds: a drift
    // that is steady over the minute weighs on both alike.
    // It is measured warm, as a server that has been taking such traffic for a while: 3 s of it first.
    const roundSec = Math.max(2, Math.round(durationSec / 2));
    const drawTypical = typical(random(11));
    await measure(autocannon, { url: simUrl, duration: 3, requests: drawing(drawTypical) });
    const bareSamples = [];
    const typicalSamples = [];
    bareSamples.push(await sample(autocannon, { ...bareOptions, duration: roundSec }));
    for (let i = 0; i < 2; i++) {
      typicalSamples.push(
        await sample(autocannon, { url: simUrl, duration: roundSec, requests: drawing(drawTypical) }),
      );
    }
    bareSamples.push(await sample(autocannon, { ...bareOptions, duration: roundSec }));
    const bareRoute = summarise(bareSamples);
    const searchTypical = summarise(typicalSamples);
    log(
      `bench: typical traffic (Zipf): ${searchTypical.rps} req/s, p99 ${searchTypical.p99Ms} ms; ` +
        `bare route ${bareRoute.rps} req/s`,
    );
    await stopServer(bare);
    bare = null;

    const searchUniform = await measure(autocannon, {
      url: simUrl,
      duration: durationSec,
      requests: drawing(uniform(random(12))),
    });
    log(`bench: uniform: ${searchUniform.rps} req/s, p99 ${searchUniform.p99Ms} ms`);
    const drawFiltered = zipf(buildFilteredPool(FILTERED_POOL_SIZE), random(13));
    await measure(autocannon, { url: simUrl, duration: 3, requests: drawing(drawFiltered) });
    const searchFiltered = await measure(autocannon, {
      url: simUrl,
      duration: durationSec,
      requests: drawing(drawFiltered),
    });
    log(`bench: filtered and sorted (Zipf): ${searchFiltered.rps} req/s, p99 ${searchFiltered.p99Ms} ms`);
    const loadedMemory = await memoryOf(search);
    log(`bench: search server RSS ${loadedMemory.rssMiB} MiB after the load`);

    const { prefix, matches } = worstPrefix;
    log(`bench: searches right after a spot write (worst prefix "${prefix}", ${matches} matches)…`);
    const searchAfterWrite = await measureSearchAfterWrite(search, prefix);
    log(
      `bench: search after a write: median ${searchAfterWrite.medianMs} ms, p95 ${searchAfterWrite.p95Ms} ms, ` +
        `max ${searchAfterWrite.maxMs} ms`,
    );
    const filteredAfterWrite = await measureSearchAfterWrite(search, prefix, FILTERED_AFTER_WRITE_QUERIES);
    log(
      `bench: filtered search after a write: median ${filteredAfterWrite.medianMs} ms, ` +
        `p95 ${filteredAfterWrite.p95Ms} ms, max ${filteredAfterWrite.maxMs} ms`,
    );
    await stopServer(search);
    search = null;

    log(`bench: ${RESET_RUNS} resets to demo…`);
    const resetStart = performance.now();
    const resets = await measureReset();
    log(`bench: resets done in ${Math.round(performance.now() - resetStart)} ms`);

    const pick = ({ rps, p95Ms, p99Ms }) => ({ rps, p95Ms, p99Ms });
    const ratio = (result) => round(result.rps / bareRoute.rps);
    return {
      spots: SPOT_COUNT,
      listedSpots,
      connections: CONNECTIONS,
      search: {
        ...pick(searchTypical),
        workload: 'typical traffic: Zipf (s = 1) over the query pool, landing page most popular',
        queryPool: pool.length,
      },
      bareRoute: pick(bareRoute),
      searchToBareRatio: ratio(searchTypical),
      searchAfterWrite,
      memory: {
        rssMiB: Math.max(seededMemory.rssMiB, loadedMemory.rssMiB),
        seeded: seededMemory,
        loaded: loadedMemory,
      },
      reset: { medianMs: round(percentile(resets, 50)), p95Ms: round(percentile(resets, 95)) },
      searchUniform: {
        ...pick(searchUniform),
        workload: 'uniform over the query pool, mostly first-time questions',
        ratioToBare: ratio(searchUniform),
      },
      searchFiltered: {
        ...pick(searchFiltered),
        workload: 'the marketplace screen: Zipf (s = 1) over bodies with a sort and filters',
        queryPool: FILTERED_POOL_SIZE,
      },
      filteredAfterWrite,
      worstPrefix: { searchText: prefix, matches },
      details: {
        search: searchTypical,
        searchUniform,
        searchFiltered,
        bareRoute,
        seedMs: Math.round(seedMs),
        resetRuns: RESET_RUNS,
        logLevel: 'warn',
        processes: 'autocannon, search server and bare route each in their own process',
      },
    };
  } finally {
    await Promise.all([stopServer(search), stopServer(bare)]);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const results = await runSimulatorBench();
  console.log(JSON.stringify(results, null, 2));
}

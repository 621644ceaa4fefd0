#!/usr/bin/env node
// The search server of bench/search-and-reset.mjs, in a process of its own (so it has a core to itself and
// does not share an event loop with the load generator). Started by the bench with `node --import tsx`
// and an IPC channel; run alone (`node --import tsx bench/serve-search.mjs`) it seeds, listens and prints
// its URL, e.g. to profile it with `--cpu-prof` while another process loads it.
//
// The simulator runs with SIM_LOG_LEVEL=warn: the bench measures the endpoint, not a per-request log line.
// Over IPC the bench also asks for a spot write followed by a search (the write done here in SQL as the
// simulator's repositories would; the search timed here, through Fastify's inject: routing, validation,
// the repository and the response serializer, without the loaded machine's scheduling of two processes),
// and for this process's memory. Both are bench-only: the simulator has no such switch.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../simulator/src/app.ts';
import { loadConfig } from '../simulator/src/config.ts';
import { SPOT_COUNT, VOCABULARY, benchProduct, generateMarketplace, random } from './marketplace.mjs';

const TENANT = { 'x-tenant-id': 'sponsor-spot', 'content-type': 'application/json' };
const config = loadConfig({ SIM_LOG_LEVEL: 'warn', SIM_SCENARIO: 'empty', SIM_DB_PATH: ':memory:' }, []);
const app = await buildApp(config);
await app.ready();
const seedStart = performance.now();
generateMarketplace(app.db, SPOT_COUNT);
const seedMs = performance.now() - seedStart;
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const listedSpots = app.db.prepare('SELECT count(*) FROM listed_spots').pluck().get();

// The most common 3-letter prefix among the vocabulary: the worst ordinary search.
const prefixes = [...new Set(VOCABULARY.map((w) => w.slice(0, 3)))];
const worstPrefix = prefixes
  .map((prefix) => ({ prefix, matches: app.spots.search({ searchText: prefix, pageSize: 1 }).totalCount }))
  .reduce((a, b) => (b.matches > a.matches ? b : a));

// Spot writes, alternately a new published spot (of publisher 1, active) and new text for a listed one.
const rnd = random(31);
const words = (n) => Array.from({ length: n }, () => VOCABULARY[Math.floor(rnd() * VOCABULARY.length)]);
const insertSpot = app.db.prepare(
  `INSERT INTO spots (publisher_id, name, description, location_path, product_json, status, sample_url, created_at)
   VALUES (1, @name, @description, '/BENCH', @productJson, 2, 'https://publisher.example/new', @now)`,
);
const updateSpot = app.db.prepare('UPDATE spots SET name = @name, description = @description WHERE id = @id');
const listedAt = app.db.prepare('SELECT spot_id FROM listed_spots ORDER BY spot_id LIMIT 1 OFFSET ?').pluck();
let writes = 0;
function writeSpot() {
  const text = { name: `Bench ${words(2).join(' ')}`, description: words(12).join(' ') };
  if (writes++ % 2 === 0)
    insertSpot.run({ ...text, productJson: benchProduct(rnd), now: new Date().toISOString() });
  else updateSpot.run({ ...text, id: listedAt.get(Math.floor(rnd() * listedSpots)) });
}

/** The resident set as it is, and after a full garbage collection (what the process holds on to). */
const memory = () => {
  const mib = (bytes) => Math.round(bytes / 2 ** 20);
  const { rss, heapUsed } = process.memoryUsage();
  globalThis.gc?.();
  const after = process.memoryUsage();
  return {
    rssMiB: mib(rss),
    heapUsedMiB: mib(heapUsed),
    rssAfterGcMiB: mib(after.rss),
    heapUsedAfterGcMiB: mib(after.heapUsed),
  };
};

const close = async () => {
  await app.close();
  process.exit(0);
};

if (process.send) {
  process.on('message', async (message) => {
    if (message?.kind === 'write-spot') {
      writeSpot();
      process.send({ kind: 'written' });
    } else if (message?.kind === 'write-then-search') {
      writeSpot();
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: message.url,
        headers: TENANT,
        payload: message.body,
      });
      process.send({ kind: 'searched', ms: performance.now() - start, statusCode: res.statusCode });
    } else if (message?.kind === 'memory') {
      process.send({ kind: 'memory', ...memory() });
    } else if (message?.kind === 'close') {
      await close();
    }
  });
  process.on('disconnect', close);
  process.send({ kind: 'ready', url, seedMs, listedSpots, worstPrefix, memory: memory() });
} else {
  console.log(
    JSON.stringify({ url, seedMs: Math.round(seedMs), listedSpots, worstPrefix, memory: memory() }),
  );
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

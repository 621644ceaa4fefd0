#!/usr/bin/env node
// The search server of bench/search-and-reset.mjs, in a process of its own (so it has a core to itself and
// does not share an event loop with the load generator). Started by the bench with `node --import tsx`
// and an IPC channel; run alone (`node --import tsx bench/serve-search.mjs`) it seeds, listens and prints
// its URL, e.g. to profile it with `--cpu-prof` while another process loads it.
//
// The simulator runs with SIM_LOG_LEVEL=warn: the bench measures the endpoint, not a per-request log line.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../simulator/src/app.ts';
import { loadConfig } from '../simulator/src/config.ts';
import { SPOT_COUNT, VOCABULARY, generateMarketplace } from './marketplace.mjs';

const config = loadConfig({ SIM_LOG_LEVEL: 'warn', SIM_SCENARIO: 'empty', SIM_DB_PATH: ':memory:' }, []);
const app = await buildApp(config);
await app.ready();
const seedStart = performance.now();
generateMarketplace(app.db, SPOT_COUNT);
const seedMs = performance.now() - seedStart;
const url = await app.listen({ host: '127.0.0.1', port: 0 });

// The word index is built on the first search; build it now, to report its time.
const index = app.spots.wordIndex();
const indexBuildMs = app.spots.lastIndexBuildMs;

// The most common 3-letter prefix among the vocabulary: the worst ordinary search.
const prefixes = [...new Set(VOCABULARY.map((w) => w.slice(0, 3)))];
const worstPrefix = prefixes
  .map((prefix) => ({ prefix, matches: index.page([prefix], 0, 0).totalCount }))
  .reduce((a, b) => (b.matches > a.matches ? b : a));

const close = async () => {
  await app.close();
  process.exit(0);
};

if (process.send) {
  process.on('message', async (message) => {
    if (message?.kind === 'cache') {
      // Sets the caches of the search (answers, rows, remembered prefixes) on or off, emptying them when off;
      // answers the answer cache's hits and misses since the last such message.
      const cache = app.spots.searchCache;
      app.spots.setCaches(message.enabled);
      const { hits, misses } = cache;
      cache.hits = 0;
      cache.misses = 0;
      process.send({ kind: 'cache', hits, misses });
    } else if (message?.kind === 'close') {
      await close();
    }
  });
  process.on('disconnect', close);
  process.send({ kind: 'ready', url, seedMs, indexBuildMs, index: index.size, worstPrefix });
} else {
  console.log(
    JSON.stringify({ url, seedMs: Math.round(seedMs), indexBuildMs, index: index.size, worstPrefix }),
  );
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

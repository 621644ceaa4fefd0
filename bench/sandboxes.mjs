#!/usr/bin/env node
// Sandbox bench: what a sandbox (POST /__sim/sandboxes, demo scenario) costs. Run alone with
// `node --import tsx bench/sandboxes.mjs`; bench/run.mjs imports runSandboxBench().
//
// The simulator (demo scenario, in-memory database, SIM_LOG_LEVEL=warn) runs in a child process of its own
// (this file with --serve, started with --expose-gc), so its resident set is its own. Every call goes through
// Fastify's inject, as a request with X-Sim-Sandbox would arrive, without a socket:
// - memory: the resident set (and the V8 heap in use) after a full collection with no sandbox, with SANDBOX_LIMIT (16) open, after
//   ending them all, and after opening and ending 16 again (a leak would show as growth between the last two);
// - create: the time each of the 16 openings took, as the simulator reports it (createMs), opened one after
//   another;
// - reset: POST /__sim/reset to demo inside a sandbox, RESET_RUNS times, as the simulator reports it
//   (resetMs) and from request to answer, alternating with the same reset of the default data set.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const RESET_RUNS = 50;
const SCENARIO = 'demo';
const JSON_HEADERS = { 'content-type': 'application/json' };

const round = (n) => Math.round(n * 100) / 100;
const mib = (bytes) => round(bytes / 2 ** 20);

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { medianMs: round(at(50)), p95Ms: round(at(95)), maxMs: round(sorted.at(-1)) };
}

async function serve() {
  const { buildApp } = await import('../simulator/src/app.ts');
  const { loadConfig } = await import('../simulator/src/config.ts');
  const { SANDBOX_LIMIT } = await import('@sponsorspot/contract/sim');
  const app = await buildApp(loadConfig({ SIM_LOG_LEVEL: 'warn', SIM_SCENARIO: SCENARIO }, []));
  await app.ready();
  const call = async (options) => {
    const res = await app.inject(options);
    if (res.statusCode >= 300)
      throw new Error(`${options.method} ${options.url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const memory = () => {
    global.gc();
    global.gc();
    const { rss, heapUsed } = process.memoryUsage();
    return { rss: mib(rss), heap: mib(heapUsed) };
  };
  const openAll = async () => {
    const opened = [];
    for (let i = 0; i < SANDBOX_LIMIT; i++) {
      const body = JSON.stringify({ scenario: SCENARIO });
      opened.push(
        await call({ method: 'POST', url: '/__sim/sandboxes', headers: JSON_HEADERS, payload: body }),
      );
    }
    return opened;
  };
  const endAll = async (opened) => {
    for (const { id } of opened) await call({ method: 'DELETE', url: `/__sim/sandboxes/${id}` });
  };

  const none = memory();
  const opened = await openAll();
  const withAll = memory();

  // Alternating, so that the machine's drift weighs on both alike.
  const resets = { sandbox: { serverMs: [], roundTripMs: [] }, default: { serverMs: [], roundTripMs: [] } };
  const sandboxHeaders = { ...JSON_HEADERS, 'x-sim-sandbox': opened[0].id };
  for (let i = 0; i < RESET_RUNS; i++) {
    for (const [where, headers] of [
      ['sandbox', sandboxHeaders],
      ['default', JSON_HEADERS],
    ]) {
      const started = performance.now();
      const answer = await call({
        method: 'POST',
        url: '/__sim/reset',
        headers,
        payload: JSON.stringify({ scenario: SCENARIO }),
      });
      resets[where].roundTripMs.push(performance.now() - started);
      resets[where].serverMs.push(answer.resetMs);
    }
  }

  await endAll(opened);
  const afterEnding = memory();
  await endAll(await openAll());
  const afterSecondRound = memory();
  await app.close();
  return {
    scenario: SCENARIO,
    sandboxes: SANDBOX_LIMIT,
    memory: {
      rssMiBWithout: none.rss,
      rssMiBWith16: withAll.rss,
      rssPerSandboxMiB: round((withAll.rss - none.rss) / SANDBOX_LIMIT),
      rssMiBAfterEnding: afterEnding.rss,
      rssMiBAfterSecondOpenAndEnd: afterSecondRound.rss,
      heapMiBWithout: none.heap,
      heapMiBWith16: withAll.heap,
      heapMiBAfterEnding: afterEnding.heap,
      heapMiBAfterSecondOpenAndEnd: afterSecondRound.heap,
    },
    create: summary(opened.map((s) => s.createMs)),
    reset: {
      ...summary(resets.sandbox.serverMs),
      roundTrip: summary(resets.sandbox.roundTripMs),
      defaultDataSet: summary(resets.default.serverMs),
      runs: RESET_RUNS,
    },
    via: 'inject with X-Sim-Sandbox, one child process, after a full garbage collection',
  };
}

export function runSandboxBench() {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message) => (message.error ? reject(new Error(message.error)) : resolve(message)));
    child.once('exit', (code) => code !== 0 && reject(new Error(`the sandbox bench exited with ${code}`)));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === '--serve') {
    try {
      process.send(await serve());
    } catch (error) {
      process.send({ error: String(error?.stack ?? error) });
    }
    process.disconnect();
  } else {
    console.log(JSON.stringify(await runSandboxBench(), null, 2));
  }
}

#!/usr/bin/env node
// QA memory bench: what saved-state loads (POST /__sim/state) and sandboxes hold against SIM_QA_MEMORY_MB, and
// whether the simulator answers while a state loads. Run alone with `node --import tsx bench/qa-memory.mjs`
// (about a minute); `BENCH_QA_MEMORY_MB=<n>` runs it under another budget than the default, and, after
// `npm run build`, `BENCH_SIMULATOR_DIST=simulator/dist` runs the build as the container does (node
// --conditions=sponsorspot-compiled) rather than the sources under tsx, whose loader adds to every process.
//
// The simulator (demo scenario, its default data set in memory, SIM_LOG_LEVEL=warn) runs in a child process
// of its own (this file with --serve, started with --expose-gc) listening on 127.0.0.1; this process sends
// the requests over HTTP, so a blocked event loop there shows here as a late answer.
// - cycles: four times over, open demo sandboxes and load a state of rows (10 MB; BENCH_STATE_MB) into each
//   until the budget refuses (409 qa_budget_exceeded), then open sandboxes until it refuses or 16 are open,
//   then end them all. The resident set of the simulator with its worker processes (sampled every 20 ms: its
//   peak) and, after a full collection, its own resident set and V8 heap: before, at the cap and after;
// - burst: eight 60 MB states sent at once to the default data set (the probe that took the resident set from
//   657 MB to 1.5 GB): how each was answered, and the memory after;
// - during: for saved states of about 25 MB of three kinds (outbox rows, decal images, spots), GET /health
//   every 10 ms while the state loads into the default data set of a simulator whose budget takes them
//   (1 GiB): the slowest and the 99th percentile answer, the simulator's longest event-loop delay meanwhile
//   (loopMaxMs: the longest any request waited for its thread), the load's time and its copy's (copyMs);
//   the spots once more (spotsOverSpots), over the data set the first load left. BENCH_QA_PART=during runs
//   this part alone (a few seconds a kind), BENCH_QA_KINDS=spots (a list) only those kinds.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SCENARIO = 'demo';
const MB = 1_000_000;
const round = (n) => Math.round(n * 100) / 100;
const mib = (bytes) => round(bytes / 2 ** 20);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident set of this process and of the processes it started (the load workers), in bytes. */
function treeRss() {
  let bytes = process.memoryUsage().rss;
  try {
    const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim();
    for (const pid of children ? children.split(' ') : []) {
      const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
      bytes += pages * 4096;
    }
  } catch {
    // A worker that ended between the two reads.
  }
  return bytes;
}

/** BENCH_QA_PART=during runs the last part alone; BENCH_QA_KINDS=spots (a list) loads only those kinds. */
const ONLY_DURING = process.env.BENCH_QA_PART === 'during';
const DURING_KINDS = (process.env.BENCH_QA_KINDS ?? 'rows,images,spots').split(',');

const DIST =
  process.env.BENCH_SIMULATOR_DIST && pathToFileURL(path.resolve(process.env.BENCH_SIMULATOR_DIST)).href;

async function serve() {
  const { buildApp } = await import(DIST ? `${DIST}/app.js` : '../simulator/src/app.ts');
  const { loadConfig } = await import(DIST ? `${DIST}/config.js` : '../simulator/src/config.ts');
  const budget = process.env.BENCH_QA_MEMORY_MB;
  const app = await buildApp(
    loadConfig(
      { SIM_LOG_LEVEL: 'warn', SIM_SCENARIO: SCENARIO, ...(budget ? { SIM_QA_MEMORY_MB: budget } : {}) },
      [],
    ),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  let peak = 0;
  setInterval(() => (peak = Math.max(peak, treeRss())), 20).unref();
  // How long this thread went without turning its event loop: the longest any request here waited for it.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  process.on('message', async (message) => {
    if (message === 'loop') {
      process.send({ loopMaxMs: round(loop.max / 1e6) });
      loop.reset();
    } else if (message === 'memory') {
      global.gc();
      global.gc();
      const { rss, heapUsed } = process.memoryUsage();
      process.send({ rss: mib(rss), heap: mib(heapUsed), peakTree: mib(peak) });
      peak = 0;
    } else if (message === 'close') {
      await app.close();
      process.disconnect();
    }
  });
  process.send({ port: app.server.address().port });
}

/** The demo data set saved, with `bytes` more of one kind: outbox rows, decal images or spots. */
function biggerState(saved, kind, bytes) {
  const state = structuredClone(saved);
  const tables = state.savedState.tables;
  let size = JSON.stringify(state).length;
  const add = (table, row) => {
    tables[table].push(row);
    size += JSON.stringify(row).length + 1;
  };
  tables.outbox ??= [];
  if (kind === 'rows') {
    for (let id = 1_000_000; size < bytes; id++)
      add('outbox', {
        id,
        to_email: `reader${id}@example.test`,
        kind: 'billing',
        subject: `Your invoice ${id}`,
        code: '',
        link: '',
        body: 'Thank you for your payment. '.repeat(4),
        sent_at: state.savedState.savedAt,
      });
  } else if (kind === 'images') {
    const decal = tables.decals[0];
    for (let id = 1_000_000; size < bytes; id++)
      add('decals', {
        ...decal,
        id,
        public_key: null,
        image: `data:image/png;base64,${Buffer.alloc(1_000_000, id).toString('base64')}`,
      });
  } else {
    const spot = tables.spots[0];
    for (let id = 1_000_000; size < bytes; id++)
      add('spots', {
        ...spot,
        id,
        name: `Sidebar rail ${id} on a page about cooking`,
        current_spot_content_id: null,
      });
  }
  // Encoded before it is sent: encoding 25 MB here while the first /health is timed would count this
  // process's wait as the simulator's.
  return Buffer.from(JSON.stringify(state));
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return {
    answers: sorted.length,
    medianMs: round(at(50)),
    p99Ms: round(at(99)),
    maxMs: round(sorted.at(-1)),
  };
}

/** A simulator of its own (its budget: `qaMemoryMb`, or the default), and the calls the bench makes to it. */
async function startSimulator(qaMemoryMb) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: [...(DIST ? ['--conditions=sponsorspot-compiled'] : ['--import', 'tsx']), '--expose-gc'],
    env: { ...process.env, ...(qaMemoryMb ? { BENCH_QA_MEMORY_MB: String(qaMemoryMb) } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () => new Promise((resolve) => child.once('message', resolve));
  const { port } = await next();
  const base = `http://127.0.0.1:${port}`;
  const json = { 'content-type': 'application/json' };
  return {
    base,
    memory: async () => {
      child.send('memory');
      return next();
    },
    /** The simulator's longest event-loop delay since the last call, in ms. */
    loopMax: async () => {
      child.send('loop');
      return (await next()).loopMaxMs;
    },
    load: async (body, headers = {}) => {
      const res = await fetch(`${base}/__sim/state`, {
        method: 'POST',
        headers: { ...json, ...headers },
        body,
      });
      return { status: res.status, body: await res.json() };
    },
    open: async () => {
      const res = await fetch(`${base}/__sim/sandboxes`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ scenario: SCENARIO }),
      });
      return { status: res.status, body: await res.json() };
    },
    list: async () => (await fetch(`${base}/__sim/sandboxes`)).json(),
    end: (id) => fetch(`${base}/__sim/sandboxes/${id}`, { method: 'DELETE' }),
    saved: async () => (await fetch(`${base}/__sim/state`)).json(),
    close: async () => {
      child.send('close');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Four times: sandboxes, each loaded with `state`, until the budget refuses, then more until 16; ended. */
async function fillAndEmpty(sim, state) {
  const before = await sim.memory();
  const cycles = [];
  for (let cycle = 1; cycle <= 4; cycle++) {
    const ids = [];
    let loaded = 0;
    let refusal = null;
    const open = async () => {
      const { status, body } = await sim.open();
      if (status === 201) ids.push(body.id);
      else refusal ??= body;
      return status === 201;
    };
    while ((await open()) && ids.length < 16) {
      const answer = await sim.load(state, { 'x-sim-sandbox': ids.at(-1) });
      if (answer.status !== 200) {
        refusal = answer.body;
        break;
      }
      loaded++;
    }
    while (ids.length < 16 && (await open()));
    const { memory } = await sim.list();
    const atCap = await sim.memory();
    for (const id of ids) await sim.end(id);
    const after = await sim.memory();
    cycles.push({
      sandboxes: ids.length,
      statesLoaded: loaded,
      refusedWith: refusal && { code: refusal.code, details: refusal.details },
      usedMiBAtCap: mib(memory.usedBytes),
      atCap,
      after,
    });
  }
  return { before, cycles };
}

/** GET /health every 10 ms while `state` loads into the default data set. */
async function healthWhileLoading(sim, state) {
  const latencies = [];
  await sim.loopMax();
  const started = performance.now();
  let answered = null;
  const loading = sim.load(state).then((answer) => (answered = answer));
  while (answered === null) {
    const sent = performance.now();
    await fetch(`${sim.base}/health`).then((res) => res.arrayBuffer());
    latencies.push(performance.now() - sent);
    await sleep(10);
  }
  await loading;
  return {
    bodyMB: round(state.length / MB),
    status: answered.status,
    loadMs: round(performance.now() - started),
    copyMs: answered.body.resetMs,
    loopMaxMs: await sim.loopMax(),
    health: summary(latencies),
  };
}

export async function runQaMemoryBench() {
  const cycleMB = Number(process.env.BENCH_STATE_MB ?? 10);
  // Under the budget it is given (the default unless BENCH_QA_MEMORY_MB says otherwise).
  const sim = await startSimulator(process.env.BENCH_QA_MEMORY_MB);
  const saved = await sim.saved();
  const { limitBytes } = (await sim.list()).memory;
  const memory = ONLY_DURING ? null : await fillAndEmpty(sim, biggerState(saved, 'rows', cycleMB * MB));
  // The probe: eight 60 MB states at once.
  let burst = null;
  if (!ONLY_DURING) {
    const big = biggerState(saved, 'rows', 60 * MB);
    await sim.memory();
    const answers = await Promise.all(Array.from({ length: 8 }, () => sim.load(big)));
    burst = {
      bodyMB: round(big.length / MB),
      answers: answers.map((answer) => `${answer.status} ${answer.body.code ?? answer.body.scenario}`),
      after: await sim.memory(),
    };
  }
  await sim.close();

  // 25 MB states need more than the default budget: a simulator whose budget takes them.
  const roomy = await startSimulator(1024);
  const during = {};
  for (const kind of DURING_KINDS) {
    const state = biggerState(saved, kind, 25 * MB);
    during[kind] = await healthWhileLoading(roomy, state);
    // The same spots again, over a data set that holds as many: their rows are emptied first.
    if (kind === 'spots') during.spotsOverSpots = await healthWhileLoading(roomy, state);
  }
  await roomy.close();

  return {
    scenario: SCENARIO,
    budgetMiB: mib(limitBytes),
    cycleStateMB: cycleMB,
    memory,
    burst,
    during,
    units:
      'MiB for memory (rss, heap: after a full collection; peakTree: the simulator and its workers, the peak since the previous reading), ms for times',
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === '--serve') await serve();
  else console.log(JSON.stringify(await runQaMemoryBench(), null, 2));
}

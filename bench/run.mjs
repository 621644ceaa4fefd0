#!/usr/bin/env node
// `npm run bench`: measures the targets and writes bench/results.json.
// Targets (100,000 spots): typical search traffic p99 < 100 ms at 32 connections; a search right after a
// spot write < 50 ms (the slowest of them); the search server's resident memory ≤ 300 MiB; scenario reset
// to demo ≤ 10 ms (median), inside a sandbox too (bench/sandboxes.mjs, which also reports a sandbox's
// memory and creation time); the QA memory budget (bench/qa-memory.mjs: memory at the cap and after ending
// sandboxes, /health while a state loads; reported, not held to a target); the first-load budgets (bench/first-load.mjs: initial JS of /marketplace and
// /start ≤ 140 KiB gzipped, CSS ≤ 25 KB; Lighthouse (mobile) performance ≥ 0.95 and CLS ≤ 0.05 on /start,
// /marketplace and an order page), which fail the bench (exit code 1) when missed; analytics over a year of 1,000 spots: one spot p99 < 20 ms,
// every per-spot-per-day figure of a publisher's 100 spots p99 < 100 ms (itemsAs: 'series'; the rows shape is
// reported beside it), the dashboard's sums p99 < 30 ms; 20 kill -9
// during writes lose no acknowledged write and leave a database whose integrity check is ok; the timings
// the tests leave to the bench (bench/timings.mjs): a wrong password and an unknown email answer within 3× of
// each other (medians), a decompression bomb is refused within 1 s. Search ÷ bare route, forgot-password
// timing (known and unknown address) and count writes per second are reported.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAnalyticsBench } from './analytics.mjs';
import { runCrashBench } from './crash.mjs';
import { printable, runFirstLoadBench } from './first-load.mjs';
import { measureForgotPassword } from './forgot-password.mjs';
import { runQaMemoryBench } from './qa-memory.mjs';
import { runSandboxBench } from './sandboxes.mjs';
import { runSimulatorBench } from './search-and-reset.mjs';
import { runTimingsBench } from './timings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'web/dist');

if (!existsSync(path.join(distDir, '.vite/manifest.json'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const simulator = await runSimulatorBench();
const sandboxes = await runSandboxBench();
const qaMemory = await runQaMemoryBench();
const forgotPassword = await measureForgotPassword();
const timings = await runTimingsBench();
const analytics = await runAnalyticsBench();
const crash = await runCrashBench();
const firstLoad = await runFirstLoadBench(distDir);
const { bundles, lighthouse } = firstLoad;

const targets = {
  searchP99MsBelow: 100,
  searchAfterWriteMsBelow: 50,
  searchServerRssMiBAtMost: 300,
  resetMedianMsAtMost: 10,
  sandboxResetMedianMsAtMost: 10,
  ...firstLoad.budgets,
  analyticsOneSpotYearP99MsBelow: 20,
  analyticsPublisherYearP99MsBelow: 100,
  analyticsDashboardYearP99MsBelow: 30,
  loginUnknownToKnownRatioWithin: 3,
  bombRefusalMsBelow: 1000,
};
const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  ...simulator,
  sandboxes,
  qaMemory,
  forgotPassword,
  timings,
  analytics,
  crash,
  bundles,
  lighthouse,
  // With BENCH_BEFORE_DIST, an earlier build's first-load figures, measured in this run.
  ...(firstLoad.before ? { firstLoadBefore: firstLoad.before } : {}),
  targets,
  met: {
    searchP99: simulator.search.p99Ms < targets.searchP99MsBelow,
    searchAfterWrite: simulator.searchAfterWrite.maxMs < targets.searchAfterWriteMsBelow,
    // The marketplace screen's filters and sorts: p99 under its typical mix, and the slowest right after a write.
    searchFilteredP99: simulator.searchFiltered.p99Ms < targets.searchP99MsBelow,
    searchFilteredAfterWrite: simulator.filteredAfterWrite.maxMs < targets.searchP99MsBelow,
    memory: simulator.memory.rssMiB <= targets.searchServerRssMiBAtMost,
    reset: simulator.reset.medianMs <= targets.resetMedianMsAtMost,
    sandboxReset: sandboxes.reset.medianMs <= targets.sandboxResetMedianMsAtMost,
    initialJs: Object.values(bundles).every(
      (bundle) => bundle.jsGzipBytes <= targets.initialJsGzipBytesAtMost,
    ),
    initialCss: Object.values(bundles).every(
      (bundle) => bundle.cssGzipBytes <= targets.initialCssGzipBytesAtMost,
    ),
    analyticsOneSpotYear: analytics.oneSpotYear.p99Ms < targets.analyticsOneSpotYearP99MsBelow,
    // The dashboard's question (sums per day and per spot), and every figure per spot per day in the compact
    // shape; the rows shape (2.5 MB for 100 spots over a year) is reported beside them, not held to a target.
    analyticsDashboardYear: analytics.publisherYearSummary.p99Ms < targets.analyticsDashboardYearP99MsBelow,
    analyticsPublisherYearSeries:
      analytics.publisherYearSeries.p99Ms < targets.analyticsPublisherYearP99MsBelow,
    crashSafe: crash.lost === 0 && crash.integrityCheck === 'ok',
    loginTiming:
      timings.login.ratio < targets.loginUnknownToKnownRatioWithin &&
      timings.login.ratio > 1 / targets.loginUnknownToKnownRatioWithin,
    bombRefusal: timings.bombRefusal.maxMs < targets.bombRefusalMsBelow,
    lighthouse: Object.values(lighthouse.routes).every(
      (route) =>
        route.performance >= targets.lighthousePerformanceAtLeast && route.cls <= targets.lighthouseClsAtMost,
    ),
  },
};

const out = path.join(root, 'bench/results.json');
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify({ ...results, bundles: printable(bundles) }, null, 2));
console.log(`wrote ${path.relative(root, out)}`);
// The first-load budgets fail the bench (the tests never do: figures of a shared machine vary).
if (firstLoad.misses.length) {
  console.error(`First-load budgets missed:\n- ${firstLoad.misses.join('\n- ')}`);
  process.exitCode = 1;
}

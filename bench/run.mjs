#!/usr/bin/env node
// `npm run bench`: measures the targets of the walking skeleton and writes bench/results.json.
// Targets: search ≥ 25% of a bare Fastify route's throughput with p99 < 50 ms (100,000 spots, 32
// connections); scenario reset < 50 ms; initial JS for /marketplace ≤ 150 KB gzipped; Lighthouse (mobile)
// performance ≥ 0.9 and CLS < 0.1 on /start and /marketplace.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureInitialBundle } from './bundle-size.mjs';
import { measureForgotPassword } from './forgot-password.mjs';
import { runLighthouseBench } from './lighthouse.mjs';
import { runSimulatorBench } from './search-and-reset.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'web/dist');

if (!existsSync(path.join(distDir, '.vite/manifest.json'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const bundle = measureInitialBundle(distDir);
const simulator = await runSimulatorBench();
const forgotPassword = await measureForgotPassword();
const lighthouse = await runLighthouseBench();

const targets = {
  searchToBareRatioAtLeast: 0.25,
  searchP99MsBelow: 50,
  resetMsBelow: 50,
  initialJsGzipBytesAtMost: 150 * 1024,
  lighthousePerformanceAtLeast: 0.9,
  lighthouseClsBelow: 0.1,
};
const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  ...simulator,
  forgotPassword,
  bundle,
  lighthouse,
  targets,
  met: {
    searchThroughput: simulator.searchToBareRatio >= targets.searchToBareRatioAtLeast,
    searchP99: simulator.search.p99Ms < targets.searchP99MsBelow,
    reset: simulator.reset.p95Ms < targets.resetMsBelow,
    initialJs: bundle.jsGzipBytes <= targets.initialJsGzipBytesAtMost,
    lighthouse: Object.values(lighthouse.routes).every(
      (route) =>
        route.performance >= targets.lighthousePerformanceAtLeast && route.cls < targets.lighthouseClsBelow,
    ),
  },
};

const out = path.join(root, 'bench/results.json');
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(
  JSON.stringify({ ...results, bundle: { ...bundle, jsFiles: undefined, cssFiles: undefined } }, null, 2),
);
console.log(`wrote ${path.relative(root, out)}`);

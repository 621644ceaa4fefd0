// Lighthouse (mobile defaults: a mid-range phone, simulated slow 4G and 4x CPU slowdown) on the built app as
// users get it: nginx with the web image's config in front of the simulator (the e2e harness's servers),
// in Debian's Chromium. Reports per route the median run's performance score, LCP and CLS. `/order/:id` is
// the order page of the first available spot of the demo scenario, looked up when the servers are up.
//   node --import tsx bench/lighthouse.mjs [/start /marketplace /order/:id …]   (npm run bench runs it too)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { harness } from '../e2e/harness/ports.ts';
import { startServers } from '../e2e/harness/servers.ts';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { availableSpots } from '@sponsorspot/contract/endpoints/marketplace';
import { freePort } from '@sponsorspot/simulator/testing/nginx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const lighthouseCli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');

export const LIGHTHOUSE_ROUTES = ['/start', '/marketplace', '/order/:id'];
/** Lighthouse's own advice: the median of several runs, as one run varies by several points (5: the budget's). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';

/** One Lighthouse run through its CLI (which launches CHROME_PATH itself); answers the report's JSON. */
function runLighthouse(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}:\n${stderr}`));
      try {
        resolve(JSON.parse(stdout));
      } catch (error) {
        reject(new Error(`lighthouse ${url} printed no report: ${error}\n${stderr}`));
      }
    });
  });
}

/** What the largest paint was (the element's selector), to tell a heading from an image or a card.
 * Lighthouse 13 reports it as the node item of its LCP breakdown insight (12 had an audit of its own). */
function lcpElementOf(report) {
  const items = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  return node ? node.selector : null;
}

function summary(report) {
  const runtimeError = report.runtimeError?.code;
  if (runtimeError) throw new Error(`lighthouse ${report.finalDisplayedUrl}: ${runtimeError}`);
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  return {
    performance: report.categories.performance.score,
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    lcpElement: lcpElementOf(report),
  };
}

/** A real seeded spot's id: the first the marketplace offers to reserve. */
async function availableSpotId(simUrl) {
  const response = await fetch(simUrl + endpointUrl(availableSpots), {
    method: availableSpots.method,
    headers: { 'content-type': 'application/json', [harness.tenantHeader]: harness.tenantId },
    body: '{}',
  });
  const id = (await response.json()).spots?.[0]?.id;
  if (!response.ok || id === undefined) throw new Error(`no available spot to open (${response.status})`);
  return id;
}

/** The run with the median performance score, and every run's figures. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)], runs };
}

export async function runLighthouseBench(routes = LIGHTHOUSE_ROUTES, { htmlDir } = {}) {
  const servers = await startServers({
    simPort: await freePort(),
    webPort: await freePort(),
    htmlDir: htmlDir ?? path.join(root, 'web/dist'),
    tenantHeader: harness.tenantHeader,
    tenantId: harness.tenantId,
  });
  try {
    const results = {};
    for (const route of routes) {
      const address = route.includes(':id')
        ? route.replace(':id', String(await availableSpotId(servers.simUrl)))
        : route;
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(summary(await runLighthouse(`${servers.webUrl}${address}`)));
      }
      results[route] = { address, ...median(runs) };
    }
    return {
      lighthouse: require('lighthouse/package.json').version,
      formFactor: 'mobile',
      chrome: CHROME_PATH,
      runsPerRoute: RUNS,
      routes: results,
    };
  } finally {
    await servers.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const routes = process.argv.slice(2);
  const result = await runLighthouseBench(routes.length ? routes : LIGHTHOUSE_ROUTES, {
    htmlDir: process.env.BENCH_WEB_DIST,
  });
  console.log(JSON.stringify(result, null, 2));
}

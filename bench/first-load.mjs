// The first-load budgets: initial JS and CSS of the landing screens (bench/bundle-size.mjs) and Lighthouse
// (mobile) on /start, /marketplace and an order page (bench/lighthouse.mjs). `npm run bench` runs it with
// the rest; alone (a minute or two, the app built first):
//   node --import tsx bench/first-load.mjs        (BENCH_LIGHTHOUSE_RUNS=5 for the median of 5)
// Prints the figures, the budgets and what missed them; exits 1 when one is missed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLandingBundles } from './bundle-size.mjs';
import { runLighthouseBench } from './lighthouse.mjs';

export const FIRST_LOAD_BUDGETS = {
  // React DOM, React Router, TanStack Query and axios included: 128.6 KB of it before any code of ours.
  initialJsGzipBytesAtMost: 140 * 1024,
  initialCssGzipBytesAtMost: 25 * 1024,
  lighthousePerformanceAtLeast: 0.95,
  lighthouseClsAtMost: 0.05,
};

/** The budgets each figure misses, as sentences ("/start: initial JS 130,128 B gz > 122,880 B"). */
export function firstLoadMisses(bundles, lighthouse, budgets = FIRST_LOAD_BUDGETS) {
  const bytes = (n) => `${n.toLocaleString('en')} B`;
  const misses = [];
  for (const [route, bundle] of Object.entries(bundles)) {
    if (bundle.jsGzipBytes > budgets.initialJsGzipBytesAtMost)
      misses.push(
        `${route}: initial JS ${bytes(bundle.jsGzipBytes)} gz > ${bytes(budgets.initialJsGzipBytesAtMost)}`,
      );
    if (bundle.cssGzipBytes > budgets.initialCssGzipBytesAtMost)
      misses.push(
        `${route}: initial CSS ${bytes(bundle.cssGzipBytes)} gz > ${bytes(budgets.initialCssGzipBytesAtMost)}`,
      );
  }
  for (const [route, result] of Object.entries(lighthouse?.routes ?? {})) {
    if (result.performance < budgets.lighthousePerformanceAtLeast)
      misses.push(`${route}: Lighthouse ${result.performance} < ${budgets.lighthousePerformanceAtLeast}`);
    if (result.cls > budgets.lighthouseClsAtMost)
      misses.push(`${route}: CLS ${result.cls} > ${budgets.lighthouseClsAtMost}`);
  }
  return misses;
}

/**
 * The figures of `distDir`, held to the budgets. With `beforeDir` (BENCH_BEFORE_DIST: an earlier build's
 * web/dist), that build's figures are measured in the same run, right after, and reported as `before`, so a
 * change is compared with what it replaces on the same machine at the same time; only `distDir`'s are held
 * to the budgets.
 */
export async function runFirstLoadBench(distDir, beforeDir = process.env.BENCH_BEFORE_DIST) {
  const bundles = measureLandingBundles(distDir);
  const lighthouse = await runLighthouseBench(undefined, { htmlDir: distDir });
  const result = {
    bundles,
    lighthouse,
    budgets: FIRST_LOAD_BUDGETS,
    misses: firstLoadMisses(bundles, lighthouse),
  };
  if (!beforeDir) return result;
  const before = {
    dist: beforeDir,
    bundles: printable(measureLandingBundles(beforeDir)),
    lighthouse: await runLighthouseBench(undefined, { htmlDir: beforeDir }),
  };
  return { ...result, before };
}

/** The figures without the file lists, for printing. */
export function printable(bundles) {
  return Object.fromEntries(
    Object.entries(bundles).map(([route, { jsGzipBytes, cssGzipBytes }]) => [
      route,
      { jsGzipBytes, cssGzipBytes },
    ]),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const result = await runFirstLoadBench(process.env.BENCH_WEB_DIST ?? path.join(root, 'web/dist'));
  console.log(JSON.stringify({ ...result, bundles: printable(result.bundles) }, null, 2));
  if (result.misses.length) {
    console.error(`First-load budgets missed:\n- ${result.misses.join('\n- ')}`);
    process.exitCode = 1;
  }
}

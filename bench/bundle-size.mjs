// Measures what a first visit to a landing screen downloads before its first paint: the entry chunk, the
// screen's route module and every chunk and stylesheet they import statically, and the build's classic
// scripts index.html loads (/theme.js), gzipped: the build's
// precompressed .gz file where there is one (what nginx's gzip_static and `npm start` send), else zlib's
// level 9. What loads after the first paint (dynamic imports: the user menu, the toasts, the collapse) is not
// counted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The landing screens held to the first-load budget, and the route module that shows each. */
export const LANDING_ROUTES = {
  '/marketplace': /features\/marketplace\/routes\/marketplace-route\.tsx$/,
  '/start': /features\/home\/routes\/start-route\.tsx$/,
};

/** The build's own files that index.html loads as classic scripts (`<script src>` without type=module). */
export function pageScripts(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\bsrc="\/([^"]+)"/.exec(tag)?.[1];
    if (!src || /\btype="module"/.test(tag) || src === 'config.js') continue;
    if (existsSync(path.join(distDir, src))) files.push(src);
  }
  return files;
}

export function measureInitialBundle(distDir, route = '/marketplace') {
  const routeModuleMatch = LANDING_ROUTES[route];
  if (!routeModuleMatch) throw new Error(`measureInitialBundle: no route module known for ${route}`);
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entries = Object.entries(manifest);
  const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
  // The landing screens' modules are bundled together (web/vite.config.ts, the `landing` group): their
  // chunk stands for the route module, which then has no key of its own.
  const routeKey =
    entries.find(([key]) => routeModuleMatch.test(key))?.[0] ??
    entries.find(([, chunk]) => chunk.name === 'landing')?.[0];
  if (!entryKey) throw new Error(`no entry chunk in ${manifestPath}`);
  if (!routeKey)
    throw new Error(`no chunk matching ${routeModuleMatch} nor a landing chunk in ${manifestPath}`);

  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(routeKey);
  // The classic scripts index.html loads from the build itself (the colour mode's /theme.js), before the
  // entry: /config.js is written when the server starts, configuration rather than code, and not counted.
  for (const file of pageScripts(distDir)) js.add(file);

  const gzipped = (file) => {
    const served = path.join(distDir, `${file}.gz`);
    if (existsSync(served)) return readFileSync(served).length;
    return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  };
  const sum = (files) => [...files].reduce((total, file) => total + gzipped(file), 0);
  return {
    route,
    jsFiles: [...js],
    cssFiles: [...css],
    jsGzipBytes: sum(js),
    cssGzipBytes: sum(css),
  };
}

/** Every landing screen's figures, by route. */
export function measureLandingBundles(distDir) {
  return Object.fromEntries(
    Object.keys(LANDING_ROUTES).map((route) => [route, measureInitialBundle(distDir, route)]),
  );
}

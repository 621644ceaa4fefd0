// Measures what a first visit to /marketplace downloads: the entry chunk, the marketplace route module and
// every chunk and stylesheet they import statically, gzipped (level 9, as nginx's gzip_static would serve).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function measureInitialBundle(distDir, routeModuleMatch = /features\/marketplace\/routes\//) {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entries = Object.entries(manifest);
  const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
  const routeKey = entries.find(([key]) => routeModuleMatch.test(key))?.[0];
  if (!entryKey) throw new Error(`no entry chunk in ${manifestPath}`);
  if (!routeKey) throw new Error(`no chunk matching ${routeModuleMatch} in ${manifestPath}`);

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

  const gzipped = (file) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const sum = (files) => [...files].reduce((total, file) => total + gzipped(file), 0);
  return {
    route: '/marketplace',
    jsFiles: [...js],
    cssFiles: [...css],
    jsGzipBytes: sum(js),
    cssGzipBytes: sum(css),
  };
}

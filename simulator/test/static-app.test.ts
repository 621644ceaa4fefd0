// The built app served by the simulator (SIM_STATIC_DIR): caching, SPA fallback, 404 for missing assets,
// /config.js, the /cms redirect, the build's precompressed files.
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSecurityHeaders } from '../../scripts/security-headers.mjs';
import { parseSecurityHeaders } from '../src/lib/security-headers.js';
import { cmsTarget } from '../src/routes/app-shell.js';
import { TENANT, testApp } from './helpers.js';

const INDEX =
  '<!doctype html><html><head><script src="/config.js"></script></head><body>app shell</body></html>';
const ENTRY = `console.log(${JSON.stringify('app '.repeat(200))})`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sim-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets', 'index-Bx12ab.js'), ENTRY);
  // As the build writes them (web/vite.config.ts): the same file gzipped and in Brotli beside it.
  writeFileSync(path.join(dir, 'assets', 'index-Bx12ab.js.gz'), gzipSync(ENTRY));
  writeFileSync(path.join(dir, 'assets', 'index-Bx12ab.js.br'), brotliCompressSync(ENTRY));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(path.join(dir, 'assets', 'index-Bx12ab.js.map'), '{"sources":["secret.ts"]}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await testApp({
    SIM_STATIC_DIR: dir,
    SIM_CMS_URL: 'https://cms.example.test/site',
    SIM_PUBLIC_URL: 'http://localhost:8080',
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(INDEX);
    expect((await app.inject({ method: 'GET', url: '/index.html' })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it.each([
    '/marketplace',
    '/order/5/details',
    '/earn/start/',
    '/account?tab=profile',
    '/account/profile',
    '/sponsor',
    '/sponsor/spots',
    '/publisher/spots',
    '/nothing-like-a-route',
  ])('falls back to index.html for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Bx12ab.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ] as const)(
    'sends the precompressed entry to a client that accepts %s',
    async (acceptEncoding, encoding, decompress) => {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/index-Bx12ab.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBeLessThan(ENTRY.length / 4);
      expect(decompress(res.rawPayload).toString()).toBe(ENTRY);
    },
  );

  it('sends the plain file to a client that accepts no compression, still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await app.inject({ method: 'GET', url: '/assets/index-Bx12ab.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(ENTRY);
    }
  });

  it('sends the app page compressed when the build wrote it so, and plain when not (no Brotli form here)', async () => {
    const gzipped = await app.inject({
      method: 'GET',
      url: '/marketplace',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toContain('text/html');
    expect(gzipped.headers['cache-control']).toBe('no-store');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(INDEX);
    const onlyBrotli = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(onlyBrotli.headers['content-encoding']).toBeUndefined();
    expect(onlyBrotli.body).toBe(INDEX);
  });

  it.each(['/assets/nope.js', '/missing.css', '/assets/../../etc/passwd.txt'])(
    'answers a missing file with an extension (%s) with 404, not the app',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('app shell');
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    },
  );

  it('never serves a source map, even one the build left behind', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Bx12ab.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
  });

  it('renders /config.js from the settings, never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-store');
    const sandbox = { window: {} as Record<string, unknown> };
    vm.runInNewContext(res.body, sandbox);
    expect(sandbox.window.__SPONSORSPOT_CONFIG__).toEqual({
      apiBaseUrl: '',
      tenantHeader: 'X-Tenant-Id',
      tenantId: 'sponsor-spot',
      cmsUrl: 'https://cms.example.test/site',
      stripePublishableKey: 'pk_sim_sponsorspot',
      oauth: { simulatorUrl: 'http://localhost:8080', clientIds: {} },
      environment: 'simulator',
    });
  });

  it.each([
    ['/cms', 'https://cms.example.test/site'],
    ['/cms/', 'https://cms.example.test/site/'],
    ['/cms/blog/hello-world', 'https://cms.example.test/site/blog/hello-world'],
    ['/cms/blog?page=2&tag=a', 'https://cms.example.test/site/blog?page=2&tag=a'],
  ])('redirects %s to the content site', async (url, location) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('keeps the API and the simulator pages as they are', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).json().status).toBe('ok');
    const unknownApi = await app.inject({ method: 'GET', url: '/sponsor/api/v1/nothing', headers: TENANT });
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json().code).toBe('route_not_found');
    expect((await app.inject({ method: 'GET', url: '/__sim/nothing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/docs/json' })).json().openapi).toMatch(/^3\./);
    expect((await app.inject({ method: 'GET', url: '/content/x' })).body).toContain('content site');
    // POSTs to unknown paths are not the app.
    expect((await app.inject({ method: 'POST', url: '/marketplace' })).statusCode).toBe(404);
  });
});

describe('without SIM_STATIC_DIR', () => {
  it('serves no app, no /config.js and no /cms redirect', async () => {
    const plain = await testApp();
    for (const url of ['/', '/marketplace', '/config.js', '/cms']) {
      const res = await plain.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('route_not_found');
    }
    await plain.close();
  });
});

describe('cmsTarget', () => {
  it('works with a path as the target', () => {
    expect(cmsTarget('/content', '/cms/a/b?c=1')).toBe('/content/a/b?c=1');
    expect(cmsTarget('https://x.test/', '/cms')).toBe('https://x.test');
  });
});

describe("the web image's security headers (npm start)", () => {
  let served: FastifyInstance;
  let headersFile: string;

  beforeAll(async () => {
    // Rendered as `npm start` renders them: nginx/render-config.sh over nginx/security-headers.conf.
    headersFile = renderSecurityHeaders({ publicUrl: 'http://localhost:8080', htmlDir: dir });
    served = await testApp({
      SIM_STATIC_DIR: dir,
      SIM_PUBLIC_URL: 'http://localhost:8080',
      SIM_SECURITY_HEADERS: headersFile,
    });
  });
  afterAll(async () => {
    await served.close();
    rmSync(path.dirname(path.dirname(path.dirname(headersFile))), { recursive: true, force: true });
  });

  it('reads every header of the nginx definition, the CSP rendered for one origin', () => {
    const template = readFileSync(
      path.resolve(import.meta.dirname, '../../nginx/security-headers.conf'),
      'utf8',
    );
    const names = [...template.matchAll(/^add_header\s+(\S+)/gm)].map((m) => (m[1] as string).toLowerCase());
    const headers = parseSecurityHeaders(readFileSync(headersFile, 'utf8'));
    expect(Object.keys(headers).sort()).toEqual(names.sort());
    expect(names).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'x-content-type-options']),
    );
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    '/',
    '/marketplace',
    '/index.html',
    '/config.js',
    '/assets/index-Bx12ab.js',
    '/assets/missing.js',
    '/cms/x',
  ])('sends them with %s', async (url) => {
    const headers = parseSecurityHeaders(readFileSync(headersFile, 'utf8'));
    const res = await served.inject({ method: 'GET', url });
    for (const [name, value] of Object.entries(headers))
      expect(res.headers[name], `${url} ${name}`).toBe(value);
  });

  it('refuses to start on a file that is not a rendered header definition, naming the setting', async () => {
    const template = path.resolve(import.meta.dirname, '../../nginx/security-headers.conf');
    await expect(testApp({ SIM_STATIC_DIR: dir, SIM_SECURITY_HEADERS: template })).rejects.toThrow(
      /SIM_SECURITY_HEADERS must be a rendered nginx\/security-headers.conf \(line \d+ is not rendered/,
    );
    await expect(
      testApp({ SIM_STATIC_DIR: dir, SIM_SECURITY_HEADERS: path.join(dir, 'index.html') }),
    ).rejects.toThrow(/SIM_SECURITY_HEADERS .*not an add_header line/);
  });
});

// The web image's nginx configuration, run by the machine's nginx over the real built app (web/dist):
// SPA fallback, /cms redirect, caching, 404 for missing files, gzip, security headers, /config.js from
// the environment, /healthz, validation of the environment and the optional same-origin API proxy.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSecurityHeaders } from '../../scripts/security-headers.mjs';
import { buildApp } from '../../simulator/src/app.js';
import { loadConfig } from '../../simulator/src/config.js';
import { renderConfig, startNativeNginx, type NativeNginx } from '@sponsorspot/simulator/testing/nginx';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const distDir = join(repoRoot, 'web', 'dist');

const securityHeaders = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
];

function expectSecurityHeaders(headers: Headers | IncomingHttpHeaders, what: string) {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined);
  for (const name of securityHeaders) {
    expect(get(name), `${name} on ${what}`).toBeTruthy();
  }
  expect(get('x-content-type-options')).toBe('nosniff');
  expect(get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(get('x-frame-options')).toBe('DENY');
  expect(get('permissions-policy')).toBe(
    'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  );
  expect(get('content-security-policy')).toContain("frame-ancestors 'none'");
}

/** The directives of a Content-Security-Policy header, each as its list of sources. */
function cspDirectives(header: string | null): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// fetch decompresses on its own; gzip is checked on the bytes nginx sends.
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function readConfigJs(source: string): unknown {
  const window: Record<string, unknown> = {};
  runInNewContext(source, { window });
  return window.__SPONSORSPOT_CONFIG__;
}

let htmlDir: string;
let indexHtml: string;
let hashedJs: string;
let hashedCss: string;

beforeAll(() => {
  if (!existsSync(join(distDir, 'index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
  }
  // The real build plus two plain files, so gzip of SVG and JSON is checked on files that exist.
  htmlDir = mkdtempSync(join(tmpdir(), 'sponsorspot-html-'));
  chmodSync(htmlDir, 0o755); // nginx's workers run unprivileged
  cpSync(distDir, htmlDir, { recursive: true });
  const shapes = Array.from({ length: 40 }, (_, i) => `<rect x="${i}" y="${i}" width="10" height="10"/>`);
  writeFileSync(
    join(htmlDir, 'sample.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${shapes.join('')}</svg>`,
  );
  writeFileSync(
    join(htmlDir, 'sample.json'),
    JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => i) }),
  );
  indexHtml = readFileSync(join(htmlDir, 'index.html'), 'utf8');
  const assets = readdirSync(join(htmlDir, 'assets'));
  const largest = (ext: string) =>
    assets
      .filter((name) => name.endsWith(ext))
      .sort(
        (a, b) =>
          readFileSync(join(htmlDir, 'assets', b)).length - readFileSync(join(htmlDir, 'assets', a)).length,
      )[0];
  hashedJs = `/assets/${largest('.js')}`;
  hashedCss = `/assets/${largest('.css')}`;
}, 300_000);

afterAll(() => {
  if (htmlDir) rmSync(htmlDir, { recursive: true, force: true });
});

describe('the built app behind nginx', () => {
  const env = {
    API_BASE_URL: 'http://api.example.test:3000',
    CMS_URL: 'https://cms.example.test/site',
    OAUTH_SIMULATOR_URL: 'http://oauth.example.test:4000/oauth',
    OAUTH_CLIENT_IDS: 'google=123-abc.apps.googleusercontent.com,github=gh_client_2',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc',
    TENANT_ID: 'sponsor-spot',
    APP_ENVIRONMENT: 'qa',
  };
  let nginx: NativeNginx;

  beforeAll(async () => {
    nginx = await startNativeNginx({ htmlDir, env });
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  it('finds hashed assets and no inline scripts in the build (script-src is self only)', () => {
    expect(hashedJs).toMatch(/^\/assets\/.+-[\w-]{6,}\.js$/);
    expect(hashedCss).toMatch(/^\/assets\/.+-[\w-]{6,}\.css$/);
    const scripts = indexHtml.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, 'every script has a src').toMatch(/\ssrc=/);
    expect(indexHtml).toMatch(/<script\b[^>]*\ssrc="\/config\.js"/);
  });

  it.each(['/', '/marketplace', '/account/profile', '/order/12/details', '/sponsor/spots', '/cmsx'])(
    'answers the app route %s with index.html, never cached',
    async (path) => {
      const response = await fetch(nginx.url + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(indexHtml);
      expectSecurityHeaders(response.headers, path);
    },
  );

  it.each([
    ['/cms', 'https://cms.example.test/site'],
    ['/cms/', 'https://cms.example.test/site/'],
    ['/cms?x=1', 'https://cms.example.test/site?x=1'],
    ['/cms/blog/post?x=1', 'https://cms.example.test/site/blog/post?x=1'],
    ['/cms/a%20b/c.html?q=a%26b&r=2', 'https://cms.example.test/site/a%20b/c.html?q=a%26b&r=2'],
  ])('redirects %s to the CMS keeping path and query', async (path, location) => {
    const response = await fetch(nginx.url + path, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
    expectSecurityHeaders(response.headers, `302 ${path}`);
  });

  it('caches hashed assets for a year, immutable', async () => {
    for (const path of [hashedJs, hashedCss]) {
      const response = await fetch(nginx.url + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(readFileSync(join(htmlDir, path), 'utf8'));
      expectSecurityHeaders(response.headers, path);
    }
    expect((await fetch(nginx.url + hashedJs)).headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(nginx.url + hashedCss)).headers.get('content-type')).toMatch(/^text\/css/);
  });

  it.each([
    '/assets/nope.js',
    '/assets/index-deadbeef.css',
    '/nope.png',
    '/marketplace/logo.svg',
    '/.vite/manifest.json',
  ])('answers the missing or hidden file %s with 404, not the app', async (path) => {
    const response = await fetch(nginx.url + path);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(await response.text()).not.toContain(indexHtml.slice(0, 200));
    expectSecurityHeaders(response.headers, `404 ${path}`);
  });

  it('builds no source maps, and never serves one that is there', async () => {
    const maps = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.map'));
    expect(maps).toEqual([]);
    writeFileSync(join(htmlDir, 'assets', 'planted.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(join(htmlDir, 'planted.map'), '{"sources":["secret.ts"]}');
    for (const path of ['/assets/planted.js.map', '/planted.map']) {
      const response = await fetch(nginx.url + path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('secret.ts');
      expectSecurityHeaders(response.headers, `404 ${path}`);
    }
  });

  it('serves plain files that exist, revalidated', async () => {
    const response = await fetch(`${nginx.url}/sample.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ items: Array.from({ length: 100 }, (_, i) => i) });
  });

  it('serves /config.js from the environment, never cached', async () => {
    const response = await fetch(`${nginx.url}/config.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(response.headers, '/config.js');
    expect(readConfigJs(await response.text())).toEqual({
      apiBaseUrl: 'http://api.example.test:3000',
      tenantHeader: 'X-Tenant-Id',
      tenantId: 'sponsor-spot',
      cmsUrl: 'https://cms.example.test/site',
      stripePublishableKey: 'pk_test_51abc',
      oauth: {
        simulatorUrl: 'http://oauth.example.test:4000/oauth',
        clientIds: { google: '123-abc.apps.googleusercontent.com', github: 'gh_client_2' },
      },
      environment: 'qa',
    });
  });

  it('lets the page reach exactly the configured origins (Content-Security-Policy)', async () => {
    const csp = cspDirectives(
      (await fetch(`${nginx.url}/marketplace`)).headers.get('content-security-policy'),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'http://api.example.test:3000', 'http://oauth.example.test:4000']),
    );
    expect(csp['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'http://api.example.test:3000']),
    );
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'http://oauth.example.test:4000']),
    );
    // A real key: Stripe's script and frames, never the API origin's.
    expect(csp['frame-src']).not.toContain('http://api.example.test:3000');
    expect(csp['script-src']).not.toContain('http://api.example.test:3000');
    expect(csp['form-action']).toEqual(["'self'", 'http://oauth.example.test:4000']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it.each([
    ['index.html', '/marketplace', /text\/html/],
    ['the hashed script', '', /javascript/],
    ['the stylesheet', '', /text\/css/],
    ['config.js', '/config.js', /javascript/],
    ['SVG', '/sample.svg', /image\/svg\+xml/],
    ['JSON', '/sample.json', /application\/json/],
  ])('gzips %s when the client accepts it', async (what, givenPath, type) => {
    const path = givenPath || (what === 'the stylesheet' ? hashedCss : hashedJs);
    const plain = await rawGet(nginx.url + path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await rawGet(nginx.url + path, { 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-type']).toMatch(type);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expectSecurityHeaders(zipped.headers, `gzipped ${path}`);
  });

  it.each([
    ['the hashed script', () => hashedJs],
    ['the stylesheet', () => hashedCss],
    ['index.html', () => '/marketplace'],
  ])("sends the build's own gzip of %s as it is", async (_what, pathOf) => {
    const path = pathOf();
    const file = path.startsWith('/assets/') ? path : '/index.html';
    const zipped = await rawGet(nginx.url + path, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.body.equals(readFileSync(join(htmlDir, `${file}.gz`)))).toBe(true);
  });

  it('answers /healthz with 200 ok', async () => {
    const response = await fetch(`${nginx.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expectSecurityHeaders(response.headers, '/healthz');
  });

  it('does not proxy the API when no proxy target is set', async () => {
    const response = await fetch(`${nginx.url}/sponsor/api/v1/spot/42/status`);
    expect(await response.text()).toBe(indexHtml);
  });

  it.each(['localhost', 'LOCALHOST:PORT', '127.0.0.1:PORT', '[::1]:PORT'])(
    'serves the app under its own host name %s (WEB_ALLOWED_HOSTS by default)',
    async (host) => {
      const response = await rawGet(`${nginx.url}/marketplace`, {
        host: host.replace('PORT', String(nginx.port)),
      });
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe(indexHtml);
    },
  );

  it.each(['rebound.attacker.example', 'localhost.attacker.example:PORT', '10.1.2.3:PORT'])(
    'answers 421 host_not_allowed to any other Host (%s), as a page that rebinds its name to this server sends',
    async (host) => {
      for (const path of ['/', '/config.js', '/marketplace']) {
        const response = await rawGet(nginx.url + path, { host: host.replace('PORT', String(nginx.port)) });
        expect(response.status, path).toBe(421);
        expect(JSON.parse(response.body.toString()).code).toBe('host_not_allowed');
        expectSecurityHeaders(response.headers, `${path} under ${host}`);
      }
    },
  );

  it("answers /healthz under any Host: Kubernetes' probes send the pod's address", async () => {
    const response = await rawGet(`${nginx.url}/healthz`, { host: `10.1.2.3:${nginx.port}` });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('ok');
  });
});

describe('npm start and the web image send the same security headers', () => {
  // `npm start` serves the app and the API from one origin: render-config.sh renders the headers for that
  // (scripts/security-headers.mjs) and the simulator sends them; nginx here gets the same settings.
  const publicUrl = 'http://localhost:8080';
  let nginx: NativeNginx;
  let simulator: Awaited<ReturnType<typeof buildApp>>;
  let headersFile: string;

  beforeAll(async () => {
    nginx = await startNativeNginx({ htmlDir, env: { API_BASE_URL: '', OAUTH_SIMULATOR_URL: publicUrl } });
    headersFile = renderSecurityHeaders({ publicUrl, htmlDir });
    simulator = await buildApp(
      loadConfig(
        {
          SIM_LOG_LEVEL: 'silent',
          SIM_STATIC_DIR: htmlDir,
          SIM_PUBLIC_URL: publicUrl,
          SIM_SECURITY_HEADERS: headersFile,
        },
        [],
      ),
    );
    await simulator.ready();
  });
  afterAll(async () => {
    await nginx?.stop();
    await simulator?.close();
    if (headersFile) rmSync(join(headersFile, '../../..'), { recursive: true, force: true });
  });

  it.each(['/', '/marketplace', '/config.js', '/assets/missing.js', '/cms/page'])('on %s', async (path) => {
    const fromNginx = await fetch(`${nginx.url}${path}`, { redirect: 'manual' });
    const fromSimulator = await simulator.inject({ method: 'GET', url: path });
    expect(fromSimulator.statusCode, path).toBe(fromNginx.status);
    for (const name of securityHeaders) {
      expect(fromSimulator.headers[name], `${name} on ${path}`).toBe(fromNginx.headers.get(name));
    }
    expectSecurityHeaders(fromNginx.headers, path);
  });
});

describe('the same-origin API proxy (API_PROXY_TARGET)', () => {
  let backend: Server;
  let backendUrl: string;
  let nginx: NativeNginx;
  const seen: { method: string; url: string; body: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    backend = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers });
        res.writeHead(200, {
          'content-type': 'application/json',
          'x-frame-options': 'SAMEORIGIN',
          'content-security-policy': 'frame-ancestors http://app.example.test',
        });
        res.end(JSON.stringify({ backend: true, method: req.method, url: req.url }));
      });
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    nginx = await startNativeNginx({
      htmlDir,
      env: { API_PROXY_TARGET: backendUrl, CMS_URL: '/content' },
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => backend?.close(resolve));
  });

  it.each([
    ['POST', '/sponsor/api/v1/spot/search/?lang=en', '{"searchText":"blog"}'],
    ['GET', '/account/api/v1/manifest/', ''],
    ['GET', '/presence/api/v1/user/', ''],
    ['GET', '/public/decals/7?v=2', ''],
  ])('passes %s %s to the backend unchanged', async (method, path, body) => {
    const response = await fetch(nginx.url + path, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-tenant-id': 'sponsor-spot',
        'x-forwarded-for': '203.0.113.9',
      },
      ...(body ? { body } : {}),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ backend: true, method, url: path });
    expectSecurityHeaders(response.headers, `proxied ${path}`);
    // One copy of each security header: nginx's, not the backend's.
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const request = seen.at(-1);
    expect(request?.body).toBe(body);
    expect(request?.headers['x-tenant-id']).toBe('sponsor-spot');
    // The client's own X-Forwarded-For is replaced by the address nginx saw: it cannot name its client.
    expect(request?.headers['x-forwarded-for']).toBe('127.0.0.1');
    // Under the backend's own name, as a name-based router in front of a real backend needs.
    expect(request?.headers.host).toBe(new URL(backendUrl).host);
  });

  it.each([
    '/stripe/v3.js',
    '/stripe/checkout/cs_sim_1?client_secret=x',
    '/connect/onboarding/abc',
    '/__sim/console',
  ])(
    "passes the simulator's page %s (a stand-in, the QA console) through with its own headers",
    async (path) => {
      const response = await fetch(nginx.url + path, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(await response.json()).toEqual({ backend: true, method: 'GET', url: path });
      // The browser's Host (without the port), which the simulator's host guard checks; the upstream's name
      // would pass any Host through.
      expect(seen.at(-1)?.headers.host).toBe('127.0.0.1');
      expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
      // The page's own framing rules, not this server's DENY: the app frames the checkout page.
      expect(response.headers.get('content-security-policy')).toBe('frame-ancestors http://app.example.test');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it.each(['/account/profile', '/sponsor/spots', '/presence'])(
    'keeps serving the app route %s from index.html',
    async (path) => {
      const count = seen.length;
      const response = await fetch(nginx.url + path);
      expect(await response.text()).toBe(indexHtml);
      expect(seen.length).toBe(count);
    },
  );

  it('tells the app to call its own origin', async () => {
    const config = readConfigJs(await (await fetch(`${nginx.url}/config.js`)).text()) as Record<
      string,
      unknown
    >;
    expect(config.apiBaseUrl).toBe('');
    expect(config.cmsUrl).toBe('/content');
    expect(config.stripePublishableKey).toBe('pk_sim_sponsorspot');
    expect(config.oauth).toEqual({ simulatorUrl: null, clientIds: {} });
    expect(config.environment).toBe('production');
    const redirect = await fetch(`${nginx.url}/cms/news`, { redirect: 'manual' });
    expect(redirect.headers.get('location')).toBe('/content/news');
  });
});

describe('render-config.sh', () => {
  let dir: string;
  const dirs = () => ({ confDir: join(dir, 'conf'), runDir: join(dir, 'run'), htmlDir });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sponsorspot-render-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the documented defaults', async () => {
    const result = await renderConfig({}, dirs());
    expect(result.code).toBe(0);
    expect(readConfigJs(readFileSync(join(dir, 'run', 'config.js'), 'utf8'))).toEqual({
      apiBaseUrl: 'http://localhost:3000',
      tenantHeader: 'X-Tenant-Id',
      tenantId: 'sponsor-spot',
      cmsUrl: 'http://localhost:3000/content',
      stripePublishableKey: 'pk_sim_sponsorspot',
      oauth: { simulatorUrl: null, clientIds: {} },
      environment: 'production',
    });
    const server = readFileSync(join(dir, 'conf', 'sponsorspot.conf'), 'utf8');
    expect(server).toMatch(/listen 8080 default_server;/);
    expect(server).toMatch(/listen 8080;\s+server_name localhost 127\.0\.0\.1 \[::1\];/);
    expect(server).not.toMatch(/@[A-Z_]+@/);
  });

  it('renders WEB_ALLOWED_HOSTS as the server names, an IPv6 address in brackets as in a Host header', async () => {
    const result = await renderConfig(
      { WEB_ALLOWED_HOSTS: 'App.example.test, 10.0.0.7,fd00::1,[::1]' },
      dirs(),
    );
    expect(result.code).toBe(0);
    const server = readFileSync(join(dir, 'conf', 'sponsorspot.conf'), 'utf8');
    expect(server).toContain('server_name App.example.test 10.0.0.7 [fd00::1] [::1];');
  });

  it("lets the simulator's Stripe stand-in load from the API origin with a pk_sim_ key", async () => {
    expect((await renderConfig({ API_BASE_URL: 'http://sim.test:3100' }, dirs())).code).toBe(0);
    const headers = readFileSync(join(dir, 'conf', 'sponsorspot.d', 'security-headers.conf'), 'utf8');
    const csp = cspDirectives(/Content-Security-Policy "([^"]*)"/.exec(headers)?.[1] ?? null);
    // Only the simulator's checkout: nothing of Stripe's own.
    expect(csp['script-src']).toEqual(["'self'", 'http://sim.test:3100']);
    expect(csp['frame-src']).toEqual(["'self'", 'http://sim.test:3100']);
    expect(csp['connect-src']).toEqual(["'self'", 'http://sim.test:3100']);
    expect(JSON.stringify(csp)).not.toMatch(/stripe\.com/);
  });

  it('drops a trailing slash from CMS_URL', async () => {
    expect((await renderConfig({ CMS_URL: 'https://cms.example.test/' }, dirs())).code).toBe(0);
    const config = readConfigJs(readFileSync(join(dir, 'run', 'config.js'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(config.cmsUrl).toBe('https://cms.example.test');
  });

  it.each([
    ['API_BASE_URL', 'http://api.example.test/'],
    ['API_BASE_URL', 'ftp://api.example.test'],
    ['API_BASE_URL', 'http://api.example.test/v1 x'],
    ['CMS_URL', 'javascript:alert(1)'],
    ['CMS_URL', 'https://cms.example.test/?page=1'],
    ['CMS_URL', 'https://cms.example.test/$host'],
    ['OAUTH_SIMULATOR_URL', 'localhost:3000'],
    ['OAUTH_CLIENT_IDS', 'google'],
    ['OAUTH_CLIENT_IDS', 'google=a,google=b'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_live_secret'],
    ['TENANT_HEADER', 'X Tenant'],
    ['TENANT_ID', 'sponsor"spot'],
    ['APP_ENVIRONMENT', 'prod\nuction'],
    ['WEB_PORT', '80a'],
    ['WEB_PORT', '70000'],
    ['API_PROXY_TARGET', 'http://simulator:3000/api'],
    ['WEB_ALLOWED_HOSTS', 'localhost:8080'],
    ['WEB_ALLOWED_HOSTS', '*.example.test'],
    ['WEB_ALLOWED_HOSTS', '_'],
    ['WEB_ALLOWED_HOSTS', 'a.example.test,,b.example.test'],
    ['WEB_ALLOWED_HOSTS', 'a.example.test;return 200'],
  ])('refuses %s=%j, naming the variable, and writes nothing', async (name, value) => {
    const clean = mkdtempSync(join(dir, 'bad-'));
    const result = await renderConfig(
      { [name]: value },
      { confDir: join(clean, 'conf'), runDir: join(clean, 'run'), htmlDir },
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(name);
    expect(existsSync(join(clean, 'run', 'config.js'))).toBe(false);
    expect(existsSync(join(clean, 'conf', 'sponsorspot.conf'))).toBe(false);
  });

  it('refuses an app directory without index.html', async () => {
    const result = await renderConfig(
      {},
      { confDir: join(dir, 'c2'), runDir: join(dir, 'r2'), htmlDir: dir },
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('SPONSORSPOT_HTML_DIR');
  });
});

// The simulator as `npm start` runs it, on a real socket: server.ts's startServer on a free port of
// 127.0.0.1, with a fixture build of the app, the web image's security headers and a fresh database file,
// driven over HTTP by supertest. Here are what only a listening server shows: the headers as Node writes
// them, the precompressed files streamed from disk, the preflight, and the Host header and cookies as a
// client sends and keeps them. The rules behind them are tested in detail with inject (static-app,
// host-guard, sandboxes).
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { SANDBOX_COOKIE, type Sandbox } from '@sponsorspot/contract/sim';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSecurityHeaders } from '../../scripts/security-headers.mjs';
import { parseSecurityHeaders } from '../src/lib/security-headers.js';
import { startServer } from '../src/server.js';
import { TENANT, testConfig } from './helpers.js';

const APP_ORIGIN = 'http://localhost:5173';
const INDEX = '<!doctype html><html><head><script src="/config.js"></script></head><body>app</body></html>';
const ENTRY = `console.log(${JSON.stringify('app '.repeat(200))})`;
const ENTRY_PATH = '/assets/index-Bx12ab.js';
const SEARCH_URL = endpointUrl(marketplace.searchSpots);

let dir: string;
let headersFile: string;
let server: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sim-listening-'));
  const appDir = path.join(dir, 'app');
  mkdirSync(path.join(appDir, 'assets'), { recursive: true });
  writeFileSync(path.join(appDir, 'index.html'), INDEX);
  writeFileSync(path.join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the build writes them (web/vite.config.ts): the entry, and the same file gzipped and in Brotli.
  writeFileSync(path.join(appDir, ENTRY_PATH), ENTRY);
  writeFileSync(path.join(appDir, `${ENTRY_PATH}.gz`), gzipSync(ENTRY));
  writeFileSync(path.join(appDir, `${ENTRY_PATH}.br`), brotliCompressSync(ENTRY));
  headersFile = renderSecurityHeaders({ publicUrl: 'http://localhost:8080', htmlDir: appDir });
  const config = testConfig({
    SIM_STATIC_DIR: appDir,
    SIM_SECURITY_HEADERS: headersFile,
    SIM_DB_PATH: path.join(dir, 'simulator.db'),
    SIM_APP_ORIGINS: APP_ORIGIN,
    SIM_PUBLIC_URL: 'http://localhost:8080',
  });
  // Port 0, which SIM_PORT refuses: the system picks a free one.
  ({ app: server, url: baseUrl } = await startServer({ ...config, host: '127.0.0.1', port: 0 }));
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
  if (headersFile)
    rmSync(path.dirname(path.dirname(path.dirname(headersFile))), { recursive: true, force: true });
});

const http = () => supertest(baseUrl);
const searchAll = () => http().post(SEARCH_URL).set(TENANT).send({ searchText: '', pageNumber: 1 });

describe('the listening server', () => {
  it('listens on the address it was given', () => {
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
  });

  it("sends the web image's security headers with the app, and nosniff with every API answer", async () => {
    const expected = parseSecurityHeaders(readFileSync(headersFile, 'utf8'));
    expect(expected['x-frame-options']).toBe('DENY');
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    const page = await http().get('/');
    expect(page.status).toBe(200);
    for (const [name, value] of Object.entries(expected)) expect(page.headers[name], name).toBe(value);

    const health = await http().get('/health');
    expect(health.status).toBe(200);
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("answers the app origin's preflight, and gives another origin no CORS headers", async () => {
    const preflight = await http()
      .options(SEARCH_URL)
      .set('Origin', APP_ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-tenant-id,x-sim-sandbox');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']?.toLowerCase()).toContain('x-tenant-id');
    expect(preflight.headers['access-control-allow-headers']?.toLowerCase()).toContain('x-sim-sandbox');
    expect(preflight.headers['access-control-max-age']).toBe('600');

    const foreign = await http()
      .options(SEARCH_URL)
      .set('Origin', 'https://elsewhere.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('streams the precompressed entry to a client accepting %s', async (accepted, encoding) => {
    const res = await http().get(ENTRY_PATH).set('Accept-Encoding', accepted).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // The length on the wire is the compressed file's; supertest decompresses the body.
    const file = path.join(dir, 'app', `${ENTRY_PATH}.${encoding === 'br' ? 'br' : 'gz'}`);
    expect(Number(res.headers['content-length'])).toBe(readFileSync(file).length);
    expect(res.text).toBe(ENTRY);
  });

  it('sends the plain entry to a client accepting no compression', async () => {
    const res = await http().get(ENTRY_PATH).set('Accept-Encoding', 'identity').buffer(true);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(ENTRY.length);
    expect(res.text).toBe(ENTRY);
  });

  it('caches hashed assets for a year, other files for an hour, the app page never', async () => {
    const entry = await http().get(ENTRY_PATH);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await http().get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    for (const url of ['/', '/marketplace']) {
      const page = await http().get(url);
      expect(page.status, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.text, url).toBe(INDEX);
    }
    const missing = await http().get('/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('answers 421 host_not_allowed to a foreign Host on /__sim, and lets it reach the API', async () => {
    const foreign = await http().get(endpointUrl(sim.listScenarios)).set('Host', 'rebound.attacker.example');
    expect(foreign.status).toBe(421);
    expect(foreign.body.code).toBe('host_not_allowed');
    expect((await http().get(endpointUrl(sim.listScenarios))).status).toBe(200);
    expect((await http().get('/health').set('Host', 'api.sponsorspot.example')).status).toBe(200);
  });

  it('answers 404 sandbox_not_found, never a 5xx, to a sandbox cookie whose escapes do not decode', async () => {
    for (const res of [
      await http().get('/health').set('Cookie', `${SANDBOX_COOKIE}=%zz`),
      await searchAll().set('Cookie', `${SANDBOX_COOKIE}=%zz`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('sandbox_not_found');
    }
  });

  it('sets the sandbox cookie a browser then sends, clears it on leaving and on ending the sandbox', async () => {
    const created = await http().post(endpointUrl(sim.createSandbox)).send({ scenario: 'empty' });
    expect(created.status).toBe(201);
    const { id } = created.body as Sandbox;
    // Two browsers: each keeps the cookies the simulator sets and sends them back, as a browser does.
    const [tester, other] = [supertest.agent(baseUrl), supertest.agent(baseUrl)];
    const search = (browser: typeof tester) =>
      browser.post(SEARCH_URL).set(TENANT).send({ searchText: '', pageNumber: 1 });
    const defaultCount = (await searchAll()).body.totalCount as number;
    expect(defaultCount).toBeGreaterThan(0);

    for (const browser of [tester, other]) {
      const entered = await browser.post(endpointUrl(sim.enterSandbox, { id }));
      expect(entered.status).toBe(200);
      expect(entered.headers['set-cookie']).toEqual([
        `${SANDBOX_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`,
      ]);
      expect((await search(browser)).body.totalCount).toBe(0);
    }
    expect((await http().post(endpointUrl(sim.leaveSandbox))).status).toBe(200);
    expect((await search(tester)).body.totalCount).toBe(0); // another client leaving changes nothing here

    const left = await tester.post(endpointUrl(sim.leaveSandbox));
    expect(left.body).toEqual({ left: id });
    expect((await search(tester)).body.totalCount).toBe(defaultCount);
    expect((await tester.post(endpointUrl(sim.enterSandbox, { id }))).status).toBe(200);

    expect((await tester.delete(endpointUrl(sim.endSandbox, { id }))).status).toBe(200);
    expect((await search(tester)).body.totalCount).toBe(defaultCount);
    // The other browser is still in the ended sandbox until it leaves.
    const ended = await search(other);
    expect(ended.status).toBe(404);
    expect(ended.body.code).toBe('sandbox_not_found');
    expect((await other.get(endpointUrl(sim.listSandboxes))).body).toMatchObject({ entered: id });
    expect((await other.post(endpointUrl(sim.leaveSandbox))).status).toBe(200);
    expect((await search(other)).body.totalCount).toBe(defaultCount);
  });
});

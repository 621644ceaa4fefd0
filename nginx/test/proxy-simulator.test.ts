// The same-origin proxy (API_PROXY_TARGET) in front of the real simulator, set up as docs/operations.md says:
// nginx answers only the app's own host names (WEB_ALLOWED_HOSTS), passes the browser's Host on to the
// pages the simulator guards by host name (/__sim, the stand-ins), so a page that rebinds its name to this
// server gets 421 on the web port as it does on the simulator's, and is the only writer of
// X-Forwarded-For, which the simulator believes from nginx alone (SIM_TRUST_PROXY).
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import { PAIR_FAILURE_LIMIT } from '@sponsorspot/contract/identity-limits';
import { listeningApp } from '@sponsorspot/simulator/testing';
import { startNativeNginx, type NativeNginx } from '@sponsorspot/simulator/testing/nginx';

const htmlDir = join(fileURLToPath(new URL('../..', import.meta.url)), 'web', 'dist');

/** The app's public name: one of the simulator's app origins and of nginx's host names. */
const APP_HOST = 'app.example.test';
/** A name nginx was told to serve and the simulator was not: the simulator's own guard still decides. */
const NGINX_ONLY_HOST = 'stale.example.test';
const FOREIGN_HOST = 'rebound.attacker.example';

interface Answer {
  status: number;
  body: string;
}

describe('nginx proxying to the simulator', () => {
  let simulator: { app: FastifyInstance; baseURL: string };
  let nginx: NativeNginx;

  /** A request with a Host of our choosing, which fetch does not send. */
  function send(
    path: string,
    options: { host?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer> {
    const { host = `127.0.0.1:${nginx.port}`, method = 'GET', headers = {}, body } = options;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port: nginx.port, path, method, headers: { ...headers, host } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  beforeAll(async () => {
    if (!existsSync(join(htmlDir, 'index.html')))
      throw new Error('build the app first (npm run build -w web)');
    simulator = await listeningApp({
      SIM_APP_ORIGINS: `http://${APP_HOST}:8080`,
      // nginx, the only proxy in front of it.
      SIM_TRUST_PROXY: '127.0.0.1',
    });
    nginx = await startNativeNginx({
      htmlDir,
      env: {
        API_PROXY_TARGET: simulator.baseURL,
        CMS_URL: '/content',
        WEB_ALLOWED_HOSTS: `localhost,127.0.0.1,${APP_HOST},${NGINX_ONLY_HOST}`,
      },
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await simulator?.app.close();
  });

  it.each(['/stripe/v3.js', '/connect/onboarding/abc'])(
    'reaches the stand-in page %s, which the simulator itself refuses under a foreign Host',
    async (path) => {
      const proxied = await fetch(nginx.url + path);
      expect(proxied.status).not.toBe(421);
      const direct = await simulator.app.inject({
        method: 'GET',
        url: path,
        headers: { host: 'rebound.example' },
      });
      expect(direct.statusCode).toBe(421);
      expect(direct.json().code).toBe('host_not_allowed');
    },
  );

  it.each([
    ['GET', '/__sim/outbox'],
    ['GET', '/__sim/state'],
    ['GET', '/__sim/console'],
    ['POST', '/__sim/clock'],
    ['GET', '/stripe/v3.js'],
  ])(
    'refuses %s %s under a foreign Host (a page rebinding its name to the web port) with 421',
    async (method, path) => {
      const offsetBefore = simulator.app.clock.offsetMs;
      const answer = await send(path, {
        host: `${FOREIGN_HOST}:${nginx.port}`,
        method,
        ...(method === 'POST'
          ? {
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ advanceSeconds: 3600 }),
            }
          : {}),
      });
      expect(answer.status).toBe(421);
      expect(JSON.parse(answer.body).code).toBe('host_not_allowed');
      expect(simulator.app.clock.offsetMs).toBe(offsetBefore);
    },
  );

  it.each(['/__sim/outbox', '/stripe/v3.js'])("answers %s under the app's own Host", async (path) => {
    const answer = await send(path, { host: `${APP_HOST}:${nginx.port}` });
    expect(answer.status, answer.body).toBe(200);
  });

  it("passes the browser's Host on to the guarded pages and the upstream's name to the API", async () => {
    // nginx serves this name, the simulator does not know it: its guard answers, under the browser's Host.
    const page = await send('/__sim/outbox', { host: NGINX_ONLY_HOST });
    expect(page.status).toBe(421);
    expect(JSON.parse(page.body)).toMatchObject({ code: 'host_not_allowed' });
    expect(JSON.parse(page.body).message).toContain(`"${NGINX_ONLY_HOST}"`);
    const api = await send('/sponsor/api/v1/spot/search/', {
      host: NGINX_ONLY_HOST,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'sponsor-spot' },
      body: JSON.stringify({ pageNumber: 1, pageSize: 1 }),
    });
    expect(api.status, api.body).toBe(200);
  });

  it("answers /healthz under the pod's address, as Kubernetes' probes send it", async () => {
    const answer = await send('/healthz', { host: `10.1.2.3:${nginx.port}` });
    expect(answer).toEqual({ status: 200, body: 'ok' });
  });

  it('keeps a client in its login limit whatever X-Forwarded-For it sends', async () => {
    const wrongPassword = (forwardedFor: string) =>
      send(endpointUrl(auth.login), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-tenant-id': 'sponsor-spot',
          'x-forwarded-for': forwardedFor,
        },
        body: JSON.stringify({ email: 'guessed@sponsorspot.test', password: 'Wrong!2026xx' }),
      });
    // A new address each time: were any of them believed, every attempt would be a first one.
    for (let i = 1; i <= PAIR_FAILURE_LIMIT; i++) {
      const answer = await wrongPassword(`198.51.100.${i}`);
      expect(answer.status, answer.body).toBe(401);
    }
    const next = await wrongPassword('198.51.100.99, 203.0.113.7');
    expect(next.status, next.body).toBe(429);
    expect(JSON.parse(next.body).code).toBe('rate_limited');
  });

  it('serves the QA console with its own policy, and its script and control calls reach the simulator', async () => {
    const page = await fetch(`${nginx.url}/__sim/console`);
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await page.text();
    const script = /<script type="module" src="([^"]+)">/.exec(html)?.[1] ?? '';
    const served = await fetch(nginx.url + script);
    expect(served.status, script).toBe(200);
    expect(served.headers.get('content-type')).toContain('text/javascript');
    const clock = await fetch(`${nginx.url}/__sim/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 3600 }),
    });
    expect(clock.status).toBe(200);
    expect((await clock.json()).offsetMs).toBe(3_600_000);
    expect(simulator.app.clock.offsetMs).toBe(3_600_000);
  });

  it('lets a saved state larger than the server-wide 10 MB reach the simulator', async () => {
    const response = await fetch(`${nginx.url}/__sim/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'big', description: 'x'.repeat(12 * 1024 * 1024) }),
    });
    // The simulator's answer (no savedState: not a state to load), never nginx's 413.
    expect(response.status).not.toBe(413);
    expect((await response.json()).code).toMatch(/^[a-z_]+$/);
  });

  it('passes an API call through', async () => {
    const response = await fetch(`${nginx.url}/sponsor/api/v1/spot/search/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'sponsor-spot' },
      body: JSON.stringify({ pageNumber: 1, pageSize: 1 }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).spots).toHaveLength(1);
  });
});

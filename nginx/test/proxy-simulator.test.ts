// The same-origin proxy (API_PROXY_TARGET) in front of the real simulator: nginx sends the upstream's own
// name as Host ($proxy_host), which must be one the simulator's host guard allows, or the stand-in pages
// the app loads through the proxy (Stripe.js, checkout, payout onboarding) and the QA console (/__sim)
// would answer 421.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningApp } from '../../simulator/test/helpers.js';
import { startNativeNginx, type NativeNginx } from './native-nginx.js';

const htmlDir = join(fileURLToPath(new URL('../..', import.meta.url)), 'web', 'dist');

describe('nginx proxying to the simulator', () => {
  let simulator: { app: FastifyInstance; baseURL: string };
  let nginx: NativeNginx;

  beforeAll(async () => {
    if (!existsSync(join(htmlDir, 'index.html')))
      throw new Error('build the app first (npm run build -w web)');
    simulator = await listeningApp();
    nginx = await startNativeNginx({
      htmlDir,
      env: { API_PROXY_TARGET: simulator.baseURL, CMS_URL: '/content' },
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

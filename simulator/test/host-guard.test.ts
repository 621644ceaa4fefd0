// The development pages (/__sim and the stand-ins) answer only to the allowed host names: a page whose
// name is made to resolve to the simulator (DNS rebinding) gets 421 host_not_allowed there; the API,
// which the app calls under the backend's own name, is not affected.
import { describe, expect, it } from 'vitest';
import { hostNameOf, isHostGuardedPath } from '../src/plugins/host-guard.js';
import { expectError, JSON_TENANT, setupApp, testApp } from './helpers.js';

const app = await setupApp({ env: { SIM_PUBLIC_URL: 'https://sim.staging.example.test' } });

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('the host guard', () => {
  it('answers 421 host_not_allowed to a foreign Host on /__sim', async () => {
    const res = await get('/__sim/scenarios', 'rebound.attacker.example:3000');
    expectError(res, 421, 'host_not_allowed');
    expect(res.json().message).toContain('rebound.attacker.example:3000');
  });

  it('refuses a foreign Host on a write of the control API, which then does nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__sim/clock',
      headers: { host: 'rebound.attacker.example', 'content-type': 'application/json' },
      payload: { advanceSeconds: 3600 },
    });
    expectError(res, 421, 'host_not_allowed');
    const clock = await get('/__sim/clock', 'localhost:3000');
    expect(clock.json().offsetMs).toBe(0);
  });

  it.each([
    '/oauth/google/authorize?client_id=sim&redirect_uri=http://localhost:5173/x&response_type=token',
    '/stripe/v3.js',
    '/stripe/checkout/cs_sim_1',
    '/connect/onboarding/abc',
    '/content/about',
    '/content',
  ])('refuses a foreign Host on the stand-in page %s', async (url) => {
    expectError(await get(url, 'rebound.attacker.example'), 421, 'host_not_allowed');
  });

  it.each([
    'localhost:3000',
    'LOCALHOST',
    'localhost.:3000',
    '127.0.0.1:9521',
    '[::1]:3000',
    'simulator:3000',
    'web:8080',
    'sim.staging.example.test',
  ])('lets the allowed Host %s in', async (host) => {
    const res = await get('/__sim/scenarios', host);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('reads the Host header itself, never X-Forwarded-Host (a rebinding page can send that too)', async () => {
    const res = await get('/__sim/scenarios', 'rebound.attacker.example', {
      'x-forwarded-host': 'localhost:3000',
    });
    expectError(res, 421, 'host_not_allowed');
  });

  it('guards the route, not the spelling of its path', async () => {
    const res = await get('/%5F%5Fsim/scenarios', 'rebound.attacker.example');
    expect(res.statusCode).not.toBe(200);
  });

  it('leaves the API and the health check open to any host name', async () => {
    expect((await get('/health', 'api.sponsorspot.example')).statusCode).toBe(200);
    const search = await app.inject({
      method: 'POST',
      url: '/sponsor/api/v1/spot/search/',
      headers: { host: 'api.sponsorspot.example', ...JSON_TENANT },
      payload: { pageNumber: 1, pageSize: 1 },
    });
    expect(search.statusCode, search.body).toBe(200);
  });
});

describe('SIM_ALLOWED_HOSTS', () => {
  it("replaces the default names; the public URL's and the app origins' hosts stay allowed", async () => {
    const own = await testApp({
      SIM_ALLOWED_HOSTS: 'qa.internal.example, 10.0.0.7',
      SIM_PUBLIC_URL: 'http://sim.example.test:3000',
      // The web image's same-origin proxy passes the browser's Host on: the app's own.
      SIM_APP_ORIGINS: 'https://app.example.test,http://[fd00::8]:8080',
    });
    try {
      const status = async (host: string) =>
        (await own.inject({ method: 'GET', url: '/__sim/scenarios', headers: { host } })).statusCode;
      expect(await status('qa.internal.example')).toBe(200);
      expect(await status('10.0.0.7:3000')).toBe(200);
      expect(await status('sim.example.test:3000')).toBe(200);
      expect(await status('app.example.test')).toBe(200);
      expect(await status('[fd00::8]:8080')).toBe(200);
      expect(await status('localhost:3000')).toBe(421);
      expect(await status('simulator:3000')).toBe(421);
      expect(await status('rebound.attacker.example')).toBe(421);
    } finally {
      await own.close();
    }
  });
});

describe('hostNameOf and isHostGuardedPath', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['Example.TEST', 'example.test'],
    ['[::1]:3000', '::1'],
    ['[::1]', '::1'],
    ['127.0.0.1', '127.0.0.1'],
    ['', ''],
  ])('reads %j as %j', (header, name) => {
    expect(hostNameOf(header)).toBe(name);
  });

  it('guards the prefixes and nothing that merely starts like them', () => {
    expect(isHostGuardedPath('/__sim')).toBe(true);
    expect(isHostGuardedPath('/__sim/console')).toBe(true);
    expect(isHostGuardedPath('/oauth/google/authorize')).toBe(true);
    expect(isHostGuardedPath('/contents')).toBe(false);
    expect(isHostGuardedPath('/sponsor/api/v1/spot/search')).toBe(false);
  });
});

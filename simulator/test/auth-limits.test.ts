// Login flooding (per account and per address, by the simulator clock) and enumeration by timing.
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import {
  ACME,
  ADMIN,
  advanceClock,
  expectError,
  FIXTURE_PASSWORD,
  login,
  request,
  resetScenario,
  setupApp,
  testApp,
} from './helpers.js';

const app = await setupApp();

const WRONG = 'Wrong!2026xx';

describe('login flooding', () => {
  it('limits an account to 5 failures in 15 minutes (429 + Retry-After), even for the right password, then lets it in', async () => {
    for (let i = 0; i < 5; i++) expectError(await login(app, ADMIN.email, WRONG), 401, 'invalid_credentials');
    const limited = await login(app, ADMIN.email, FIXTURE_PASSWORD);
    expectError(limited, 429, 'rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other accounts from the same address are not affected.
    expect((await login(app, ACME.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    await advanceClock(app, 14 * 60);
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD), 429, 'rate_limited');
    await advanceClock(app, retryAfter - 14 * 60);
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('limits an unknown email the same way (the limit reveals nothing)', async () => {
    for (let i = 0; i < 5; i++) await login(app, 'nobody@fixture.test', WRONG);
    expectError(await login(app, 'nobody@fixture.test', WRONG), 429, 'rate_limited');
  });

  it('counts failures by account whatever the address, and a success clears them', async () => {
    for (let i = 0; i < 4; i++) await login(app, ADMIN.email, WRONG, `10.0.0.${i + 1}`);
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(app, ADMIN.email, WRONG, `10.0.2.${i + 1}`);
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login(app, ADMIN.email, WRONG, `10.0.3.${i + 1}`);
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD, '10.0.4.1'), 429, 'rate_limited');
  });

  it('limits an address to 20 failures in 15 minutes across accounts; other addresses go on', async () => {
    for (let i = 0; i < 20; i++) {
      expectError(await login(app, `user${i}@fixture.test`, WRONG, '192.0.2.7'), 401, 'invalid_credentials');
    }
    const limited = await login(app, ACME.email, FIXTURE_PASSWORD, '192.0.2.7');
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(app, ACME.email, FIXTURE_PASSWORD, '192.0.2.8')).statusCode).toBe(200);
    await advanceClock(app, 15 * 60 + 1);
    expect((await login(app, ACME.email, FIXTURE_PASSWORD, '192.0.2.7')).statusCode).toBe(200);
  });

  it('cannot be outrun by parallel attempts: of 30 concurrent wrong logins at most 5 get 401, the rest 429', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => login(app, ADMIN.email, WRONG)));
    const unauthorized = results.filter((r) => r.statusCode === 401);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(unauthorized.length).toBeGreaterThan(0);
    expect(unauthorized.length).toBeLessThanOrEqual(5);
    expect(unauthorized.length + limited.length).toBe(30);
    for (const res of limited) {
      expectError(res, 429, 'rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The right password is refused too until the window has passed.
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD), 429, 'rate_limited');
  });

  it('counts look-alike spellings of one address against the same account', async () => {
    for (const spelling of [
      'ADMIN@fixture.test',
      '\uff41dmin@fixture.test',
      'adm\u0131n@fixture.test',
      'Admin@Fixture.Test',
      'admin@fixture.test',
    ]) {
      expectError(await login(app, spelling, WRONG, '192.0.2.13'), 401, 'invalid_credentials');
    }
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD, '192.0.2.14'), 429, 'rate_limited');
  });

  it('lets ten concurrent logins with the right password all through (attempts under way are not failures)', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => login(app, ADMIN.email, FIXTURE_PASSWORD, '192.0.2.11')),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
  });

  it('checks exactly the limit of concurrent wrong passwords and refuses the rest', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => login(app, ADMIN.email, WRONG, '192.0.2.12')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(5);
    expect(codes.filter((c) => c === 429).length).toBe(7);
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD, '192.0.2.12'), 429, 'rate_limited');
  });

  it('keeps the per-address limit under parallel attempts across accounts', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(app, `user${i}@fixture.test`, WRONG, '192.0.2.9')),
    );
    const unauthorized = results.filter((r) => r.statusCode === 401).length;
    expect(unauthorized).toBeGreaterThan(0);
    expect(unauthorized).toBeLessThanOrEqual(20);
    expect(results.filter((r) => r.statusCode === 429).length).toBe(40 - unauthorized);
  });

  it('does not count parallel successful logins as failures', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => login(app, ADMIN.email, FIXTURE_PASSWORD, '192.0.2.10')),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (let i = 0; i < 4; i++) await login(app, ADMIN.email, WRONG, '192.0.2.10');
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    // Address: 4 failures so far; 16 more fit before the address is limited.
    for (let i = 0; i < 16; i++) {
      expectError(await login(app, `user${i}@fixture.test`, WRONG, '192.0.2.10'), 401, 'invalid_credentials');
    }
    expectError(await login(app, ACME.email, FIXTURE_PASSWORD, '192.0.2.10'), 429, 'rate_limited');
  });

  it('is cleared by a scenario reset', async () => {
    for (let i = 0; i < 5; i++) await login(app, ADMIN.email, WRONG);
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD), 429, 'rate_limited');
    await resetScenario(app);
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });
});

describe('login limit behind a proxy (SIM_TRUST_PROXY)', () => {
  const viaProxy = (
    proxyApp: FastifyInstance,
    email: string,
    password: string,
    client: string,
    proxy: string,
  ) =>
    request(
      proxyApp,
      auth.login,
      { body: { email, password } },
      { headers: { 'x-forwarded-for': client }, remoteAddress: proxy },
    );
  /** 20 failures from `client` through `proxy`, then: can another client through the same proxy log in? */
  async function floodThenOther(env: Record<string, string>, proxy: string) {
    const proxyApp = await testApp(env);
    try {
      const failures = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          viaProxy(proxyApp, `u${i}@fixture.test`, WRONG, '203.0.113.5', proxy),
        ),
      );
      for (const res of failures) expectError(res, 401, 'invalid_credentials');
      const sameClient = await viaProxy(proxyApp, ACME.email, FIXTURE_PASSWORD, '203.0.113.5', proxy);
      const otherClient = await viaProxy(proxyApp, ACME.email, FIXTURE_PASSWORD, '203.0.113.6', proxy);
      return { sameClient: sameClient.statusCode, otherClient: otherClient.statusCode };
    } finally {
      await proxyApp.close();
    }
  }

  it('keys the per-address limit on the forwarded client address when on', async () => {
    expect(await floodThenOther({ SIM_TRUST_PROXY: 'on' }, '172.18.0.3')).toEqual({
      sameClient: 429,
      otherClient: 200,
    });
  });

  it('trusts only the listed proxies', async () => {
    expect(await floodThenOther({ SIM_TRUST_PROXY: '172.16.0.0/12' }, '172.18.0.3')).toEqual({
      sameClient: 429,
      otherClient: 200,
    });
    // Not from a listed proxy: X-Forwarded-For is ignored and the limit keys on the peer.
    expect(await floodThenOther({ SIM_TRUST_PROXY: '10.0.0.0/8' }, '172.18.0.3')).toEqual({
      sameClient: 429,
      otherClient: 429,
    });
  });

  it('ignores X-Forwarded-For by default', async () => {
    expect(await floodThenOther({}, '172.18.0.3')).toEqual({ sameClient: 429, otherClient: 429 });
  });
});

describe('enumeration by timing', () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] as number;
  };

  it('takes about as long for an unknown email as for a wrong password (medians within 3x)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const res = await login(app, email, WRONG);
      const elapsed = performance.now() - started;
      expectError(res, 401, 'invalid_credentials');
      // Stay under the limits: move past the 15-minute window before the next try.
      await advanceClock(app, 15 * 60 + 1);
      return elapsed;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so load on the machine hits both alike.
    for (let i = 0; i < 10; i++) {
      known.push(await time(ADMIN.email));
      unknown.push(await time(`nobody${i}@fixture.test`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});

// Login failures (per account and client together, per client, and per account against guessing from many
// clients, by the simulator clock), for the attacker and for the owner; and enumeration by timing.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import {
  ACCOUNT_FAILURE_CEILING,
  CLIENT_FAILURE_LIMIT,
  LIMIT_WINDOW_MINUTES,
  PAIR_DELAY_SECONDS,
  PAIR_FAILURE_LIMIT,
} from '@sponsorspot/contract/identity-limits';
import {
  ACME,
  ADMIN,
  advanceClock,
  expectError,
  FIXTURE_PASSWORD,
  login,
  outbox,
  request,
  resetScenario,
  setupApp,
  testApp,
} from './helpers.js';

const app = await setupApp();

const WRONG = 'Wrong!2026xx';

const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.10';

/** `n` wrong passwords for `email` from `client`, each answered 401. */
async function fail(n: number, email: string, client: string) {
  for (let i = 0; i < n; i++) expectError(await login(app, email, WRONG, client), 401, 'invalid_credentials');
}

describe('login failures: the attacker', () => {
  it(`slows the account on that client after ${PAIR_FAILURE_LIMIT} failures: 429 with Retry-After, the right password included`, async () => {
    await fail(PAIR_FAILURE_LIMIT, ADMIN.email, ATTACKER);
    const limited = await login(app, ADMIN.email, FIXTURE_PASSWORD, ATTACKER);
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBe(PAIR_DELAY_SECONDS);
  });

  it('doubles the wait after each further failure, up to the window', async () => {
    await fail(PAIR_FAILURE_LIMIT, ADMIN.email, ATTACKER);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const limited = await login(app, ADMIN.email, WRONG, ATTACKER);
      expectError(limited, 429, 'rate_limited');
      const wait = Number(limited.headers['retry-after']);
      waits.push(wait);
      await advanceClock(app, wait - 1);
      expectError(await login(app, ADMIN.email, WRONG, ATTACKER), 429, 'rate_limited');
      await advanceClock(app, 1);
      expectError(await login(app, ADMIN.email, WRONG, ATTACKER), 401, 'invalid_credentials');
    }
    // 30 s, 1, 2, 4 minutes; later the first failures leave the window, which bounds the wait too.
    expect(waits.slice(0, 4)).toEqual([0, 1, 2, 3].map((k) => PAIR_DELAY_SECONDS * 2 ** k));
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(LIMIT_WINDOW_MINUTES * 60);
  });

  it('limits an unknown email the same way (the limit reveals nothing)', async () => {
    await fail(PAIR_FAILURE_LIMIT, 'nobody@fixture.test', ATTACKER);
    const limited = await login(app, 'nobody@fixture.test', WRONG, ATTACKER);
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBe(PAIR_DELAY_SECONDS);
  });

  it('counts look-alike spellings of one address against the same account', async () => {
    for (const spelling of [
      'ADMIN@fixture.test',
      '\uff41dmin@fixture.test',
      'adm\u0131n@fixture.test',
      'Admin@Fixture.Test',
      'admin@fixture.test',
    ]) {
      expectError(await login(app, spelling, WRONG, ATTACKER), 401, 'invalid_credentials');
    }
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD, ATTACKER), 429, 'rate_limited');
  });

  it(`limits a client to ${CLIENT_FAILURE_LIMIT} failures in ${LIMIT_WINDOW_MINUTES} minutes across accounts; other clients go on`, async () => {
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i++) {
      expectError(await login(app, `user${i}@fixture.test`, WRONG, '192.0.2.7'), 401, 'invalid_credentials');
    }
    const limited = await login(app, ACME.email, FIXTURE_PASSWORD, '192.0.2.7');
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(app, ACME.email, FIXTURE_PASSWORD, '192.0.2.8')).statusCode).toBe(200);
    await advanceClock(app, LIMIT_WINDOW_MINUTES * 60 + 1);
    expect((await login(app, ACME.email, FIXTURE_PASSWORD, '192.0.2.7')).statusCode).toBe(200);
  });

  it(`cannot be outrun by parallel attempts: of 30 concurrent wrong logins at most ${PAIR_FAILURE_LIMIT} get 401, the rest 429`, async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => login(app, ADMIN.email, WRONG, ATTACKER)),
    );
    const unauthorized = results.filter((r) => r.statusCode === 401);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(unauthorized.length).toBeGreaterThan(0);
    expect(unauthorized.length).toBeLessThanOrEqual(PAIR_FAILURE_LIMIT);
    expect(unauthorized.length + limited.length).toBe(30);
    for (const res of limited) {
      expectError(res, 429, 'rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD, ATTACKER), 429, 'rate_limited');
  });

  it('checks exactly the limit of concurrent wrong passwords and refuses the rest', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => login(app, ADMIN.email, WRONG, '192.0.2.12')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(PAIR_FAILURE_LIMIT);
    expect(codes.filter((c) => c === 429).length).toBe(12 - PAIR_FAILURE_LIMIT);
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD, '192.0.2.12'), 429, 'rate_limited');
  });

  it('keeps the per-client limit under parallel attempts across accounts', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(app, `user${i}@fixture.test`, WRONG, '192.0.2.9')),
    );
    const unauthorized = results.filter((r) => r.statusCode === 401).length;
    expect(unauthorized).toBeGreaterThan(0);
    expect(unauthorized).toBeLessThanOrEqual(CLIENT_FAILURE_LIMIT);
    expect(results.filter((r) => r.statusCode === 429).length).toBe(40 - unauthorized);
  });

  it('is cleared by a scenario reset', async () => {
    await fail(PAIR_FAILURE_LIMIT, ADMIN.email, ATTACKER);
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD, ATTACKER), 429, 'rate_limited');
    await resetScenario(app);
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, ATTACKER)).statusCode).toBe(200);
  });
});

describe('login failures: the owner', () => {
  it("gets in at once from another client, however often a stranger failed on the owner's account", async () => {
    await fail(PAIR_FAILURE_LIMIT, ADMIN.email, ATTACKER);
    for (let i = 0; i < 10; i++) await login(app, ADMIN.email, WRONG, ATTACKER);
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD, ATTACKER), 429, 'rate_limited');
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('is not locked out by strangers on many clients staying under the pair limit', async () => {
    // 9 clients × 4 failures = 36: under the ceiling, and no pair is slowed.
    for (let c = 0; c < 9; c++) await fail(PAIR_FAILURE_LIMIT - 1, ADMIN.email, `10.0.${c}.1`);
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('on the same client as the failures, gets in with the right password once the delay has passed', async () => {
    await fail(PAIR_FAILURE_LIMIT, ADMIN.email, OWNER);
    const limited = await login(app, ADMIN.email, FIXTURE_PASSWORD, OWNER);
    expectError(limited, 429, 'rate_limited');
    await advanceClock(app, Number(limited.headers['retry-after']));
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, OWNER)).statusCode).toBe(200);
    // The success clears that pair: the next mistake is one failure, not a sixth.
    expectError(await login(app, ADMIN.email, WRONG, OWNER), 401, 'invalid_credentials');
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('lets ten concurrent logins with the right password all through (attempts under way are not failures)', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => login(app, ADMIN.email, FIXTURE_PASSWORD, '192.0.2.11')),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
  });

  it('does not count parallel successful logins as failures', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => login(app, ADMIN.email, FIXTURE_PASSWORD, '192.0.2.10')),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await fail(PAIR_FAILURE_LIMIT - 1, ADMIN.email, '192.0.2.10');
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    // Client: 4 failures so far; 16 more fit before the client is limited.
    for (let i = 0; i < CLIENT_FAILURE_LIMIT - PAIR_FAILURE_LIMIT + 1; i++) {
      expectError(await login(app, `user${i}@fixture.test`, WRONG, '192.0.2.10'), 401, 'invalid_credentials');
    }
    expectError(await login(app, ACME.email, FIXTURE_PASSWORD, '192.0.2.10'), 429, 'rate_limited');
  });
});

describe('login failures from many clients: the account ceiling', () => {
  /** Guessing spread over many clients, each staying under the pair limit, until the ceiling. */
  async function distributedGuessing(email: string) {
    const perClient = PAIR_FAILURE_LIMIT - 1;
    for (let c = 0; c * perClient < ACCOUNT_FAILURE_CEILING; c++) {
      const n = Math.min(perClient, ACCOUNT_FAILURE_CEILING - c * perClient);
      await fail(n, email, `10.1.${c}.1`);
    }
  }

  it('past the ceiling refuses clients the account does not know, lets a known client in and mails the owner once', async () => {
    // The owner logged in from OWNER before the guessing began.
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, OWNER)).statusCode).toBe(200);
    await distributedGuessing(ADMIN.email);
    const stranger = await login(app, ADMIN.email, WRONG, '10.2.0.1');
    expectError(stranger, 429, 'rate_limited');
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, OWNER)).statusCode).toBe(200);
    const alerts = (await outbox(app, ADMIN.email)).filter((m) => m.kind === 'login_alert');
    expect(alerts).toEqual([
      expect.objectContaining({
        subject: expect.stringMatching(/failed logins/),
        link: `http://localhost:8080/password/reset?code=${alerts[0]?.code}`,
      }),
    ]);
    // Further failures (from the known client) within the window do not mail again.
    await login(app, ADMIN.email, WRONG, OWNER);
    expect((await outbox(app, ADMIN.email)).filter((m) => m.kind === 'login_alert')).toHaveLength(1);
    // Once the window has passed, any client is checked again.
    await advanceClock(app, LIMIT_WINDOW_MINUTES * 60 + 1);
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it('answers an unknown email the same way, and mails nobody', async () => {
    await distributedGuessing('nobody@fixture.test');
    expectError(await login(app, 'nobody@fixture.test', WRONG, '10.2.0.1'), 429, 'rate_limited');
    expect(await outbox(app)).toEqual([]);
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

describe('enumeration', () => {
  // How long each takes is the bench's (bench/timings.mjs, medians within 3×): an unknown email is checked
  // against a dummy hash, as a wrong password is against the account's.
  it('answers an unknown email exactly as it answers a wrong password', async () => {
    const known = await login(app, ADMIN.email, WRONG);
    const unknown = await login(app, 'nobody@fixture.test', WRONG);
    expectError(known, 401, 'invalid_credentials');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });
});

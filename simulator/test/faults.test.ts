// The control API's faults and request journal: a fault answers instead of the route (status and error
// body), waits, or drops the connection, for its method and path pattern, as many times as armed; the
// journal keeps the API requests as answered, secrets redacted. Real server on port 0 where the socket
// matters (delay, drop).
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JournalList } from '@sponsorspot/contract/sim';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import {
  FaultBook,
  JOURNAL_BODY_LIMIT,
  JOURNAL_LIMIT,
  Journal,
  pathMatcher,
  redact,
} from '../src/domain/faults.js';
import { JSON_TENANT, request, TENANT, testApp, unchecked } from './helpers.js';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await testApp();
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  app.scenarios.reset('fixture');
});

const SEARCH = '/sponsor/api/v1/spot/search/';
// Sent as given: some faults are what the schema refuses.
const arm = async (fault: object) => request(app, sim.armFault, { body: unchecked(fault) });
const search = (body: object = {}) =>
  app.inject({ method: 'POST', url: SEARCH, headers: JSON_TENANT, payload: body });
const journal = async (query = '') =>
  (await app.inject({ method: 'GET', url: `/__sim/requests${query}` })).json<JournalList>().requests;

describe('path patterns', () => {
  it.each([
    ['/sponsor/api/v1/spot/search/', '/sponsor/api/v1/spot/search/', true],
    ['/sponsor/api/v1/spot/search/', '/sponsor/api/v1/spot/search', false],
    ['/sponsor/api/v1/spot/*/public', '/sponsor/api/v1/spot/12/public', true],
    ['/sponsor/api/v1/spot/*/public', '/sponsor/api/v1/spot/1/2/public', false],
    ['/sponsor/**', '/sponsor/api/v1/spot/1/public', true],
    ['/sponsor/**', '/presence/api/v1/auth/login', false],
    ['/a.b', '/aXb', false],
    ['/a+(b)', '/a+(b)', true],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(pathMatcher(pattern)(path)).toBe(expected);
  });
});

describe('faults', () => {
  it('answers with the status and error body, the armed number of times, then lets requests through', async () => {
    const armed = await arm({ method: 'POST', path: SEARCH, status: 503, code: 'maintenance', times: 2 });
    expect(armed.statusCode).toBe(201);
    expect(armed.json()).toMatchObject({ id: expect.any(Number), status: 503, times: 2, remaining: 2 });
    for (let i = 0; i < 2; i++) {
      const failed = await search();
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ code: 'maintenance', message: expect.stringContaining('injected') });
      expect(failed.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await search()).statusCode).toBe(200);
    expect((await request(app, sim.listFaults)).json()).toEqual({ faults: [] });
  });

  it('matches the method and the path pattern only, and never the control API or a preflight', async () => {
    await arm({ method: 'GET', path: '/sponsor/api/v1/spot/*/public', status: 500, times: 5 });
    expect((await search()).statusCode).toBe(200);
    const spot = await request(app, marketplace.publicSpot, { params: { id: 1 } });
    expect(spot.statusCode).toBe(500);
    expect(spot.json().code).toBe('injected_fault');
    await arm({ path: '/sponsor/**', status: 502, times: 5 });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: SEARCH,
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect((await search()).statusCode).toBe(502);
    const list = (await request(app, sim.listFaults)).json().faults;
    expect(list.map((f: { remaining: number }) => f.remaining)).toEqual([4, 4]);
    expect((await request(app, sim.listScenarios)).statusCode).toBe(200);
  });

  it('answers before the tenant guard, so a request without the header still meets the fault', async () => {
    await arm({ path: SEARCH, status: 429 });
    const res = await app.inject({ method: 'POST', url: SEARCH, payload: {} });
    expect(res.statusCode).toBe(429);
  });

  it('waits the delay, then answers as usual', async () => {
    await arm({ path: SEARCH, delayMs: 150 });
    // The delay's timer on a fake clock: the answer waits exactly the delay, however busy the machine.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let answered = false;
      const pending = app
        .inject({ method: 'POST', url: SEARCH, headers: JSON_TENANT, payload: {} })
        .finally(() => (answered = true));
      await vi.waitUntil(() => vi.getTimerCount() > 0);
      await vi.advanceTimersByTimeAsync(149);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const res = await pending;
      expect(res.statusCode).toBe(200);
      expect(res.json<{ totalCount: number }>().totalCount).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the connection without an answer, and journals it with status 0', async () => {
    const armed = (await arm({ path: SEARCH, drop: true })).json();
    await expect(
      fetch(`${base}${SEARCH}`, { method: 'POST', headers: JSON_TENANT, body: '{}' }),
    ).rejects.toThrow();
    const [entry] = await journal();
    expect(entry).toMatchObject({ method: 'POST', path: SEARCH, status: 0, faultId: armed.id });
    expect(
      (await fetch(`${base}${SEARCH}`, { method: 'POST', headers: JSON_TENANT, body: '{}' })).status,
    ).toBe(200);
  });

  it('disarms one fault or all, and a reset disarms them too', async () => {
    const first = (await arm({ path: SEARCH, status: 500, times: 3 })).json();
    await arm({ path: '/health', status: 500 });
    expect((await request(app, sim.clearFault, { params: { id: first.id } })).json()).toEqual({
      cleared: 1,
    });
    expect((await request(app, sim.clearFault, { params: { id: first.id } })).statusCode).toBe(404);
    expect((await search()).statusCode).toBe(200);
    expect((await request(app, sim.clearFaults)).json()).toEqual({ cleared: 1 });
    await arm({ path: SEARCH, status: 500 });
    app.scenarios.reset('fixture');
    expect((await search()).statusCode).toBe(200);
  });

  it.each([
    [{}, 400, 'validation_failed'],
    [{ path: SEARCH }, 400, 'bad_request'],
    [{ path: SEARCH, status: 500, drop: true }, 400, 'bad_request'],
    [{ path: SEARCH, delayMs: 10, code: 'x' }, 400, 'bad_request'],
    [{ path: '/__sim/reset', status: 500 }, 400, 'bad_request'],
    [{ path: 'no-slash', status: 500 }, 400, 'validation_failed'],
    [{ path: SEARCH, status: 200 }, 400, 'validation_failed'],
    [{ path: SEARCH, status: 600 }, 400, 'validation_failed'],
    [{ path: SEARCH, status: 500, method: 'get' }, 400, 'validation_failed'],
    [{ path: SEARCH, status: 500, times: 0 }, 400, 'validation_failed'],
    [{ path: SEARCH, delayMs: -1 }, 400, 'validation_failed'],
    [{ path: SEARCH, delayMs: 60_001 }, 400, 'validation_failed'],
    [{ path: SEARCH, status: 500, code: 'Not A Code' }, 400, 'validation_failed'],
    [{ path: SEARCH, status: 500, extra: 1 }, 400, 'validation_failed'],
  ])('refuses %j with %i %s and arms nothing', async (fault, status, code) => {
    const res = await arm(fault);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(app.faults.size).toBe(0);
  });

  it('takes the first armed fault that matches, one at a time', () => {
    const book = new FaultBook();
    const a = book.arm({ path: '/x/**', status: 500, times: 1 });
    const b = book.arm({ path: '/x/y', status: 502, times: 2 });
    expect(book.take('GET', '/x/y')?.id).toBe(a.id);
    expect(book.take('GET', '/x/y')?.id).toBe(b.id);
    expect(book.take('GET', '/x/y')?.id).toBe(b.id);
    expect(book.take('GET', '/x/y')).toBeNull();
  });
});

describe('request journal', () => {
  it('keeps API requests as answered, oldest first, with bodies whose secrets are redacted', async () => {
    await search({ searchText: 'blog' });
    await request(app, auth.login, { body: { email: 'nobody@example.test', password: 'Secret!2026' } });
    // A query the endpoint does not declare: the journal keeps it as sent.
    await app.inject({
      method: 'GET',
      url: endpointUrl(marketplace.publicSpot, { id: 99999 }),
      headers: TENANT,
      query: { x: '1' },
    });
    await request(app, sim.listScenarios);
    const entries = await journal();
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['POST', SEARCH, 200],
      ['POST', '/presence/api/v1/auth/login', 401],
      ['GET', '/sponsor/api/v1/spot/99999/public', 404],
    ]);
    expect(entries[0]).toMatchObject({
      body: { searchText: 'blog' },
      tenant: 'sponsor-spot',
      authorized: false,
    });
    expect(entries[1]?.body).toEqual({ email: 'nobody@example.test', password: '[redacted]' });
    expect(entries[2]?.query).toBe('x=1');
  });

  it('redacts codes and tokens in paths and queries as it does in bodies', async () => {
    await request(app, auth.verifyEmail, { params: { code: 'VERIFY42' } });
    await request(app, auth.resetPassword, {
      params: { code: 'RESET777' },
      body: { password: 'Secret!2026x' },
    });
    await app.inject({
      method: 'GET',
      url: `${endpointUrl(marketplace.publicSpot, { id: 1 })}?code=OAUTH99&access_token=tok123&keep=1`,
      headers: TENANT,
    });
    const entries = await journal();
    expect(entries.map((e) => [e.path, e.query])).toEqual([
      ['/presence/api/v1/auth/verify/[redacted]', ''],
      ['/presence/api/v1/auth/password/reset/[redacted]', ''],
      ['/sponsor/api/v1/spot/1/public', 'code=[redacted]&access_token=[redacted]&keep=1'],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/VERIFY42|RESET777|OAUTH99|tok123|Secret!2026x/);
    // The path filter still finds them.
    expect(await journal('?path=/presence/api/v1/auth/verify/*')).toHaveLength(1);
  });

  it('keeps a large body as the start of its JSON text and says how long it was', async () => {
    const searchText = 'x'.repeat(100_000);
    const res = await search({ searchText });
    expect(res.statusCode).toBe(400); // past the search text's maximum, but journaled all the same
    const [entry] = await journal();
    const whole = JSON.stringify({ searchText });
    expect(entry?.bodyTruncatedFrom).toBe(whole.length);
    expect(entry?.body).toBe(whole.slice(0, JOURNAL_BODY_LIMIT));
    // A body under the limit is kept whole, as JSON, with no mark.
    await search({ searchText: 'blog' });
    const [, small] = await journal();
    expect(small?.body).toEqual({ searchText: 'blog' });
    expect(small).not.toHaveProperty('bodyTruncatedFrom');
  });

  it('filters by method and path pattern, keeps the last ones up to the limit, and empties on request or reset', async () => {
    for (let i = 0; i < 3; i++) await search({ pageNumber: i + 1 });
    await app.inject({ method: 'GET', url: '/health' });
    expect((await journal('?method=GET')).map((e) => e.path)).toEqual(['/health']);
    expect(await journal('?path=/sponsor/**&limit=2')).toMatchObject([
      { body: { pageNumber: 2 } },
      { body: { pageNumber: 3 } },
    ]);
    expect((await request(app, sim.clearRequests)).json()).toEqual({ cleared: 4 });
    await search();
    app.scenarios.reset('fixture');
    expect(await journal()).toEqual([]);
  });

  it('filters by the status answered, a dropped connection being 0', async () => {
    await arm({ path: SEARCH, status: 503 });
    await search();
    await arm({ path: SEARCH, drop: true });
    await expect(
      fetch(`${base}${SEARCH}`, { method: 'POST', headers: JSON_TENANT, body: '{}' }),
    ).rejects.toThrow();
    await search();
    expect((await journal('?status=503')).map((e) => e.status)).toEqual([503]);
    expect((await journal('?status=200')).map((e) => e.status)).toEqual([200]);
    expect((await journal('?status=0&path=/sponsor/**')).map((e) => e.status)).toEqual([0]);
  });

  it('refuses a bad filter', async () => {
    for (const query of [
      '?limit=0',
      '?limit=1001',
      '?method=get',
      '?path=nope',
      '?status=600',
      '?status=abc',
      '?other=1',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/__sim/requests${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('validation_failed');
    }
  });

  it('holds at most its limit, dropping the oldest', () => {
    const kept = new Journal();
    const entry = (n: number) => ({
      at: '',
      method: 'GET',
      path: `/p/${n}`,
      query: '',
      status: 200,
      durationMs: 0,
      tenant: null,
      authorized: false,
      faultId: null,
    });
    for (let n = 0; n < JOURNAL_LIMIT + 5; n++) kept.record(entry(n));
    const all = kept.list({ limit: JOURNAL_LIMIT + 5 });
    expect(all).toHaveLength(JOURNAL_LIMIT);
    expect(all[0]?.path).toBe('/p/5');
  });

  it('redacts passwords, tokens and secrets at any depth, and keeps the rest', () => {
    expect(
      redact({
        a: 1,
        password: 'x',
        nested: [{ refreshToken: 't', keep: 'y' }],
        clientSecret: '',
        token: null,
      }),
    ).toEqual({
      a: 1,
      password: '[redacted]',
      nested: [{ refreshToken: '[redacted]', keep: 'y' }],
      clientSecret: '',
      token: null,
    });
  });
});

describe('without the control API', () => {
  it('has no faults, no journal and no routes for them', async () => {
    const off = await testApp({ SIM_CONTROL_API: 'off' });
    try {
      expect(off.hasDecorator('faults')).toBe(false);
      expect((await request(off, sim.armFault, { body: unchecked({}) })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

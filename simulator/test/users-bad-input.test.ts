// Users & social endpoints: no token → 401; bad input → 4xx with the error body, never a 5xx.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TENANT, TENANT, testApp, FIXTURE, expectError, signedIn } from './helpers.js';

const USER = '/presence/api/v1/user';
let app: FastifyInstance;
let auth: Record<string, string>;
let jsonAuth: Record<string, string>;

beforeAll(async () => {
  app = await testApp();
  const session = await signedIn(app, FIXTURE.acme);
  auth = session.headers;
  jsonAuth = session.jsonHeaders;
});
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const AUTHENTICATED: [Method, string, unknown?][] = [
  ['POST', `${USER}/search/`, {}],
  ['GET', `${USER}/summary/`],
  ['GET', `${USER}/2`],
  ['GET', `${USER}/profile/`],
  ['POST', `${USER}/profile/`, { name: 'Someone' }],
  ['POST', `${USER}/link/?id=5`],
  ['DELETE', `${USER}/link/5`],
  ['POST', `${USER}/block/5/1`],
  ['GET', '/sponsor/api/v1/publisher/profile'],
  ['GET', '/sponsor/api/v1/manifest/usage'],
  ['GET', '/account/api/v1/account/'],
];

describe.each(AUTHENTICATED)('%s %s', (method, url, payload) => {
  const send = (headers: Record<string, string>) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('answers 401 unauthenticated without a token', async () => {
    expectError(await send({ ...TENANT }), 401, 'unauthenticated');
  });

  it.each([
    ['a malformed token', 'Bearer not.a.jwt'],
    ['another scheme', 'Basic YWRtaW46c2VjcmV0'],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 with %s', async (_label, authorization) => {
    const res = await send({ ...TENANT, authorization });
    expect(res.statusCode).toBe(401);
    expectError(res, 401);
  });

  it('still needs the tenant header (400 tenant_required before anything else)', async () => {
    expectError(await send({ authorization: auth.authorization as string }), 400, 'tenant_required');
  });

  it('answers 200 with a token', async () => {
    const res = await send(auth);
    expect(res.statusCode, res.body).toBe(200);
  });
});

const BAD_IDS = ['abc', '-1', '0', '1.5', '01', '2147483648', '99999999999999999999', '1e3', '%00', 'null'];

describe('path ids', () => {
  const urls = (id: string): [Method, string][] => [
    ['GET', `${USER}/${id}`],
    ['GET', `${USER}/public/${id}`],
    ['DELETE', `${USER}/link/${id}`],
    ['POST', `${USER}/block/${id}/1`],
    ['POST', `${USER}/link/?id=${id}`],
  ];
  it.each(BAD_IDS)('refuses the id %j with 400 validation_failed everywhere', async (id) => {
    for (const [method, url] of urls(id)) {
      const res = await app.inject({ method, url, headers: auth });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expectError(res, 400, 'validation_failed');
    }
  });
});

describe('POST link/', () => {
  it.each([
    ['no id', ''],
    ['an empty id', '?id='],
    ['two ids', '?id=4&id=5'],
    ['an extra parameter', '?id=5&notify=1'],
  ])('refuses %s with 400', async (_label, query) => {
    expectError(
      await app.inject({ method: 'POST', url: `${USER}/link/${query}`, headers: auth }),
      400,
      'validation_failed',
    );
  });

  it.each([
    ['a field', { id: 5 }],
    ['an array', []],
    ['a string', 'follow'],
    ['null', null],
  ])('refuses a body with %s', async (_label, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: `${USER}/link/?id=${FIXTURE.zephyr}`,
      headers: jsonAuth,
      payload: JSON.stringify(payload),
    });
    if (payload === null) {
      // JSON null counts as no body.
      expect(res.statusCode).toBe(200);
    } else {
      expectError(res, 400, 'validation_failed');
    }
  });

  it('refuses broken JSON with 400 invalid_json', async () => {
    expectError(
      await app.inject({ method: 'POST', url: `${USER}/link/?id=5`, headers: jsonAuth, payload: '{"id":' }),
      400,
      'invalid_json',
    );
  });
});

describe('POST block/{id}/{flag}', () => {
  it.each(['2', '-1', 'x', '01', 'true', '1.0', '10', ''])('refuses the flag %j', async (flag) => {
    const res = await app.inject({ method: 'POST', url: `${USER}/block/5/${flag}`, headers: auth });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectError(res, res.statusCode, flag === '' ? 'route_not_found' : 'validation_failed');
  });

  it('refuses a body with fields', async () => {
    expectError(
      await app.inject({
        method: 'POST',
        url: `${USER}/block/5/1`,
        headers: jsonAuth,
        payload: { reason: 'spam' },
      }),
      400,
      'validation_failed',
    );
  });
});

describe('POST search/', () => {
  it.each([
    ['an array', []],
    ['a string', 'owl'],
    ['searchText a number', { searchText: 5 }],
    ['searchText null', { searchText: null }],
    ['searchText an object', { searchText: { $ne: '' } }],
    ['searchText over 200 characters', { searchText: 'x'.repeat(201) }],
    ['pageNumber zero', { pageNumber: 0 }],
    ['pageNumber negative', { pageNumber: -1 }],
    ['pageNumber huge', { pageNumber: 1e12 }],
    ['pageNumber a fraction', { pageNumber: 1.5 }],
    ['pageNumber a numeric string', { pageNumber: '2' }],
    ['pageSize over 100', { pageSize: 101 }],
    ['an unknown field', { searchText: 'a', email: 'x' }],
  ])('refuses %s with 400 validation_failed', async (_label, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: `${USER}/search/`,
      headers: jsonAuth,
      payload: JSON.stringify(payload),
    });
    expectError(res, 400, 'validation_failed');
    expect(res.json().details).toEqual(expect.any(Array));
  });

  it('accepts the largest page and the longest text', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${USER}/search/`,
      headers: jsonAuth,
      payload: { searchText: 'é'.repeat(200), pageNumber: 100_000, pageSize: 100 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 0, users: [] });
  });

  it('refuses a text/plain body with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${USER}/search/`,
      headers: { ...auth, 'content-type': 'text/plain' },
      payload: 'owl',
    });
    expectError(res, 415, 'unsupported_media_type');
  });
});

describe('POST profile/', () => {
  it.each([
    ['no body', undefined, '(body)'],
    ['an empty object', {}, 'name'],
    ['an array', [], '(body)'],
    ['name empty', { name: '' }, 'name'],
    ['name only spaces', { name: '   ' }, 'name'],
    ['name over 100', { name: 'n'.repeat(101) }, 'name'],
    ['name a number', { name: 42 }, 'name'],
    ['name null', { name: null }, 'name'],
    ['name with a line break', { name: 'Eve\nAdmin' }, 'name'],
    ['name with a NUL', { name: 'Eve\u0000' }, 'name'],
    ['bio over 500', { name: 'A', bio: 'b'.repeat(501) }, 'bio'],
    ['bio a number', { name: 'A', bio: 1 }, 'bio'],
    ['bio with control characters', { name: 'A', bio: 'bell\u0007' }, 'bio'],
    ['website javascript:', { name: 'A', website: 'javascript:alert(1)' }, 'website'],
    ['website ftp', { name: 'A', website: 'ftp://example.com' }, 'website'],
    ['website without a host', { name: 'A', website: 'http://' }, 'website'],
    ['website not a URL', { name: 'A', website: 'example.com' }, 'website'],
    ['website with spaces', { name: 'A', website: 'https://exa mple.com' }, 'website'],
    ['website that does not parse', { name: 'A', website: 'http://[::1' }, 'website'],
    ['website over 200', { name: 'A', website: `https://x.test/${'w'.repeat(186)}` }, 'website'],
    ['location over 100', { name: 'A', location: 'l'.repeat(101) }, 'location'],
    ['location with a line break', { name: 'A', location: 'a\nb' }, 'location'],
    ['an unknown field', { name: 'A', email: 'new@x.test' }, 'email'],
    ['roles smuggled in', { name: 'A', roles: ['Admin'] }, 'roles'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const res = await app.inject({
      method: 'POST',
      url: `${USER}/profile/`,
      headers: jsonAuth,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    expectError(res, 400, 'validation_failed');
    const fields = (res.json().details as { field: string }[]).map((d) => d.field);
    if (field !== '(body)') expect(fields).toContain(field);
  });

  it('leaves the profile unchanged after a refused save', async () => {
    const before = (await app.inject({ method: 'GET', url: `${USER}/profile/`, headers: auth })).json();
    await app.inject({
      method: 'POST',
      url: `${USER}/profile/`,
      headers: jsonAuth,
      payload: { name: 'x'.repeat(101) },
    });
    const profile = await app.inject({ method: 'GET', url: `${USER}/profile/`, headers: auth });
    expect(profile.json()).toEqual(before);
    const roles = await app.inject({ method: 'GET', url: `${USER}/${FIXTURE.acme}`, headers: auth });
    expect(roles.json().roles).toEqual([]);
  });
});

describe('unknown methods and paths', () => {
  it('answers 404 route_not_found for unknown user routes', async () => {
    expectError(
      await app.inject({ method: 'PUT', url: `${USER}/profile/`, headers: auth }),
      404,
      'route_not_found',
    );
    expectError(
      await app.inject({ method: 'GET', url: `${USER}/block/5/1`, headers: auth }),
      404,
      'route_not_found',
    );
    expectError(
      await app.inject({ method: 'GET', url: `${USER}/2/extra`, headers: auth }),
      404,
      'route_not_found',
    );
  });

  it('never answers a 5xx to a flood of odd requests', async () => {
    const odd: [Method, string, string?][] = [
      ['POST', `${USER}/search/`, '\u0000'],
      ['POST', `${USER}/profile/`, '{"name":"\\ud800"}'],
      ['POST', `${USER}/profile/`, `{"name":"A","__proto__":{"admin":true}}`],
      ['POST', `${USER}/search/`, `{"searchText":"${'%'.repeat(200)}"}`],
      ['POST', `${USER}/link/?id=${'9'.repeat(400)}`],
      ['GET', `${USER}/public/${'1'.repeat(5000)}`],
    ];
    for (const [method, url, payload] of odd) {
      const res = await app.inject({
        method,
        url,
        headers: { ...JSON_TENANT, authorization: auth.authorization as string },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, `${method} ${url.slice(0, 60)}: ${res.body}`).toBeLessThan(500);
    }
  });
});

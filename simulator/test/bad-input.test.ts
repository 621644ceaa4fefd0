// Bad input for every slice endpoint: always a 4xx with the error body, never a 5xx.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TENANT, TENANT, testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

function expectErrorBody(res: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { code: string; message: string };
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
}

const badPagedBodies: [string, unknown][] = [
  ['an array', []],
  ['a string', 'sidebar'],
  ['a number', 42],
  ['searchText a number', { searchText: 5 }],
  ['searchText null', { searchText: null }],
  ['searchText an object', { searchText: { $ne: '' } }],
  ['searchText over 200 characters', { searchText: 'x'.repeat(201) }],
  ['pageNumber negative', { pageNumber: -1 }],
  ['pageNumber zero', { pageNumber: 0 }],
  ['pageNumber huge', { pageNumber: 1_000_000_000 }],
  ['pageNumber past the maximum', { pageNumber: 100_001 }],
  ['pageNumber a fraction', { pageNumber: 1.5 }],
  ['pageNumber a numeric string', { pageNumber: '2' }],
  ['pageNumber a boolean', { pageNumber: true }],
  ['pageNumber infinite-ish', { pageNumber: 1e308 }],
  ['pageSize zero', { pageSize: 0 }],
  ['pageSize over 100', { pageSize: 101 }],
  ['pageSize negative', { pageSize: -12 }],
  ['an unknown field', { searchText: 'a', sort: 'name' }],
];

describe.each(['/sponsor/api/v1/spot/search/', '/sponsor/api/v1/spot/available'])('POST %s', (url) => {
  it.each(badPagedBodies)('refuses %s with 400', async (_label, payload) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: JSON_TENANT,
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({
      code: expect.any(String),
      message: expect.any(String),
      details: expect.anything(),
    });
    expect(res.json().code).toBe('validation_failed');
  });

  it('names the fields at fault', async () => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: JSON_TENANT,
      payload: { searchText: 'x'.repeat(201), pageSize: 101, extra: true },
    });
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['extra', 'pageSize', 'searchText']);
  });

  it('accepts the largest page number and page size', async () => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: JSON_TENANT,
      payload: { pageNumber: 100_000, pageSize: 100 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().spots).toEqual([]);
  });

  it('refuses a body with a __proto__ key (prototype poisoning)', async () => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: JSON_TENANT,
      payload: '{"__proto__": {"admin": true}}',
    });
    expectErrorBody(res, 400, 'invalid_json');
  });

  it('refuses a JSON null body', async () => {
    const res = await app.inject({ method: 'POST', url, headers: JSON_TENANT, payload: 'null' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toMatch(/^(validation_failed|invalid_json)$/);
  });

  it('refuses bad JSON, the wrong content type and an oversized body', async () => {
    expectErrorBody(
      await app.inject({ method: 'POST', url, headers: JSON_TENANT, payload: '{"pageNumber":' }),
      400,
      'invalid_json',
    );
    expectErrorBody(
      await app.inject({
        method: 'POST',
        url,
        headers: { ...TENANT, 'content-type': 'application/json' },
        payload: '',
      }),
      400,
      'invalid_json',
    );
    expectErrorBody(
      await app.inject({
        method: 'POST',
        url,
        headers: { ...TENANT, 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
      415,
      'unsupported_media_type',
    );
    expectErrorBody(
      await app.inject({
        method: 'POST',
        url,
        headers: JSON_TENANT,
        payload: JSON.stringify({ searchText: 'y'.repeat(2_000_000) }),
      }),
      413,
      'payload_too_large',
    );
  });

  it('answers a GET with 404 route_not_found', async () => {
    expectErrorBody(await app.inject({ method: 'GET', url, headers: TENANT }), 404, 'route_not_found');
  });
});

const badIds = ['abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999', '2147483648', '%20', 'null', '1;DROP'];

describe.each([
  ['/sponsor/api/v1/spot/{id}/public', TENANT],
  ['/sponsor/api/v1/spot/{id}/status', TENANT],
])('GET %s', (pattern, headers) => {
  it.each(badIds)('refuses id %j with a 4xx error body', async (id) => {
    const res = await app.inject({ method: 'GET', url: pattern.replace('{id}', id), headers });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toMatch(/^(validation_failed|not_found)$/);
  });

  it('answers an unknown id with 404 not_found', async () => {
    expectErrorBody(
      await app.inject({ method: 'GET', url: pattern.replace('{id}', '424242'), headers }),
      404,
      'not_found',
    );
  });

  it('answers a missing id with a 4xx error body', async () => {
    const res = await app.inject({ method: 'GET', url: pattern.replace('{id}', ''), headers });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().code).toMatch(/^(validation_failed|not_found)$/);
  });
});
describe('GET /public/decals/{key}', () => {
  it.each(['1', 'abc', '%20', 'A'.repeat(32), '0'.repeat(31), '0'.repeat(33), `${'0'.repeat(31)}g`])(
    'refuses key %j with 400 validation_failed',
    async (key) => {
      const res = await app.inject({ method: 'GET', url: `/public/decals/${key}` });
      expectErrorBody(res, 400, 'validation_failed');
    },
  );

  it('answers a well-formed key nobody has with 404 not_found', async () => {
    expectErrorBody(
      await app.inject({ method: 'GET', url: `/public/decals/${'0'.repeat(32)}` }),
      404,
      'not_found',
    );
  });
});

describe('POST /__sim/reset', () => {
  it.each<[string, Record<string, unknown>]>([
    ['no scenario', {}],
    ['a number', { scenario: 5 }],
    ['a path', { scenario: '../../etc/passwd' }],
    ['upper case', { scenario: 'DEMO' }],
    ['too long', { scenario: 'a'.repeat(65) }],
    ['an unknown field', { scenario: 'fixture', wipe: true }],
  ])('refuses %s with 400 validation_failed', async (_label, payload) => {
    expectErrorBody(
      await app.inject({ method: 'POST', url: '/__sim/reset', payload }),
      400,
      'validation_failed',
    );
  });

  it('answers an unknown scenario with 404 not_found', async () => {
    expectErrorBody(
      await app.inject({ method: 'POST', url: '/__sim/reset', payload: { scenario: 'nope' } }),
      404,
      'not_found',
    );
  });
});

describe('GET manifest and container info', () => {
  it.each(['/sponsor/api/v1/manifest/', '/account/api/v1/manifest/', '/sponsor/api/v1/'])(
    'ignores stray query parameters on %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url: `${url}?x=1&x=2&__proto__=1`, headers: TENANT });
      expect(res.statusCode).toBe(200);
    },
  );

  it.each(['POST', 'DELETE', 'PUT'] as const)('answers %s on the manifest with 404', async (method) => {
    expectErrorBody(
      await app.inject({ method, url: '/sponsor/api/v1/manifest/', headers: TENANT }),
      404,
      'route_not_found',
    );
  });
});

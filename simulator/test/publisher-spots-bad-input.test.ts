// The publisher's spot endpoints with bad input: every refusal is a 4xx in the one error body, and nothing
// is written (the spots table is read back whole after each).
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, SpotStatus } from '@sponsorspot/contract/constants';
import { SPOT_LIMITS } from '@sponsorspot/contract/rules';
import { TENANT, FIXTURE, expectError, setupApp, signedIn } from './helpers.js';

const API = '/sponsor/api/v1';
const app: FastifyInstance = await setupApp();

let headers: Record<string, string>;
let jsonHeaders: Record<string, string>;
beforeEach(async () => {
  ({ headers, jsonHeaders } = await signedIn(app, FIXTURE.acme));
});

const allSpots = () => app.db.prepare('SELECT * FROM spots ORDER BY id').all();

type Method = 'GET' | 'POST' | 'DELETE';
const send = (method: Method, url: string, payload?: unknown, extra: Record<string, string> = {}) =>
  app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...(payload === undefined ? headers : jsonHeaders), ...extra },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** Sends, expects the status and code, and checks that no spot changed. */
async function refused(status: number, code: string, method: Method, url: string, payload?: unknown) {
  const before = allSpots();
  const res = await send(method, url, payload);
  expectError(res, status, code);
  expect(allSpots()).toEqual(before);
  return res.json() as { details?: unknown };
}

const long = (n: number) => 'x'.repeat(n + 1);

describe('every endpoint needs a signed-in caller and the tenant header', () => {
  const endpoints: [Method, string, unknown?][] = [
    ['POST', '/spot/', { name: 'X' }],
    ['POST', '/spot/update', { id: 2, name: 'X' }],
    ['GET', '/spot/2'],
    ['DELETE', '/spot/2'],
    ['POST', '/publisher/spots', {}],
  ];
  it.each(endpoints)('%s %s', async (method, url, payload) => {
    const before = allSpots();
    const body = payload === undefined ? {} : { payload: payload as object };
    expectError(
      await app.inject({ method, url: `${API}${url}`, headers: TENANT, ...body }),
      401,
      'unauthenticated',
    );
    expectError(
      await app.inject({
        method,
        url: `${API}${url}`,
        headers: { authorization: headers.authorization as string },
        ...body,
      }),
      400,
      ErrorCode.tenantRequired,
    );
    expect(allSpots()).toEqual(before);
  });
});

describe('POST spot/', () => {
  it.each<[string, unknown]>([
    ['no body fields', {}],
    ['a missing name', { description: 'x' }],
    ['a number name', { name: 7 }],
    ['a null name', { name: null }],
    ['an extra field', { name: 'X', status: 2 }],
    ['an extra id', { name: 'X', id: 3 }],
    ['an overlong name', { name: long(SPOT_LIMITS.name) }],
    ['an overlong description', { name: 'X', description: long(SPOT_LIMITS.description) }],
    ['an overlong location path', { name: 'X', locationPath: long(SPOT_LIMITS.locationPath) }],
    ['an overlong sample URL', { name: 'X', sampleUrl: `https://a.test/${long(SPOT_LIMITS.sampleUrl)}` }],
    ['an overlong product', { name: 'X', productJson: `{"a":"${long(SPOT_LIMITS.productJson)}"}` }],
    ['an array body', [{ name: 'X' }]],
    ['a string body', 'name'],
  ])('refuses %s (400 validation_failed)', async (_label, payload) => {
    await refused(400, ErrorCode.validationFailed, 'POST', '/spot/', payload);
  });

  it.each<[string, object, string]>([
    ['a relative sample URL', { name: 'X', sampleUrl: '/page' }, 'sampleUrl'],
    ['a sample URL of another scheme', { name: 'X', sampleUrl: 'javascript:alert(1)' }, 'sampleUrl'],
    ['a product that is not JSON', { name: 'X', productJson: '{size:1}' }, 'productJson'],
    ['a product that is an array', { name: 'X', productJson: '[1]' }, 'productJson'],
    ['a product that is null', { name: 'X', productJson: 'null' }, 'productJson'],
    ['an empty product', { name: 'X', productJson: '' }, 'productJson'],
  ])('refuses %s naming the field', async (_label, payload, field) => {
    const body = await refused(400, ErrorCode.validationFailed, 'POST', '/spot/', payload);
    expect(body.details).toEqual([{ field, message: expect.any(String) }]);
  });

  it('names every bad field at once', async () => {
    const body = await refused(400, ErrorCode.validationFailed, 'POST', '/spot/', {
      name: 'X',
      sampleUrl: 'nope',
      productJson: '7',
    });
    expect((body.details as { field: string }[]).map((d) => d.field)).toEqual(['sampleUrl', 'productJson']);
  });

  it('refuses a body that is not JSON', async () => {
    const before = allSpots();
    const res = await app.inject({
      method: 'POST',
      url: `${API}/spot/`,
      headers: jsonHeaders,
      payload: '{"name":',
    });
    expectError(res, 400, ErrorCode.invalidJson);
    expect(allSpots()).toEqual(before);
  });
});

describe('POST spot/update', () => {
  it.each<[string, unknown]>([
    ['a missing id', { name: 'X' }],
    ['a string id', { id: '2', name: 'X' }],
    ['a zero id', { id: 0 }],
    ['a fractional id', { id: 2.5 }],
    ['an id past 32 bits', { id: 2 ** 31 }],
    ['an unknown status', { id: 2, status: 4 }],
    ['a string status', { id: 2, status: 'Published' }],
    ['an extra field', { id: 2, publisherId: 3 }],
    ['an overlong name', { id: 2, name: long(SPOT_LIMITS.name) }],
    ['a null description', { id: 2, description: null }],
  ])('refuses %s (400 validation_failed)', async (_label, payload) => {
    await refused(400, ErrorCode.validationFailed, 'POST', '/spot/update', payload);
  });

  it('refuses a bad sample URL or product, even beside good fields (nothing half-written)', async () => {
    await refused(400, ErrorCode.validationFailed, 'POST', '/spot/update', {
      id: 2,
      name: 'Good name',
      sampleUrl: 'ftp://files.test',
    });
    await refused(400, ErrorCode.validationFailed, 'POST', '/spot/update', {
      id: 3,
      description: 'Good',
      productJson: '"text"',
    });
  });

  it('answers 404 for an unknown spot and for a spot of another publisher', async () => {
    await refused(404, ErrorCode.notFound, 'POST', '/spot/update', { id: 999_999, name: 'X' });
    await refused(404, ErrorCode.notFound, 'POST', '/spot/update', { id: 5, name: 'X' });
    await refused(404, ErrorCode.notFound, 'POST', '/spot/update', { id: 4, status: SpotStatus.Disabled });
  });

  it('refuses a wrong transition with its details, writing none of the fields sent with it', async () => {
    const body = await refused(409, ErrorCode.invalidTransition, 'POST', '/spot/update', {
      id: 3,
      name: 'Renamed',
      status: SpotStatus.Disabled,
    });
    expect(body.details).toEqual({ from: SpotStatus.Draft, to: SpotStatus.Disabled });
  });
});

describe('GET and DELETE spot/{id}', () => {
  it.each(['0', '2147483648', '01', '9'.repeat(40)])('refuses the id %j (400)', async (id) => {
    await refused(400, ErrorCode.validationFailed, 'GET', `/spot/${id}`);
    await refused(400, ErrorCode.validationFailed, 'DELETE', `/spot/${id}`);
  });

  // Only digits reach these routes, so GET spot/search and DELETE spot/update stay unknown paths.
  it.each(['abc', '-1', '1.5', '%20', 'search', 'update'])('answers 404 for the path spot/%s', async (id) => {
    await refused(404, ErrorCode.routeNotFound, 'GET', `/spot/${id}`);
    await refused(404, ErrorCode.routeNotFound, 'DELETE', `/spot/${id}`);
  });

  it('answers 404 for an unknown id and for a spot of another publisher', async () => {
    await refused(404, ErrorCode.notFound, 'GET', '/spot/999999');
    await refused(404, ErrorCode.notFound, 'DELETE', '/spot/999999');
    await refused(404, ErrorCode.notFound, 'GET', '/spot/6');
    await refused(404, ErrorCode.notFound, 'DELETE', '/spot/6');
  });
});

describe('POST publisher/spots', () => {
  it.each<[string, unknown]>([
    ['an unknown status', { status: [5] }],
    ['a status that is not a list', { status: 2 }],
    ['too many statuses', { status: [0, 1, 2, 3, 0] }],
    ['a page of 0', { pageNumber: 0 }],
    ['a page size past the maximum', { pageSize: 101 }],
    ['a number search', { searchText: 5 }],
    ['an overlong search', { searchText: long(200) }],
    ['an extra field', { publisherId: 3 }],
  ])('refuses %s (400 validation_failed)', async (_label, payload) => {
    await refused(400, ErrorCode.validationFailed, 'POST', '/publisher/spots', payload);
  });

  it('never lists the spots of another publisher, whatever the search', async () => {
    const res = await send('POST', '/publisher/spots', { searchText: 'podcast', pageSize: 100 });
    expect(res.json()).toMatchObject({ totalCount: 0, spots: [] });
  });
});

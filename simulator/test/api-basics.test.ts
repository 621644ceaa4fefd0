// Cross-cutting API rules: tenant guard, CORS, trailing slashes, query arrays, error bodies, OpenAPI.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import { buildApp, parseQueryString } from '../src/app.js';
import { JSON_TENANT, publicDecal, request, TENANT, testApp, testConfig, unchecked } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

describe('tenant guard', () => {
  it('answers 400 tenant_required without the header', async () => {
    const res = await app.inject({ method: 'GET', url: '/sponsor/api/v1/manifest/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'tenant_required', message: expect.stringContaining('X-Tenant-Id') });
  });

  it('answers 403 tenant_unknown for another tenant', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/account/api/v1/manifest/',
      headers: { 'x-tenant-id': 'someone-else' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('tenant_unknown');
  });

  it('guards unknown paths under the prefixes too, and the presence prefix', async () => {
    expect((await app.inject({ method: 'GET', url: '/presence/api/v1/auth/user' })).json().code).toBe(
      'tenant_required',
    );
    const res = await app.inject({ method: 'GET', url: '/sponsor/api/v1/nothing-here', headers: TENANT });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('route_not_found');
  });

  it('lets the right tenant through, in any header case', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sponsor/api/v1/manifest/',
      headers: { 'X-TENANT-ID': 'sponsor-spot' },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(['/health', '/docs/json', '/content', '/content/about', '/__sim/scenarios'])(
    'exempts %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
    },
  );

  it('exempts the public decal of a live spot', async () => {
    const res = await publicDecal(app, 1);
    expect(res.statusCode).toBe(200);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/sponsor/api/v1/spot/search/',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-tenant-id,authorization',
      },
    });

  it('allows an app origin with credentials, the tenant header and Authorization', async () => {
    const res = await preflight('http://localhost:5173');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    expect(allowed).toContain('x-tenant-id');
    expect(allowed).toContain('authorization');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('gives another origin no CORS permission', async () => {
    const res = await preflight('http://evil.test');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets the allow-origin header on actual requests from an app origin', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sponsor/api/v1/manifest',
      headers: { ...TENANT, origin: 'http://localhost:8080' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('routing', () => {
  it('makes trailing slashes optional', async () => {
    const withSlash = await request(app, marketplace.searchSpots, { body: {} });
    const without = await app.inject({
      method: 'POST',
      url: '/sponsor/api/v1/spot/search',
      headers: JSON_TENANT,
      payload: {},
    });
    expect(withSlash.statusCode).toBe(200);
    expect(without.statusCode).toBe(200);
    expect(without.json().totalCount).toBe(withSlash.json().totalCount);
    expect(
      (await app.inject({ method: 'GET', url: '/sponsor/api/v1/manifest', headers: TENANT })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health/' })).statusCode).toBe(200);
  });

  it('reads repeated query keys as arrays, without brackets', () => {
    expect(parseQueryString('s=1&s=2&one=x')).toEqual({ s: ['1', '2'], one: 'x' });
    expect(parseQueryString('s[]=1')).toEqual({ 's[]': '1' });
    expect(parseQueryString('a=1&a=2&a=3').a).toEqual(['1', '2', '3']);
    expect(parseQueryString('a=1&a&=2')).toEqual({ a: ['1', ''], '': '2' });
    expect(parseQueryString('q=a+b%2B&k+y=caf%C3%A9')).toEqual({ q: 'a b+', 'k y': 'café' });
  });

  it('decodes a malformed query escape as URLSearchParams does', () => {
    // Where Fastify's default parser would hand the route the value as typed.
    expect(parseQueryString('q=%E9')).toEqual({ q: '\uFFFD' });
    expect(parseQueryString('q=a%20%zz')).toEqual({ q: 'a %zz' });
  });

  it('hands repeated query keys to routes as arrays', async () => {
    // A route added for this test only, to see what a handler receives.
    const own = await buildApp(testConfig());
    own.get('/probe', async (request) => request.query);
    await own.ready();
    const res = await own.inject({ method: 'GET', url: '/probe?s=1&s=2&t=x' });
    expect(res.json()).toEqual({ s: ['1', '2'], t: 'x' });
    await own.close();
  });
});

describe('error bodies', () => {
  it('answers an unknown route with 404 not_found', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'route_not_found', message: 'No route for GET /no/such/route.' });
  });

  it('answers schema failures with validation_failed and the fields', async () => {
    const res = await request(app, marketplace.searchSpots, {
      body: unchecked({ pageNumber: 'two', pageSize: 0, colour: 'red' }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'colour', message: 'is not allowed' },
        { field: 'pageNumber', message: expect.any(String) },
        { field: 'pageSize', message: expect.any(String) },
      ]),
    );
  });

  it('answers bad JSON with 400 invalid_json', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sponsor/api/v1/spot/search/',
      headers: JSON_TENANT,
      payload: '{"searchText": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_json', message: expect.any(String) });
  });

  it('answers a body over the limit with 413 payload_too_large', async () => {
    const res = await request(app, marketplace.searchSpots, { body: { searchText: 'x'.repeat(1_100_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('answers a non-JSON body with 415 unsupported_media_type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sponsor/api/v1/spot/search/',
      headers: { ...TENANT, 'content-type': 'text/plain' },
      payload: 'searchText=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('answers a failure inside a handler with a 500 that tells nothing of the cause', async () => {
    const own = await buildApp(testConfig());
    own.get('/boom', async () => {
      throw new Error('SQLITE_CORRUPT: secret table xyz at /srv/data.db');
    });
    await own.ready();
    const res = await own.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: expect.any(String) });
    expect(res.body).not.toContain('SQLITE');
    expect(res.body).not.toContain('stack');
    await own.close();
  });

  it('sets nosniff and a referrer policy on responses', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('OpenAPI', () => {
  it('documents the slice routes with their schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/sponsor/api/v1/spot/search/',
      '/sponsor/api/v1/spot/available',
      '/sponsor/api/v1/spot/{id}/public',
      '/sponsor/api/v1/spot/{id}/status',
      '/sponsor/api/v1/manifest/',
      '/account/api/v1/manifest/',
      '/public/decals/{key}',
      '/__sim/reset',
      '/__sim/scenarios',
      '/health',
    ]) {
      expect(paths).toContain(p);
    }
    // The container-info route is the prefix itself; it is listed without the optional trailing slash.
    expect(paths.some((p) => p.replace(/\/$/, '') === '/sponsor/api/v1')).toBe(true);
    const search = doc.paths['/sponsor/api/v1/spot/search/'].post;
    expect(search.requestBody.content['application/json'].schema.properties).toHaveProperty('searchText');
    expect(search.responses).toHaveProperty('200');
    expect(search.responses).toHaveProperty('400');
  });

  it('serves the docs page at /docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

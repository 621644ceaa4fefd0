// The 44 spec calls (docs/api.md): each is listed in the OpenAPI document with a success response and the one
// error body, and each answers (a route, never "No route for …") with a status the document lists.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '@sponsorspot/contract/endpoint';
import { ENDPOINTS } from '@sponsorspot/contract/endpoint-list';
import { JSON_TENANT, TENANT, testApp } from './helpers.js';

const AUTH = '/presence/api/v1/auth';
const USER = '/presence/api/v1/user';
const ACCOUNT = '/account/api/v1';
const SPONSOR = '/sponsor/api/v1';

/**
 * The spec calls in their order: method, the path as the OpenAPI document names it, and a concrete URL to
 * call.
 */
const SPEC_CALLS: ReadonlyArray<readonly [method: string, documented: string, url: string]> = [
  ['POST', `${AUTH}/login`, `${AUTH}/login`],
  ['POST', `${AUTH}/external`, `${AUTH}/external`],
  ['GET', `${AUTH}/logout`, `${AUTH}/logout`],
  ['GET', `${AUTH}/user`, `${AUTH}/user`],
  ['POST', `${AUTH}/refresh`, `${AUTH}/refresh`],
  ['POST', `${AUTH}/register`, `${AUTH}/register`],
  ['POST', `${AUTH}/verify/{code}`, `${AUTH}/verify/abc`],
  ['POST', `${AUTH}/password/forgot`, `${AUTH}/password/forgot`],
  ['POST', `${AUTH}/password/reset/{code}`, `${AUTH}/password/reset/abc`],
  ['POST', `${USER}/search/`, `${USER}/search/`],
  ['GET', `${USER}/summary/`, `${USER}/summary/`],
  ['GET', `${USER}/{id}`, `${USER}/1`],
  ['GET', `${USER}/profile/`, `${USER}/profile/`],
  ['POST', `${USER}/profile/`, `${USER}/profile/`],
  ['GET', `${USER}/public/{id}`, `${USER}/public/1`],
  ['POST', `${USER}/link/`, `${USER}/link/?id=1`],
  ['DELETE', `${USER}/link/{id}`, `${USER}/link/1`],
  ['POST', `${USER}/block/{id}/{flag}`, `${USER}/block/1/1`],
  ['GET', `${ACCOUNT}/account/`, `${ACCOUNT}/account/`],
  ['GET', `${ACCOUNT}/account/stripe_account`, `${ACCOUNT}/account/stripe_account`],
  ['GET', `${ACCOUNT}/account/stripe_session`, `${ACCOUNT}/account/stripe_session?id=cs_none`],
  ['POST', `${ACCOUNT}/account/stripe_checkout`, `${ACCOUNT}/account/stripe_checkout`],
  ['GET', `${ACCOUNT}/manifest/`, `${ACCOUNT}/manifest/`],
  ['POST', `${SPONSOR}/spot/search/`, `${SPONSOR}/spot/search/`],
  ['POST', `${SPONSOR}/spot/analytics`, `${SPONSOR}/spot/analytics`],
  ['GET', `${SPONSOR}/spot/{id}`, `${SPONSOR}/spot/1`],
  ['GET', `${SPONSOR}/spot/{id}/public`, `${SPONSOR}/spot/1/public`],
  ['GET', `${SPONSOR}/spot/{id}/status`, `${SPONSOR}/spot/1/status`],
  ['POST', `${SPONSOR}/spot/available`, `${SPONSOR}/spot/available`],
  ['POST', `${SPONSOR}/spot/`, `${SPONSOR}/spot/`],
  ['POST', `${SPONSOR}/spot/update`, `${SPONSOR}/spot/update`],
  ['DELETE', `${SPONSOR}/spot/{id}`, `${SPONSOR}/spot/1`],
  ['POST', `${SPONSOR}/spot/content/update`, `${SPONSOR}/spot/content/update`],
  ['POST', `${SPONSOR}/spot/content/aicheck`, `${SPONSOR}/spot/content/aicheck`],
  ['POST', `${SPONSOR}/spot/content/reserve`, `${SPONSOR}/spot/content/reserve`],
  ['POST', `${SPONSOR}/spot/content/unreserve`, `${SPONSOR}/spot/content/unreserve`],
  ['DELETE', `${SPONSOR}/spot/{spotId}/content/{contentId}/decal`, `${SPONSOR}/spot/1/content/1/decal`],
  ['GET', `${SPONSOR}/sponsor/{sponsorId}/spot/{spotId}/content`, `${SPONSOR}/sponsor/1/spot/1/content`],
  ['GET', `${SPONSOR}/publisher/profile`, `${SPONSOR}/publisher/profile`],
  ['POST', `${SPONSOR}/publisher/connect`, `${SPONSOR}/publisher/connect`],
  ['GET', `${SPONSOR}/manifest/`, `${SPONSOR}/manifest/`],
  ['GET', `${SPONSOR}/manifest/usage`, `${SPONSOR}/manifest/usage`],
  ['POST', `${SPONSOR}/spot/upload/{spotId}`, `${SPONSOR}/spot/upload/1`],
  ['GET', `${SPONSOR}`, `${SPONSOR}/`],
];

interface Operation {
  'x-sponsorspot-extension'?: boolean;
  responses: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  >;
}

let app: FastifyInstance;
let documented: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  app = await testApp();
  documented = (await app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
});
afterAll(async () => {
  await app.close();
});

/** The document's operation for a path; the container-info route is listed without its trailing slash. */
function operation(method: string, path: string): Operation | undefined {
  const entry = documented[path] ?? documented[`${path}/`] ?? documented[path.replace(/\/$/, '')];
  return entry?.[method.toLowerCase()];
}

describe('the spec calls the app makes', () => {
  it('are 44, none listed twice', () => {
    expect(SPEC_CALLS).toHaveLength(44);
    expect(new Set(SPEC_CALLS.map(([method, path]) => `${method} ${path}`)).size).toBe(44);
  });

  it.each(SPEC_CALLS)('%s %s is documented with a success and the error body', (method, path) => {
    const op = operation(method, path);
    expect(op, `${method} ${path} missing from /docs/json`).toBeDefined();
    const codes = Object.keys(op!.responses);
    expect(codes.some((code) => code.startsWith('2'))).toBe(true);
    const failure = codes.find((code) => code.startsWith('4'));
    expect(failure, 'no 4xx documented').toBeDefined();
    const errorSchema = op!.responses[failure!]!.content?.['application/json']?.schema;
    expect(Object.keys(errorSchema?.properties ?? {})).toEqual(expect.arrayContaining(['code', 'message']));
  });

  it.each(SPEC_CALLS)('%s %s answers with a documented status', async (method, path, url) => {
    const res = await app.inject({
      method: method as 'GET' | 'POST' | 'DELETE',
      url,
      headers: method === 'POST' ? JSON_TENANT : TENANT,
      ...(method === 'POST' ? { payload: '{}' } : {}),
    });
    // A call with no session and an empty body is refused or answered, but always by its own route.
    if (res.statusCode === 404) expect(res.json().message).not.toMatch(/^No route for/);
    expect(Object.keys(operation(method, path)!.responses)).toContain(String(res.statusCode));
  });
});

describe('the contract declares every endpoint once', () => {
  const declared = ENDPOINTS.map(({ name, endpoint }) => ({
    name,
    endpoint,
    key: `${endpoint.method} ${openApiPath(endpoint)}`,
  }));

  it('marks exactly the 44 spec calls as spec', () => {
    const spec = declared.filter(({ endpoint }) => endpoint.spec).map(({ key }) => key.replace(/\/$/, ''));
    const expected = SPEC_CALLS.map(([method, path]) => `${method} ${path}`.replace(/\/$/, ''));
    expect(spec.sort()).toEqual(expected.sort());
  });

  it('has no method and path twice', () => {
    expect(new Set(declared.map(({ key }) => key)).size).toBe(declared.length);
  });

  it.each(declared.map((d) => [d.name, d] as const))(
    '%s is in the document, marked as an extension exactly when it is not a spec call',
    (_name, { endpoint }) => {
      const op = operation(endpoint.method, openApiPath(endpoint));
      expect(op, `${endpoint.method} ${openApiPath(endpoint)} missing from /docs/json`).toBeDefined();
      expect(op!['x-sponsorspot-extension'] === true).toBe(!endpoint.spec);
    },
  );

  it('leaves no API route undeclared: every operation under the services, /public and /__sim is a declaration', () => {
    const declaredKeys = new Set(declared.map(({ key }) => key));
    const apiPath = /^\/(presence|account|sponsor)\/api\/v1\/|^\/public\/|^\/__sim\//;
    const undeclared = Object.entries(documented).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((key) => apiPath.test(key.split(' ')[1]!) && !declaredKeys.has(key)),
    );
    expect(undeclared).toEqual([]);
  });
});

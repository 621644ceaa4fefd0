// Bad input for every identity endpoint: wrong types, missing and extra fields, overlong strings. Always
// 400 validation_failed (or the JSON errors) with the error body; never a 5xx.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { bearer, expectError, JSON_TENANT, loggedIn, TENANT, testApp } from './helpers.js';

let app: FastifyInstance;
let jwt: string;
beforeAll(async () => {
  app = await testApp();
  ({ jwt } = await loggedIn(app));
});
afterAll(async () => {
  await app.close();
});

const EMAIL = 'someone@example.test';
const long = (n: number) => 'x'.repeat(n);
const commonBadBodies: [string, unknown][] = [
  ['an array', []],
  ['a string', 'hello'],
  ['a number', 7],
  ['null', null],
];

const cases: { url: string; valid: Record<string, unknown>; bad: [string, unknown][] }[] = [
  {
    url: endpointUrl(auth.login),
    valid: { email: EMAIL, password: 'Whatever-123' },
    bad: [
      ['no email', { password: 'Whatever-123' }],
      ['no password', { email: EMAIL }],
      ['email a number', { email: 5, password: 'Whatever-123' }],
      ['email an object', { email: { $ne: '' }, password: 'Whatever-123' }],
      ['email without @', { email: 'someone', password: 'Whatever-123' }],
      ['email with a space', { email: 'some one@example.test', password: 'Whatever-123' }],
      ['email over 254 characters', { email: `${long(250)}@example.test`, password: 'Whatever-123' }],
      ['password empty', { email: EMAIL, password: '' }],
      ['password an array', { email: EMAIL, password: ['a'] }],
      ['password null', { email: EMAIL, password: null }],
      ['password over 1024 characters', { email: EMAIL, password: long(1025) }],
      ['an extra field', { email: EMAIL, password: 'Whatever-123', remember: true }],
    ],
  },
  {
    url: endpointUrl(auth.register),
    valid: { email: EMAIL, password: 'Whatever-123', name: 'Some One' },
    bad: [
      ['no name', { email: EMAIL, password: 'Whatever-123' }],
      ['no email', { password: 'Whatever-123', name: 'Some One' }],
      ['no password', { email: EMAIL, name: 'Some One' }],
      ['name empty', { email: EMAIL, password: 'Whatever-123', name: '' }],
      ['name blank', { email: EMAIL, password: 'Whatever-123', name: '   ' }],
      ['name over 100 characters', { email: EMAIL, password: 'Whatever-123', name: long(101) }],
      ['name a number', { email: EMAIL, password: 'Whatever-123', name: 42 }],
      [
        'email over 254 characters',
        { email: `${long(250)}@example.test`, password: 'Whatever-123', name: 'A' },
      ],
      ['password over 1024 characters', { email: EMAIL, password: long(1025), name: 'Some One' }],
      ['password a number', { email: EMAIL, password: 12345678901, name: 'Some One' }],
      ['an extra field', { email: EMAIL, password: 'Whatever-123', name: 'Some One', roles: ['Admin'] }],
    ],
  },
  {
    url: endpointUrl(auth.resendVerification),
    valid: { email: EMAIL },
    bad: [
      ['no email', {}],
      ['email a boolean', { email: true }],
      ['email over 254 characters', { email: `${long(250)}@example.test` }],
      ['an extra field', { email: EMAIL, force: true }],
    ],
  },
  {
    url: endpointUrl(auth.forgotPassword),
    valid: { email: EMAIL },
    bad: [
      ['no email', {}],
      ['email a number', { email: 1 }],
      ['email without @', { email: 'x' }],
      ['email over 254 characters', { email: `${long(250)}@example.test` }],
      ['an extra field', { email: EMAIL, redirect: 'https://evil.test' }],
    ],
  },
  {
    url: endpointUrl(auth.resetPassword, { code: 'ABCDEFGH' }),
    valid: { password: 'Whatever-123' },
    bad: [
      ['no password', {}],
      ['password a number', { password: 1234567890 }],
      ['password over 1024 characters', { password: long(1025) }],
      ['an extra field', { password: 'Whatever-123', email: EMAIL }],
    ],
  },
  {
    url: endpointUrl(auth.refresh),
    valid: { refreshToken: 'A'.repeat(43) },
    bad: [
      ['no token', {}],
      ['token empty', { refreshToken: '' }],
      ['token a number', { refreshToken: 5 }],
      ['token an object', { refreshToken: { $gt: '' } }],
      ['token over 512 characters', { refreshToken: long(513) }],
      ['an extra field', { refreshToken: 'abc', jwt: 'x' }],
    ],
  },
];

describe.each(cases)('POST $url', ({ url, valid, bad }) => {
  it.each([...commonBadBodies, ...bad])('refuses %s with 400 validation_failed', async (_label, payload) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: JSON_TENANT,
      payload: JSON.stringify(payload),
    });
    expectError(res, 400, 'validation_failed');
    expect(res.json().details).toEqual(
      expect.arrayContaining([{ field: expect.any(String), message: expect.any(String) }]),
    );
  });

  it('refuses broken JSON, an empty body and a text body without a 5xx', async () => {
    const broken = await app.inject({ method: 'POST', url, headers: JSON_TENANT, payload: '{"email":' });
    expectError(broken, 400, 'invalid_json');
    const empty = await app.inject({ method: 'POST', url, headers: JSON_TENANT });
    expect(empty.statusCode).toBe(400);
    const text = await app.inject({
      method: 'POST',
      url,
      headers: { ...TENANT, 'content-type': 'text/plain' },
      payload: JSON.stringify(valid),
    });
    expectError(text, 415, 'unsupported_media_type');
  });

  it('answers a valid body with no 4xx about its shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: JSON_TENANT,
      payload: JSON.stringify(valid),
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).not.toBe('validation_failed');
  });
});

describe('codes in the path', () => {
  it.each([
    ['symbols', 'ABC-DEF!'],
    ['over 32 characters', 'A'.repeat(33)],
    ['a space', 'ABCD%20EFG'],
    ['a quote', "ABCD'--"],
  ])('refuses a code with %s', async (_label, code) => {
    expectError(
      await app.inject({ method: 'POST', url: endpointUrl(auth.verifyEmail, { code }), headers: TENANT }),
      400,
      'validation_failed',
    );
    const reset = await app.inject({
      method: 'POST',
      url: endpointUrl(auth.resetPassword, { code }),
      headers: JSON_TENANT,
      payload: { password: 'Whatever-123' },
    });
    expectError(reset, 400, 'validation_failed');
  });

  it('answers an unknown but well-formed code with code_invalid', async () => {
    expectError(
      await app.inject({
        method: 'POST',
        url: endpointUrl(auth.verifyEmail, { code: 'ZZZZ' }),
        headers: TENANT,
      }),
      400,
      'code_invalid',
    );
  });
});

describe('GET logout and user', () => {
  it('refuses an extra query parameter on logout', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${endpointUrl(auth.logout)}?scope=all&user=2`,
      headers: bearer(jwt),
    });
    expectError(res, 400, 'validation_failed');
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('answers %s user with a 4xx', async (method) => {
    const res = await app.inject({ method, url: endpointUrl(auth.currentUser), headers: bearer(jwt) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers a bearer header with control characters or a huge value with a 4xx', async () => {
    for (const authorization of [`Bearer ${'a'.repeat(5000)}`, 'Bearer a b c', 'Bearer \u0001x']) {
      const res = await app.inject({
        method: 'GET',
        url: endpointUrl(auth.currentUser),
        headers: { ...TENANT, authorization },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('control API bodies', () => {
  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['email and userId together', { email: 'admin@fixture.test', userId: 1 }],
    ['userId a string', { userId: '1' }],
    ['userId zero', { userId: 0 }],
    ['email over 254 characters', { email: long(255) }],
    ['an array', []],
  ])('POST /__sim/sessions/expire refuses %s', async (_label, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: endpointUrl(sim.expireSessions),
      ...(payload === undefined
        ? {}
        : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toEqual(expect.any(String));
  });

  it('GET /__sim/outbox refuses an overlong or an unknown query parameter', async () => {
    expectError(
      await app.inject({ method: 'GET', url: `${endpointUrl(sim.listOutbox)}?to=${long(255)}` }),
      400,
      'validation_failed',
    );
    expectError(
      await app.inject({ method: 'GET', url: `${endpointUrl(sim.listOutbox)}?kind=verification` }),
      400,
      'validation_failed',
    );
  });
});

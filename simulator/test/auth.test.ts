// Presence auth: login, the access token and its claims, the bearer check against forged and expired
// tokens, refresh rotation and reuse detection, logout, the current user, and sessions expired by QA.
import jsonwebtoken, { type Algorithm, type JwtPayload } from 'jsonwebtoken';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { DEFAULT_JWT_SECRET } from '../src/config.js';
import {
  ACME,
  ADMIN,
  advanceClock,
  expectError,
  FIXTURE_PASSWORD,
  loggedIn,
  login,
  request,
  resetScenario,
  type Session,
  setupApp,
  unchecked,
} from './helpers.js';

const app = await setupApp();

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The session's access token and its refresh token are both refused as revoked. */
async function expectSessionRevoked(session: Session) {
  expectError(await request(app, auth.currentUser, {}, { token: session.jwt }), 401, 'session_revoked');
  expectError(
    await request(app, auth.refresh, { body: { refreshToken: session.refreshToken } }),
    401,
    'session_revoked',
  );
}

/** A token's claims, read without checking its signature. */
const decodeJwt = (token: string) => jsonwebtoken.decode(token, { json: true }) as JwtPayload;

/**
 * A token like the simulator's, but signed as the test says. jsonwebtoken keeps the iat it is given (and adds
 * one to claims without it, unless `noTimestamp`).
 */
function forge(
  claims: Record<string, unknown> | string,
  {
    secret = DEFAULT_JWT_SECRET,
    alg = 'HS256',
    noTimestamp = false,
  }: { secret?: jsonwebtoken.Secret; alg?: Algorithm; noTimestamp?: boolean } = {},
) {
  return jsonwebtoken.sign(claims, secret, { algorithm: alg, ...(noTimestamp ? { noTimestamp } : {}) });
}

describe('POST login', () => {
  it('answers tokens and the user for the right password', async () => {
    const res = await login(app, ADMIN.email, FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Session;
    expect(body).toEqual({
      jwt: expect.any(String),
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: ADMIN,
    });
  });

  it('ignores the case of the email', async () => {
    const res = await login(app, 'ADMIN@Fixture.Test', FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(ADMIN.id);
  });

  it('signs an HS256 token with the claims of contract/claims.ts: sub, email, name, role, Feature, sid, iat, exp = iat + 1 h, iss', async () => {
    const admin = await loggedIn(app);
    expect(jsonwebtoken.decode(admin.jwt, { complete: true })?.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(admin.jwt);
    expect(claims).toEqual({
      sub: '1',
      email: ADMIN.email,
      name: ADMIN.name,
      role: ['Admin'],
      Feature: '',
      sid: expect.any(String),
      iat: expect.any(Number),
      exp: (claims.iat as number) + 3600,
      iss: 'sponsorspot-simulator',
    });
    const acme = decodeJwt((await loggedIn(app, ACME.email)).jwt);
    expect(acme.role).toEqual([]);
    expect(acme.Feature).toBe('SubscriptionLevel.Pro;Download.HTML');
  });

  it('stores argon2id hashes, never the password', async () => {
    const row = app.db.prepare('SELECT * FROM users WHERE id = 1').get() as Record<string, unknown>;
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain(FIXTURE_PASSWORD);
  });

  it('answers invalid_credentials for a wrong password and for an unknown email, identically', async () => {
    const wrong = await login(app, ADMIN.email, 'Wrong!2026x');
    const unknown = await login(app, 'nobody@fixture.test', 'Wrong!2026x');
    expectError(wrong, 401, 'invalid_credentials');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    const { date: _d1, ...wrongHeaders } = wrong.headers;
    const { date: _d2, ...unknownHeaders } = unknown.headers;
    expect(unknownHeaders).toEqual(wrongHeaders);
  });

  it('needs the tenant header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: endpointUrl(auth.login),
      payload: { email: ADMIN.email, password: FIXTURE_PASSWORD },
    });
    expectError(res, 400, 'tenant_required');
  });
});

describe('the bearer check (GET user)', () => {
  it('answers the signed-in user', async () => {
    const { jwt } = await loggedIn(app);
    const res = await request(app, auth.currentUser, {}, { token: jwt });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...ADMIN,
      verified: true,
      roles: ['Admin'],
      features: [],
      createdAt: expect.any(String),
    });
    expect(res.body).not.toContain('argon2');
  });

  it('answers unauthenticated without a bearer token', async () => {
    expectError(await request(app, auth.currentUser), 401, 'unauthenticated');
    const basic = await request(
      app,
      auth.currentUser,
      {},
      { headers: { authorization: 'Basic YWRtaW46c2VjcmV0' } },
    );
    expectError(basic, 401, 'unauthenticated');
  });

  it.each([
    ['an empty bearer', ''],
    ['garbage', 'not-a-jwt'],
    ['three garbage parts', 'a.b.c'],
    ['a huge token', 'x'.repeat(10_000)],
    ['a JSON header that is not a JWT', `${b64({ alg: 'HS256' })}.${b64('x')}.sig`],
  ])('answers token_invalid for a malformed token: %s', async (_label, token) => {
    expectError(await request(app, auth.currentUser, {}, { token: token }), 401, 'token_invalid');
  });

  it('answers token_invalid for a tampered payload or signature', async () => {
    const { jwt } = await loggedIn(app, ACME.email);
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const claims = decodeJwt(jwt);
    const promoted = `${header}.${b64({ ...claims, role: ['Admin'] })}.${signature}`;
    expectError(await request(app, auth.currentUser, {}, { token: promoted }), 401, 'token_invalid');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expectError(
      await request(app, auth.currentUser, {}, { token: `${header}.${payload}.${flipped}` }),
      401,
      'token_invalid',
    );
    expectError(
      await request(app, auth.currentUser, {}, { token: `${header}.${payload}.` }),
      401,
      'token_invalid',
    );
  });

  it('answers token_invalid for alg none, another algorithm, another secret and another issuer', async () => {
    const { jwt } = await loggedIn(app);
    const claims = decodeJwt(jwt);
    const [, payload] = jwt.split('.') as [string, string];
    expectError(
      await request(app, auth.currentUser, {}, { token: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.` }),
      401,
      'token_invalid',
    );
    expectError(
      await request(app, auth.currentUser, {}, { token: `${b64({ alg: 'none' })}.${payload}` }),
      401,
      'token_invalid',
    );
    expectError(
      await request(app, auth.currentUser, {}, { token: forge(claims, { alg: 'none', secret: '' }) }),
      401,
      'token_invalid',
    );
    expectError(
      await request(app, auth.currentUser, {}, { token: forge(claims, { alg: 'HS512' }) }),
      401,
      'token_invalid',
    );
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expectError(
      await request(
        app,
        auth.currentUser,
        {},
        { token: forge(claims, { alg: 'ES256', secret: privateKey }) },
      ),
      401,
      'token_invalid',
    );
    expectError(
      await request(
        app,
        auth.currentUser,
        {},
        { token: forge(claims, { secret: 'another-secret-that-is-long-enough-for-hs256!' }) },
      ),
      401,
      'token_invalid',
    );
    expectError(
      await request(app, auth.currentUser, {}, { token: forge({ ...claims, iss: 'someone-else' }) }),
      401,
      'token_invalid',
    );
    const { iss: _iss, ...noIssuer } = claims;
    expectError(await request(app, auth.currentUser, {}, { token: forge(noIssuer) }), 401, 'token_invalid');
    // The control: the same claims signed properly pass, so the refusals above are about the signing.
    expect((await request(app, auth.currentUser, {}, { token: forge(claims) })).statusCode).toBe(200);
  });

  it('answers token_invalid for a well-signed token whose claims are wrong', async () => {
    const claims = decodeJwt((await loggedIn(app)).jwt);
    const { sid: _sid, ...noSid } = claims;
    expectError(await request(app, auth.currentUser, {}, { token: forge(noSid) }), 401, 'token_invalid');
    expectError(
      await request(app, auth.currentUser, {}, { token: forge({ ...claims, sub: 'admin' }) }),
      401,
      'token_invalid',
    );
    expectError(
      await request(app, auth.currentUser, {}, { token: forge({ ...claims, role: 'Admin' }) }),
      401,
      'token_invalid',
    );
    // exp and iat are required: a token without exp would otherwise never expire.
    const { exp: _exp, ...noExpiry } = claims;
    expectError(await request(app, auth.currentUser, {}, { token: forge(noExpiry) }), 401, 'token_invalid');
    expectError(
      await request(app, auth.currentUser, {}, { token: forge(claims, { noTimestamp: true }) }),
      401,
      'token_invalid',
    );
    // Not valid before its expiry: a token from the future is invalid, not expired.
    expectError(
      await request(app, auth.currentUser, {}, { token: forge({ ...claims, nbf: claims.exp }) }),
      401,
      'token_invalid',
    );
    // A payload that is not a JSON object, signed all the same.
    expectError(
      await request(app, auth.currentUser, {}, { token: forge(JSON.stringify(claims).slice(1)) }),
      401,
      'token_invalid',
    );
  });

  it('refuses a well-signed token naming another user than its session, or no session (session_revoked)', async () => {
    const claims = decodeJwt((await loggedIn(app, ACME.email)).jwt);
    expectError(
      await request(app, auth.currentUser, {}, { token: forge({ ...claims, sub: '1' }) }),
      401,
      'session_revoked',
    );
    expectError(
      await request(app, auth.currentUser, {}, { token: forge({ ...claims, sid: 'no-such-session' }) }),
      401,
      'session_revoked',
    );
  });

  it('answers token_expired 61 minutes later by the simulator clock, and refresh still works', async () => {
    const session = await loggedIn(app);
    await advanceClock(app, 59 * 60);
    expect((await request(app, auth.currentUser, {}, { token: session.jwt })).statusCode).toBe(200);
    await advanceClock(app, 2 * 60);
    expectError(await request(app, auth.currentUser, {}, { token: session.jwt }), 401, 'token_expired');
    const renewed = await request(app, auth.refresh, { body: { refreshToken: session.refreshToken } });
    expect(renewed.statusCode).toBe(200);
    expect((await request(app, auth.currentUser, {}, { token: renewed.json().jwt })).statusCode).toBe(200);
  });
});

describe('POST refresh', () => {
  it('rotates: new tokens with the same session, the old refresh token spent', async () => {
    const first = await loggedIn(app);
    const res = await request(app, auth.refresh, { body: { refreshToken: first.refreshToken } });
    expect(res.statusCode).toBe(200);
    const second = res.json() as Session;
    expect(second.user).toEqual(ADMIN);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.jwt).sid).toBe(decodeJwt(first.jwt).sid);
    expect((await request(app, auth.currentUser, {}, { token: second.jwt })).statusCode).toBe(200);
    const stored = app.db.prepare('SELECT token_hash FROM refresh_tokens').pluck().all() as string[];
    expect(stored).toHaveLength(2);
    expect(stored).not.toContain(first.refreshToken);
    expect(stored).not.toContain(second.refreshToken);
  });

  it('carries the current roles and features into the new token', async () => {
    const first = await loggedIn(app, ACME.email);
    app.db.prepare("UPDATE users SET features = 'SubscriptionLevel.Enterprise' WHERE id = 2").run();
    const second = (
      await request(app, auth.refresh, { body: { refreshToken: first.refreshToken } })
    ).json() as Session;
    expect(decodeJwt(second.jwt).Feature).toBe('SubscriptionLevel.Enterprise');
  });

  it('ends the whole family when a rotated token is presented again', async () => {
    const first = await loggedIn(app);
    const second = (
      await request(app, auth.refresh, { body: { refreshToken: first.refreshToken } })
    ).json() as Session;
    expectError(
      await request(app, auth.refresh, { body: { refreshToken: first.refreshToken } }),
      401,
      'refresh_token_reused',
    );
    // The newer token and the newer access token of the family stop working too.
    expectError(
      await request(app, auth.refresh, { body: { refreshToken: second.refreshToken } }),
      401,
      'session_revoked',
    );
    expectError(await request(app, auth.currentUser, {}, { token: second.jwt }), 401, 'session_revoked');
  });

  it('leaves the other sessions of the user alone when one family is reused', async () => {
    const a = await loggedIn(app);
    const b = await loggedIn(app);
    await request(app, auth.refresh, { body: { refreshToken: a.refreshToken } });
    expectError(
      await request(app, auth.refresh, { body: { refreshToken: a.refreshToken } }),
      401,
      'refresh_token_reused',
    );
    expect((await request(app, auth.refresh, { body: { refreshToken: b.refreshToken } })).statusCode).toBe(
      200,
    );
  });

  it('answers token_invalid for a token it never issued', async () => {
    expectError(
      await request(app, auth.refresh, { body: { refreshToken: 'A'.repeat(43) } }),
      401,
      'token_invalid',
    );
  });

  it('keeps the 365-day absolute lifetime: rotation does not extend it', async () => {
    let session = await loggedIn(app);
    await advanceClock(app, 300 * 24 * 3600);
    session = (
      await request(app, auth.refresh, { body: { refreshToken: session.refreshToken } })
    ).json() as Session;
    await advanceClock(app, 64 * 24 * 3600);
    session = (
      await request(app, auth.refresh, { body: { refreshToken: session.refreshToken } })
    ).json() as Session;
    expect(session.refreshToken).toEqual(expect.any(String));
    await advanceClock(app, 2 * 24 * 3600);
    expectError(
      await request(app, auth.refresh, { body: { refreshToken: session.refreshToken } }),
      401,
      'token_expired',
    );
  });
});

describe('GET logout', () => {
  it('ends this session only', async () => {
    const a = await loggedIn(app);
    const b = await loggedIn(app);
    const res = await request(app, auth.logout, {}, { token: a.jwt });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loggedOut: true });
    await expectSessionRevoked(a);
    expect((await request(app, auth.currentUser, {}, { token: b.jwt })).statusCode).toBe(200);
  });

  it('ends every session of the user with ?scope=all, and no one else', async () => {
    const a = await loggedIn(app);
    const b = await loggedIn(app);
    const other = await loggedIn(app, ACME.email);
    const res = await request(app, auth.logout, { query: { scope: 'all' } }, { token: a.jwt });
    expect(res.statusCode).toBe(200);
    for (const s of [a, b]) {
      await expectSessionRevoked(s);
    }
    expect((await request(app, auth.currentUser, {}, { token: other.jwt })).statusCode).toBe(200);
  });

  it('answers 401 without a valid token and for a second logout', async () => {
    expectError(await request(app, auth.logout), 401, 'unauthenticated');
    const a = await loggedIn(app);
    await request(app, auth.logout, {}, { token: a.jwt });
    expectError(await request(app, auth.logout, {}, { token: a.jwt }), 401, 'session_revoked');
  });

  it('refuses an unknown scope', async () => {
    const a = await loggedIn(app);
    const res = await request(
      app,
      auth.logout,
      { query: unchecked({ scope: 'everything' }) },
      { token: a.jwt },
    );
    expectError(res, 400, 'validation_failed');
    expect((await request(app, auth.currentUser, {}, { token: a.jwt })).statusCode).toBe(200);
  });
});

describe('POST /__sim/sessions/expire', () => {
  it('ends every session of the user by email: the access token and the refresh token fail', async () => {
    const a = await loggedIn(app);
    const b = await loggedIn(app);
    const other = await loggedIn(app, ACME.email);
    const res = await request(app, sim.expireSessions, { body: { email: ADMIN.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    for (const s of [a, b]) {
      await expectSessionRevoked(s);
    }
    expect((await request(app, auth.currentUser, {}, { token: other.jwt })).statusCode).toBe(200);
    // Logging in again starts a fresh session.
    expect((await request(app, auth.currentUser, {}, { token: (await loggedIn(app)).jwt })).statusCode).toBe(
      200,
    );
  });

  it('takes a user id, and answers 404 for an unknown user', async () => {
    await loggedIn(app, ACME.email);
    const byId = await request(app, sim.expireSessions, { body: { userId: ACME.id } });
    expect(byId.json()).toEqual({ revoked: 1 });
    const unknown = await request(app, sim.expireSessions, { body: { userId: 999 } });
    expectError(unknown, 404, 'not_found');
  });
});

describe('app.identity.issueSession (social sign-in uses it)', () => {
  it('starts a session like login does', async () => {
    const session = await app.identity.issueSession(ACME.id);
    expect(session.user.id).toBe(ACME.id);
    expect((await request(app, auth.currentUser, {}, { token: session.jwt })).statusCode).toBe(200);
    expect(
      (await request(app, auth.refresh, { body: { refreshToken: session.refreshToken } })).statusCode,
    ).toBe(200);
  });
});

describe('a scenario reset', () => {
  it('ends every session and puts the clock back', async () => {
    const session = await loggedIn(app);
    await advanceClock(app, 3600);
    await resetScenario(app);
    const clock = await request(app, sim.getClock);
    expect(clock.json().offsetMs).toBe(0);
    expectError(await request(app, auth.currentUser, {}, { token: session.jwt }), 401, 'session_revoked');
    expectError(
      await request(app, auth.refresh, { body: { refreshToken: session.refreshToken } }),
      401,
      'token_invalid',
    );
  });

  it('lets no wrong password through after it either', async () => {
    await resetScenario(app);
    expectError(await login(app, ADMIN.email, 'secret!2026'), 401, 'invalid_credentials');
    expect(
      (await request(app, auth.login, { body: { email: ADMIN.email, password: FIXTURE_PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });
});

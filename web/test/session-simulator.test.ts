// The session against the real simulator on a real port: login, the bearer token, refresh-on-401 after the
// access token's hour, one refresh shared by concurrent requests, automatic logout when the session is
// revoked, start-up refresh, logout, and the identity forms' requests.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@sponsorspot/contract/constants';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { advanceClock, listeningApp, outbox, request, resetScenario } from '@sponsorspot/simulator/testing';
import { getCurrentUser } from '../src/features/auth/api/current-user';
import { login } from '../src/features/auth/api/login';
import { logoutRequest } from '../src/features/auth/api/logout';
import { register } from '../src/features/auth/api/register';
import { resendVerification } from '../src/features/auth/api/resend-verification';
import { getSponsorUser } from '../src/features/auth/api/sponsor-user';
import { verifyEmail } from '../src/features/auth/api/verify-email';
import { requestPasswordReset } from '../src/features/auth/api/forgot-password';
import { resetPassword } from '../src/features/auth/api/reset-password';
import { loginProblem } from '../src/features/auth/model/auth-errors';
import { decodeClaims, planOfClaims } from '../src/features/auth/model/claims';
import { workspacesOf } from '../src/features/auth/model/capabilities';
import { memorySessionStore, type SessionStore } from '../src/features/auth/model/session';
import {
  initSession,
  logout,
  logoutEverywhere,
  onLogout,
  saveSession,
  type LogoutReason,
} from '../src/features/auth/session/session-manager';
import { refreshSession } from '../src/features/auth/session/session-manager';
import { call, configureApiClient } from '../src/lib/api-client';
import { getAccessToken } from '../src/lib/auth-token';

const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };

let app: FastifyInstance;
let store: SessionStore;
let logouts: LogoutReason[];
let stopListening: () => void;

async function expireSessions(email: string) {
  const response = await request(app, sim.expireSessions, { body: { email } });
  expect(response.statusCode, response.body).toBe(200);
}

async function logIn(credentials = SPONSOR) {
  const answer = await login(credentials);
  saveSession({ jwt: answer.jwt, refreshToken: answer.refreshToken });
  return answer;
}

beforeAll(async () => {
  const listening = await listeningApp();
  app = listening.app;
  configureApiClient({
    baseURL: listening.baseURL,
    tenantHeader: 'X-Tenant-Id',
    tenantId: 'sponsor-spot',
    getAccessToken,
    refreshAccessToken: refreshSession,
  });
});

afterAll(async () => {
  await app.close();
});

beforeEach(async () => {
  await resetScenario(app, 'demo');
  store = memorySessionStore();
  await initSession(store);
  logouts = [];
  stopListening = onLogout((reason) => logouts.push(reason));
});

afterEach(() => {
  stopListening();
  logout('user');
});

describe('login and the bearer token', () => {
  it('logs in, keeps the tokens and calls GET auth/user with them', async () => {
    const answer = await logIn();
    expect(answer.user.email).toBe(SPONSOR.email);
    expect(getAccessToken()).toBe(answer.jwt);
    expect(store.read()).toEqual({ jwt: answer.jwt, refreshToken: answer.refreshToken });
    const user = await getCurrentUser();
    expect(user).toMatchObject({ email: SPONSOR.email, verified: true });
    // The token's claims carry what the navigation and the plan badge need.
    expect(planOfClaims(decodeClaims(answer.jwt))).toBe('Basic');
  });

  it('reads the sponsor-side user (a sponsor, not a publisher); without a session the fetch gives null', async () => {
    await logIn();
    const sponsorUser = await getSponsorUser();
    expect(workspacesOf(sponsorUser)).toMatchObject({ isSponsor: true, isPublisher: false });
    logout('user');
    expect(await getSponsorUser()).toBeNull();
  });
});

describe('refresh', () => {
  it('refreshes on a 401 after the access token expired, retries, and the caller never notices', async () => {
    const first = await logIn();
    await advanceClock(app, 3700);
    const user = await getCurrentUser();
    expect(user.email).toBe(SPONSOR.email);
    const rotated = store.read();
    expect(rotated?.jwt).not.toBe(first.jwt);
    expect(rotated?.refreshToken).not.toBe(first.refreshToken);
    expect(getAccessToken()).toBe(rotated?.jwt);
    expect(logouts).toEqual([]);
  });

  it('shares one refresh between concurrent requests (a second would replay the rotated token and end the session)', async () => {
    await logIn();
    await advanceClock(app, 3700);
    const answers = await Promise.all([
      getCurrentUser(),
      getCurrentUser(),
      getSponsorUser(),
      getCurrentUser(),
    ]);
    expect(answers.map((answer) => answer?.email)).toEqual(Array(4).fill(SPONSOR.email));
    expect(logouts).toEqual([]);
    // The session still works afterwards: the refresh token the store holds is the live one.
    await refreshSession();
    expect((await getCurrentUser()).email).toBe(SPONSOR.email);
  });

  it('refreshes at start-up from the stored session', async () => {
    const answer = await login(SPONSOR);
    // A minute later, so the new access token differs from the old one (same claims, new iat).
    await advanceClock(app, 60);
    const stored = memorySessionStore({ jwt: answer.jwt, refreshToken: answer.refreshToken });
    await initSession(stored);
    expect(getAccessToken()).not.toBeNull();
    expect(getAccessToken()).not.toBe(answer.jwt);
    expect(stored.read()?.refreshToken).not.toBe(answer.refreshToken);
    expect((await getCurrentUser()).email).toBe(SPONSOR.email);
  });

  it('logs out quietly when the start-up refresh fails', async () => {
    const stored = memorySessionStore({ jwt: 'a.b.c', refreshToken: 'not-a-refresh-token' });
    const seen: LogoutReason[] = [];
    const stop = onLogout((reason) => seen.push(reason));
    await initSession(stored);
    stop();
    expect(getAccessToken()).toBeNull();
    expect(stored.read()).toBeNull();
    expect(seen).toEqual(['expired']);
  });
});

describe('automatic logout', () => {
  it('logs out when the session is expired on the server, and the request fails with its 401', async () => {
    await logIn();
    await expireSessions(SPONSOR.email);
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 401 });
    expect(logouts).toEqual(['expired']);
    expect(getAccessToken()).toBeNull();
    expect(store.read()).toBeNull();
  });

  it('logs out when the access token expired and the refresh token is no longer accepted', async () => {
    await logIn();
    await expireSessions(SPONSOR.email);
    await advanceClock(app, 3700);
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 401 });
    expect(logouts).toEqual(['expired']);
  });
});

describe('logout', () => {
  it('clears tokens and the stored session at once and ends the session on the server', async () => {
    const answer = await logIn();
    logout('user');
    expect(getAccessToken()).toBeNull();
    expect(store.read()).toBeNull();
    expect(logouts).toEqual(['user']);
    // The server call runs in the background; the old token stops working once it has landed.
    await expect
      .poll(async () =>
        call(auth.currentUser, {}, { headers: { Authorization: `Bearer ${answer.jwt}` } }).then(
          () => 'accepted',
          (error: { code: string }) => error.code,
        ),
      )
      .toBe(ErrorCode.sessionRevoked);
    // A second logout call (the token is already revoked) fails; the app ignores it.
    await expect(logoutRequest(answer.jwt)).rejects.toMatchObject({ status: 401 });
  });

  it('signs out of every session', async () => {
    const other = await login(SPONSOR);
    await logIn();
    await logoutEverywhere();
    expect(getAccessToken()).toBeNull();
    expect(logouts).toEqual(['everywhere']);
    const response = await request(app, auth.currentUser, {}, { token: other.jwt });
    expect(response.statusCode).toBe(401);
  });
});

describe('the identity forms against the server', () => {
  it('says plainly what went wrong with a login', async () => {
    const wrong = await login({ email: SPONSOR.email, password: 'Wrong!2026x' }).catch(
      (error: unknown) => error,
    );
    expect(loginProblem(wrong).kind).toBe('invalid_credentials');
    const unverified = await login({
      email: 'unverified@sponsorspot.test',
      password: 'Unverified!2026',
    }).catch((error: unknown) => error);
    expect(loginProblem(unverified).kind).toBe('email_unverified');
  });

  it('reports the wait when logins are rate limited', async () => {
    let problem = loginProblem(null);
    for (let attempt = 0; attempt < 8 && problem.kind !== 'rate_limited'; attempt += 1) {
      problem = loginProblem(
        await login({ email: SPONSOR.email, password: `Wrong!2026-${attempt}` }).catch(
          (error: unknown) => error,
        ),
      );
    }
    expect(problem.kind).toBe('rate_limited');
    if (problem.kind === 'rate_limited') {
      expect(problem.retryAfterSeconds).toBeGreaterThan(0);
      expect(problem.message).toMatch(/Try again in \d+ (second|minute)s?\./);
    }
  });

  it('registers, verifies with the mailed code and logs in', async () => {
    const email = `new.person.${Date.now()}@example.test`;
    const registered = await register({ email, name: 'New Person', password: 'Fresh!start1' });
    expect(registered).toEqual({ accepted: true });
    await expect(login({ email, password: 'Fresh!start1' })).rejects.toMatchObject({
      code: ErrorCode.emailUnverified,
    });
    await resendVerification(email);
    const messages = await outbox(app, email);
    const mail = messages.filter((message) => message.kind === 'verification').at(-1);
    expect(mail?.link).toContain('/verification?code=');
    await expect(verifyEmail(mail?.code ?? '')).resolves.toMatchObject({ email, verified: true });
    await expect(login({ email, password: 'Fresh!start1' })).resolves.toMatchObject({ user: { email } });
    // Registering the address again answers the same; its owner is mailed a reset link instead.
    await expect(register({ email, name: 'Again', password: 'Fresh!start1' })).resolves.toEqual({
      accepted: true,
    });
    expect((await outbox(app, email)).at(-1)?.kind).toBe('registration_attempt');
  });

  it('resets a forgotten password with the mailed code', async () => {
    await requestPasswordReset(SPONSOR.email);
    const messages = await outbox(app, SPONSOR.email);
    const mail = messages.find((message) => message.kind === 'password_reset');
    await resetPassword({ code: mail?.code ?? '', password: 'Brand!new2026' });
    await expect(login(SPONSOR)).rejects.toMatchObject({ code: ErrorCode.invalidCredentials });
    await expect(login({ email: SPONSOR.email, password: 'Brand!new2026' })).resolves.toBeTruthy();
    await expect(resetPassword({ code: mail?.code ?? '', password: 'Other!new2026' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

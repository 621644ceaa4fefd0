// POST auth/password/change (an extension): the signed-in user's new password, given the current one. Every
// other session ends and the one that asked stays; the owner is mailed; a wrong current password is a field
// error and counts against the login limits.
import * as auth from '@sponsorspot/contract/endpoints/auth';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { PAIR_FAILURE_LIMIT } from '@sponsorspot/contract/identity-limits';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  expectError,
  FIXTURE_PASSWORD,
  loggedIn,
  login,
  outbox,
  request,
  setupApp,
} from './helpers.js';

const app = await setupApp();

const NEW_PASSWORD = 'quiet harbour lantern 42';
const WRONG = 'Wrong!2026xx';

const change = (
  jwt: string,
  body: { currentPassword: string; newPassword: string },
  remoteAddress = '127.0.0.1',
) => request(app, auth.changePassword, { body }, { token: jwt, remoteAddress });

const whoAmI = (jwt: string) => request(app, auth.currentUser, {}, { token: jwt });

describe('POST auth/password/change', () => {
  it('sets the new password: the old one stops logging in, the new one does', async () => {
    const session = await loggedIn(app);
    const res = await change(session.jwt, { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: ADMIN.email, otherSessionsEnded: 0 });
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD), 401, ErrorCode.invalidCredentials);
    expect((await login(app, ADMIN.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every other session of the user (access and refresh tokens) and keeps the one that asked', async () => {
    const current = await loggedIn(app);
    const others = [await loggedIn(app), await loggedIn(app)];
    const res = await change(current.jwt, { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.json()).toEqual({ email: ADMIN.email, otherSessionsEnded: 2 });

    for (const other of others) {
      expectError(await whoAmI(other.jwt), 401, ErrorCode.sessionRevoked);
      const refreshed = await request(app, auth.refresh, { body: { refreshToken: other.refreshToken } });
      expectError(refreshed, 401, ErrorCode.sessionRevoked);
    }
    expect((await whoAmI(current.jwt)).statusCode).toBe(200);
    const refreshed = await request(app, auth.refresh, { body: { refreshToken: current.refreshToken } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });

  it('mails the owner that the password changed, with a reset link for an owner who did not', async () => {
    const session = await loggedIn(app);
    await change(session.jwt, { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD });
    const mails = (await outbox(app, ADMIN.email)).filter((mail) => mail.kind === 'password_changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/password was changed/i);
    expect(mails[0]?.link).toContain(`/password/reset?code=${mails[0]?.code}`);
  });

  it('answers a wrong current password with current_password_wrong on that field, and changes nothing', async () => {
    const current = await loggedIn(app);
    const other = await loggedIn(app);
    const res = await change(current.jwt, { currentPassword: WRONG, newPassword: NEW_PASSWORD });
    expectError(res, 400, ErrorCode.currentPasswordWrong);
    expect(res.json().details).toEqual([{ field: 'currentPassword', message: expect.any(String) }]);
    expect((await whoAmI(other.jwt)).statusCode).toBe(200);
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    expect((await outbox(app, ADMIN.email)).some((mail) => mail.kind === 'password_changed')).toBe(false);
  });

  it.each([
    ['too short', 'short1!'],
    ['built from the email address', 'admin@fixture.test-2026'],
    ['one of the most used passwords', 'password1234'],
    ['the current one', FIXTURE_PASSWORD],
  ])(
    'refuses a new password that is %s: weak_password on newPassword, nothing changes',
    async (_why, weak) => {
      const current = await loggedIn(app);
      const other = await loggedIn(app);
      const res = await change(current.jwt, { currentPassword: FIXTURE_PASSWORD, newPassword: weak });
      expectError(res, 400, ErrorCode.weakPassword);
      expect(res.json().details).toEqual([{ field: 'newPassword', message: expect.any(String) }]);
      expect((await whoAmI(other.jwt)).statusCode).toBe(200);
      expect((await login(app, ADMIN.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    },
  );

  it(`is limited as login is: after ${PAIR_FAILURE_LIMIT} wrong current passwords, 429, the right one included`, async () => {
    const session = await loggedIn(app);
    const client = '198.51.100.7';
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) {
      const res = await change(session.jwt, { currentPassword: WRONG, newPassword: NEW_PASSWORD }, client);
      expectError(res, 400, ErrorCode.currentPasswordWrong);
    }
    const limited = await change(
      session.jwt,
      { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD },
      client,
    );
    expectError(limited, 429, ErrorCode.rateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same limiter as login: that client's logins to the account wait as well.
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD, client), 429, ErrorCode.rateLimited);
  });

  it('needs a login', async () => {
    const res = await request(app, auth.changePassword, {
      body: { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expectError(res, 401);
  });
});

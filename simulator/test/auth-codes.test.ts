// Registration, email verification, password reset: single-use expiring codes delivered through the
// outbox, and the control API's outbox and clock.
import { describe, expect, it } from 'vitest';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import {
  LIMIT_WINDOW_MINUTES,
  MAIL_REQUESTS_PER_CLIENT,
  MAIL_REQUESTS_PER_EMAIL,
} from '@sponsorspot/contract/identity-limits';
import {
  ADMIN,
  advanceClock,
  demoApp,
  expectError,
  FIXTURE_PASSWORD,
  lastCode,
  loggedIn,
  login,
  outbox,
  request,
  resetScenario,
  setupApp,
  testApp,
  unchecked,
} from './helpers.js';

const app = await setupApp();

const NEW = { email: 'new.user@example.test', password: 'Correct-Horse-7', name: 'New User' };

async function register(user = NEW, client = '127.0.0.1') {
  const res = await request(app, auth.register, { body: user }, { remoteAddress: client });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as { accepted: true };
}

const userCount = () => app.db.prepare<[], number>('SELECT count(*) FROM users').pluck().get() ?? 0;

describe('POST register', () => {
  it('creates an unverified account and mails a verification code', async () => {
    expect(await register()).toEqual({ accepted: true });
    expect(app.users.findByEmail(NEW.email)).toMatchObject({ name: NEW.name, verified: false });
    const mails = await outbox(app, NEW.email);
    expect(mails).toEqual([
      {
        id: expect.any(Number),
        to: NEW.email,
        kind: 'verification',
        subject: expect.stringContaining('Verify'),
        code: expect.stringMatching(/^[A-Z2-9]{8}$/),
        link: `http://localhost:8080/verification?code=${mails[0]?.code}&email=new.user%40example.test`,
        // The subject and the link say it all: no body.
        body: '',
        sentAt: expect.any(String),
      },
    ]);
  });

  it('refuses to log in until verified (403 email_unverified after the right password only)', async () => {
    await register();
    expectError(await login(app, NEW.email, NEW.password), 403, 'email_unverified');
    expectError(await login(app, NEW.email, 'Wrong-Horse-7'), 401, 'invalid_credentials');
  });

  it('answers an existing address exactly as a new one, and mails its owner a reset link instead', async () => {
    const before = userCount();
    const fresh = await request(app, auth.register, { body: NEW });
    const taken = await request(app, auth.register, { body: { ...NEW, email: 'ADMIN@fixture.test' } });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(userCount()).toBe(before + 1);
    const mails = await outbox(app, ADMIN.email);
    expect(mails).toEqual([
      expect.objectContaining({
        kind: 'registration_attempt',
        subject: expect.stringMatching(/tried to register/),
        link: `http://localhost:8080/password/reset?code=${mails[0]?.code}`,
      }),
    ]);
    // The link resets the password; the password given at registration changed nothing.
    expectError(await login(app, ADMIN.email, NEW.password), 401, 'invalid_credentials');
    const reset = await request(app, auth.resetPassword, {
      params: { code: mails[0]?.code ?? '' },
      body: { password: 'Another-Horse-8' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(app, ADMIN.email, 'Another-Horse-8')).statusCode).toBe(200);
  });

  it('tells the owner when an unverified address is registered again, and keeps one account', async () => {
    await register();
    await register({ ...NEW, name: 'Someone Else' });
    expect(app.users.findByEmail(NEW.email)?.name).toBe(NEW.name);
    expect((await outbox(app, NEW.email)).map((m) => m.kind)).toEqual([
      'verification',
      'registration_attempt',
    ]);
  });

  it('counts as a mail request: per address and per client, 429 with Retry-After', async () => {
    for (let i = 0; i < MAIL_REQUESTS_PER_EMAIL; i++) await register(undefined, `192.0.2.${i + 1}`);
    const limited = await request(app, auth.register, { body: NEW }, { remoteAddress: '192.0.2.99' });
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Both kinds of mail together: a forgotten password for the same address is refused too.
    const forgot = await request(app, auth.forgotPassword, { body: { email: NEW.email } });
    expectError(forgot, 429, 'rate_limited');

    await resetScenario(app);
    for (let i = 0; i < MAIL_REQUESTS_PER_CLIENT; i++) {
      await register({ ...NEW, email: `flood${i}@example.test` }, '198.51.100.7');
    }
    const flood = await request(
      app,
      auth.register,
      { body: { ...NEW, email: 'one.more@example.test' } },
      { remoteAddress: '198.51.100.7' },
    );
    expectError(flood, 429, 'rate_limited');
    expect(await outbox(app, 'one.more@example.test')).toEqual([]);
    // Another client goes on.
    await register({ ...NEW, email: 'one.more@example.test' }, '198.51.100.8');
    await advanceClock(app, LIMIT_WINDOW_MINUTES * 60 + 1);
    await register({ ...NEW, email: 'later@example.test' }, '198.51.100.7');
  });

  it.each([
    ['too short', 'Short-pw-1', /at least 12 characters/],
    ['ten spaces and a1', `${' '.repeat(10)}a1`, /at least 12 characters \(spaces in a row count as one\)/],
    ['longer than 128', `a1${'x'.repeat(127)}`, /at most 128/],
    ['password123', 'password123', /at least 12/],
    ['a common password', 'qwerty123456', /most used/],
    ['a common password in other case', 'QwErTy123456', /most used/],
    ['a common word with digits and symbols', 'Password1234!', /most used/],
    ['the email itself', NEW.email, /email address or your name/],
    ['the email with a suffix', `${NEW.email}!!`, /email address or your name/],
    ['the name', 'New User 2026 x', /email address or your name/],
    ['one character over and over', 'aaaaaaaaaaaaaaaa', /different characters/],
  ])('answers weak_password with the reason for a password that is %s', async (_label, password, reason) => {
    const res = await request(app, auth.register, { body: { ...NEW, password } });
    expectError(res, 400, 'weak_password');
    expect(res.json().message).toMatch(reason);
    expect(res.json().details).toEqual([{ field: 'password', message: res.json().message }]);
    expect(await outbox(app)).toEqual([]);
  });

  it('accepts long passwords of any composition: words with spaces, letters only, 128 characters', async () => {
    await register({ ...NEW, password: 'purple tugboat reading' });
    await register({ ...NEW, email: 'second@example.test', password: 'onlylettersinhere' });
    await register({ ...NEW, email: 'third@example.test', password: `a${'b1'.repeat(63)}c` });
  });

  it.each([
    ['a NUL inside', 'new\u0000user@example.test', /invisible or control/],
    ['a zero-width space inside', 'new\u200buser@example.test', /invisible or control/],
    ['a local part over 64 characters', `${'a'.repeat(200)}@example.test`, /before the @ has at most 64/],
  ])('refuses an address with %s', async (_label, email, reason) => {
    const res = await request(app, auth.register, { body: { ...NEW, email } });
    expectError(res, 400, 'validation_failed');
    expect(res.json().details).toEqual([{ field: 'email', message: expect.stringMatching(reason) }]);
  });

  it.each([
    ['full-width letters', '\uff41dmin@fixture.test'],
    ['a dotless i', 'adm\u0131n@fixture.test'],
    ['upper case', 'ADMIN@FIXTURE.TEST'],
  ])(
    'treats a look-alike of an existing address (%s) as that account, and logs it in as that account',
    async (_label, email) => {
      const before = userCount();
      expect((await request(app, auth.register, { body: { ...NEW, email } })).statusCode).toBe(202);
      expect(userCount()).toBe(before);
      expect((await outbox(app, ADMIN.email)).map((m) => m.kind)).toEqual(['registration_attempt']);
      const res = await login(app, email, FIXTURE_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(ADMIN.id);
    },
  );
});

describe('POST verify/{code}', () => {
  it('verifies the email once; then login works', async () => {
    await register();
    const code = await lastCode(app, NEW.email, 'verification');
    const res = await request(app, auth.verifyEmail, { params: { code } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: NEW.email, verified: true });
    expect((await login(app, NEW.email, NEW.password)).statusCode).toBe(200);
    expectError(await request(app, auth.verifyEmail, { params: { code } }), 400, 'code_invalid');
  });

  it('accepts the code in lower case', async () => {
    await register();
    const code = await lastCode(app, NEW.email, 'verification');
    expect((await request(app, auth.verifyEmail, { params: { code: code.toLowerCase() } })).statusCode).toBe(
      200,
    );
  });

  it('answers code_expired after 24 hours by the simulator clock', async () => {
    await register();
    const code = await lastCode(app, NEW.email, 'verification');
    await advanceClock(app, 25 * 3600);
    expectError(await request(app, auth.verifyEmail, { params: { code } }), 400, 'code_expired');
    expectError(await login(app, NEW.email, NEW.password), 403, 'email_unverified');
  });

  it('answers code_invalid for an unknown code, and for a reset code used as a verification code', async () => {
    expectError(await request(app, auth.verifyEmail, { params: { code: 'ABCDEFGH' } }), 400, 'code_invalid');
    await request(app, auth.forgotPassword, { body: { email: ADMIN.email } });
    const resetCode = await lastCode(app, ADMIN.email, 'password_reset');
    expectError(await request(app, auth.verifyEmail, { params: { code: resetCode } }), 400, 'code_invalid');
  });
});

describe('POST verify/resend', () => {
  it('mails a new code to an unverified account; the old one stops working', async () => {
    await register();
    const first = await lastCode(app, NEW.email, 'verification');
    const res = await request(app, auth.resendVerification, { body: { email: NEW.email } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    const second = await lastCode(app, NEW.email, 'verification');
    expect(second).not.toBe(first);
    expectError(await request(app, auth.verifyEmail, { params: { code: first } }), 400, 'code_invalid');
    expect((await request(app, auth.verifyEmail, { params: { code: second } })).statusCode).toBe(200);
  });

  it('answers the same for an unknown or verified account, and mails nothing', async () => {
    const unknown = await request(app, auth.resendVerification, { body: { email: 'nobody@example.test' } });
    const verified = await request(app, auth.resendVerification, { body: { email: ADMIN.email } });
    for (const res of [unknown, verified]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: true });
    }
    expect(await outbox(app)).toEqual([]);
  });
});

describe('POST password/forgot and password/reset/{code}', () => {
  it('answers identically for a known and an unknown email; only the known one gets a mail', async () => {
    const known = await request(app, auth.forgotPassword, { body: { email: ADMIN.email } });
    const unknown = await request(app, auth.forgotPassword, { body: { email: 'nobody@fixture.test' } });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ accepted: true });
    const mails = await outbox(app);
    expect(mails.map((m) => [m.to, m.kind])).toEqual([[ADMIN.email, 'password_reset']]);
    expect(mails[0]?.link).toBe(`http://localhost:8080/password/reset?code=${mails[0]?.code}`);
  });

  it('sets the new password, ends every session, and the code works once', async () => {
    const session = await loggedIn(app);
    await request(app, auth.forgotPassword, { body: { email: ADMIN.email } });
    const code = await lastCode(app, ADMIN.email, 'password_reset');
    const res = await request(app, auth.resetPassword, {
      params: { code },
      body: { password: 'Brand-New-Pass-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: ADMIN.email });
    expectError(await request(app, auth.currentUser, {}, { token: session.jwt }), 401, 'session_revoked');
    expectError(
      await request(app, auth.refresh, { body: { refreshToken: session.refreshToken } }),
      401,
      'session_revoked',
    );
    expectError(await login(app, ADMIN.email, FIXTURE_PASSWORD), 401, 'invalid_credentials');
    expect((await login(app, ADMIN.email, 'Brand-New-Pass-1')).statusCode).toBe(200);
    expectError(
      await request(app, auth.resetPassword, { params: { code }, body: { password: 'Another-Pass-2' } }),
      400,
      'code_invalid',
    );
  });

  it('answers code_expired after 30 minutes, and the old password still works', async () => {
    await request(app, auth.forgotPassword, { body: { email: ADMIN.email } });
    const code = await lastCode(app, ADMIN.email, 'password_reset');
    await advanceClock(app, 31 * 60);
    expectError(
      await request(app, auth.resetPassword, { params: { code }, body: { password: 'Brand-New-Pass-1' } }),
      400,
      'code_expired',
    );
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the code usable when the new password is weak', async () => {
    await request(app, auth.forgotPassword, { body: { email: ADMIN.email } });
    const code = await lastCode(app, ADMIN.email, 'password_reset');
    expectError(
      await request(app, auth.resetPassword, { params: { code }, body: { password: 'short' } }),
      400,
      'weak_password',
    );
    expect(
      (await request(app, auth.resetPassword, { params: { code }, body: { password: 'Brand-New-Pass-1' } }))
        .statusCode,
    ).toBe(200);
  });

  it('marks an unverified account verified (the mail reached its owner)', async () => {
    await register();
    await request(app, auth.forgotPassword, { body: { email: NEW.email } });
    const code = await lastCode(app, NEW.email, 'password_reset');
    expect(
      (await request(app, auth.resetPassword, { params: { code }, body: { password: 'Brand-New-Pass-1' } }))
        .statusCode,
    ).toBe(200);
    expect((await login(app, NEW.email, 'Brand-New-Pass-1')).statusCode).toBe(200);
  });

  it('answers code_invalid for a verification code used as a reset code', async () => {
    await register();
    const code = await lastCode(app, NEW.email, 'verification');
    expectError(
      await request(app, auth.resetPassword, { params: { code }, body: { password: 'Brand-New-Pass-1' } }),
      400,
      'code_invalid',
    );
  });
});

describe('control API: outbox and clock', () => {
  it('filters the outbox by recipient (any case), lists newest last, and empties it', async () => {
    await register();
    await request(app, auth.forgotPassword, { body: { email: ADMIN.email } });
    await request(app, auth.forgotPassword, { body: { email: NEW.email } });
    expect((await outbox(app)).map((m) => m.to)).toEqual([NEW.email, ADMIN.email, NEW.email]);
    expect((await outbox(app, 'NEW.USER@example.test')).map((m) => m.kind)).toEqual([
      'verification',
      'password_reset',
    ]);
    const cleared = await request(app, sim.clearOutbox);
    expect(cleared.json()).toEqual({ cleared: 3 });
    expect(await outbox(app)).toEqual([]);
  });

  it('moves the clock forward, sets an offset, and refuses bad bodies', async () => {
    const before = Date.now();
    const moved = await advanceClock(app, 90);
    expect(moved.offsetMs).toBe(90_000);
    expect(Date.parse(moved.now)).toBeGreaterThanOrEqual(before + 90_000);
    const set = await request(app, sim.moveClock, { body: { offsetMs: 5000 } });
    expect(set.json().offsetMs).toBe(5000);
    const read = await request(app, sim.getClock);
    expect(read.json()).toEqual({ now: expect.any(String), offsetMs: 5000 });
    for (const payload of [
      { advanceSeconds: -1 },
      { advanceSeconds: '60' },
      { offsetMs: 1.5 },
      { offsetMs: 1e15 },
      { advanceSeconds: 1, offsetMs: 1 },
      {},
      { seconds: 5 },
    ]) {
      expectError(await request(app, sim.moveClock, { body: unchecked(payload) }), 400, 'validation_failed');
    }
    const tooFar = await request(app, sim.moveClock, { body: { advanceSeconds: 316_224_000 } });
    expectError(tooFar, 400, 'bad_request');
    expect((await request(app, sim.getClock)).json().offsetMs).toBe(5000);
  });

  it('a reset empties the outbox and puts the clock back', async () => {
    await register();
    await advanceClock(app, 3600);
    await resetScenario(app);
    expect(await outbox(app)).toEqual([]);
    expect((await request(app, sim.getClock)).json().offsetMs).toBe(0);
    expectError(await login(app, NEW.email, NEW.password), 401, 'invalid_credentials');
  });

  it('is not there when the control API is off', async () => {
    const closed = await testApp({ SIM_CONTROL_API: 'off' });
    try {
      for (const url of ['/__sim/outbox', '/__sim/clock']) {
        expect((await closed.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await closed.close();
    }
  });
});

describe('the demo scenario', () => {
  it('seeds logins that work, an unverified user who is refused, and logins that survive a reset', async () => {
    const demo = await demoApp();
    try {
      expect((await login(demo, 'admin@sponsorspot.test', 'Admin!2026')).statusCode).toBe(200);
      expectError(
        await login(demo, 'unverified@sponsorspot.test', 'Unverified!2026'),
        403,
        'email_unverified',
      );
      expectError(
        await login(demo, 'unverified@sponsorspot.test', 'Wrong!2026xx'),
        401,
        'invalid_credentials',
      );
      // Reset reuses the cached argon2id hashes (its speed is measured by `npm run bench`, not here).
      await resetScenario(demo, 'demo');
      expect((await login(demo, 'sponsor@sponsorspot.test', 'Sponsor!2026')).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});

// Mail flooding and code guessing: requests for a mail are limited per email address and per client, the
// same way whether or not the account exists; wrong codes are limited per client; all with Retry-After.
import { describe, expect, it } from 'vitest';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import {
  CODE_FAILURE_LIMIT,
  MAIL_REQUESTS_PER_CLIENT,
  MAIL_REQUESTS_PER_EMAIL,
} from '@sponsorspot/contract/identity-limits';
import {
  ADMIN,
  advanceClock,
  expectError,
  FIXTURE_PASSWORD,
  lastCode,
  login,
  outbox,
  request,
  resetScenario,
  setupApp,
} from './helpers.js';

const app = await setupApp();

const forgot = (email: string, client = '192.0.2.20') =>
  request(app, auth.forgotPassword, { body: { email } }, { remoteAddress: client });

async function statuses(requests: (() => Promise<{ statusCode: number }>)[]): Promise<number[]> {
  const out: number[] = [];
  for (const send of requests) out.push((await send()).statusCode);
  return out;
}

const times = (n: number, status: number) => Array<number>(n).fill(status);

describe('password/forgot', () => {
  it('mails one address at most the limit of times, then answers 429 with Retry-After', async () => {
    const codes = await statuses(Array.from({ length: 30 }, () => () => forgot(ADMIN.email)));
    expect(codes).toEqual([
      ...times(MAIL_REQUESTS_PER_EMAIL, 202),
      ...times(30 - MAIL_REQUESTS_PER_EMAIL, 429),
    ]);
    expect(await outbox(app, ADMIN.email)).toHaveLength(MAIL_REQUESTS_PER_EMAIL);
    const limited = await forgot(ADMIN.email);
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client asking for the same address is refused too: the limit protects the inbox.
    expectError(await forgot(ADMIN.email, '192.0.2.21'), 429, 'rate_limited');
  });

  it('counts look-alike spellings of one address against the same inbox', async () => {
    const spellings = [
      'ADMIN@fixture.test',
      '\uff41dmin@fixture.test',
      'adm\u0131n@fixture.test',
      ADMIN.email,
    ];
    const codes = await statuses(spellings.map((email) => () => forgot(email)));
    expect(codes).toEqual([...times(MAIL_REQUESTS_PER_EMAIL, 202), 429]);
    expect(await outbox(app, ADMIN.email)).toHaveLength(MAIL_REQUESTS_PER_EMAIL);
  });

  it('answers an unknown address exactly as a known one', async () => {
    const known = await statuses(Array.from({ length: 5 }, () => () => forgot(ADMIN.email)));
    const unknown = await statuses(Array.from({ length: 5 }, () => () => forgot('nobody@fixture.test')));
    expect(unknown).toEqual(known);
    const [knownLimited, unknownLimited] = [await forgot(ADMIN.email), await forgot('nobody@fixture.test')];
    expect(unknownLimited.json()).toEqual(knownLimited.json());
    expect(unknownLimited.headers['retry-after']).toBe(knownLimited.headers['retry-after']);
  });

  it('limits one client across addresses', async () => {
    const codes = await statuses(
      Array.from({ length: MAIL_REQUESTS_PER_CLIENT + 1 }, (_, i) => () => forgot(`user${i}@fixture.test`)),
    );
    expect(codes).toEqual([...times(MAIL_REQUESTS_PER_CLIENT, 202), 429]);
    expect((await forgot('user0@fixture.test', '192.0.2.22')).statusCode).toBe(202);
  });

  it('frees the address when the window has passed, and on a scenario reset', async () => {
    for (let i = 0; i < MAIL_REQUESTS_PER_EMAIL; i++) await forgot(ADMIN.email);
    expectError(await forgot(ADMIN.email), 429, 'rate_limited');
    await advanceClock(app, 15 * 60 + 1);
    expect((await forgot(ADMIN.email)).statusCode).toBe(202);
    for (let i = 0; i < MAIL_REQUESTS_PER_EMAIL; i++) await forgot(ADMIN.email);
    await resetScenario(app);
    expect((await forgot(ADMIN.email)).statusCode).toBe(202);
  });
});

describe('verify/resend', () => {
  it('shares the per-address limit with password/forgot', async () => {
    const resend = () =>
      request(
        app,
        auth.resendVerification,
        { body: { email: ADMIN.email } },
        { remoteAddress: '192.0.2.23' },
      );
    expect((await forgot(ADMIN.email)).statusCode).toBe(202);
    const codes = await statuses(Array.from({ length: 4 }, () => resend));
    expect(codes).toEqual([
      ...times(MAIL_REQUESTS_PER_EMAIL - 1, 202),
      ...times(5 - MAIL_REQUESTS_PER_EMAIL, 429),
    ]);
  });
});

describe('wrong codes', () => {
  it('stop password resets from a client after the limit, even with the right code, until the window passes', async () => {
    expect((await forgot(ADMIN.email)).statusCode).toBe(202);
    const code = await lastCode(app, ADMIN.email, 'password_reset');
    const reset = (attempt: string) =>
      request(
        app,
        auth.resetPassword,
        { params: { code: attempt }, body: { password: 'Brand-New-Pass-42' } },
        { remoteAddress: '192.0.2.24' },
      );
    const codes = await statuses(Array.from({ length: 200 }, (_, i) => () => reset(`WRONG${i}`)));
    expect(codes).toEqual([...times(CODE_FAILURE_LIMIT, 400), ...times(200 - CODE_FAILURE_LIMIT, 429)]);
    const limited = await reset(code);
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await advanceClock(app, 15 * 60 + 1);
    expect((await reset(code)).statusCode).toBe(200);
  });

  it('stop email verification from a client after the limit', async () => {
    const verify = (attempt: string) =>
      request(app, auth.verifyEmail, { params: { code: attempt } }, { remoteAddress: '192.0.2.25' });
    const answers = [];
    for (let i = 0; i < 200; i++) answers.push(await verify(`WRONG${i}`));
    expect(
      answers.map((r) => r.statusCode),
      answers[0]?.body,
    ).toEqual([...times(CODE_FAILURE_LIMIT, 400), ...times(200 - CODE_FAILURE_LIMIT, 429)]);
    // The old password still works: nothing was changed by the refused attempts.
    expect((await login(app, ADMIN.email, FIXTURE_PASSWORD, '192.0.2.26')).statusCode).toBe(200);
  });
});

// The control API's one-time sign-ins (POST /__sim/sign-ins, /__sim/sign-ins/{code}), behind the QA console's
// "Open the app as": only for the loaded scenario's own logins, used once, within their time, forgotten by a
// reset, and only where the control API is (on, and under an allowed host name).
import * as auth from '@sponsorspot/contract/endpoints/auth';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { SIGN_IN_GRANT_SECONDS, type ScenarioSummary, type SignInGrant } from '@sponsorspot/contract/sim';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import { advanceClock, expectError, request, resetScenario, setupApp, testApp } from './helpers.js';

const app = await setupApp({
  env: { SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'demo' },
  scenario: 'demo',
});

const demoLogins = async () => {
  const { scenarios } = (await request(app, sim.listScenarios)).json() as { scenarios: ScenarioSummary[] };
  return scenarios.find((scenario) => scenario.name === 'demo')?.logins ?? [];
};

/** The demo's login whose address is not verified: its login is refused. */
const UNVERIFIED = 'unverified@sponsorspot.test';

const grant = (email: string) => request(app, sim.grantSignIn, { body: { email } });
const redeem = (code: string) => request(app, sim.redeemSignIn, { params: { code } });

async function granted(email: string): Promise<SignInGrant> {
  const res = await grant(email);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /__sim/sign-ins', () => {
  it('signs in as each login of the loaded scenario, through a link to the app', async () => {
    const logins = await demoLogins();
    expect(logins.length).toBeGreaterThan(1);
    for (const login of logins.filter((l) => l.email !== UNVERIFIED)) {
      const { code, link, expiresAt } = await granted(login.email);
      expect(new URL(link).pathname + new URL(link).search).toBe(`/login?as=${code}`);
      expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
      const session = await redeem(code);
      expect(session.statusCode, session.body).toBe(200);
      const me = await request(app, auth.currentUser, {}, { token: session.json().jwt });
      expect(me.json().email).toBe(login.email);
    }
  });

  it('refuses a login whose address is not verified, as its login does', async () => {
    expect((await demoLogins()).map((login) => login.email)).toContain(UNVERIFIED);
    expectError(await grant(UNVERIFIED), 403, ErrorCode.emailUnverified);
  });

  it('works once', async () => {
    const [login] = await demoLogins();
    const { code } = await granted(login!.email);
    expect((await redeem(code)).statusCode).toBe(200);
    expectError(await redeem(code), 400, ErrorCode.codeInvalid);
  });

  it(`expires ${SIGN_IN_GRANT_SECONDS} s after it was made, by the simulator's clock`, async () => {
    const [login] = await demoLogins();
    const { code } = await granted(login!.email);
    await advanceClock(app, SIGN_IN_GRANT_SECONDS);
    expectError(await redeem(code), 400, ErrorCode.codeExpired);
  });

  it('is forgotten by a reset', async () => {
    const [login] = await demoLogins();
    const { code } = await granted(login!.email);
    await resetScenario(app, 'demo');
    expectError(await redeem(code), 400, ErrorCode.codeInvalid);
  });

  it('refuses an account the scenario does not list as a login, and an unknown address', async () => {
    const registered = app.users.create({
      email: 'someone.real@example.com',
      name: 'Someone Real',
      passwordHash: null,
      verified: true,
      createdAt: new Date().toISOString(),
    });
    expect(registered.id).toBeGreaterThan(0);
    expectError(await grant('someone.real@example.com'), 404, ErrorCode.notFound);
    expectError(await grant('nobody@sponsorspot.test'), 404, ErrorCode.notFound);
  });

  it('refuses a code nobody made', async () => {
    expectError(await redeem('made-up-code'), 400, ErrorCode.codeInvalid);
  });

  it('answers only an allowed host name, as the whole control API', async () => {
    const [login] = await demoLogins();
    const res = await app.inject({
      method: 'POST',
      url: '/__sim/sign-ins',
      headers: { host: 'rebound.attacker.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: login!.email }),
    });
    expectError(res, 421, ErrorCode.hostNotAllowed);
  });

  it('is not there when the control API is off (as in production)', async () => {
    const off = await testApp({
      SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR,
      SIM_SCENARIO: 'demo',
      SIM_CONTROL_API: 'off',
    });
    try {
      const [login] = await demoLogins();
      const res = await request(off, sim.grantSignIn, { body: { email: login!.email } });
      expectError(res, 404, ErrorCode.routeNotFound);
    } finally {
      await off.close();
    }
  });
});

// Helpers for the identity tests: the auth endpoints, the control API and the error-body check.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, expect } from 'vitest';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import type { SessionAnswer } from '@sponsorspot/contract/presence-auth';
import type { ClockState, OutboxMessage } from '@sponsorspot/contract/sim';
import { JSON_TENANT, TENANT, testApp } from './helpers.js';

export const AUTH = '/presence/api/v1/auth';
/** Fixture users (test/fixtures/scenarios/fixture.json) all have this password. */
export const FIXTURE_PASSWORD = 'Secret!2026';
export const ADMIN = { id: 1, email: 'admin@fixture.test', name: 'Ada Admin' };
export const ACME = { id: 2, email: 'acme@fixture.test' };

/**
 * The test file's app: built once, closed after the file's tests, and reset to the fixture scenario through
 * the control API (POST /__sim/reset) before each test.
 */
export async function setupAuthApp(): Promise<FastifyInstance> {
  const app = await testApp();
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await resetScenario(app);
  });
  return app;
}

/** An app seeded with the repository's demo scenario (it has an unverified user). */
export const demoApp = () => testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'demo' });

export type Session = SessionAnswer;

export const post = (
  app: FastifyInstance,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: payload === undefined ? { ...TENANT, ...headers } : { ...JSON_TENANT, ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

export const login = (app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: `${AUTH}/login`,
    headers: JSON_TENANT,
    payload: { email, password },
    remoteAddress,
  });

export async function loggedIn(app: FastifyInstance, email = ADMIN.email, password = FIXTURE_PASSWORD) {
  const res = await login(app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Session;
}

export const bearer = (jwt: string) => ({ ...TENANT, authorization: `Bearer ${jwt}` });

export const getUser = (app: FastifyInstance, jwt: string) =>
  app.inject({ method: 'GET', url: `${AUTH}/user`, headers: bearer(jwt) });

export const refresh = (app: FastifyInstance, refreshToken: string) =>
  post(app, `${AUTH}/refresh`, { refreshToken });

export const resetScenario = async (app: FastifyInstance, scenario = 'fixture') => {
  const res = await app.inject({ method: 'POST', url: '/__sim/reset', payload: { scenario } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { scenario: string; resetMs: number };
};

export const advanceClock = async (app: FastifyInstance, seconds: number) => {
  const res = await app.inject({ method: 'POST', url: '/__sim/clock', payload: { advanceSeconds: seconds } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ClockState;
};

export type Mail = OutboxMessage;

export async function outbox(app: FastifyInstance, to?: string): Promise<Mail[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/__sim/outbox',
    ...(to === undefined ? {} : { query: { to } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { messages: Mail[] }).messages;
}

export async function lastCode(app: FastifyInstance, to: string, kind: Mail['kind']): Promise<string> {
  const mail = (await outbox(app, to)).filter((m) => m.kind === kind).at(-1);
  expect(mail, `a ${kind} mail to ${to}`).toBeDefined();
  return (mail as Mail).code;
}

export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body).toEqual(expect.objectContaining({ code, message: expect.any(String) }));
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

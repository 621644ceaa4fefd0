// The one test helper of the simulator (and of the app's tests against it): an app on a fresh in-memory
// database with the real migrations, seeded from the fixture scenarios in test/fixtures; a per-file app reset
// to a scenario before each test; signing in; and calling an endpoint by its declaration in the contract, so
// no test types an API URL again:
//
//   const owl = await signedIn(app, FIXTURE.owl);
//   const res = await request(app, sponsorSpots.spot, { params: { id: 5 } }, { token: owl.token });
//
// Tests that deliberately send a malformed URL, a wrong method, bad headers or a raw body use `app.inject`.
import type { Endpoint, EndpointInput, NoInput } from '@sponsorspot/contract/endpoint';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import type { SessionAnswer } from '@sponsorspot/contract/presence-auth';
import type { ClockState, OutboxMessage, ResetResult } from '@sponsorspot/contract/sim';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../src/app.js';
import { DEFAULT_SEEDS_DIR, loadConfig, type SimulatorConfig } from '../src/config.js';

export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const TENANT = { 'x-tenant-id': 'sponsor-spot' } as const;
export const JSON_TENANT = { ...TENANT, 'content-type': 'application/json' } as const;

/** Fixture users (test/fixtures/scenarios/fixture.json) all have this password. */
export const FIXTURE_PASSWORD = 'Secret!2026';
/** Fixture users' ids (test/fixtures/scenarios/fixture.json). */
export const FIXTURE = {
  admin: 1, // Admin, no publisher or sponsor
  acme: 2, // Pro + Download.HTML, publisher 1 (Active): spots 1, 2, 3 (Draft), 13 → 4 listings
  pending: 3, // publisher 2 (Pending): spot 4
  zephyr: 4, // Basic (subscription 1, Active), sponsor 1: contents 1 (Active), 2 (Disabled) → 1 reservation
  owl: 5, // free, publisher 3: spots 5–12, spot 6 Disabled → 7 listings
} as const;
export const ADMIN = { id: FIXTURE.admin, email: 'admin@fixture.test', name: 'Ada Admin' };
export const ACME = { id: FIXTURE.acme, email: 'acme@fixture.test' };

// ---- Apps ----

export function testConfig(env: Record<string, string> = {}, argv: string[] = []): SimulatorConfig {
  return loadConfig(
    { SIM_LOG_LEVEL: 'silent', SIM_SEEDS_DIR: FIXTURES_DIR, SIM_SCENARIO: 'fixture', ...env },
    argv,
  );
}

/** An app on a fresh in-memory database, seeded with the fixture scenario (or what `env` says). */
export async function testApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env));
  await app.ready();
  return app;
}

/** An app seeded with the repository's demo scenario (it has an unverified user). */
export const demoApp = () => testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'demo' });

/**
 * The test file's app: built once, closed after the file's tests, and reset to the scenario through the
 * control API before each test (so the clock, the outbox, the rate limits and the faults start over too).
 */
export async function setupApp(
  options: { env?: Record<string, string>; scenario?: string } = {},
): Promise<FastifyInstance> {
  const app = await testApp(options.env);
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await resetScenario(app, options.scenario);
  });
  return app;
}

/**
 * The simulator with the repository's seeds (demo scenario) and the control API, listening on a free port of
 * 127.0.0.1, for the app's request code. Close it with `app.close()`.
 */
export async function listeningApp(
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; baseURL: string }> {
  const app = await buildApp(
    loadConfig({ SIM_LOG_LEVEL: 'silent', SIM_SCENARIO: 'demo', SIM_CONTROL_API: 'on', ...env }, []),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseURL: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

// ---- Calling an endpoint ----

export interface RequestOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Added to (or replacing) the tenant, content-type and authorization headers. */
  headers?: Record<string, string>;
  /** The client's address (rate limits count per address). */
  remoteAddress?: string;
}

export type RequestArgs<E extends Endpoint> =
  NoInput<E> extends true
    ? [input?: EndpointInput<E>, options?: RequestOptions]
    : [input: EndpointInput<E>, options?: RequestOptions];

type QueryValue = string | number | boolean;
interface AnyInput {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[] | undefined>>;
  body?: unknown;
}

/**
 * Calls an endpoint by its declaration and answers the inject response: the method and URL from the contract
 * (`input.params` filled in and escaped), `input.query` (an array as repeated keys), the tenant header (not
 * on the tenant-exempt public files and the control API), `input.body` as JSON (a FormData as multipart, as
 * a browser sends it) and the bearer token.
 */
export async function request<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  ...[input, options = {}]: RequestArgs<E>
): Promise<LightMyRequestResponse> {
  const { params, query, body } = (input ?? {}) as AnyInput;
  const headers: Record<string, string> =
    endpoint.service === 'public' || endpoint.service === 'sim' ? {} : { ...TENANT };
  let payload: string | Buffer | undefined;
  if (body instanceof FormData) {
    const encoded = new Request('http://localhost/', { method: 'POST', body });
    payload = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type') as string;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  return app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, params),
    headers: { ...headers, ...options.headers },
    ...(query === undefined ? {} : { query: queryOf(query) }),
    ...(payload === undefined ? {} : { payload }),
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
}

function queryOf(query: NonNullable<AnyInput['query']>): Record<string, string | string[]> {
  const strings: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    strings[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return strings;
}

/**
 * An input part sent as given, not typed by the endpoint's schema: for the tests of what the schema refuses
 * (a string id, a missing or an extra field).
 */
/**
 * GET /public/decals/{key} for a decal named by its id: its key read from the database (only a live spot's
 * answer names it); an unknown id asks for a key nobody has.
 */
export async function publicDecal(app: FastifyInstance, decalId: number): Promise<LightMyRequestResponse> {
  const key = app.db.prepare('SELECT public_key FROM decals WHERE id = ?').pluck().get(decalId);
  return request(app, embed.decal, { params: { key: typeof key === 'string' ? key : '0'.repeat(32) } });
}

export const unchecked = (part: unknown): never => part as never;

// ---- Signing in ----

export type Session = SessionAnswer;

/** Signed-in headers for `app.inject` and a `request` bound to the token. */
function signedInAs(app: FastifyInstance, jwt: string) {
  return {
    token: jwt,
    headers: { ...TENANT, authorization: `Bearer ${jwt}` },
    jsonHeaders: { ...JSON_TENANT, authorization: `Bearer ${jwt}` },
    request: <E extends Endpoint>(endpoint: E, ...[input, options]: RequestArgs<E>) =>
      request(app, endpoint, ...([input, { token: jwt, ...options }] as RequestArgs<E>)),
  };
}

/** A session issued directly (no login route, no rate limit): the user's token and calls with it. */
export async function signedIn(app: FastifyInstance, userId: number) {
  const session = await app.identity.issueSession(userId);
  return { session, ...signedInAs(app, session.jwt) };
}

/** POST auth/login: for the identity tests, which test the login itself. */
export const login = (app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') =>
  request(app, auth.login, { body: { email, password } }, { remoteAddress });

/** Logs in through the login endpoint and answers the session (the login must succeed). */
export async function loggedIn(app: FastifyInstance, email = ADMIN.email, password = FIXTURE_PASSWORD) {
  const res = await login(app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Session;
}

export const bearer = (jwt: string) => ({ ...TENANT, authorization: `Bearer ${jwt}` });

// ---- The control API ----

export async function resetScenario(app: FastifyInstance, scenario = 'fixture'): Promise<ResetResult> {
  const res = await request(app, sim.reset, { body: { scenario } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function advanceClock(app: FastifyInstance, seconds: number): Promise<ClockState> {
  const res = await request(app, sim.moveClock, { body: { advanceSeconds: seconds } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export type Mail = OutboxMessage;

export async function outbox(app: FastifyInstance, to?: string): Promise<Mail[]> {
  const res = await request(app, sim.listOutbox, to === undefined ? {} : { query: { to } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { messages: Mail[] }).messages;
}

export async function lastCode(app: FastifyInstance, to: string, kind: Mail['kind']): Promise<string> {
  const mail = (await outbox(app, to)).filter((m) => m.kind === kind).at(-1);
  expect(mail, `a ${kind} mail to ${to}`).toBeDefined();
  return (mail as Mail).code;
}

// ---- Answers ----

/** The media type of a Content-Type header (`text/html; charset=utf-8` → `text/html`), lowercase. */
export const mediaTypeOf = (contentType: unknown): string =>
  (String(contentType ?? '').split(';')[0] ?? '').trim().toLowerCase();

/** An error answer: the status, a stable `code` (this one, when given) and a message, and no stack trace. */
export function expectError(
  res: { statusCode: number; json: () => unknown; body: string },
  status: number,
  code?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { code: unknown; message: unknown };
  expect(body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  if (code !== undefined) expect(body.code).toBe(code);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

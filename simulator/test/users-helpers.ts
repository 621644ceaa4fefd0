// Helpers for the users & social tests: signed-in headers without the login route (a session issued
// directly), and the error-body check.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, expect } from 'vitest';
import { JSON_TENANT, TENANT, testApp } from './helpers.js';

/** Fixture users (test/fixtures/scenarios/fixture.json). */
export const FIXTURE = {
  admin: 1, // Admin, no publisher or sponsor
  acme: 2, // Pro + Download.HTML, publisher 1 (Active): spots 1, 2, 3 (Draft), 13 → 4 listings
  pending: 3, // publisher 2 (Pending): spot 4
  zephyr: 4, // Basic (subscription 1, Active), sponsor 1: contents 1 (Active), 2 (Disabled) → 1 reservation
  owl: 5, // free, publisher 3: spots 5–12, spot 6 Disabled → 7 listings
} as const;

/** The test file's app: built once, closed after the file's tests, the fixture scenario reloaded before each test. */
export async function setupUsersApp(): Promise<FastifyInstance> {
  const app = await testApp();
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    app.scenarios.reset('fixture');
  });
  return app;
}

export async function signedIn(app: FastifyInstance, userId: number) {
  const session = await app.identity.issueSession(userId);
  return {
    session,
    headers: { ...TENANT, authorization: `Bearer ${session.jwt}` },
    jsonHeaders: { ...JSON_TENANT, authorization: `Bearer ${session.jwt}` },
  };
}

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

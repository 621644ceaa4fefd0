// The app's API client against the real simulator (demo scenario) on a real port, for the web tests that
// run the app's request code: one simulator per test file, started before its tests and closed after them.
// signIn logs in through the app's own call; the client sends that token from then on.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { listeningApp } from '@sponsorspot/simulator/testing';
import { login } from '../src/features/auth/api/login';
import { configureApiClient } from '../src/lib/api-client';

export interface SimulatorClient {
  /** The simulator (for a test that reads or writes its database directly). */
  readonly app: FastifyInstance;
  /** Logs in as the user; the app's calls carry their token from then on. Answers the token. */
  signIn(credentials: { email: string; password: string }): Promise<string>;
}

/**
 * Registers the file's simulator and configures the app's client for it; `env` adds settings (e.g.
 * SIM_PROFILE=spec, a backend with only the spec's calls).
 */
export function simulatorClient(env: Record<string, string> = {}): SimulatorClient {
  let app: FastifyInstance | undefined;
  let token: string | null = null;
  beforeAll(async () => {
    const listening = await listeningApp(env);
    app = listening.app;
    configureApiClient({
      baseURL: listening.baseURL,
      tenantHeader: 'X-Tenant-Id',
      tenantId: 'sponsor-spot',
      getAccessToken: () => token,
    });
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('The simulator starts before the tests (beforeAll).');
      return app;
    },
    async signIn(credentials) {
      token = (await login(credentials)).jwt;
      return token;
    },
  };
}

// The extended `test` every spec uses: the simulator is reset to a named scenario before each test, and
// console errors and failed page loads are collected so a spec can assert there were none. Unless
// E2E_SANDBOXES=off, each test gets a sandbox of its own instead (POST /__sim/sandboxes, ended afterwards):
// its browser contexts carry the sim_sandbox cookie and its API contexts the X-Sim-Sandbox header, so tests
// run in parallel against one simulator and one nginx (playwright.config.ts: one worker per core).
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type { SessionAnswer } from '@sponsorspot/contract/presence-auth';
import { SANDBOX_COOKIE, SANDBOX_HEADER, type ResetBody } from '@sponsorspot/contract/sim';
import { callApi, json } from './harness/api.js';
import { harness } from './harness/ports.js';
import { SimulatorControl } from './harness/sim-control.js';

/** Whether each test runs in a sandbox of its own (the default; E2E_SANDBOXES=off resets the default set). */
export const SANDBOXED = process.env.E2E_SANDBOXES !== 'off';
/** The sandbox of the test this worker runs now, or null (a worker runs one test at a time). */
let activeSandbox: string | null = null;
/** The header for API request contexts: the test's sandbox, if any. */
const sandboxHeaders = (): Record<string, string> =>
  activeSandbox === null ? {} : { [SANDBOX_HEADER]: activeSandbox };
/** The cookie for browser contexts (every origin of the harness is on 127.0.0.1: one cookie for all). */
const sandboxCookies = () =>
  activeSandbox === null
    ? []
    : [{ name: SANDBOX_COOKIE, value: activeSandbox, url: harness.webUrl, sameSite: 'Lax' as const }];

/**
 * The app's auth cookie (docs/architecture.md "Identity and session"): `${tenantId}.auth`, path '/', 365
 * days.
 */
export const AUTH_COOKIE = `${harness.tenantId}.auth`;

/** What Chromium logs for a 401 answer; expected where a test makes the session end. */
const UNAUTHORIZED_RESOURCE =
  'Failed to load resource: the server responded with a status of 401 (Unauthorized)';

/** The console errors other than the browser's own line for an expected 401 answer. */
export function withoutUnauthorizedLoads(errors: string[]): string[] {
  return errors.filter((error) => error !== UNAUTHORIZED_RESOURCE);
}

/**
 * What Chromium logs when the test runner's per-frame setup meets a frame where no script may run (the embed
 * dialog's sandboxed preview of the snippet): the runner's doing, not the page's; Chromium driven without
 * the runner logs nothing there.
 */
const SANDBOXED_FRAME_SETUP =
  /^Blocked script execution in 'about:(srcdoc|blank)' because the document's frame is sandboxed/;

/** The session as the app stores it: encodeURIComponent(JSON.stringify({jwt, refreshToken})), 365 days. */
function authCookie(session: SessionAnswer) {
  return {
    name: AUTH_COOKIE,
    value: encodeURIComponent(JSON.stringify({ jwt: session.jwt, refreshToken: session.refreshToken })),
    url: harness.webUrl,
    expires: Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60,
    sameSite: 'Lax' as const,
  };
}

/**
 * A second user in a browser of their own (a new context, logged in through the API): for journeys where two
 * people act in turn. Close it when done.
 */
export async function pageOf(
  browser: Browser,
  api: APIRequestContext,
  login: { email: string; password: string },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const response = await callApi(api, endpoints.auth.login, { body: login });
  expect(response.status(), await response.text()).toBe(200);
  const context = await otherBrowser(browser, { baseURL: harness.webUrl });
  await context.addCookies([authCookie(await json(response))]);
  return { page: await context.newPage(), close: () => context.close() };
}

/**
 * Another browser (a new context) in the test's data set: a reader of a publisher's page, say. With
 * sandboxes it carries the test's sandbox cookie, so its requests (the embed's too) reach the same data.
 */
export async function otherBrowser(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  await context.addCookies(sandboxCookies());
  return context;
}

export type ScenarioName = 'demo' | 'empty' | 'flights' | 'review';

interface Fixtures {
  /** The scenario this test starts from; override with `test.use({ scenario: 'empty' })`. */
  scenario: ScenarioName;
  /** Resets the simulator before the test (automatic). */
  resetSimulator: void;
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
  /** A request context aimed at the simulator's API with the tenant header. */
  api: APIRequestContext;
  /** The simulator's control API: outbox, clock, session expiry. */
  sim: SimulatorControl;
  /**
   * Logs in through the API (not the form) and stores the session where the app reads it: the auth cookie
   * of the page's browser context. Open a page afterwards; answers the session the simulator issued.
   */
  loginAs: (email: string, password: string) => Promise<SessionAnswer>;
}

export const test = base.extend<Fixtures>({
  scenario: ['demo', { option: true }],
  resetSimulator: [
    async ({ playwright, scenario }, use) => {
      const control = await playwright.request.newContext({ baseURL: harness.simUrl });
      const body: ResetBody = { scenario };
      if (!SANDBOXED) {
        const response = await callApi(control, endpoints.sim.reset, { body });
        expect(response.status(), await response.text()).toBe(200);
        await control.dispose();
        await use();
        return;
      }
      const response = await callApi(control, endpoints.sim.createSandbox, { body });
      expect(response.status(), await response.text()).toBe(201);
      const { id } = await json(response);
      activeSandbox = id;
      try {
        await use();
      } finally {
        activeSandbox = null;
        await callApi(control, endpoints.sim.endSandbox, { params: { id } });
        await control.dispose();
      }
    },
    { auto: true },
  ],
  context: async ({ context, resetSimulator: _ }, use) => {
    await context.addCookies(sandboxCookies());
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !SANDBOXED_FRAME_SETUP.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  api: async ({ playwright, resetSimulator: _ }, use) => {
    const context = await playwright.request.newContext({
      baseURL: harness.simUrl,
      extraHTTPHeaders: { [harness.tenantHeader]: harness.tenantId, ...sandboxHeaders() },
    });
    await use(context);
    await context.dispose();
  },
  sim: async ({ playwright, resetSimulator: _ }, use) => {
    const control = await playwright.request.newContext({
      baseURL: harness.simUrl,
      extraHTTPHeaders: sandboxHeaders(),
    });
    await use(new SimulatorControl(control));
    await control.dispose();
  },
  loginAs: async ({ api, context }, use) => {
    await use(async (email, password) => {
      const response = await callApi(api, endpoints.auth.login, { body: { email, password } });
      expect(response.status(), await response.text()).toBe(200);
      const session = await json(response);
      // The sandbox's cookie again: a test that cleared the cookies to log a user out stays in its sandbox.
      await context.addCookies([authCookie(session), ...sandboxCookies()]);
      return session;
    });
  },
});

export { expect };

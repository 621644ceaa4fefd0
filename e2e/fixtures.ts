// The extended `test` every spec uses: the simulator is reset to a named scenario before each test, and
// console errors and failed page loads are collected so a spec can assert there were none.
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { harness } from './harness/ports.js';

export type ScenarioName = 'demo' | 'empty';

interface Fixtures {
  /** The scenario this test starts from; override with `test.use({ scenario: 'empty' })`. */
  scenario: ScenarioName;
  /** Resets the simulator before the test (automatic). */
  resetSimulator: void;
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
  /** A request context aimed at the simulator's API with the tenant header. */
  api: APIRequestContext;
}

export const test = base.extend<Fixtures>({
  scenario: ['demo', { option: true }],
  resetSimulator: [
    async ({ playwright, scenario }, use) => {
      const control = await playwright.request.newContext({ baseURL: harness.simUrl });
      const response = await control.post('/__sim/reset', { data: { scenario } });
      expect(response.status(), await response.text()).toBe(200);
      await control.dispose();
      await use();
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  api: async ({ playwright }, use) => {
    const context = await playwright.request.newContext({
      baseURL: harness.simUrl,
      extraHTTPHeaders: { [harness.tenantHeader]: harness.tenantId },
    });
    await use(context);
    await context.dispose();
  },
});

export { expect };

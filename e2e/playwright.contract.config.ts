// The contract run: one walk of every screen and extension of the app (contract/) through the real nginx
// config, with Stoplight Prism's validating proxy judging each call against the simulator's own /docs/json
// (harness/prism-tap.ts). Any finding of Prism's about a request of the app's or an answer of the
// simulator's fails the run at teardown, save those harness/contract-allow-list.ts names. On ports of its own
// (3102 and 8182 unless E2E_SIM_PORT / E2E_WEB_PORT say otherwise); `npm test -w e2e` runs it last.
import './harness/contract-env.js';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

export default defineConfig({
  ...base,
  testDir: './contract',
  globalSetup: './harness/contract-setup.ts',
  reporter: [
    ['list'],
    ['json', { outputFile: '../test-results/e2e-contract.json' }],
    ...(process.env.CI
      ? []
      : [['html', { open: 'never', outputFolder: 'playwright-report-contract' }] as const]),
  ],
  projects: [{ name: 'contract', use: { browserName: 'chromium' } }],
});

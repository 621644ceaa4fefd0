// The main journeys against a backend with only the spec calls (the simulator's spec profile), on ports of
// their own (3101 and 8181 unless E2E_SIM_PORT / E2E_WEB_PORT say otherwise): what the app does for ops
// behind the real backend. `npm test -w e2e` runs it after the main suite.
import './harness/spec-profile-env.js';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

export default defineConfig({
  ...base,
  testDir: './spec-profile',
  reporter: [
    ['list'],
    ['json', { outputFile: '../test-results/e2e-spec-profile.json' }],
    ...(process.env.CI
      ? []
      : [['html', { open: 'never', outputFolder: 'playwright-report-spec-profile' }] as const]),
  ],
  projects: [{ name: 'spec-profile', use: { browserName: 'chromium' } }],
});

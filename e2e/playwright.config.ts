import { defineConfig } from '@playwright/test';
import os from 'node:os';
import { harness } from './harness/ports.js';

// Each test has a sandbox of its own (fixtures.ts), so tests run side by side: one worker per core. With
// E2E_SANDBOXES=off every test resets the one default data set instead, one test at a time.
const sandboxed = process.env.E2E_SANDBOXES !== 'off';
export default defineConfig({
  testDir: './specs',
  fullyParallel: sandboxed,
  workers: sandboxed ? os.availableParallelism() : 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: '../test-results/e2e.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  globalSetup: './harness/global-setup.ts',
  use: {
    baseURL: harness.webUrl,
    // The app writes dates, amounts and counts in the browser's locale (web/src/lib/format.ts); the specs
    // expect en-US's, whatever the machine's language.
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

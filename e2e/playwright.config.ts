import { defineConfig } from '@playwright/test';
import os from 'node:os';
import { harness } from './harness/ports.js';

// One worker: every test resets the one simulator to a named scenario, so tests must not overlap. With
// E2E_SANDBOXES=on each test has a sandbox of its own (fixtures.ts): one worker per core.
const sandboxed = process.env.E2E_SANDBOXES === 'on';
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

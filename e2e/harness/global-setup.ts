// Starts the real simulator and Debian's nginx (with the config the web image renders) over the built app.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNativeNginx } from '../../nginx/test/native-nginx.js';
import { harness } from './ports.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`simulator exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`simulator did not answer ${url} within 30 s:\n${log()}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_WEB_DIST serves another build (e.g. a copy, while web/dist is being rebuilt); default web/dist.
  const htmlDir = process.env.E2E_WEB_DIST
    ? path.resolve(process.env.E2E_WEB_DIST)
    : path.join(root, 'web/dist');
  if (!existsSync(path.join(htmlDir, 'index.html'))) {
    throw new Error(
      `${htmlDir} has no index.html: run \`npm run build -w web\` first (npm run test:e2e does).`,
    );
  }

  let output = '';
  const simulator = spawn(process.execPath, ['--import', 'tsx', 'simulator/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SIM_HOST: '127.0.0.1',
      SIM_PORT: String(harness.simPort),
      SIM_SCENARIO: 'demo',
      SIM_DB_PATH: ':memory:',
      SIM_PUBLIC_URL: harness.simUrl,
      SIM_APP_ORIGINS: harness.webUrl,
      SIM_CONTROL_API: 'on',
      SIM_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  simulator.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  simulator.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(`${harness.simUrl}/health`, simulator, () => output);

  const nginx = await startNativeNginx({
    htmlDir,
    port: harness.webPort,
    env: {
      API_BASE_URL: harness.simUrl,
      TENANT_HEADER: harness.tenantHeader,
      TENANT_ID: harness.tenantId,
      CMS_URL: harness.cmsUrl,
      OAUTH_SIMULATOR_URL: harness.simUrl,
      STRIPE_PUBLISHABLE_KEY: 'pk_sim_sponsorspot',
      APP_ENVIRONMENT: 'e2e',
    },
  });

  return async () => {
    await nginx.stop();
    simulator.kill('SIGTERM');
  };
}

// Starts the real simulator and Debian's nginx (with the config the web image renders) over a built app:
// what the end-to-end tests run against (global-setup.ts) and what `npm run bench` measures with
// Lighthouse (bench/lighthouse.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNativeNginx } from '@sponsorspot/simulator/testing/nginx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerOptions {
  simPort: number;
  webPort: number;
  /** The built app; web/dist when omitted. */
  htmlDir?: string;
  /** The scenario the simulator starts from. */
  scenario?: string;
  /** `spec`: the simulator answers only the spec calls (SIM_PROFILE); `full` when omitted. */
  profile?: 'full' | 'spec';
  tenantHeader: string;
  tenantId: string;
  /**
   * Starts what stands between nginx and the simulator (the contract run's Prism tap, prism-tap.ts) and
   * answers its origin: nginx then proxies the API to it on the app's own origin (API_PROXY_TARGET, the
   * app's API base ''). Without it the app calls the simulator directly.
   */
  apiProxy?: (simUrl: string) => Promise<{ url: string; stop(): Promise<void> }>;
}

export interface RunningServers {
  simUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

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

export async function startServers(options: ServerOptions): Promise<RunningServers> {
  const htmlDir = options.htmlDir ?? path.join(root, 'web/dist');
  if (!existsSync(path.join(htmlDir, 'index.html'))) {
    throw new Error(`${htmlDir} has no index.html: run \`npm run build -w web\` first.`);
  }
  const simUrl = `http://127.0.0.1:${options.simPort}`;
  const webUrl = `http://127.0.0.1:${options.webPort}`;

  let output = '';
  const simulator = spawn(process.execPath, ['--import', 'tsx', 'simulator/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SIM_HOST: '127.0.0.1',
      SIM_PORT: String(options.simPort),
      SIM_SCENARIO: options.scenario ?? 'demo',
      SIM_PROFILE: options.profile ?? 'full',
      SIM_DB_PATH: ':memory:',
      SIM_PUBLIC_URL: simUrl,
      SIM_APP_ORIGINS: webUrl,
      SIM_CONTROL_API: 'on',
      SIM_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  simulator.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  simulator.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHealth(`${simUrl}/health`, simulator, () => output);
  } catch (error) {
    simulator.kill('SIGTERM');
    throw error;
  }

  let apiProxy;
  let nginx;
  try {
    apiProxy = await options.apiProxy?.(simUrl);
    nginx = await startNativeNginx({
      htmlDir,
      port: options.webPort,
      env: {
        API_BASE_URL: apiProxy ? '' : simUrl,
        ...(apiProxy ? { API_PROXY_TARGET: apiProxy.url } : {}),
        TENANT_HEADER: options.tenantHeader,
        TENANT_ID: options.tenantId,
        CMS_URL: `${simUrl}/content`,
        OAUTH_SIMULATOR_URL: simUrl,
        STRIPE_PUBLISHABLE_KEY: 'pk_sim_sponsorspot',
        APP_ENVIRONMENT: 'e2e',
      },
    });
  } catch (error) {
    await apiProxy?.stop();
    simulator.kill('SIGTERM');
    throw error;
  }

  return {
    simUrl,
    webUrl,
    async stop() {
      await nginx.stop();
      await apiProxy?.stop();
      simulator.kill('SIGTERM');
    },
  };
}

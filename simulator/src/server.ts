// The only entry point: settings (env + flags) → build the app → listen → graceful shutdown. Imported (the
// listening-server tests), it only exports startServer, so the tests boot the server as the program does.
import type { FastifyInstance } from 'fastify';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import {
  ConfigError,
  DEFAULT_JWT_SECRET,
  isLoopbackHost,
  loadConfig,
  type SimulatorConfig,
} from './config.js';
import { planOf } from '@sponsorspot/contract/plans';

function printBanner(config: SimulatorConfig, url: string, scenario: string, logins: string[]): void {
  const lines = [
    '',
    // Fastify names one address even when it listens on all of them; say what a reader needs to know.
    `SponsorSpot simulator listening on ${config.host === '0.0.0.0' || config.host === '::' ? `every interface, port ${new URL(url).port}` : url}`,
    `  public URL   ${config.publicUrl}`,
    `  API docs     ${config.publicUrl}/docs`,
    `  scenario     ${scenario}${config.dbPath === ':memory:' ? ' (in-memory database)' : ` (database ${config.dbPath})`}`,
    `  control API  ${config.controlApi ? `${config.publicUrl}/__sim` : 'off'}`,
    ...(config.staticDir ? [`  app          ${config.publicUrl}/ (from ${config.staticDir})`] : []),
    ...(config.jwtSecret === DEFAULT_JWT_SECRET && !isLoopbackHost(config.host)
      ? [
          '  loopback     SIM_PUBLISHED_ON_LOOPBACK=on: whoever reaches this port can sign tokens with the',
          '               development JWT secret (set SIM_JWT_SECRET before publishing it beyond loopback)',
        ]
      : []),
    ...(config.trustProxy === true
      ? [
          '  proxies      SIM_TRUST_PROXY=on: every client may name its own address in X-Forwarded-For and so',
          "               escape the login limits; name the proxy's address or CIDR instead",
        ]
      : []),
    '',
    ...(config.production
      ? ['Seeded logins are not printed in production (seeds/README.md lists them).']
      : [
          logins.length
            ? 'Seeded logins (email / password / roles · plan):'
            : 'No seeded logins in this scenario.',
          ...logins.map((l) => `  ${l}`),
        ]),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Builds the app and listens where the config says; the caller closes the app. */
export async function startServer(config: SimulatorConfig): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(config);
  try {
    await app.ready();
    const url = await app.listen({ host: config.host, port: config.port });
    return { app, url };
  } catch (error) {
    await app.close();
    throw error;
  }
}

async function main(): Promise<void> {
  let config: SimulatorConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  let app: FastifyInstance;
  let url: string;
  try {
    ({ app, url } = await startServer(config));
  } catch (error) {
    process.stderr.write(`The simulator could not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  const scenario = app.scenarios.current() ?? config.scenario;
  let logins: string[] = [];
  try {
    logins = app.scenarios.catalog.load(scenario).data.users.map((u) => {
      const roles = [...u.roles, u.publisher ? 'publisher' : null, u.sponsor ? 'sponsor' : null].filter(
        Boolean,
      );
      return `${u.email} / ${u.password} / ${roles.join(', ') || 'user'} · ${planOf(u.features)}`;
    });
  } catch {
    // The scenario file changed or vanished since the database was seeded; the banner just lists no logins.
  }
  if (app.scenarios.current() !== config.scenario) {
    process.stdout.write(
      `Note: the database at ${config.dbPath} already holds scenario "${scenario}"; POST /__sim/reset to load another.\n`,
    );
  }
  printBanner(config, url, scenario, logins);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

// Only when run as a program: import.meta.main under node (dist/server.js); tsx leaves it undefined, and
// there argv[1] is the file it was asked to run (tsx src/server.ts).
const entry = process.argv[1];
const isProgram =
  (import.meta.main as boolean | undefined) ??
  (entry !== undefined && realpathSync(entry) === fileURLToPath(import.meta.url));
if (isProgram) await main();

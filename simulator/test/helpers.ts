// Test helpers: a fresh in-memory database per app, seeded from the fixture scenarios in test/fixtures.
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { loadConfig, type SimulatorConfig } from '../src/config.js';

export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const TENANT = { 'x-tenant-id': 'sponsor-spot' } as const;
export const JSON_TENANT = { ...TENANT, 'content-type': 'application/json' } as const;

export function testConfig(env: Record<string, string> = {}, argv: string[] = []): SimulatorConfig {
  return loadConfig(
    { SIM_LOG_LEVEL: 'silent', SIM_SEEDS_DIR: FIXTURES_DIR, SIM_SCENARIO: 'fixture', ...env },
    argv,
  );
}

export async function testApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env));
  await app.ready();
  return app;
}

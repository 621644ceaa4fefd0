// The modules a few calls need (image decoding, PDF, the common-password list) are not loaded at boot
// (lib/on-first-use.ts): a simulator that has only started and searched never holds them. Checked in a
// process of its own, with a module resolve hook that records every package the app asks for.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { searchSpots } from '@sponsorspot/contract/endpoints/marketplace';
import { FIXTURES_DIR, TENANT } from './helpers.js';

const ON_FIRST_USE = ['sharp', 'pdfkit', '@zxcvbn-ts/language-common'];

const SCRIPT = `
import { registerHooks } from 'node:module';
const asked = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    asked.add(specifier);
    return nextResolve(specifier, context);
  },
});
const watched = ${JSON.stringify(ON_FIRST_USE)};
const loaded = () => watched.filter((name) => asked.has(name));
const { buildApp } = await import('./src/app.ts');
const { loadConfig } = await import('./src/config.ts');
const app = await buildApp(loadConfig({ SIM_LOG_LEVEL: 'warn', SIM_SCENARIO: 'fixture', SIM_DB_PATH: ':memory:', SIM_SEEDS_DIR: process.env.FIXTURE_SEEDS }, []));
await app.ready();
const search = await app.inject({
  method: 'POST',
  url: ${JSON.stringify(endpointUrl(searchSpots))},
  headers: { ...${JSON.stringify(TENANT)}, 'content-type': 'application/json' },
  payload: '{"searchText":"","pageNumber":1}',
});
const atBoot = loaded();
const { loadSharp } = await import('./src/lib/on-first-use.ts');
await loadSharp();
const { totalCount } = search.json();
console.log(JSON.stringify({ searchStatus: search.statusCode, found: totalCount > 0, atBoot, afterDecal: loaded() }));
await app.close();
`;

describe('the modules loaded on first use', () => {
  it('are not loaded by booting and searching, and are once a call needs them', () => {
    const simulatorDir = path.resolve(import.meta.dirname, '..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', SCRIPT], {
      cwd: simulatorDir,
      env: { ...process.env, FIXTURE_SEEDS: FIXTURES_DIR },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status, result.stderr).toBe(0);
    const outcome = JSON.parse(result.stdout.trim().split('\n').at(-1)!);
    expect(outcome).toEqual({ searchStatus: 200, found: true, atBoot: [], afterDecal: ['sharp'] });
  }, 60_000);
});

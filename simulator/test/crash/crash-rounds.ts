// Crash safety of the simulator's database: the real server (simulator/src/server.ts) in a process of its
// own on a WAL file, sent spot creations by several writers at once, killed with SIGKILL while they write,
// started again on the same file, and so on for a number of rounds. Afterwards every creation the server
// acknowledged (201) must be in the database, as acknowledged, and `PRAGMA integrity_check` must answer
// ok. Used by test/crash.test.ts (a few rounds, in `npm test`) and bench/crash.mjs (more, in `npm run bench`).
// No vitest import: the bench runs it outside the test runner.
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE } from '@sponsorspot/contract/plans';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SIMULATOR_DIR = path.resolve(here, '../..');
const FIXTURES_DIR = path.resolve(here, '../fixtures');
/** acme (fixture scenario): an Active publisher, made Enterprise so no plan limit stops the writers. */
const ACME = 2;

export interface CrashOptions {
  rounds: number;
  /** Writers sending creations at once. */
  writers: number;
  /** How long after the round's first acknowledged write the kill comes, in ms (picked within [min, max]). */
  killAfterMs: readonly [min: number, max: number];
}

export interface CrashResult {
  rounds: number;
  acknowledged: number;
  /** Acknowledged creations missing or different after the crashes: must be 0. */
  lost: number;
  /** Requests in flight when the server died (neither acknowledged nor refused). */
  unanswered: number;
  integrityCheck: string;
  /** Milliseconds from spawning the server to its first answer, per round. */
  startMs: number[];
}

interface Acknowledged {
  id: number;
  name: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const env = (dir: string, extra: Record<string, string> = {}) => ({
  SIM_DB_PATH: path.join(dir, 'crash.db'),
  SIM_UPLOAD_DIR: path.join(dir, 'uploads'),
  SIM_SEEDS_DIR: FIXTURES_DIR,
  SIM_SCENARIO: 'fixture',
  SIM_LOG_LEVEL: 'silent',
  // Not needed here, and each start is quicker without their routes.
  SIM_CONTROL_API: 'off',
  SIM_OAUTH_STANDIN: 'off',
  ...extra,
});

/** Seeds the file (fixture scenario), makes acme Enterprise and answers a session token for acme. */
async function prepare(dir: string): Promise<string> {
  const app = await buildApp(loadConfig(env(dir), []));
  await app.ready();
  try {
    app.users.setFeatures(ACME, [FEATURE.enterprise]);
    return (await app.identity.issueSession(ACME)).jwt;
  } finally {
    await app.close();
  }
}

/** The simulator's own entry point in a process of its own; answers once it answers /health. */
async function startServer(dir: string): Promise<{ child: ChildProcess; base: string; startMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SIMULATOR_DIR,
    env: { ...process.env, NODE_ENV: 'development', ...env(dir, { SIM_PORT: String(port) }) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the simulator exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base, startMs: performance.now() - started };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Writers creating spots until the server stops answering; answers the creations acknowledged. */
async function write(
  base: string,
  jwt: string,
  round: number,
  writers: number,
  stopped: () => boolean,
  onAcknowledged: () => void,
): Promise<{ acknowledged: Acknowledged[]; unanswered: number }> {
  const acknowledged: Acknowledged[] = [];
  let unanswered = 0;
  const url = `${base}${endpointUrl(publisher.createSpot)}`;
  const headers = {
    'content-type': 'application/json',
    'x-tenant-id': 'sponsor-spot',
    authorization: `Bearer ${jwt}`,
  };
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let i = 0; !stopped(); i++) {
        const name = `Crash ${round}.${writer}.${i}`;
        let res: Response;
        let body: string;
        try {
          res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ name }) });
          body = await res.text();
        } catch {
          unanswered += 1;
          return; // the server died under this request: no whole answer, no acknowledgement
        }
        if (res.status !== 201) throw new Error(`create answered ${res.status}: ${body}`);
        const spot = JSON.parse(body) as { id: number; name: string };
        acknowledged.push({ id: spot.id, name: spot.name });
        onAcknowledged();
      }
    }),
  );
  return { acknowledged, unanswered };
}

export async function crashRounds(options: CrashOptions): Promise<CrashResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sponsorspot-crash-'));
  try {
    const jwt = await prepare(dir);
    const acknowledged: Acknowledged[] = [];
    const startMs: number[] = [];
    let unanswered = 0;
    for (let round = 0; round < options.rounds; round++) {
      const server = await startServer(dir);
      startMs.push(Math.round(server.startMs));
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      let killed = false;
      let timer: NodeJS.Timeout | undefined;
      const [min, max] = options.killAfterMs;
      // The kill comes a while after the first acknowledged write, so every round dies mid-writes.
      const firstAcknowledged = () => {
        timer ??= setTimeout(
          () => {
            killed = true;
            server.child.kill('SIGKILL');
          },
          min + Math.random() * (max - min),
        );
      };
      try {
        const written = await write(
          server.base,
          jwt,
          round,
          options.writers,
          () => killed,
          firstAcknowledged,
        );
        acknowledged.push(...written.acknowledged);
        unanswered += written.unanswered;
      } finally {
        clearTimeout(timer);
        if (!killed) server.child.kill('SIGKILL');
        await exited;
      }
    }
    // The file as the next start would find it (the WAL recovered on open).
    const db = new Database(env(dir).SIM_DB_PATH);
    try {
      const integrityCheck = db.pragma('integrity_check', { simple: true }) as string;
      const byId = db.prepare<[number], { name: string }>('SELECT name FROM spots WHERE id = ?');
      const lost = acknowledged.filter(({ id, name }) => byId.get(id)?.name !== name).length;
      return {
        rounds: options.rounds,
        acknowledged: acknowledged.length,
        lost,
        unanswered,
        integrityCheck,
        startMs,
      };
    } finally {
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

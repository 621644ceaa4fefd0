// Loading a state POSTed to /__sim/state off the main thread. Parsing, checking and inserting it on the main
// thread answered no other request meanwhile: 0.9 s for a 25 MB state of rows, 2.1 s for 60 MB (9.2 s on a
// busier machine). A child process (state-import-worker.ts) now reads the body, streamed to it, and builds it
// into a scratch database file, derived rows and all; the main thread only copies the tables in, in slices
// and one short transaction (`load`, ScenarioService.loadBuilt, built-copy.ts), which hold it 40–65 ms at
// most for 25 MB of spots (43,000) with their search and market rows. A process, not a worker thread: a worker
// that passes its heap limit can abort the whole simulator (Node's limits on workers are best-effort,
// nodejs/node#47224), where a process that passes --max-old-space-size ends alone. One load runs at a time:
// the scratch file of one sits in the temporary directory (a 64 Mi volume in staging) and a second would
// only share the same two cores.
import { SAVED_STATE_MAX_BYTES } from '@sponsorspot/contract/sim';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline, Transform, type Readable, type Writable } from 'node:stream';

/** A schema issue of the body, as the route's validator reports one (plugins/errors.ts reads it). */
export interface BodyIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** What the worker answers (over its IPC channel). */
export type BuildOutcome =
  | { kind: 'built'; name: string; savedAt: string | null }
  | { kind: 'invalid_json' }
  | { kind: 'invalid_body'; issues: BodyIssue[] }
  | { kind: 'invalid_scenario'; problems: string[] };

/** A data set the worker built, for ScenarioService.loadBuilt to copy in. */
export interface BuiltState {
  file: string;
  name: string;
  savedAt: string | null;
}

/**
 * How a load ended. `body_too_large`: past SAVED_STATE_MAX_BYTES; `too_large`: the worker needed more heap
 * than the load set aside (loadCost); `too_slow`: it ran past LOAD_TIME_LIMIT_MS; `abandoned`: the client
 * left first.
 */
export type LoadOutcome<T> =
  | { kind: 'loaded'; result: T }
  | Exclude<BuildOutcome, { kind: 'built' }>
  | { kind: 'body_too_large' }
  | { kind: 'too_large'; heapBytes: number }
  | { kind: 'too_slow'; limitMs: number }
  | { kind: 'abandoned' };

/**
 * How long a worker may take. A 60 MB state of rows builds in 4 s; a scenario file (not a saved state)
 * hashes each distinct password (argon2id, some 20 ms each), and one naming thousands would hold a core.
 */
export const LOAD_TIME_LIMIT_MS = 120_000;

const MiB = 2 ** 20;
/**
 * A worker process's own resident memory before any body: Node (43 MiB), TypeBox and the contract's schemas,
 * SQLite, the reset's modules and a migrated database. bench/qa-memory.mjs's build: 92 MiB with a 1 MB body.
 */
const WORKER_BASE_BYTES = 96 * MiB;
/** Of which its V8 heap: 17 MiB in use. */
const WORKER_HEAP_BASE_BYTES = 64 * MiB;
/**
 * Its resident memory per byte of body: the body (1×, read into one buffer), its text (1×) and the rows
 * JSON.parse makes of it (up to 1.9× for small rows), the images decoded from it and the garbage collector's
 * slack. Measured, built: 200 MiB at the peak for a 25 MB state of outbox rows, 353 MiB for 60 MB, which is
 * 92 MiB and 4.7 times the body.
 */
const WORKER_BYTES_PER_BODY_BYTE = 5;
/** Of which its V8 heap: the text and the rows (measured 2.6–2.9 times the body just after parsing). */
const WORKER_HEAP_PER_BODY_BYTE = 3;

/**
 * What loading a body of `bodyBytes` holds at most, reserved against SIM_QA_MEMORY_MB until the load is
 * answered: the worker process (96 MiB and 5 times the body: 215 MiB for 25 MB, 382 MiB for 60 MB; the body
 * streams through this process without being held). The rows it leaves then count as their database's
 * pages. Within it, the worker's heap limit: a body that needs more heap is refused (413) rather than let
 * grow.
 */
export function loadCost(bodyBytes: number): { requestedBytes: number; workerHeapBytes: number } {
  return {
    requestedBytes: WORKER_BASE_BYTES + bodyBytes * WORKER_BYTES_PER_BODY_BYTE,
    workerHeapBytes: WORKER_HEAP_BASE_BYTES + bodyBytes * WORKER_HEAP_PER_BODY_BYTE,
  };
}

// Run from the TypeScript sources (tsx, vitest), the worker needs tsx's loader; built, it takes the
// process's flags (--conditions=sponsorspot-compiled).
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_PATH = new URL(`./state-import-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
const workerFlags = (heapBytes: number) => [
  ...(fromSource ? ['--import', 'tsx'] : process.execArgv),
  `--max-old-space-size=${Math.ceil(heapBytes / MiB)}`,
  // The parsed rows live until the load ends: a young generation of 1 MiB promotes them at once instead of
  // copying them between two larger halves (30 MiB less resident memory for a 25 MB state).
  '--max-semi-space-size=1',
];

/** The end of the load under way: the next one starts after it. */
let lastLoad: Promise<unknown> = Promise.resolve();

/** The body of a load: its stream, unread, and the length its Content-Length declares (null: none). */
export interface LoadBody {
  stream: Readable;
  declaredBytes: number | null;
}

/**
 * Streams the body to a worker process, which builds it, then, on the main thread, hands the built data set
 * to `load` (which copies it in) and deletes the scratch file. The body is never held here: until its turn
 * it waits unread (the client waits too), then passes through in the pipe's chunks. Loads run one after
 * another; one whose client has gone (`signal`) is skipped, or its worker stopped.
 */
export function loadOffThread<T>(
  body: LoadBody,
  seedsDir: string,
  signal: AbortSignal,
  load: (built: BuiltState) => Promise<T>,
): Promise<LoadOutcome<T>> {
  const turn = lastLoad.then(async (): Promise<LoadOutcome<T>> => {
    if (signal.aborted) return { kind: 'abandoned' };
    const file = path.join(os.tmpdir(), `sponsorspot-load-${randomBytes(8).toString('hex')}.db`);
    try {
      const { workerHeapBytes } = loadCost(body.declaredBytes ?? SAVED_STATE_MAX_BYTES);
      const built = await buildInWorker(body, seedsDir, file, workerHeapBytes, signal);
      if (built === 'abandoned') return { kind: 'abandoned' };
      if (built === 'body_too_large') return { kind: 'body_too_large' };
      if (built === 'out_of_memory') return { kind: 'too_large', heapBytes: workerHeapBytes };
      if (built === 'too_slow') return { kind: 'too_slow', limitMs: LOAD_TIME_LIMIT_MS };
      if (built.kind !== 'built') return built;
      return { kind: 'loaded', result: await load({ file, name: built.name, savedAt: built.savedAt }) };
    } finally {
      // Off this thread: unlinking the 50 MB file of 25 MB of spots held it for 10 ms.
      await Promise.all(
        ['', '-wal', '-shm', '-journal'].map((suffix) => rm(`${file}${suffix}`, { force: true })),
      );
    }
  });
  lastLoad = turn.catch(() => undefined);
  return turn;
}

type WorkerEnd = BuildOutcome | 'body_too_large' | 'out_of_memory' | 'too_slow' | 'abandoned';

function buildInWorker(
  body: LoadBody,
  seedsDir: string,
  file: string,
  heapBytes: number,
  signal: AbortSignal,
): Promise<WorkerEnd> {
  return new Promise((resolve, reject) => {
    const worker = fork(WORKER_PATH, [seedsDir, file, String(body.declaredBytes ?? '')], {
      execArgv: workerFlags(heapBytes),
      // Its error output is read, not shown: V8's report of a heap past its limit is an answer here (413).
      stdio: ['pipe', 'inherit', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    let errorOutput = '';
    worker.stderr?.on('data', (chunk: Buffer) => {
      errorOutput = `${errorOutput}${chunk.toString('utf8')}`.slice(-4096);
    });
    let outcome: Exclude<WorkerEnd, 'out_of_memory'> | undefined;
    const stop = (why: 'body_too_large' | 'too_slow' | 'abandoned') => {
      outcome ??= why;
      worker.kill('SIGKILL');
    };
    const onAbort = () => stop('abandoned');
    signal.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => stop('too_slow'), LOAD_TIME_LIMIT_MS);
    worker.once('message', (message: BuildOutcome) => (outcome ??= message));
    worker.once('error', reject);
    // A body past the largest a state may be is cut off there, as the route's body limit would.
    let received = 0;
    const limited = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.byteLength;
        if (received > SAVED_STATE_MAX_BYTES) {
          stop('body_too_large');
          next();
        } else next(null, chunk);
      },
    });
    pipeline(body.stream, limited, worker.stdin as Writable, () => {
      // The worker's end says how it went; a body cut short is a client that left (the signal).
    });
    // Once it has exited, the scratch file is whole and closed.
    worker.once('exit', (code, exitSignal) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (outcome !== undefined) resolve(outcome);
      // V8 aborts a process past its heap limit.
      else if (exitSignal === 'SIGABRT' || code === 134) resolve('out_of_memory');
      else
        reject(
          new Error(
            `The state-loading worker exited with ${exitSignal ?? code} and no answer: ${errorOutput}`,
          ),
        );
    });
  });
}

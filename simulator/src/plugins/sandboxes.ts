// Sandboxes (`app.sandboxes`): isolated data sets, each a whole simulator app built by buildApp on its own
// in-memory database, so it has its own clock, faults, outbox and journal with every layer unchanged. A
// request carrying X-Sim-Sandbox: <id> (or, from a browser, the sim_sandbox cookie that entering a sandbox
// sets: routes/sim/sandboxes.ts) is handed to that sandbox's router as it arrived, body unread, so streaming
// and uploads work as usual; without either, this app answers it from the default data set. An id that names
// no open sandbox answers 404 sandbox_not_found, never the default data. /__sim/sandboxes and everything
// under it (entering and leaving included) is always answered here, and so is the console page under an
// ended cookie (so a tester can leave the sandbox). Registered after the host guard, CORS and
// @fastify/cookie: the first two apply here first (a preflight is answered here, with the same settings a
// sandbox has), and the cookie is read from request.cookies.
//
// The registry also keeps the QA data's memory budget (scenarios/qa-memory.ts, SIM_QA_MEMORY_MB): opening a
// sandbox asks it for a sandbox's app, and every load of a saved state, into this app's data set or a
// sandbox's, asks at this door, by its Content-Length and before its body is read, for what loading it
// holds (scenarios/state-import.ts loadCost) until it is answered.
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import {
  SANDBOX_COOKIE,
  SANDBOX_HEADER,
  SANDBOX_LIMIT,
  SAVED_STATE_MAX_BYTES,
  type Sandbox,
} from '@sponsorspot/contract/sim';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { apiError } from '../lib/errors.js';
import { inMemoryBytes, QaMemoryBudget, SANDBOX_APP_BYTES } from '../scenarios/qa-memory.js';
import { loadCost } from '../scenarios/state-import.js';
import { toErrorResponse } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    sandboxes: SandboxRegistry;
  }
  interface FastifyRequest {
    /** The sandbox this request was handed to; null when this app answers it. */
    sandboxId: string | null;
  }
}

/** Builds a sandbox's app (not yet ready) seeded with the scenario. */
export type SandboxBuilder = (id: string, scenario: string) => Promise<FastifyInstance>;

interface OpenSandbox extends Sandbox {
  app: FastifyInstance;
}

const withoutApp = ({ app: _, ...sandbox }: OpenSandbox): Sandbox => sandbox;

export class SandboxRegistry {
  private readonly open = new Map<string, OpenSandbox>();
  /** Creations under way: they count toward the limit. */
  private opening = 0;
  /** The QA data's budget: the sandboxes' apps and databases, and `heldOutside` them. */
  readonly memory: QaMemoryBudget;

  /** `heldOutside`: what the QA data holds beside the sandboxes (the default data set's database). */
  constructor(
    private readonly build: SandboxBuilder,
    memoryLimitBytes: number,
    heldOutside: () => number,
    readonly limit = SANDBOX_LIMIT,
  ) {
    this.memory = new QaMemoryBudget(memoryLimitBytes, () => heldOutside() + this.heldBytes());
  }

  /** What the open sandboxes hold: each one's app and its in-memory database. */
  private heldBytes(): number {
    let bytes = 0;
    for (const { app } of this.open.values()) bytes += SANDBOX_APP_BYTES + inMemoryBytes(app.db);
    return bytes;
  }

  get size(): number {
    return this.open.size;
  }

  app(id: string): FastifyInstance | undefined {
    return this.open.get(id)?.app;
  }

  /** The open sandbox of this id, or undefined. */
  get(id: string): Sandbox | undefined {
    const open = this.open.get(id);
    return open === undefined ? undefined : withoutApp(open);
  }

  list(): Sandbox[] {
    return [...this.open.values()].map(withoutApp);
  }

  /** Opens a sandbox (the caller has checked that the scenario exists). */
  async create(scenario: string): Promise<Sandbox> {
    if (this.open.size + this.opening >= this.limit) throw apiError.sandboxLimitReached(this.limit);
    // Once open, the sandbox counts as what it holds; until then, as an app.
    const release = this.memory.reserve('Opening a sandbox', SANDBOX_APP_BYTES);
    this.opening++;
    try {
      const started = performance.now();
      const id = randomBytes(8).toString('hex');
      const app = await this.build(id, scenario);
      await app.ready();
      const createMs = Math.round((performance.now() - started) * 100) / 100;
      const sandbox = { id, scenario, createdAt: new Date().toISOString(), createMs };
      const entry = { ...sandbox, app };
      this.open.set(id, entry);
      // A reset or a saved state loaded inside it: the list names what it holds now.
      app.scenarios.onReset(({ name }) => {
        entry.scenario = name;
      });
      return sandbox;
    } finally {
      this.opening--;
      release();
    }
  }

  /** Ends a sandbox: its id answers 404 at once, its database closes and its uploaded files go. */
  async end(id: string): Promise<void> {
    const sandbox = this.open.get(id);
    if (sandbox === undefined) throw apiError.sandboxNotFound(id);
    this.open.delete(id);
    const files = sandbox.app.content.uploadedFiles();
    await sandbox.app.close();
    for (const file of files) rmSync(file, { force: true });
  }

  async endAll(): Promise<void> {
    for (const id of [...this.open.keys()]) await this.end(id);
  }
}

const HEADER = SANDBOX_HEADER.toLowerCase();

/**
 * The sandbox a browser entered: what its cookie names (open or not), or null. The cookie comes parsed by
 * @fastify/cookie, which leaves a value whose % escapes do not decode as it was sent: such an id names no
 * sandbox, so it answers sandbox_not_found like any other unknown one.
 */
export function enteredSandbox(request: Pick<FastifyRequest, 'cookies'>): string | null {
  return request.cookies[SANDBOX_COOKIE]?.trim() || null;
}

/** The sandbox a request asks for (the header first, then the cookie), or null. */
export function requestedSandbox(
  request: Pick<FastifyRequest, 'headers' | 'cookies'>,
): { id: string; from: 'header' | 'cookie' } | null {
  const header = request.headers[HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader !== undefined && fromHeader.trim() !== '') return { id: fromHeader.trim(), from: 'header' };
  const fromCookie = enteredSandbox(request);
  return fromCookie === null ? null : { id: fromCookie, from: 'cookie' };
}

const pathOf = (url: string) => url.split('?')[0] ?? url;
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const LOAD_STATE = endpointUrl(sim.importState);

/**
 * Sets aside, until the answer, what loading the state this request carries holds (its Content-Length;
 * without one, the largest a state may be); throws qa_budget_exceeded when it does not fit. Nothing for
 * other requests, nor for a body past the largest, which the route refuses unread (413).
 */
function reserveLoad(registry: SandboxRegistry, request: FastifyRequest, reply: FastifyReply): void {
  if (request.method !== 'POST' || pathOf(request.url).replace(/\/+$/, '') !== LOAD_STATE) return;
  const declared = request.headers['content-length'];
  // Neither header: a request without a body, which the route refuses (400).
  if (declared === undefined && request.headers['transfer-encoding'] === undefined) return;
  const bodyBytes = declared === undefined ? SAVED_STATE_MAX_BYTES : Number(declared);
  if (!Number.isSafeInteger(bodyBytes) || bodyBytes > SAVED_STATE_MAX_BYTES) return;
  const release = registry.memory.reserve('Loading this state', loadCost(bodyBytes).requestedBytes);
  // 'close' follows the answer, or the client's leaving (the load then stops: routes/sim/scenarios.ts).
  reply.raw.once('close', release);
}

async function sandboxesPlugin(app: FastifyInstance, options: { build: SandboxBuilder }) {
  // The default data set's database counts when it is in memory (SIM_DB_PATH=:memory:), not in a file.
  const registry = new SandboxRegistry(options.build, app.settings.qaMemoryBytes, () =>
    inMemoryBytes(app.db),
  );
  app.decorate('sandboxes', registry);
  app.decorateRequest('sandboxId', null);
  app.addHook('onClose', async () => {
    await registry.endAll();
  });

  const refuse = (reply: FastifyReply, error: Error) => {
    const { status, body } = toErrorResponse(error);
    reply.code(status).send(body);
  };
  /** False when a load this request carries does not fit the budget (it was answered). */
  const reserved = (request: FastifyRequest, reply: FastifyReply) => {
    try {
      reserveLoad(registry, request, reply);
      return true;
    } catch (error) {
      refuse(reply, error as Error);
      return false;
    }
  };

  // A plain callback, as it runs on every request (an async hook costs a promise each time).
  app.addHook('onRequest', (request, reply, done) => {
    const asked = requestedSandbox(request);
    if (asked === null) {
      if (reserved(request, reply)) done();
      return;
    }
    const path = pathOf(request.url);
    // Creating, listing, entering, leaving and ending sandboxes is this app's job, whichever sandbox the
    // caller is in (or whichever ended one its cookie still names).
    if (under(path, '/__sim/sandboxes')) return done();
    const sandbox = registry.app(asked.id);
    if (sandbox === undefined) {
      // A browser whose cookie names an ended sandbox still gets the console, to leave it.
      if (asked.from === 'cookie' && under(path, '/__sim/console')) return done();
      return refuse(reply, apiError.sandboxNotFound(asked.id));
    }
    if (!reserved(request, reply)) return;
    request.sandboxId = asked.id;
    reply.hijack();
    sandbox.routing(request.raw, reply.raw);
  });
}

export default fp(sandboxesPlugin, {
  name: 'sandboxes',
  dependencies: ['settings', 'errors', 'cors', '@fastify/cookie'],
});

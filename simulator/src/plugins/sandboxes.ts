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
import { SANDBOX_COOKIE, SANDBOX_HEADER, SANDBOX_LIMIT, type Sandbox } from '@sponsorspot/contract/sim';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { apiError } from '../lib/errors.js';
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

  constructor(
    private readonly build: SandboxBuilder,
    readonly limit = SANDBOX_LIMIT,
  ) {}

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
    this.opening++;
    try {
      const started = performance.now();
      const id = randomBytes(8).toString('hex');
      const app = await this.build(id, scenario);
      await app.ready();
      const createMs = Math.round((performance.now() - started) * 100) / 100;
      const sandbox = { id, scenario, createdAt: new Date().toISOString(), createMs };
      this.open.set(id, { ...sandbox, app });
      return sandbox;
    } finally {
      this.opening--;
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

async function sandboxesPlugin(app: FastifyInstance, options: { build: SandboxBuilder }) {
  const registry = new SandboxRegistry(options.build);
  app.decorate('sandboxes', registry);
  app.decorateRequest('sandboxId', null);
  app.addHook('onClose', async () => {
    await registry.endAll();
  });

  // A plain callback, as it runs on every request (an async hook costs a promise each time).
  app.addHook('onRequest', (request, reply, done) => {
    const asked = requestedSandbox(request);
    if (asked === null) return done();
    const path = pathOf(request.url);
    // Creating, listing, entering, leaving and ending sandboxes is this app's job, whichever sandbox the
    // caller is in (or whichever ended one its cookie still names).
    if (under(path, '/__sim/sandboxes')) return done();
    const sandbox = registry.app(asked.id);
    if (sandbox === undefined) {
      // A browser whose cookie names an ended sandbox still gets the console, to leave it.
      if (asked.from === 'cookie' && under(path, '/__sim/console')) return done();
      const { status, body } = toErrorResponse(apiError.sandboxNotFound(asked.id));
      reply.code(status).send(body);
      return;
    }
    request.sandboxId = asked.id;
    reply.hijack();
    sandbox.routing(request.raw, reply.raw);
  });
}

export default fp(sandboxesPlugin, {
  name: 'sandboxes',
  dependencies: ['settings', 'errors', 'cors', '@fastify/cookie'],
});

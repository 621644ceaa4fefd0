// Faults and the request journal of the control API (domain/faults.ts) on every request: a fault armed
// for the request's method and path answers instead of the route (an error body with its status), waits
// first, or drops the connection; the journal keeps the API requests as answered. Registered only with
// the control API, before the tenant guard, so a fault answers whatever the headers. /__sim itself is
// never faulted nor journaled. A scenario reset disarms every fault and empties the journal.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FaultBook, Journal, journalBody, redactPath, redactQuery } from '../domain/faults.js';
import { TENANT_PREFIXES } from './tenant.js';

declare module 'fastify' {
  interface FastifyInstance {
    faults: FaultBook;
    journal: Journal;
  }
  interface FastifyRequest {
    /** The injected fault this request met, if any. */
    faultId: number | null;
  }
}

/** The requests the journal keeps: the three services, public decals, OAuth stand-ins and /health. */
const JOURNALED = [...TENANT_PREFIXES.map((p) => `${p}/`), '/public/', '/oauth/'];
const isJournaled = (path: string) => path === '/health' || JOURNALED.some((p) => path.startsWith(p));
const pathOf = (url: string) => url.split('?')[0] ?? url;

async function faultsPlugin(app: FastifyInstance) {
  const faults = new FaultBook();
  const journal = new Journal();
  app.decorate('faults', faults);
  app.decorate('journal', journal);
  app.decorateRequest('faultId', null);
  app.scenarios.onReset(() => {
    faults.clear();
    journal.clear();
  });

  const entryOf = (
    request: {
      method: string;
      url: string;
      headers: Record<string, unknown>;
      body?: unknown;
      routeOptions: { url?: string | undefined };
    },
    status: number,
    durationMs: number,
    faultId: number | null,
    at: string,
  ) => {
    const [path, query = ''] = request.url.split(/\?(.*)/s);
    const tenant = request.headers[app.settings.tenantHeader.toLowerCase()];
    const authorization = request.headers.authorization;
    return {
      at,
      method: request.method,
      path: redactPath(path ?? request.url, request.routeOptions.url),
      query: redactQuery(query),
      status,
      durationMs: Math.round(durationMs * 100) / 100,
      tenant: typeof tenant === 'string' ? tenant : null,
      authorized: typeof authorization === 'string' && /^bearer\s/i.test(authorization),
      ...journalBody(request.body),
      faultId,
    };
  };

  // Plain callbacks: these run on every request (an async hook costs a promise each time).
  app.addHook('onRequest', (request, reply, done) => {
    if (faults.size === 0) return done();
    const path = pathOf(request.url);
    if (path.startsWith('/__sim/')) return done();
    const fault = faults.take(request.method, path);
    if (fault === null) return done();
    request.faultId = fault.id;
    request.log.info({ faultId: fault.id, method: request.method, path }, 'injected fault');
    const act = () => {
      if (fault.drop) {
        reply.hijack();
        if (isJournaled(path)) {
          const started = Date.now() - fault.delayMs;
          journal.record(entryOf(request, 0, fault.delayMs, fault.id, new Date(started).toISOString()));
        }
        request.raw.socket.destroy();
      } else if (fault.status !== null) {
        void reply.code(fault.status).send({ code: fault.code, message: fault.message });
      } else done();
    };
    if (fault.delayMs > 0) setTimeout(act, fault.delayMs);
    else act();
  });

  app.addHook('onResponse', (request, reply, done) => {
    // Handed to a sandbox (plugins/sandboxes.ts): its own journal keeps it.
    if (request.sandboxId) return done();
    const path = pathOf(request.url);
    if (isJournaled(path)) {
      const at = new Date(Date.now() - reply.elapsedTime).toISOString();
      journal.record(entryOf(request, reply.statusCode, reply.elapsedTime, request.faultId, at));
    }
    done();
  });
}

export default fp(faultsPlugin, { name: 'faults', dependencies: ['settings', 'scenarios'] });

// Host guard: the development pages (the control API and its console under /__sim, the OAuth, Stripe,
// payout and content stand-ins) answer only to the host names on the allow-list (SIM_ALLOWED_HOSTS and the
// hosts of SIM_PUBLIC_URL and SIM_APP_ORIGINS); any other Host header gets 421 host_not_allowed. A page on
// another site whose name is made to resolve to 127.0.0.1 (DNS rebinding) reaches the simulator with its
// own name as Host (the web image's proxy passes it on), so it cannot drive /__sim or sign in through the
// OAuth stand-in even on loopback. The API itself is not guarded: it is what the app calls, under
// whatever name the backend has.
import { SERVICE_PREFIX } from '@sponsorspot/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeHostName } from '../config.js';
import { apiError } from '../lib/errors.js';
import { toErrorResponse } from './errors.js';

export const HOST_GUARDED_PREFIXES = [
  SERVICE_PREFIX.sim,
  '/oauth',
  '/stripe',
  '/connect',
  '/content',
] as const;

export function isHostGuardedPath(path: string): boolean {
  return HOST_GUARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The host name of a Host header (`name`, `name:port`, `[v6]`, `[v6]:port`), normalised; '' if none. */
export function hostNameOf(header: string | undefined): string {
  if (!header) return '';
  const value = header.trim();
  const bracketed = /^(\[[^\]]*\])(?::\d*)?$/.exec(value);
  if (bracketed) return normalizeHostName(bracketed[1] as string);
  return normalizeHostName(value.replace(/:\d*$/, ''));
}

async function hostGuardPlugin(app: FastifyInstance) {
  const allowed = new Set(app.settings.allowedHosts);
  // A plain callback, as it runs on every request (an async hook costs a promise each time).
  app.addHook('onRequest', (request, reply, done) => {
    // The matched route pattern, so an encoded path cannot slip past; the raw path for unknown routes.
    const pattern = request.routeOptions.url;
    const path = pattern ?? request.url.split('?')[0] ?? '';
    if (!isHostGuardedPath(path)) return done();
    // The Host header as sent, never X-Forwarded-Host: a rebinding page can set that one too.
    const host = request.headers.host;
    if (allowed.has(hostNameOf(host))) return done();
    // Answered here rather than through done(error): the stand-ins' own error handlers would turn it into
    // a problem page, and the refusal is the same JSON error body wherever it happens.
    const { status, body } = toErrorResponse(apiError.hostNotAllowed(host ?? ''));
    reply.code(status).send(body);
  });
}

export default fp(hostGuardPlugin, { name: 'host-guard', dependencies: ['settings', 'errors'] });

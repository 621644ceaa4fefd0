// Tenant guard: the three API prefixes need `X-Tenant-Id: sponsor-spot` (name and value are settings).
// Everything else (health, docs, public embeds, stand-in pages, control API, the app) is exempt.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../lib/errors.js';

export const TENANT_PREFIXES = ['/presence/api/v1', '/account/api/v1', '/sponsor/api/v1'] as const;

export function isTenantPath(path: string): boolean {
  return TENANT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

async function tenantPlugin(app: FastifyInstance) {
  const { tenantHeader, tenantId } = app.settings;
  const headerKey = tenantHeader.toLowerCase();
  // A plain callback, as it runs on every request (an async hook costs a promise each time).
  app.addHook('onRequest', (request, _reply, done) => {
    // Preflights carry no custom headers; CORS answers them.
    if (request.method === 'OPTIONS') return done();
    // The matched route pattern, so an encoded path cannot slip past; the raw path for unknown routes.
    const pattern = request.routeOptions.url;
    const path = pattern && !pattern.includes('*') ? pattern : (request.url.split('?')[0] ?? '');
    if (!isTenantPath(path)) return done();
    const value = request.headers[headerKey];
    if (value === undefined || value === '') return done(apiError.tenantRequired(tenantHeader));
    if (value !== tenantId) return done(apiError.tenantUnknown(tenantHeader));
    done();
  });
}

export default fp(tenantPlugin, { name: 'tenant', dependencies: ['settings', 'errors'] });

// The built app when SIM_STATIC_DIR is set (`npm start`): hashed /assets/* cached for a year, index.html
// and /config.js never cached, SPA fallback for paths without an extension, /cms → SIM_CMS_URL, and the
// web image's security headers when SIM_SECURITY_HEADERS is set. A file the build also wrote compressed
// (`.br`, `.gz`: web/vite.config.ts) is sent in that form to a client that accepts it, as nginx's gzip_static
// does, with `Vary: Accept-Encoding`.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isFile, safeDecode } from '../lib/files.js';
import path from 'node:path';
import type { SimulatorConfig } from '../config.js';

const NO_STORE = 'no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths that belong to the API or the simulator's own pages, never to the app. */
// (The app has its own /account and /sponsor pages; only the /api/ paths under them are the API.)
const NOT_APP = /^\/((presence|account|sponsor)\/api|public|oauth|stripe|content|docs|__sim|health)(\/|$)/;

/** The runtime config the app reads at startup (window.__SPONSORSPOT_CONFIG__). */
export function renderConfigJs(settings: SimulatorConfig): string {
  const config = {
    apiBaseUrl: '',
    tenantHeader: settings.tenantHeader,
    tenantId: settings.tenantId,
    cmsUrl: settings.cmsUrl,
    stripePublishableKey: settings.stripePublishableKey,
    oauth: { simulatorUrl: settings.oauthStandin ? settings.publicUrl : null, clientIds: {} },
    environment: 'simulator',
  };
  // `<` escaped so the text can never close a script element.
  return `window.__SPONSORSPOT_CONFIG__ = ${JSON.stringify(config, null, 2).replace(/</g, '\\u003c')};\n`;
}

/** Where /cms[/rest][?query] goes: SIM_CMS_URL plus the rest of the path and the query. */
export function cmsTarget(cmsUrl: string, url: string): string {
  const [pathPart = '', query] = url.split(/\?(.*)/s, 2);
  const rest = pathPart.replace(/^\/cms/, '');
  const base = cmsUrl.replace(/\/+$/, '');
  return `${base}${rest}${query !== undefined ? `?${query}` : ''}`;
}

export default async function appShellRoutes(app: FastifyInstance) {
  const root = app.settings.staticDir;
  if (root === null) return;
  const configJs = renderConfigJs(app.settings);
  // The web image's security headers on every answer of the app (a 404 and the /cms redirect included),
  // as nginx sends them: one definition, nginx/security-headers.conf (scripts/security-headers.mjs).
  const securityHeaders = app.settings.securityHeaders;
  if (securityHeaders) {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
  }

  // reply.sendFile only (serve: false): the routes below decide what is served, and how it is cached.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', NO_STORE).type('text/html; charset=utf-8').sendFile('index.html', root);

  app.get('/config.js', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', NO_STORE).type('application/javascript; charset=utf-8').send(configJs),
  );
  const cms = (request: { url: string }, reply: FastifyReply) =>
    reply.redirect(cmsTarget(app.settings.cmsUrl, request.url), 302);
  app.get('/cms', { schema: { hide: true } }, cms);
  app.get('/cms/*', { schema: { hide: true } }, cms);

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = safeDecode(request.url.split('?')[0] ?? '/');
    if (pathname === null || NOT_APP.test(pathname)) return reply.callNotFound();
    // Source maps would publish the whole source: never served, even if a build left one behind.
    if (pathname.endsWith('.map')) return reply.callNotFound();
    if (path.posix.extname(pathname) === '') return sendIndex(reply);
    const file = path.resolve(root, `.${pathname}`);
    // A missing asset is a 404 (never the app's HTML), and carries no cache headers.
    if (!file.startsWith(root + path.sep) || !isFile(file)) return reply.callNotFound();
    if (pathname === '/index.html') return sendIndex(reply);
    const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600';
    return reply.header('cache-control', cacheControl).sendFile(path.relative(root, file), root);
  });
}

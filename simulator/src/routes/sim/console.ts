// The QA console, GET /__sim/console: one page over the control API (scenarios, the clock, faults, the
// outbox, the request journal, sessions). Mounted with the control API, so it is on and off with it and
// behind the same host guard. Server-rendered HTML on the stand-ins' shared page (stand-ins/page.ts: layout,
// CSS base, Content-Security-Policy) plus plain ES module scripts served from here, which call the control
// API with fetch; no framework and no build step. The scripts type no URL: the page hands them each
// control endpoint's method and path from the contract (data-endpoints).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { openApiPath, SERVICE_PREFIX } from '@sponsorspot/contract/endpoint';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import Type from 'typebox';
import { SafeHtml } from '../../lib/html.js';
import { HTML_PAGE, standInPages, standInText } from '../../stand-ins/page.js';

/** Where the console's scripts are served, beside the page. */
const SCRIPT_DIR = `${SERVICE_PREFIX.sim}/console/`;
/** The console's module scripts (stand-ins/templates), read once at startup; console.js imports the rest. */
const SCRIPTS = new Map(
  ['console.js', 'console-lib.js', 'console-sandboxes.js', 'console-state.js', 'console-traffic.js'].map(
    (file) => [file, standInText(file)],
  ),
);

const pages = standInPages({ css: ['console.css'], moduleScript: `${SCRIPT_DIR}console.js` });
const BODY = new SafeHtml(standInText('console.html'));

/** Each control endpoint as "METHOD /path/{param}", by its name in the contract. */
const ENDPOINTS = JSON.stringify(
  Object.fromEntries(Object.entries(sim).map(([name, e]) => [name, `${e.method} ${openApiPath(e)}`])),
);

const consoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const html = pages.render({ title: 'QA console', body: BODY, data: { endpoints: ENDPOINTS } });

  app.get(
    '/console',
    {
      // Not an operation of /docs, which lists the API's calls (each declared in the contract); its
      // description links the page instead (plugins/openapi.ts).
      schema: { hide: true, response: { 200: HTML_PAGE } },
    },
    async (_request, reply) => pages.send(reply, 200, html),
  );

  app.get(
    '/console/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ maxLength: 64 }) }) } },
    async (request, reply) => {
      const script = SCRIPTS.get(request.params.file);
      if (script === undefined) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script);
    },
  );
};

export default consoleRoutes;

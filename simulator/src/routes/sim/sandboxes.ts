// Control API: open a sandbox (sim.createSandbox), list them (sim.listSandboxes), end one
// (sim.endSandbox), and enter and leave one from a browser (sim.enterSandbox, sim.leaveSandbox), which set
// and clear the sim_sandbox cookie. How requests reach a sandbox: plugins/sandboxes.ts.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { SANDBOX_COOKIE } from '@sponsorspot/contract/sim';
import { apiError } from '../../lib/errors.js';
import { enteredSandbox } from '../../plugins/sandboxes.js';
import { ScenarioInvalidError, ScenarioNotFoundError } from '../../scenarios/catalog.js';
import { endpointRoute } from '../endpoint-route.js';

/**
 * The cookie for the whole host, so the app, its embeds and the console follow it whatever their path.
 * HttpOnly: no script needs it, as the console learns the sandbox it is in from sim.listSandboxes (entered).
 * Lax: sent with the requests of this site's pages (the app, the embeds on them, the console), not with those
 * another site's pages make.
 */
const COOKIE_OPTIONS: CookieSerializeOptions = { path: '/', httpOnly: true, sameSite: 'lax' };

/**
 * Entering and leaving carry no body, so a page of another origin could send them as a simple request, with
 * no preflight for CORS to refuse, and move the tester's browser into a sandbox or out of it. A browser says
 * where a request comes from (Sec-Fetch-Site): only the console's own page (same-origin) or a client that is
 * no browser (no header: curl, tests) may.
 */
function refuseOtherOrigins(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin')
    throw apiError.forbidden('Enter or leave a sandbox from the QA console of this simulator.');
}

const sandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, sim.createSandbox),
    handler: async (request, reply) => {
      const { scenario } = request.body;
      try {
        app.scenarios.catalog.load(scenario);
      } catch (error) {
        if (error instanceof ScenarioNotFoundError) throw apiError.notFound(`Scenario "${scenario}"`);
        if (error instanceof ScenarioInvalidError) {
          throw apiError.scenarioInvalid(`Scenario file ${error.file} is not valid.`, error.problems);
        }
        throw error;
      }
      const sandbox = await app.sandboxes.create(scenario);
      request.log.info({ sandbox: sandbox.id, scenario, createMs: sandbox.createMs }, 'sandbox opened');
      return reply.code(201).send(sandbox);
    },
  });

  app.route({
    ...endpointRoute(app, sim.listSandboxes),
    handler: async (request) => ({
      sandboxes: app.sandboxes.list(),
      limit: app.sandboxes.limit,
      entered: enteredSandbox(request),
      memory: app.sandboxes.memory.usage(),
    }),
  });

  app.route({
    ...endpointRoute(app, sim.endSandbox),
    handler: async (request, reply) => {
      const { id } = request.params;
      await app.sandboxes.end(id);
      request.log.info({ sandbox: id }, 'sandbox ended');
      // The browser that ended the sandbox it was in is back in the default data set, as it would be after
      // leaving; another browser still in it finds it ended (the console offers to leave).
      if (enteredSandbox(request) === id) reply.clearCookie(SANDBOX_COOKIE, COOKIE_OPTIONS);
      return { ended: id };
    },
  });

  app.route({
    ...endpointRoute(app, sim.enterSandbox),
    handler: async (request, reply) => {
      refuseOtherOrigins(request);
      const sandbox = app.sandboxes.get(request.params.id);
      if (sandbox === undefined) throw apiError.sandboxNotFound(request.params.id);
      return reply.setCookie(SANDBOX_COOKIE, sandbox.id, COOKIE_OPTIONS).send(sandbox);
    },
  });

  app.route({
    ...endpointRoute(app, sim.leaveSandbox),
    handler: async (request, reply) => {
      refuseOtherOrigins(request);
      return reply.clearCookie(SANDBOX_COOKIE, COOKIE_OPTIONS).send({ left: enteredSandbox(request) });
    },
  });
};

export default sandboxRoutes;

// Control API: open a sandbox (sim.createSandbox), list them (sim.listSandboxes), end one (sim.endSandbox).
// How requests reach a sandbox: plugins/sandboxes.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { apiError } from '../../lib/errors.js';
import { ScenarioInvalidError, ScenarioNotFoundError } from '../../scenarios/catalog.js';
import { endpointRoute } from '../endpoint-route.js';

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
    handler: async () => ({ sandboxes: app.sandboxes.list(), limit: app.sandboxes.limit }),
  });

  app.route({
    ...endpointRoute(app, sim.endSandbox),
    handler: async (request) => {
      await app.sandboxes.end(request.params.id);
      request.log.info({ sandbox: request.params.id }, 'sandbox ended');
      return { ended: request.params.id };
    },
  });
};

export default sandboxRoutes;

// Control API: list the scenarios (sim.listScenarios), reset to one (sim.reset), and save and load the data set
// (sim.exportState, sim.importState).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { SAVED_STATE_MAX_BYTES } from '@sponsorspot/contract/sim';
import { apiError } from '../../lib/errors.js';
import { ScenarioInvalidError, ScenarioNotFoundError } from '../../scenarios/catalog.js';
import { endpointRoute } from '../endpoint-route.js';

const scenarioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, sim.listScenarios),
    handler: async (request) => ({
      scenarios: app.scenarios.catalog.list((error) => request.log.warn({ err: error }, 'scenario left out')),
      current: app.scenarios.current() ?? '',
    }),
  });

  app.route({
    ...endpointRoute(app, sim.reset),
    handler: async (request) => {
      try {
        return app.scenarios.reset(request.body.scenario);
      } catch (error) {
        if (error instanceof ScenarioNotFoundError)
          throw apiError.notFound(`Scenario "${request.body.scenario}"`);
        if (error instanceof ScenarioInvalidError) {
          throw apiError.scenarioInvalid(`Scenario file ${error.file} is not valid.`, error.problems);
        }
        throw error;
      }
    },
  });

  app.route({
    ...endpointRoute(app, sim.exportState),
    handler: async () => app.scenarios.save(app.clock.now(), (id) => app.content.readDecal(id)),
  });

  app.route({
    ...endpointRoute(app, sim.importState),
    // Decal images travel inline: far past the API's body limit.
    bodyLimit: SAVED_STATE_MAX_BYTES,
    handler: async (request) => {
      try {
        return app.scenarios.load(request.body);
      } catch (error) {
        if (error instanceof ScenarioInvalidError)
          throw apiError.scenarioInvalid(
            'The saved state is not valid; nothing was changed.',
            error.problems,
          );
        throw error;
      }
    },
  });
};

export default scenarioRoutes;

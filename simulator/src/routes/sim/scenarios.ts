// Control API: list the scenarios (GET /__sim/scenarios) and reset to one (POST /__sim/reset).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@sponsorspot/contract/common';
import { ResetBody, ResetResult, ScenarioList } from '@sponsorspot/contract/sim';
import { apiError } from '../../domain/errors.js';
import { ScenarioInvalidError, ScenarioNotFoundError } from '../../scenarios/catalog.js';
import { bodyErrors, notFoundError } from '@sponsorspot/contract/responses';

const scenarioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/scenarios',
    {
      schema: {
        tags: ['simulator'],
        summary: 'The scenarios under seeds/scenarios and the one the database was last reset to',
        response: { 200: ScenarioList },
      },
    },
    async (request) => ({
      scenarios: app.scenarios.catalog.list((error) => request.log.warn({ err: error }, 'scenario left out')),
      current: app.scenarios.current() ?? '',
    }),
  );

  app.post(
    '/reset',
    {
      schema: {
        tags: ['simulator'],
        summary: 'Replace all data with a scenario (fast enough to run before every test)',
        body: ResetBody,
        response: { 200: ResetResult, ...bodyErrors, ...notFoundError, 422: ErrorBody },
      },
    },
    async (request) => {
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
  );
};

export default scenarioRoutes;

// Control API: list the scenarios (sim.listScenarios), reset to one (sim.reset), and save and load the data set
// (sim.exportState, sim.importState).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { SAVED_STATE_MAX_BYTES } from '@sponsorspot/contract/sim';
import { errorCodes } from 'fastify';
import { Readable } from 'node:stream';
import { apiError } from '../../lib/errors.js';
import { validatorCompiler } from '../../plugins/validation.js';
import { requestedSandbox } from '../../plugins/sandboxes.js';
import { ScenarioInvalidError, ScenarioNotFoundError } from '../../scenarios/catalog.js';
import { DataSetClosedError } from '../../scenarios/reset.js';
import { loadOffThread, type BodyIssue } from '../../scenarios/state-import.js';
import { endpointRoute } from '../endpoint-route.js';

/** The error the route's validator would have thrown for these issues: 400 validation_failed, field by field. */
function bodyValidationError(issues: BodyIssue[]): Error {
  return Object.assign(new Error('The request body is not valid.'), {
    statusCode: 400,
    validation: issues,
    validationContext: 'body',
  });
}

/**
 * POST /__sim/state, in a context of its own whose JSON bodies arrive unread: a worker process reads,
 * checks and builds them (scenarios/state-import.ts), so this thread keeps answering other requests. What
 * loading holds was set aside at the door (plugins/sandboxes.ts).
 */
const loadStateRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (_request, payload, done) => done(null, payload));
  app.route({
    ...endpointRoute(app, sim.importState),
    // The worker checks the body against the endpoint's schema; a request without a body is checked here.
    validatorCompiler: (route) => {
      const validate = validatorCompiler(route);
      return (value: unknown) => (value instanceof Readable ? { value } : validate(value));
    },
    handler: async (request, reply) => {
      const declared = request.headers['content-length'];
      const declaredBytes = declared === undefined ? null : Number(declared);
      // Decal images travel inline: far past the API's body limit, up to this one.
      if (declaredBytes !== null && declaredBytes > SAVED_STATE_MAX_BYTES)
        throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      // A client that leaves stops its load: skipped if waiting, its worker stopped if running.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const body = { stream: request.body as unknown as Readable, declaredBytes };
      const outcome = await loadOffThread(body, app.settings.seedsDir, gone.signal, (built) =>
        app.scenarios.loadBuilt(built),
      ).catch((error: unknown) => {
        if (error instanceof ScenarioInvalidError)
          return { kind: 'invalid_scenario', problems: error.problems } as const;
        // The sandbox it was loading into ended meanwhile (DELETE /__sim/sandboxes/{id}).
        if (error instanceof DataSetClosedError)
          throw apiError.sandboxNotFound(requestedSandbox(request)?.id ?? '');
        throw error;
      });
      switch (outcome.kind) {
        case 'loaded':
          return outcome.result;
        case 'invalid_json':
          throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
        case 'invalid_body':
          throw bodyValidationError(outcome.issues);
        case 'invalid_scenario':
          throw apiError.scenarioInvalid(
            'The saved state is not valid; nothing was changed.',
            outcome.problems,
          );
        case 'body_too_large':
          throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
        case 'too_large':
          throw apiError.payloadTooLarge(
            `Reading this state needed more than the ${Math.round(outcome.heapBytes / 2 ** 20)} MiB of heap a ` +
              'state of its size is given (64 MiB and 3 times its size), far more than rows take; nothing was changed.',
          );
        case 'too_slow':
          throw apiError.payloadTooLarge(
            `Reading this state took longer than ${outcome.limitMs / 1000} s; nothing was changed.`,
          );
        case 'abandoned':
          // Nobody is left to answer.
          return reply.hijack();
      }
    },
  });
};

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

  await app.register(loadStateRoute);
};

export default scenarioRoutes;

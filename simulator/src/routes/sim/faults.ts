// Control API: faults (sim.armFault, listFaults, clearFaults, clearFault) and the request journal
// (sim.listRequests, clearRequests). See plugins/faults.ts for how they act on requests.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

const faultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, sim.armFault),
    handler: async (request, reply) => {
      const { status, drop, delayMs, code, message } = request.body;
      if (status === undefined && drop !== true && delayMs === undefined)
        throw apiError.badRequest('A fault needs a status, a delayMs or drop: true.');
      if (status !== undefined && drop === true)
        throw apiError.badRequest('A fault answers with a status or drops the connection, not both.');
      if ((code !== undefined || message !== undefined) && status === undefined)
        throw apiError.badRequest('code and message belong to a fault with a status.');
      if (request.body.path.startsWith('/__sim/'))
        throw apiError.badRequest('The control API itself cannot be faulted.');
      return reply.code(201).send(app.faults.arm(request.body));
    },
  });

  app.route({
    ...endpointRoute(app, sim.listFaults),
    handler: async () => ({ faults: app.faults.list() }),
  });

  app.route({
    ...endpointRoute(app, sim.clearFaults),
    handler: async () => ({ cleared: app.faults.clear() }),
  });

  app.route({
    ...endpointRoute(app, sim.clearFault),
    handler: async (request) => {
      const cleared = app.faults.clear(request.params.id);
      if (cleared === 0) throw apiError.notFound(`Fault ${request.params.id}`);
      return { cleared };
    },
  });

  app.route({
    ...endpointRoute(app, sim.listRequests),
    handler: async (request) => ({
      requests: app.journal.list({
        method: request.query.method,
        path: request.query.path,
        status: request.query.status,
        limit: request.query.limit ?? 100,
      }),
    }),
  });

  app.route({
    ...endpointRoute(app, sim.clearRequests),
    handler: async () => ({ cleared: app.journal.clear() }),
  });
};

export default faultRoutes;

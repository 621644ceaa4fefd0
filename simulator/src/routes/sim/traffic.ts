// Control API: faults (POST/GET/DELETE /__sim/faults, DELETE /__sim/faults/{id}) and the request journal
// (GET/DELETE /__sim/requests). See plugins/traffic.ts for how they act on requests.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '@sponsorspot/contract/common';
import {
  Fault,
  FaultBody,
  FaultList,
  FaultsCleared,
  JournalList,
  JournalQuery,
} from '@sponsorspot/contract/sim';
import { apiError } from '../../domain/errors.js';
import { bodyErrors, notFoundError } from '@sponsorspot/contract/responses';

const trafficRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/faults',
    {
      schema: {
        tags: ['simulator'],
        summary:
          'Arm a fault: an error status, a delay or a dropped connection, for a method and path, N times',
        body: FaultBody,
        response: { 201: Fault, ...bodyErrors },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/faults',
    {
      schema: {
        tags: ['simulator'],
        summary: 'The faults still armed, oldest first',
        response: { 200: FaultList },
      },
    },
    async () => ({ faults: app.faults.list() }),
  );

  app.delete(
    '/faults',
    { schema: { tags: ['simulator'], summary: 'Disarm every fault', response: { 200: FaultsCleared } } },
    async () => ({ cleared: app.faults.clear() }),
  );

  app.delete(
    '/faults/:id',
    {
      schema: {
        tags: ['simulator'],
        summary: 'Disarm one fault',
        params: IdParam,
        response: { 200: FaultsCleared, ...notFoundError },
      },
    },
    async (request) => {
      const cleared = app.faults.clear(request.params.id);
      if (cleared === 0) throw apiError.notFound(`Fault ${request.params.id}`);
      return { cleared };
    },
  );

  app.get(
    '/requests',
    {
      schema: {
        tags: ['simulator'],
        summary: 'The journal of recent API requests (the last 1,000), oldest first, newest last',
        querystring: JournalQuery,
        response: { 200: JournalList, ...bodyErrors },
      },
    },
    async (request) => ({
      requests: app.journal.list({
        method: request.query.method,
        path: request.query.path,
        limit: request.query.limit ?? 100,
      }),
    }),
  );

  app.delete(
    '/requests',
    { schema: { tags: ['simulator'], summary: 'Empty the journal', response: { 200: FaultsCleared } } },
    async () => ({ cleared: app.journal.clear() }),
  );
};

export default trafficRoutes;

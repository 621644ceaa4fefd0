// Sponsor service, publisher side: the caller's earnings and payouts (beyond the spec). The rules are
// domain/earnings/service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as earnings from '@sponsorspot/contract/endpoints/earnings';
import { endpointRoute } from '../endpoint-route.js';

const earningsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, earnings.earnings),
    handler: async (request) => app.earnings.earnings(request.identity.userId, request.query),
  });

  app.route({
    ...endpointRoute(app, earnings.payouts),
    handler: async (request) => app.earnings.payouts(request.identity.userId),
  });
};

export default earningsRoutes;

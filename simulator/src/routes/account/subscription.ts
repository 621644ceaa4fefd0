// Beyond the spec: POST account/subscription/cancel (account.cancelSubscription, at the period's end) and
// /resume (account.resumeSubscription, before it).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as account from '@sponsorspot/contract/endpoints/account';
import { endpointRoute } from '../endpoint-route.js';

const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, account.cancelSubscription),
    handler: async (request) => app.payments.cancel(request.identity.userId),
  });

  app.route({
    ...endpointRoute(app, account.resumeSubscription),
    handler: async (request) => app.payments.resume(request.identity.userId),
  });
};

export default subscriptionRoutes;

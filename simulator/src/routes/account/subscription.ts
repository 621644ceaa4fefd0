// Beyond the spec: POST account/subscription/cancel (account.cancelSubscription, at the period's end),
// /downgrade (account.scheduleDowngrade, at the period's end without a checkout), /resume
// (account.resumeSubscription, undoes either before then) and GET /preview (account.previewPlanChange).
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

  app.route({
    ...endpointRoute(app, account.scheduleDowngrade),
    handler: async (request) => app.payments.scheduleDowngrade(request.identity.userId, request.body),
  });

  app.route({
    ...endpointRoute(app, account.previewPlanChange),
    handler: async (request) => app.payments.preview(request.identity.userId, request.query),
  });
};

export default subscriptionRoutes;
